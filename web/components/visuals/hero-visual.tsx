// The home hero's picture of what the company delivers: from a tablet up the dashboard large, with the assistant's
// chat and the automation flow floating over its corners; on a phone the dashboard alone, compact, so nothing
// overflows the narrow column. Both are in the markup (CSS picks one), so the server render needs no screen size.
import { ChatVisual } from './chat-visual';
import { DashboardVisual } from './dashboard-visual';
import { FlowVisual } from './flow-visual';

export function HeroVisual() {
  return (
    <div aria-hidden="true">
      <div className="relative mx-auto hidden max-w-xl pt-5 pb-20 pl-8 md:block lg:max-w-none lg:pr-4">
        <div className="backdrop-glow absolute inset-x-0 top-0 -z-10 h-full opacity-60" />
        <DashboardVisual />
        <FlowVisual compact className="absolute -top-4 -right-2 w-60 lg:-right-4" />
        <ChatVisual className="absolute bottom-0 left-0 w-64" />
      </div>
      <DashboardVisual compact className="md:hidden" />
    </div>
  );
}
