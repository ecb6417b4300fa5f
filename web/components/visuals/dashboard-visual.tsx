// A drawn production board (a browser window: sidebar, a named client's work orders for today with their machines,
// progress and due times): the kind of system the company builds, in HTML on the tokens so it is crisp and right in
// both themes. Decorative: hidden from screen readers, its words from the dictionaries so it speaks the page's language.
import { useT } from '../../lib/i18n';

/** The work orders' numbers: codes, the same in both languages. */
const IDS = ['WO-4812', 'WO-4819', 'WO-4808'];
/**
 * How far each work order is, as its bar's width: classes, not a style attribute, which the CSP refuses in the server's
 * HTML (decision 0078). Written out whole so the stylesheet has each.
 */
const DONE = ['w-[76%]', 'w-[10%]', 'w-full'];
const NAV_ICONS = ['i-lucide-calendar-range', 'i-lucide-factory', 'i-lucide-package', 'i-lucide-settings'];

/** A work order's state: running to plan, held up (waiting for material) or finished. */
const STATES: Record<string, string[]> = {
  ok: ['bg-ink', 'bg-good/10 text-good'],
  wait: ['bg-line-strong', 'bg-surface-alt text-muted'],
  done: ['bg-good', 'bg-good/10 text-good'],
};

/** `compact`: no sidebar and two work orders, for a small box. */
export function DashboardVisual({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const t = useT().visuals.dashboard;
  const rows = compact ? t.rows.slice(0, 2) : t.rows;
  return (
    <div
      aria-hidden="true"
      className={`overflow-hidden rounded-xl border border-line bg-surface text-left shadow-[var(--shadow-pop)] ${className}`}
    >
      <div className="flex h-9 items-center gap-1.5 border-b border-line bg-surface-alt px-3.5">
        <span className="h-2.5 w-2.5 rounded-full bg-line-strong" />
        <span className="h-2.5 w-2.5 rounded-full bg-line-strong" />
        <span className="h-2.5 w-2.5 rounded-full bg-line-strong" />
        <span className="mx-auto flex h-5 min-w-0 items-center justify-center gap-1 rounded-md bg-surface px-3 text-[10px] text-faint">
          <span className="i-lucide-lock h-2.5 w-2.5" />
          <span className="truncate">plan.mtloom.tw</span>
        </span>
      </div>
      <div className="flex">
        {!compact && (
          <div className="flex w-12 shrink-0 flex-col items-center gap-2 border-r border-line py-4">
            <span className="mb-2 h-5 w-5 rounded-md bg-accent" />
            {NAV_ICONS.map((icon, i) => (
              <span
                key={icon}
                className={`grid h-7 w-7 place-items-center rounded-md ${i === 0 ? 'bg-surface-alt text-ink' : 'text-faint'}`}
              >
                <span className={`${icon} h-3.5 w-3.5`} />
              </span>
            ))}
          </div>
        )}
        <div className="min-w-0 flex-1 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="text-[10px] font-semibold tracking-[0.08em] text-faint uppercase">{t.client}</div>
              <div className="mt-0.5 truncate text-sm font-semibold text-ink">{t.title}</div>
            </div>
            <span className="shrink-0 rounded-full border border-line px-2 py-0.5 text-[10px] font-medium text-muted">{t.period}</span>
          </div>
          <div className="mt-3 overflow-hidden rounded-lg border border-line">
            <ul className="divide-y divide-line">
              {rows.map((row, i) => {
                const [bar, chip] = STATES[row.state] ?? STATES.ok!;
                return (
                  <li
                    key={IDS[i]}
                    className="grid grid-cols-[minmax(0,2.2fr)_minmax(0,0.9fr)_minmax(0,1.6fr)_minmax(0,0.8fr)] gap-3 px-3 items-center py-2.5 text-[11px]"
                  >
                    <span className="min-w-0">
                      <span className="block font-mono text-[10px] text-faint">{IDS[i]}</span>
                      <span className="block truncate font-medium text-ink">{row.part}</span>
                    </span>
                    <span className="truncate text-muted">{row.machine}</span>
                    <span className="min-w-0">
                      <span className="block h-1.5 overflow-hidden rounded-full bg-surface-alt">
                        <span className={`block h-full rounded-full ${bar} ${DONE[i]}`} />
                      </span>
                      <span className={`mt-1 block w-fit max-w-full truncate rounded-full px-1.5 py-px text-[10px] font-medium ${chip}`}>
                        {row.status}
                      </span>
                    </span>
                    <span className="text-right font-medium text-ink tabular-nums">{row.due}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
