// The home hero's picture of what the company delivers: from a tablet up a client's production board, with one card, the
// automation flow, at its lower right, its top over the dashboard's bottom margin only (round 14: the chat beside it made
// three drawings; decision 0156); on a tablet the assistant's chat alone, whole in the column, on a phone none (decision 0238) (and nothing the page has not loaded already). Both are in the
// markup (CSS picks one), so the server render needs no screen size.
// From 1024 px the composition fills its column and ends at the page's right edge, the line the header's call to action
// ends on: a whole window with its frame, not a picture running off the screen (round 12 of the outside review read
// the bleed as overflow; decision 0143, amending 0133). A tablet
// keeps it contained in the column too.
import { ChatVisual } from './chat-visual';
import { DashboardVisual } from './dashboard-visual';
import { FlowVisual } from './flow-visual';

export function HeroVisual() {
  return (
    <div aria-hidden="true">
      <div className="relative mx-auto hidden max-w-xl md:block lg:mx-0 lg:max-w-none">
        <div data-layer="dashboard">
          <DashboardVisual className="pb-3 lg:pb-10" />
        </div>
        {/* One floating card (round 14: three overlapping drawings beside four figures gave the eye no one place to
            land): the automation flow, over the board's bottom margin at its right. */}
        <div data-layer="flow" className="relative -mt-3 ml-auto w-1/2 pr-4 lg:-mt-14 lg:w-[48%] lg:pr-6">
          <FlowVisual compact />
        </div>
      </div>
      {/* On a tablet only: a phone's hero is its words and buttons, the picture of the work waits for the featured band
          (session 51, decision 0238: the phone's home ran to 7,750 px). */}
      <div className="relative max-sm:hidden md:hidden">
        <ChatVisual className="mx-auto max-w-sm" />
      </div>
    </div>
  );
}
