// The home hero's picture of what the company delivers: from a tablet up a client's production board, with the assistant's chat and
// the automation flow side by side under it, their tops over the dashboard's bottom margin only, below its sidebar (nothing of it peeks
// out between them); on a phone the assistant's chat alone, whole in the column (and nothing the page has not loaded already). Both are in the
// markup (CSS picks one), so the server render needs no screen size.
// From 1024 px the composition fills its column and ends at the page's right edge, the line the header's call to action
// ends on: a whole window with its frame, not a picture running off the screen (round 12 of the outside review read
// the bleed as overflow; decision 0143, amending 0133). The chat steps a little into the gap beside the text. A tablet
// keeps it contained in the column too.
import { ChatVisual } from './chat-visual';
import { DashboardVisual } from './dashboard-visual';
import { FlowVisual } from './flow-visual';

export function HeroVisual() {
  return (
    <div aria-hidden="true">
      <div className="relative mx-auto hidden max-w-xl md:block lg:mx-0 lg:max-w-none">
        <div data-layer="dashboard">
          <DashboardVisual className="pb-3 lg:pb-14" />
        </div>
        <div className="relative -mt-3 grid grid-cols-2 items-start gap-4 px-4 lg:-mt-12 lg:-ml-8 lg:gap-5 lg:pr-6 lg:pl-0">
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
