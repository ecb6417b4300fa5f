// The range day by day, drawn in SVG at the width it is given (no chart library): page views as quiet bars, visitors as
// an ink line over them, inquiries as a strip of accent bars under them. A pointer or the arrow keys show one day's
// figures. The drawing is hidden from screen readers, which read the same numbers in DailyTable.
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { InsightDay } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { dateLocale } from '../../lib/dates';
import { useLang } from '../../lib/i18n';
import { labelledDays, scaleTicks } from './chart-scale';
import { count, dayLabel } from './figures';

const PAD = { top: 10, right: 4, bottom: 26, left: 40 };
const STRIP = 36; // the inquiries' strip under the axis
const GAP = 26; // room over the strip for its name
const FOOT = 8; // room under the strip for its 0

export function TrendChart({ days, label }: { days: InsightDay[]; label: string }) {
  const lang = useLang();
  const t = useAdminT().insights;
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const [at, setAt] = useState<number | null>(null);
  const n = days.length;
  const height = width < 520 ? 170 : 220;
  const plot = { w: Math.max(1, width - PAD.left - PAD.right), h: height - PAD.top - PAD.bottom };
  const band = plot.w / n;
  const x = (i: number) => PAD.left + band * (i + 0.5);
  const ticks = scaleTicks(Math.max(...days.map((d) => d.views)));
  const top = ticks.at(-1)!;
  const y = (value: number) => PAD.top + plot.h * (1 - value / top);
  const barWidth = Math.max(1, Math.min(band * 0.64, 28));
  const line = days.map((d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(d.visitors).toFixed(1)}`).join('');
  const mostInquiries = Math.max(1, ...days.map((d) => d.inquiries));
  const stripTop = height + GAP;
  const axisLabel = new Intl.NumberFormat(dateLocale(lang), { notation: 'compact' });
  const labelled = labelledDays(n, Math.floor(plot.w / 76));

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
      <svg
        width={width}
        height={stripTop + STRIP + FOOT}
        viewBox={`0 0 ${width} ${stripTop + STRIP + FOOT}`}
        aria-hidden="true"
        className="block"
      >
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
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={x(i) - barWidth / 2}
            y={y(d.views)}
            width={barWidth}
            height={Math.max(0, y(0) - y(d.views))}
            rx={Math.min(3, barWidth / 3)}
            fill={i === at ? 'var(--c-faint)' : 'var(--c-chart-bar)'}
          />
        ))}
        <path d={line} fill="none" stroke="var(--c-ink)" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
        {days.map((d, i) =>
          band >= 22 || i === at || n === 1 ? (
            <circle
              key={d.day}
              cx={x(i)}
              cy={y(d.visitors)}
              r={i === at ? 4.5 : 3}
              fill="var(--c-surface)"
              stroke="var(--c-ink)"
              strokeWidth={2}
            />
          ) : null,
        )}
        {at !== null && <line x1={x(at)} x2={x(at)} y1={PAD.top} y2={stripTop + STRIP} stroke="var(--c-muted)" strokeDasharray="2 3" />}
        {labelled.map((i) => (
          <text
            key={i}
            x={Math.min(Math.max(x(i), PAD.left + 22), width - PAD.right - 22)}
            y={height - 6}
            textAnchor="middle"
            className="fill-muted text-xs"
          >
            {dayLabel(days[i]!.day, lang)}
          </text>
        ))}
        {/* The strip's own scale: its name over it, its most at the top and 0 at its foot, as the chart's axis has. */}
        <text x={PAD.left} y={stripTop - 8} className="fill-muted text-xs font-medium">
          {t.totals.inquiries}
        </text>
        <line x1={PAD.left} x2={width - PAD.right} y1={stripTop + 4} y2={stripTop + 4} stroke="var(--c-line)" strokeDasharray="3 4" />
        <line x1={PAD.left} x2={width - PAD.right} y1={stripTop + STRIP} y2={stripTop + STRIP} stroke="var(--c-line)" />
        <text x={PAD.left - 8} y={stripTop + 4} dy="0.32em" textAnchor="end" className="fill-muted text-xs tabular-nums">
          {mostInquiries}
        </text>
        <text x={PAD.left - 8} y={stripTop + STRIP} dy="0.32em" textAnchor="end" className="fill-muted text-xs tabular-nums">
          0
        </text>
        {days.map((d, i) =>
          d.inquiries > 0 ? (
            <rect
              key={d.day}
              x={x(i) - barWidth / 2}
              y={stripTop + STRIP - (STRIP - 4) * (d.inquiries / mostInquiries)}
              width={barWidth}
              height={(STRIP - 4) * (d.inquiries / mostInquiries)}
              rx={Math.min(2, barWidth / 3)}
              fill="var(--c-accent)"
            />
          ) : null,
        )}
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
      <span className={`h-2.5 w-2.5 shrink-0 rounded-sm ${swatch}`} aria-hidden="true" />
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
      {row('bg-ink', t.totals.visitors, day.visitors)}
      {row('bg-chart-bar', t.totals.views, day.views)}
      {row('bg-accent', t.totals.inquiries, day.inquiries)}
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
