// The Overview's "This week" card (decision 0270, split out by 0281): visitors and inquiries against the week before,
// and a small chart of the seven days, leading to Insights. A figure that cannot be read is left out, never a zero.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { addDays } from '../../../src/contract/zoned-time';
import { CHANGE_LOOK } from '../../components/admin/change-look';
import { useAdminT } from '../../lib/admin-i18n';
import { insightsQuery } from '../../lib/calls/insights';
import { dateLocale, dayKey } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { MoreLink, Panel } from './panel';

/** The week: the last seven days of the site's calendar, today included. */
const WEEK = 7;

/** A week's change on the week before, in whole per cent; null when the week before had none to compare with. */
export function weekChange(now: number, before: number): number | null {
  return before > 0 ? Math.round(((now - before) / before) * 100) : null;
}

/** What the week's change of visitors says: up or down by how much, the same (never "+0%"), or nothing to compare with. */
export function changeWords(change: number | null, words: { up: string; down: string; same: string; noWeekBefore: string }) {
  if (change === null) return words.noWeekBefore;
  if (change === 0) return words.same;
  return fill(change > 0 ? words.up : words.down, { percent: String(Math.abs(change)) });
}

/** One figure of the week: its label, the figure large, and what it means against the week before. */
function Figure({ label, figure, note }: { label: string; figure: ReactNode; note: ReactNode }) {
  return (
    <Link href="/dashboard/insights" className="keyboard-ring group -m-1 flex min-w-0 flex-1 flex-col rounded-md p-1 hover:bg-surface-alt">
      <span className="text-xs text-muted group-hover:text-ink">{label}</span>
      <span className="text-2xl leading-8 font-semibold text-ink tabular-nums">{figure}</span>
      <span className="text-xs text-muted [overflow-wrap:anywhere]">{note}</span>
    </Link>
  );
}

/** The visitors' change on last week in the Insights cards' look (decision 0229): the arrow and the tone, and the words. */
function WeekChange({ change }: { change: number | null }) {
  const words = useAdminT().overview;
  const look = CHANGE_LOOK[change === null ? 'new' : change > 0 ? 'up' : change < 0 ? 'down' : 'same'];
  return (
    <span className={`inline-flex items-start gap-1 font-medium ${change === null ? 'text-muted' : look.tone}`} data-change="">
      {change !== null && <span className={`${look.icon} mt-px h-3.5 w-3.5 shrink-0`} aria-hidden="true" />}
      {changeWords(change, words)}
    </span>
  );
}

/** The week's visitors day by day (decision 0203, made small by 0270 after review round 32 #3): seven short bars on a
 *  drawn baseline, the tallest day full height; each day's short name under the baseline and its figure in its tooltip,
 *  both the site's calendar days; a screen reader reads the same as a table, each day with its date. Today in the ink
 *  scale (decision 0281: the accent is for actions and unread): a darker neutral bar and its name in bold ink. */
function WeekChart({ days, label }: { days: { day: string; visitors: number }[]; label: string }) {
  const lang = useLang();
  const most = Math.max(1, ...days.map((d) => d.visitors));
  // A day key is a calendar date of the site's zone: read at midnight UTC, its weekday is that date's.
  const weekday = new Intl.DateTimeFormat(dateLocale(lang), { weekday: 'short', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(dateLocale(lang), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(dateLocale(lang));
  const rows = days.map((d) => {
    const at = new Date(`${d.day}T00:00:00Z`);
    return { ...d, name: weekday.format(at), date: date.format(at), figure: count.format(d.visitors) };
  });
  const today = rows.length - 1;
  return (
    <figure className="mt-auto pt-2" aria-label={label} data-week-chart="">
      <table className="sr-only">
        <caption>{label}</caption>
        <tbody>
          {rows.map((d) => (
            <tr key={d.day}>
              <th scope="row">{`${d.name} ${d.date}`}</th>
              <td>{d.figure}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div aria-hidden="true">
        {/* The bars stand on one baseline; a day with none is the baseline alone. */}
        <div className="flex h-12 items-end justify-between gap-1.5 border-b border-line-strong" data-week-bars="">
          {rows.map((d, i) => (
            <span
              key={d.day}
              className={`block min-h-[3px] max-w-8 min-w-0 flex-1 rounded-t-sm ${d.visitors === 0 ? 'invisible' : ''} ${
                i === today ? 'bg-muted' : 'bg-line-strong'
              }`}
              style={{ height: `${(100 * d.visitors) / most}%` }}
              title={`${d.name} ${d.date}: ${d.figure}`}
              data-today={i === today ? '' : undefined}
            />
          ))}
        </div>
        <div className="flex justify-between gap-1.5 pt-1">
          {rows.map((d, i) => (
            <span
              key={d.day}
              className={`max-w-8 min-w-0 flex-1 text-center text-[0.6875rem] leading-4 whitespace-nowrap ${i === today ? 'font-semibold text-ink' : 'text-faint'}`}
            >
              {d.name}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}

/** The week in figures: visitors with their change, inquiries with the share of visitors who wrote, the chart under
 *  them at the card's foot. Nothing while the figures cannot be read. */
export function WeekPanel() {
  const words = useAdminT().overview;
  const lang = useLang();
  const today = dayKey(Date.now());
  const week = useQuery(insightsQuery({ from: addDays(today, 1 - WEEK), to: today })).data;
  if (!week) return null;
  const count = new Intl.NumberFormat(dateLocale(lang));
  const { totals } = week;
  const change = weekChange(totals.visitors, week.previous.totals.visitors);
  const days = week.days ?? [];
  return (
    <Panel title={words.weekTitle} more={<MoreLink href="/dashboard/insights">{words.openInsights}</MoreLink>} id="week">
      <div className="flex gap-4">
        <Figure label={words.visitors} figure={count.format(totals.visitors)} note={<WeekChange change={change} />} />
        <Figure
          label={words.inquiries}
          figure={count.format(totals.inquiries)}
          note={fill(words.conversion, { percent: (totals.conversion * 100).toFixed(1) })}
        />
      </div>
      {days.length > 1 && <WeekChart days={days} label={words.chartName} />}
    </Panel>
  );
}
