// The days the Insights tab shows: the last 7, 30 or 90 ending today (the site's calendar day, decision 0089), or a
// custom range of two days, both included, checked before it is asked for (the server refuses it the same way, a 422).
import { type INSIGHT_RANGES, RANGE_DAYS_MAX, type InsightsQuery } from '../../../src/contract';
import { addDays, isDay, spanDays } from '../../../src/contract/zoned-time';
import { dayKey } from '../../lib/dates';

export type LastDays = (typeof INSIGHT_RANGES)[number];
/** What is wrong with a custom range, said beside its fields. */
export type RangeProblem = 'missing' | 'order' | 'tooLong';

/** The calendar day of `now` in the site's time zone (YYYY-MM-DD). */
export const localDay = (now: Date = new Date()) => dayKey(now);

/** How many days from `from` to `to`, both counted (1 for the same day). */
export const daysIn = spanDays;

export const lastDays = (days: number, today: string): InsightsQuery => ({ from: addDays(today, 1 - days), to: today });

/** A custom range's problem, or null when the server will take it. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isDay(from) || !isDay(to)) return 'missing';
  if (from > to) return 'order';
  return daysIn(from, to) > RANGE_DAYS_MAX ? 'tooLong' : null;
}

/** The range the tab opens on. */
export const FIRST_RANGE: LastDays = 30;
