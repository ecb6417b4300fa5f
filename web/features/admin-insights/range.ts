// The days the Insights tab shows: the last 7, 30 or 90 ending today (the browser's own calendar day), or a custom
// range of two days, both included, checked before it is asked for (the server refuses it the same way, with a 422).
import { type INSIGHT_RANGES, RANGE_DAYS_MAX, type InsightsQuery } from '../../../src/contract';

export type LastDays = (typeof INSIGHT_RANGES)[number];
/** What is wrong with a custom range, said beside its fields. */
export type RangeProblem = 'missing' | 'order' | 'tooLong';

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar day of `now` where the browser is (YYYY-MM-DD). */
export const localDay = (now: Date = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export const addDays = (day: string, count: number) => fromUtc(toUtc(day) + count * DAY_MS);

/** How many days from `from` to `to`, both counted (1 for the same day). */
export const daysIn = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

export const lastDays = (days: number, today: string): InsightsQuery => ({ from: addDays(today, 1 - days), to: today });

/** A custom range's problem, or null when the server will take it. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  const valid = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(toUtc(day));
  if (!valid(from) || !valid(to)) return 'missing';
  if (from > to) return 'order';
  return daysIn(from, to) > RANGE_DAYS_MAX ? 'tooLong' : null;
}

/** The range the tab opens on. */
export const FIRST_RANGE: LastDays = 30;
