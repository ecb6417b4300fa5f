// A drawn dashboard (a browser window: sidebar, figures, an area chart, a short list): a picture of the software the
// company builds, in HTML and SVG on the tokens so it is crisp and right in both themes. Decorative: hidden from
// screen readers, its words from the dictionaries so it speaks the page's language.
import { useId } from 'react';
import { useT } from '../../lib/i18n';

/** Orders per day over two weeks: a rising line with a dip, so it reads as real data rather than a ruler. */
const SERIES = [38, 44, 41, 52, 49, 58, 55, 63, 60, 71, 68, 77, 74, 86];
const [W, H] = [320, 96];
const points = SERIES.map((v, i) => [(i / (SERIES.length - 1)) * W, H - (v / 100) * H] as const);
const LINE = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
const AREA = `${LINE} L${W} ${H} L0 ${H} Z`;
const LAST = points.at(-1)!;
const NAV_ICONS = ['i-lucide-layout-dashboard', 'i-lucide-package', 'i-lucide-users', 'i-lucide-settings'];

/** `list`: the short list under the chart (by default only when not compact); the hero leaves it out to stay short. */
export function DashboardVisual({
  className = '',
  compact = false,
  list = !compact,
}: {
  className?: string;
  compact?: boolean;
  list?: boolean;
}) {
  const t = useT().visuals.dashboard;
  const fill = useId();
  const kpis = compact ? t.kpis.slice(0, 2) : t.kpis;
  return (
    <div
      aria-hidden="true"
      className={`overflow-hidden rounded-xl border border-line bg-surface text-left shadow-[var(--shadow-pop)] ${className}`}
    >
      <div className="flex h-9 items-center gap-1.5 border-b border-line bg-surface-alt px-3.5">
        <span className="h-2.5 w-2.5 rounded-full bg-line-strong" />
        <span className="h-2.5 w-2.5 rounded-full bg-line-strong" />
        <span className="h-2.5 w-2.5 rounded-full bg-line-strong" />
        <span className="mx-auto flex h-5 w-2/5 items-center justify-center gap-1 rounded-md bg-surface text-[10px] text-faint">
          <span className="i-lucide-lock h-2.5 w-2.5" />
          {t.title}
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
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm font-semibold text-ink">{t.title}</span>
            <span className="rounded-full border border-line px-2 py-0.5 text-[10px] font-medium text-muted">{t.period}</span>
          </div>
          <div className={`mt-4 grid gap-2.5 ${compact ? 'grid-cols-2' : 'grid-cols-3'}`}>
            {kpis.map((kpi) => (
              <div key={kpi.label} className="rounded-lg border border-line bg-bg px-3 py-2.5">
                <div className="truncate text-[10px] font-medium text-muted">{kpi.label}</div>
                <div className="mt-1 text-lg leading-none font-semibold tracking-[-0.02em] text-ink tabular-nums">{kpi.value}</div>
                <div className="mt-1.5 flex items-center gap-0.5 text-[10px] font-semibold text-good">
                  <span className="i-lucide-trending-up h-3 w-3" />
                  {kpi.delta}
                </div>
              </div>
            ))}
          </div>
          <div className="mt-3 rounded-lg border border-line bg-bg p-3">
            <div className="flex items-center justify-between text-[10px] font-medium text-muted">
              <span>{t.chartLabel}</span>
              <span className="flex items-center gap-1">
                <span className="h-1.5 w-1.5 rounded-full bg-accent" />
                {SERIES.at(-1)}
              </span>
            </div>
            <svg
              aria-hidden="true"
              viewBox={`0 -6 ${W} ${H + 6}`}
              className="mt-2 block h-20 w-full overflow-visible"
              preserveAspectRatio="none"
            >
              <defs>
                <linearGradient id={fill} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" style={{ stopColor: 'var(--c-ink)', stopOpacity: 0.12 }} />
                  <stop offset="1" style={{ stopColor: 'var(--c-ink)', stopOpacity: 0 }} />
                </linearGradient>
              </defs>
              {[0.25, 0.5, 0.75].map((f) => (
                <line
                  key={f}
                  x1="0"
                  x2={W}
                  y1={H * f}
                  y2={H * f}
                  className="stroke-line"
                  strokeDasharray="3 4"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              <path d={AREA} fill={`url(#${fill})`} />
              <path d={LINE} fill="none" className="stroke-ink" strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
              <circle
                cx={LAST[0]}
                cy={LAST[1]}
                r="3.5"
                className="fill-surface stroke-accent"
                strokeWidth="2"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
          </div>
          {list && (
            <ul className="mt-3 divide-y divide-line rounded-lg border border-line">
              {t.rows.map((row) => (
                <li key={row.name} className="flex items-center justify-between gap-3 px-3 py-2 text-[11px]">
                  <span className="flex items-center gap-2 font-medium text-ink">
                    <span className="h-1.5 w-1.5 rounded-full bg-line-strong" />
                    {row.name}
                  </span>
                  <span className="inline-flex items-center gap-1 rounded-full bg-good/10 px-2 py-0.5 font-medium text-good">
                    <span className="i-lucide-check h-3 w-3" />
                    {row.status}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
