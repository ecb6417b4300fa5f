// The picture a list entry (a service, a customer story) without an uploaded image shows: one of the drawn visuals (a dashboard, an automation flow,
// an assistant's chat) on a panel with the grid backdrop and the accent's glow, never an empty or pale tile. The
// visual follows the entry's topic when its title names one, and otherwise its place in the list.
import type { Service } from '../../../src/contract';
import { ChatVisual } from './chat-visual';
import { DashboardVisual } from './dashboard-visual';
import { FlowVisual } from './flow-visual';

export type VisualKind = 'dashboard' | 'flow' | 'chat';
const BY_PLACE: VisualKind[] = ['dashboard', 'flow', 'chat'];
const TOPICS: [RegExp, VisualKind][] = [
  [/automat|workflow|integrat|自動|流程|串接/i, 'flow'],
  [/\bAI\b|assistant|chat|bot|助理|客服|聊天/i, 'chat'],
  [/software|app|system|platform|dashboard|軟體|系統|平台|應用/i, 'dashboard'],
];

/** Which visual stands for an entry: its topic (English or Chinese title), else its position. */
export function visualFor(service: Pick<Service, 'titleEn' | 'titleZh'>, index: number): VisualKind {
  const title = `${service.titleEn} ${service.titleZh}`;
  return TOPICS.find(([topic]) => topic.test(title))?.[1] ?? BY_PLACE[index % BY_PLACE.length]!;
}

/** `frame`: the panel's shape; a service row's by default, a story card passes its own (no border, its ratio). */
export function TopicVisual({
  kind,
  frame = 'aspect-[4/3] rounded-2xl border border-line sm:aspect-[8/5]',
}: {
  kind: VisualKind;
  frame?: string;
}) {
  return (
    <div aria-hidden="true" data-visual={kind} className={`relative isolate w-full overflow-hidden bg-bg-alt ${frame}`}>
      <div className="backdrop-grid absolute inset-0 -z-10 opacity-80" />
      <div className="backdrop-glow absolute -top-1/3 left-1/4 -z-10 h-full w-full" />
      {kind === 'dashboard' && <DashboardVisual compact className="absolute top-6 left-6 w-[115%] sm:top-10 sm:left-10" />}
      {kind === 'flow' && <FlowVisual compact className="absolute top-1/2 left-1/2 w-64 -translate-x-1/2 -translate-y-1/2 sm:w-72" />}
      {kind === 'chat' && <ChatVisual compact className="absolute top-1/2 left-1/2 w-72 -translate-x-1/2 -translate-y-1/2 sm:w-80" />}
    </div>
  );
}
