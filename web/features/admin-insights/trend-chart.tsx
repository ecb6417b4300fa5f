// The range day by day, drawn in SVG at the width it is given (no chart library): visitors, the primary series, as an
// ink line with its peak named; page views as a faint area behind it; inquiries as accent dots (their count in them) on
// the same days, in a lane under the axis (round 21: bars dominated the line, inquiries sat in a tiny 0–3 strip). A
// pointer or the arrow keys show one day's figures. The drawing is hidden from screen readers, which read the same
// numbers in the card's table.
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { InsightDay } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { dateLocale } from '../../lib/dates';
import { useLang } from '../../lib/i18n';
import { labelledDays, scaleTicks } from './chart-scale';
import { count, dayLabel } from './figures';

const PAD = { top: 24, right: 4, bottom: 26, left: 40 };
const LANE = 24; // the inquiries' lane under the axis, on the same days

export function TrendChart({ days, label }: { days: InsightDay[]; label: string }) {
  const lang = useLang();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const [at, setAt] = useState<number | null>(null);
  const n = days.length;
  const height = (width < 520 ? 170 : 220) + LANE;
  const plot = { w: Math.max(1, width - PAD.left - PAD.right), h: height - LANE - PAD.top - PAD.bottom };
  const band = plot.w / n;
  const x = (i: number) => PAD.left + band * (i + 0.5);
  const ticks = scaleTicks(Math.max(...days.map((d) => d.views)));
  const top = ticks.at(-1)!;
  const y = (value: number) => PAD.top + plot.h * (1 - value / top);
  const base = y(0);
  const path = (value: (d: InsightDay) => number) =>
    days.map((d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(value(d)).toFixed(1)}`).join('');
  // A single day's area is a band across the plot; more days' run from the first day's middle to the last's.
  const [first, last] = n === 1 ? [PAD.left, width - PAD.right] : [x(0), x(n - 1)];
  const viewsTop = n === 1 ? `M${first},${y(days[0]!.views)}L${last},${y(days[0]!.views)}` : path((d) => d.views);
  const viewsArea = `${viewsTop}L${last},${base}L${first},${base}Z`;
  const peak = days.reduce((most, d, i) => (d.visitors > days[most]!.visitors ? i : most), 0);
  const laneY = base + LANE / 2 + 2;
  const dot = Math.max(2.5, Math.min(8, band * 0.42));
  const axisLabel = new Intl.NumberFormat(dateLocale(lang), { notation: 'compact' });
  const labelled = labelledDays(n, Math.floor(plot.w / 76));
  const inside = (left: number, room = 22) => Math.min(Math.max(left, PAD.left + room), width - PAD.right - room);

  const pointAt = (event: PointerEvent) => {
    const left = box.current!.getBoundingClientRect().left;
    setAt(Math.min(n - 1, Math.max(0, Math.floor((event.clientX - left - PAD.left) / band))));
  };
  const keys = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: (at ?? n) - 1, ArrowRight: (at ?? -1) + 1, Home: 0, End: n - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setAt(Math.min(n - 1, Math.max(0, moves[event.key]!)));
  };
  return (
    // A labelled region of a drawing, not a form's fieldset; focusable so the arrow keys can walk its days (its numbers
    // are DailyTable's for a screen reader).
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      ref={box}
      role="group"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      className="keyboard-ring relative touch-pan-y rounded-lg select-none"
      onPointerMove={pointAt}
      onPointerDown={pointAt}
      // A finger lifted leaves the day shown (a tap elsewhere takes focus away and hides it); a mouse leaving hides it.
      onPointerLeave={(event) => event.pointerType === 'mouse' && setAt(null)}
      onFocus={() => setAt((current) => current ?? n - 1)}
      onBlur={() => setAt(null)}
      onKeyDown={keys}
    >
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" className="block">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--c-line)"
              strokeDasharray={tick ? '3 4' : undefined}
            />
            <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted text-xs tabular-nums">
              {axisLabel.format(tick)}
            </text>
          </g>
        ))}
        {/* Page views: a faint area behind, its edge a thin line that still reads (3 : 1) on the card. */}
        <path d={viewsArea} fill="var(--c-chart-bar)" fillOpacity={0.3} />
        <path d={viewsTop} fill="none" stroke="var(--c-chart-bar)" strokeWidth={1.5} strokeLinejoin="round" />
        {at !== null && <line x1={x(at)} x2={x(at)} y1={PAD.top} y2={base + LANE} stroke="var(--c-muted)" strokeDasharray="2 3" />}
        {/* Visitors, the primary series: the ink line, a point a day where there is room, the peak named. */}
        <path
          d={path((d) => d.visitors)}
          fill="none"
          stroke="var(--c-ink)"
          strokeWidth={2.25}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {days.map((d, i) =>
          band >= 22 || i === at || i === peak || n === 1 ? (
            <circle
              key={d.day}
              cx={x(i)}
              cy={y(d.visitors)}
              r={i === at ? 4.5 : 3}
              fill={i === peak ? 'var(--c-ink)' : 'var(--c-surface)'}
              stroke="var(--c-ink)"
              strokeWidth={2}
            />
          ) : null,
        )}
        <text
          x={inside(x(peak), 12)}
          y={y(days[peak]!.visitors) - 10}
          textAnchor="middle"
          className="fill-ink text-xs font-semibold tabular-nums"
        >
          {count(days[peak]!.visitors, lang)}
        </text>
        {/* Inquiries, the figure that matters: an ink dot on each day that had any, its count in it where it fits (decision
            0259: red is kept for the main action and what is unread, never a chart's mark). */}
        {days.map((d, i) =>
          d.inquiries > 0 ? (
            <g key={d.day} data-inquiry-dot="">
              <circle cx={x(i)} cy={laneY} r={dot} fill="var(--c-ink)" />
              {dot >= 6.5 && d.inquiries < 100 && (
                <text x={x(i)} y={laneY} dy="0.34em" textAnchor="middle" className="fill-bg text-[10px] font-bold tabular-nums">
                  {d.inquiries}
                </text>
              )}
            </g>
          ) : null,
        )}
        {labelled.map((i) => (
          <text key={i} x={inside(x(i))} y={height - 6} textAnchor="middle" className="fill-muted text-xs">
            {dayLabel(days[i]!.day, lang)}
          </text>
        ))}
      </svg>
      {at !== null && <Readout day={days[at]!} left={x(at)} width={width} />}
    </div>
  );
}

/** One day's figures beside its guide line, on the side with room; read out as the arrow keys move. */
function Readout({ day, left, width }: { day: InsightDay; left: number; width: number }) {
  const t = useAdminT().insights;
  const lang = useLang();
  const onRight = left < width / 2;
  const row = (swatch: string, name: string, value: number) => (
    <div className="flex items-center gap-2">
      <span className={`h-2.5 w-2.5 shrink-0 ${swatch}`} aria-hidden="true" />
      <span className="text-muted">{name}</span>
      <span className="ml-auto pl-3 font-semibold tabular-nums">{count(value, lang)}</span>
    </div>
  );
  return (
    <div
      aria-live="polite"
      className="pointer-events-none absolute top-0 z-10 min-w-40 rounded-lg border border-line bg-surface px-3 py-2 text-sm shadow-[var(--shadow-pop)]"
      style={onRight ? { left: left + 10 } : { right: width - left + 10 }}
    >
      <p className="mb-1 font-semibold whitespace-nowrap">{dayLabel(day.day, lang, true)}</p>
      {row('rounded-sm bg-ink', t.totals.visitors, day.visitors)}
      {row('rounded-sm bg-chart-bar', t.totals.views, day.views)}
      {row('rounded-full bg-ink', t.totals.inquiries, day.inquiries)}
    </div>
  );
}

/** The element's width in CSS pixels, followed as it changes (640 until it has been laid out). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setWidth(element.clientWidth || 640);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
