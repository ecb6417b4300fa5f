// The home hero's picture of what the company delivers: from a tablet up a client's production board, with one card, the
// automation flow, at its lower right, its top over the dashboard's bottom margin only (round 14: the chat beside it made
// three drawings; decision 0156); on a tablet the assistant's chat alone, whole in the column; on a phone the automation
// card alone under the buttons, across the column (decision 0249: with none, decision 0238's, the first two screens were
// words and buttons) (and nothing the page has not loaded already). All are in the markup (CSS picks), so the server
// render needs no screen size.
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
      <div className="relative mx-auto max-w-xl sm:max-md:hidden lg:mx-0 lg:max-w-none">
        <div data-layer="dashboard" className="max-md:hidden">
          <DashboardVisual className="pb-3 lg:pb-10" />
        </div>
        {/* One floating card (round 14: three overlapping drawings beside four figures gave the eye no one place to
            land): the automation flow, over the board's bottom margin at its right; on a phone the card alone. */}
        <div data-layer="flow" className="relative ml-auto md:-mt-3 md:w-1/2 md:pr-4 lg:-mt-14 lg:w-[48%] lg:pr-6">
          <FlowVisual compact />
        </div>
      </div>
      {/* On a tablet only (640-767 px). */}
      <div className="relative max-sm:hidden md:hidden">
        <ChatVisual className="mx-auto max-w-sm" />
      </div>
    </div>
  );
}
