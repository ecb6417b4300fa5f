// The home hero's picture of what the company delivers: from a tablet up a client's production board, with the assistant's chat and
// the automation flow side by side under it, their tops over the dashboard's bottom margin only, below its sidebar (nothing of it peeks
// out between them); on a phone the assistant's chat alone, whole in the column (and nothing the page has not loaded already). Both are in the
// markup (CSS picks one), so the server render needs no screen size.
import { ChatVisual } from './chat-visual';
import { DashboardVisual } from './dashboard-visual';
import { FlowVisual } from './flow-visual';

export function HeroVisual() {
  return (
    <div aria-hidden="true">
      <div className="relative mx-auto hidden max-w-xl md:block lg:max-w-none">
        <div data-layer="dashboard">
          <DashboardVisual className="pb-3" />
        </div>
        <div className="relative -mt-3 grid grid-cols-2 items-start gap-4 px-4">
          <div data-layer="chat">
            <ChatVisual compact />
          </div>
          <div data-layer="flow">
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
