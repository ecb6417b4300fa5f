// The home hero's picture of what the company delivers: from a tablet up a client's production board, with the assistant's chat and
// the automation flow side by side under it, their tops over the dashboard's bottom margin only, below its sidebar (nothing of it peeks
// out between them); on a phone the assistant's chat alone, whole in the column (and nothing the page has not loaded already). Both are in the
// markup (CSS picks one), so the server render needs no screen size.
// From 1024 px the composition is set large (the board 58 rem wide, 64 from 1536 px) and runs off the window's right edge,
// which the hero's section clips; the two cards stay in the part that shows, the chat stepping a little into the gap
// beside the text (decision 0133). A tablet keeps it contained in the column.
import { ChatVisual } from './chat-visual';
import { DashboardVisual } from './dashboard-visual';
import { FlowVisual } from './flow-visual';

export function HeroVisual() {
  return (
    <div aria-hidden="true">
      <div className="relative mx-auto hidden max-w-xl md:block lg:mx-0 lg:w-[58rem] lg:max-w-none 2xl:w-[64rem]">
        <div data-layer="dashboard">
          <DashboardVisual className="pb-3 lg:pb-14" />
        </div>
        <div className="relative -mt-3 grid grid-cols-2 items-start gap-4 px-4 lg:-mt-12 lg:-ml-8 lg:grid-cols-[19rem_19rem] lg:gap-6 lg:px-0">
          <div data-layer="chat">
            <ChatVisual compact />
          </div>
          <div data-layer="flow" className="lg:mt-8">
            <FlowVisual compact />
          </div>
        </div>
      </div>
      <div className="relative md:hidden">
        <ChatVisual className="mx-auto max-w-sm" />
      </div>
    </div>
  );
}
