// How a change against the days before looks, on the Insights cards and the Overview's week alike (decision 0229; review
// round 26 #9: the Overview's "Up 2% on last week" had no up/down styling): an arrow and the tone, never colour alone.
export type ChangeKind = 'up' | 'down' | 'same' | 'new';

export const CHANGE_LOOK: Record<ChangeKind, { tone: string; icon: string }> = {
  up: { tone: 'text-good', icon: 'i-lucide-arrow-up-right' },
  down: { tone: 'text-bad', icon: 'i-lucide-arrow-down-right' },
  same: { tone: 'text-muted', icon: 'i-lucide-minus' },
  new: { tone: 'text-muted', icon: 'i-lucide-sparkles' },
};
