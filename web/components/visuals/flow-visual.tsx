// A drawn automation flow: a trigger and the steps it sets off (new order, invoice, stock, team), joined by a line
// with arrows, each step ticked as done. A picture of the automation the company builds; decorative (hidden from
// screen readers), its words from the dictionaries (home's order flow unless given another flow and its icons).
import { useT } from '../../lib/i18n';
import type { Dictionary } from '../../i18n/en';

const ICONS = ['i-lucide-shopping-cart', 'i-lucide-receipt', 'i-lucide-boxes', 'i-lucide-bell'];

export function FlowVisual({
  className = '',
  compact = false,
  words,
  icons = ICONS,
}: {
  className?: string;
  compact?: boolean;
  words?: Dictionary['visuals']['flow'];
  icons?: readonly string[];
}) {
  const home = useT().visuals.flow;
  const t = words ?? home;
  // The compact flow keeps the first step, the invoice and the team: the story still starts and ends.
  const steps = compact ? [0, 1, 3] : [0, 1, 2, 3];
  return (
    <div aria-hidden="true" className={`rounded-2xl border border-line bg-surface text-left shadow-[var(--shadow-pop)] ${className}`}>
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <span className="flex min-w-0 items-center gap-2 text-[0.8125rem] font-semibold text-ink md:text-xs">
          <span className="i-lucide-zap h-3.5 w-3.5 text-accent-text" />
          <span className="truncate">{t.title}</span>
        </span>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-good/10 px-2 py-0.5 text-xs font-semibold text-good">
          <span className="h-1.5 w-1.5 rounded-full bg-good" />
          {t.live}
        </span>
      </div>
      <ol className="p-3.5">
        {steps.map((n, i) => {
          const step = t.steps[n]!;
          return (
            <li key={step.title} className="relative flex items-center gap-3 pb-3 last:pb-0">
              {i < steps.length - 1 && (
                // The connector: from under this step's tile to the next one, ending in an arrowhead.
                <span className="absolute top-8 bottom-0 left-4 flex w-px -translate-x-1/2 flex-col items-center bg-line-strong">
                  <span className="i-lucide-chevron-down absolute -bottom-1.5 h-3 w-3 text-faint" />
                </span>
              )}
              <span
                className={`relative grid h-8 w-8 shrink-0 place-items-center rounded-lg ${
                  i === 0 ? 'bg-accent text-accent-ink' : 'border border-line bg-surface-alt text-ink'
                }`}
              >
                <span className={`${icons[n]} h-4 w-4`} />
              </span>
              <span className="min-w-0 flex-1 leading-tight">
                <span className="block truncate text-[0.8125rem] font-semibold text-ink md:text-xs">{step.title}</span>
                <span className="block truncate text-xs text-muted">{step.detail}</span>
              </span>
              <span className="grid h-4 w-4 shrink-0 place-items-center rounded-full bg-good text-bg">
                <span className="i-lucide-check h-2.5 w-2.5" />
              </span>
            </li>
          );
        })}
      </ol>
      {!compact && <div className="border-t border-line px-4 py-2.5 text-[11px] text-muted">{t.lastRun}</div>}
    </div>
  );
}
