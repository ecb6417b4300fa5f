// The picture a list entry (a service, a customer story) without an uploaded image shows: a drawn scene that fits its
// topic (an order list, an automation flow, an assistant's chat, a production plan, a week of appointments, a
// delivery route) on a plain tinted panel (the grid and the glow are the hero's and the closing band's alone: decision
// 0117), never an empty or pale tile. The scene
// follows the entry's topic when its title names one, and otherwise its place in the list; it always fits its frame whole.
// The chat and the flow say their own things here (a staff question, a customer's, an invoice's approval), not the
// home hero's conversation and order flow again.
import type { Service } from '../../../src/contract';
import { useT } from '../../lib/i18n';
import { ChatVisual } from './chat-visual';
import { FlowVisual } from './flow-visual';
import { OrdersVisual } from './orders-visual';
import { CalendarVisual, RouteVisual, ScheduleVisual } from './scenes';

export type VisualKind = 'orders' | 'flow' | 'chat' | 'schedule' | 'calendar' | 'route';
const BY_PLACE: VisualKind[] = ['orders', 'flow', 'chat'];
/** The industries first (a factory's scheduling system is a plan before it is software), then the kinds of work. */
const TOPICS: [RegExp, VisualKind][] = [
  [/manufactur|factory|production|schedul|製造|工廠|生產|排程/i, 'schedule'],
  [/clinic|dental|medical|booking|appointment|診所|醫療|牙醫|預約|掛號/i, 'calendar'],
  [/logistic|delivery|shipping|route|fleet|物流|配送|車隊|路線/i, 'route'],
  [/automat|workflow|integrat|自動|流程|串接/i, 'flow'],
  [/\bAI\b|assistant|chat|bot|助理|客服|聊天/i, 'chat'],
  [/software|app|system|platform|dashboard|軟體|系統|平台|應用/i, 'orders'],
];

/** Which scene stands for an entry: its topic (English or Chinese title), else its position. */
export function visualFor(service: Pick<Service, 'titleEn' | 'titleZh'>, index: number): VisualKind {
  const title = `${service.titleEn} ${service.titleZh}`;
  return TOPICS.find(([topic]) => topic.test(title))?.[1] ?? BY_PLACE[index % BY_PLACE.length]!;
}

const INVOICE_ICONS = ['i-lucide-file-text', 'i-lucide-user-check', 'i-lucide-landmark', 'i-lucide-book-open'];

const SCENES = { orders: OrdersVisual, schedule: ScheduleVisual, calendar: CalendarVisual, route: RouteVisual };

/** The scene alone, filling a box of the scene's ratio (8:5) that its parent sizes: for a panel of its own. */
export function TopicScene({ kind }: { kind: VisualKind }) {
  if (kind === 'flow') return <FlowVisual compact />;
  if (kind === 'chat') return <ChatVisual compact />;
  const Scene = SCENES[kind];
  return (
    <div aria-hidden="true" data-visual={kind} className="aspect-[8/5] w-full">
      <Scene />
    </div>
  );
}

/** `frame`: the panel's shape; a service row's by default, a story card passes its own (no border, its ratio) and
 * `story` (its chat is a customer's question, a service row's a member of staff's). */
export function TopicVisual({
  kind,
  frame = 'aspect-[8/5] rounded-2xl border border-line',
  story = false,
}: {
  kind: VisualKind;
  frame?: string;
  story?: boolean;
}) {
  const t = useT().serviceScenes;
  const Scene = kind === 'flow' || kind === 'chat' ? null : SCENES[kind];
  return (
    // On a phone the frame is 14 rem tall and as wide as the column, its ratio dropped: a scene drawn much below 320 px
    // would shrink its words again, and a 14 rem minimum kept with the 8:5 ratio made the frame 358 px wide, past the
    // column's right margin on a 390 px phone (round 19).
    <div
      aria-hidden="true"
      data-visual={kind}
      className={`relative isolate w-full overflow-hidden bg-bg-alt ${frame} max-sm:aspect-auto max-sm:h-56`}
    >
      {/* A scene scales to the frame less a 20 px margin; the flow and the chat are cards centred in it, drawn a quarter
          to a third larger from 1024 px (round 15: small drawings in big panels on /services; decision 0161). */}
      {Scene && (
        <div className="absolute inset-3 sm:inset-5">
          <Scene />
        </div>
      )}
      {kind === 'flow' && (
        <FlowVisual
          compact
          words={t.invoiceFlow}
          icons={INVOICE_ICONS}
          className="absolute top-1/2 left-1/2 w-72 max-w-[92%] -translate-x-1/2 -translate-y-1/2 lg:scale-[1.3]"
        />
      )}
      {kind === 'chat' && (
        <ChatVisual
          compact
          words={story ? t.storyChat : t.staffChat}
          // Drawn a quarter larger from 1024 px, a story's and a service row's alike, so it fills the frame as the other
          // scenes do (decisions 0143, 0161).
          className="absolute top-1/2 left-1/2 w-72 max-w-[88%] -translate-x-1/2 -translate-y-1/2 sm:w-80 lg:scale-125"
        />
      )}
    </div>
  );
}
