// Drawn scenes, one per topic, so no two entries show the same picture (the order list of custom software is
// orders-visual.tsx): a production plan as a Gantt chart (manufacturing), a week of appointments (a clinic) and a delivery route on a map
// (logistics). Each is one SVG on a fixed canvas that scales to fit its frame whole (never cropped) with the tokens'
// colours, so both themes come for free; decorative (hidden from screen readers), its words from the dictionaries.
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { H, W, Window } from './scene-window';

/** Bars of the production plan, per machine: [first day, length in days, how far along (1 = done, 0 = planned)]. */
export const PLAN: [number, number, number][][] = [
  [
    [0, 1.6, 1],
    [1.8, 2.4, 0.5],
  ],
  [
    [0.3, 2.2, 1],
    [2.7, 1.9, 0],
  ],
  [
    [0, 1, 1],
    [1.2, 1.5, 0.6],
    [3, 1.6, 0],
  ],
  [
    [1.1, 1.3, 1],
    [2.6, 2, 0],
  ],
];
export const DAY = 48;
export const X0 = 70;
/** The day marked "Today", in days from the week's start: nothing is done after it. */
export const TODAY = 2.35;

/**
 * One machine's row of the production plan at height `y`: its name, then each bar as a ghost with the part done in
 * `scene-done` (a softer ink in light, a muted grey in dark: round 13 read near-white slabs as the brightest thing on
 * /services), filled up to "Today" at most (decision 0243: the done part of two bars ran past the day's line). Home's scene
 * and the phone's mini plan drawn at build time (scripts/scene-files.tsx) both draw their rows with it.
 */
export function PlanRow({ label, bars, y }: { label: string; bars: [number, number, number][]; y: number }) {
  return (
    <g>
      <text x="16" y={y + 12.5} fontSize="1.125em" fontWeight="600" className="fill-muted">
        {label}
      </text>
      {bars.map(([start, length, done]) => (
        <g key={start}>
          <rect
            x={X0 + start * DAY + 2}
            y={y}
            width={length * DAY - 4}
            height="18"
            rx="5"
            className="fill-surface-alt stroke-line-strong"
          />
          {done > 0 && Math.min(start + length * done, TODAY) > start && (
            <rect
              x={X0 + start * DAY + 2}
              y={y}
              width={Math.min((length * DAY - 4) * done, (TODAY - start) * DAY - 2)}
              height="18"
              rx="5"
              className="fill-scene-done"
            />
          )}
        </g>
      ))}
    </g>
  );
}

/** Manufacturing: a week's production plan, one row per machine, the day marked. */
export function ScheduleVisual({ className }: { className?: string }) {
  const t = useT().serviceScenes.scenes.schedule;
  const today = X0 + TODAY * DAY;
  return (
    <Window title={t.title} className={className}>
      {t.days.map((day, i) => (
        <g key={day}>
          <text x={X0 + i * DAY + DAY / 2} y="52" textAnchor="middle" className="fill-faint">
            {day}
          </text>
          {i > 0 && <line x1={X0 + i * DAY} x2={X0 + i * DAY} y1="60" y2="172" className="stroke-line" strokeDasharray="2 3" />}
        </g>
      ))}
      {t.machines.map((machine, row) => (
        <PlanRow key={machine} label={machine} bars={PLAN[row]!} y={64 + row * 28} />
      ))}
      {/* The bars' legend in the title row's right (issue 53: the filled and the ghost bars went unexplained): one line
          set from its end, each word after a square in its bar's colours, so it needs no measuring in either language. */}
      <text x={W - 12} y="20.5" textAnchor="end" className="scene-small fill-muted" data-legend="">
        <tspan className="fill-surface-alt stroke-line-strong" strokeWidth="0.6">
          ■
        </tspan>
        {` ${t.planned}`}
        <tspan dx="0.8em" className="fill-scene-done">
          ■
        </tspan>
        {` ${t.done}`}
      </text>
      {/* The day's line, its label at the foot so the day names above stay readable; the rows a little closer so the
          label sits well inside the frame, tall enough for a phone's larger words (round 18: it sat on the edge). */}
      <line x1={today} x2={today} y1="58" y2="174" className="stroke-accent-text" strokeWidth="1.5" />
      <rect x={today - 22} y="173" width="44" height="17" rx="8.5" className="fill-accent-text" />
      <text x={today} y="185.5" fontWeight="600" textAnchor="middle" className="scene-small fill-surface">
        {t.today}
      </text>
    </Window>
  );
}

/** The week's appointments: [day, first hour from 9, length in hours, which slot label]; the last one just booked, an
 * hour and a half tall so its two lines (the visit, "Booked") have room at a phone's larger words (round 18: they
 * collided in a one-hour block). */
const VISITS: [number, number, number, number][] = [
  [0, 0, 1, 0],
  [0, 2, 1, 1],
  [1, 1, 1.5, 2],
  [2, 0, 1, 3],
  [3, 1.5, 1, 5],
  [2, 1.3, 1.5, 4],
];

/** A clinic: four days of appointments by the hour, one just booked and its reminder sent. On a phone (`sm:hidden`
 * copy) three days in wider columns and a wider badge, so at the phone's larger words every label stays inside its
 * block and the badge clear of the edge (round 14: "Follow-up" spilled, "Reminder sent" touched the frame). */
export function CalendarVisual({ className = '' }: { className?: string }) {
  return (
    <>
      <CalendarWeek days={4} className={`max-sm:hidden ${className}`} />
      <CalendarWeek days={3} className={`sm:hidden ${className}`} />
    </>
  );
}

function CalendarWeek({ days, className }: { days: number; className: string }) {
  const t = useT().serviceScenes.scenes.calendar;
  const [hour, x0, y0] = [34, 48, 60];
  const col = Math.floor((W - 12 - x0) / days) - 4;
  const phone = days < 4;
  return (
    <Window title={t.title} badge={t.reminder} badgeWidth={phone ? 104 : 84} className={className}>
      {t.days.slice(0, days).map((day, i) => (
        <text key={day} x={x0 + i * (col + 4) + col / 2} y="50" textAnchor="middle" className="fill-faint">
          {day}
        </text>
      ))}
      {[9, 10, 11, 12].map((h, i) => (
        <g key={h}>
          <text x="16" y={y0 + i * hour + 8} className="fill-faint">
            {`${h}:00`}
          </text>
          <line x1={x0} x2={W - 12} y1={y0 + i * hour + 0.5} y2={y0 + i * hour + 0.5} className="stroke-line" />
        </g>
      ))}
      {VISITS.map(([day, from, length, slot], i) => {
        const last = i === VISITS.length - 1;
        if (day >= days) return null;
        const [x, y] = [x0 + day * (col + 4), y0 + from * hour + 2];
        return (
          <g key={`${day}-${from}`}>
            <rect
              x={x}
              y={y}
              width={col}
              height={length * hour - 4}
              rx="5"
              className={last ? 'fill-accent' : 'fill-surface-alt stroke-line-strong'}
            />
            <text x={x + 6} y={y + (phone ? 14 : 12)} fontWeight="600" className={last ? 'fill-accent-ink' : 'fill-ink'}>
              {t.slots[slot]}
            </text>
            {last && (
              <text x={x + 6} y={y + (phone ? 30 : 24)} className="scene-small fill-accent-ink">
                {t.booked}
              </text>
            )}
          </g>
        );
      })}
    </Window>
  );
}

/** The stops of the day's route on a small map (canvas units), and the streets it runs along. */
const STOPS: [number, number][] = [
  [34, 160],
  [92, 132],
  [118, 78],
  [190, 96],
  [232, 150],
  [286, 70],
];
const STREETS = ['M0 120 H320', 'M0 64 L320 110', 'M150 34 V200', 'M60 34 L110 200', 'M250 34 L210 200'];

/** Logistics: today's delivery route through six stops, with its length and whether it runs on time. */
export function RouteVisual({ className }: { className?: string }) {
  const t = useT().serviceScenes.scenes.route;
  const clip = useId();
  const route = STOPS.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
  return (
    <Window title={t.title} badge={t.eta} className={className}>
      <clipPath id={clip}>
        <rect x="1" y="34" width={W - 2} height={H - 35} rx="11" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <rect x="0" y="34" width={W} height={H - 34} className="fill-bg-alt" />
        {STREETS.map((d) => (
          <path key={d} d={d} className="stroke-line-strong" strokeOpacity="0.5" strokeWidth="7" fill="none" />
        ))}
        <path
          d={route}
          className="stroke-ink"
          strokeOpacity="0.7"
          strokeWidth="3"
          fill="none"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {STOPS.map(([x, y], i) => (
          <g key={x}>
            <circle cx={x} cy={y} r="8" className={i === 0 ? 'fill-accent stroke-surface' : 'fill-surface stroke-ink'} strokeWidth="2" />
            <text x={x} y={y + 3} fontWeight="700" textAnchor="middle" className={i === 0 ? 'fill-accent-ink' : 'fill-ink'}>
              {i + 1}
            </text>
          </g>
        ))}
        <rect x="12" y="44" width="120" height="20" rx="10" className="fill-surface stroke-line" />
        <text x="72" y="57" fontWeight="600" textAnchor="middle" className="fill-ink">
          {`${t.stops} · ${t.distance}`}
        </text>
      </g>
    </Window>
  );
}
