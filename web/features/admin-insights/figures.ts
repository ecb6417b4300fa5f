// How the Insights tab writes its figures: counts and rates in the admin's language, days without a time zone shift,
// and a figure's change against the previous period.
import { dateLocale } from '../../lib/dates';
import type { Lang } from '../../lib/i18n';

/** up / down: by `value` (a percentage, or percentage points for a rate); new: nothing in the previous period to compare. */
export type Change = { kind: 'up' | 'down'; value: number } | { kind: 'same' } | { kind: 'new' };

/** A count against the previous period's, in whole per cent; "new" when there was none before. */
export function countChange(now: number, before: number): Change {
  if (before === 0) return now === 0 ? { kind: 'same' } : { kind: 'new' };
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: percent > 0 ? 'up' : 'down', value: Math.abs(percent) };
}

/**
 * A rate (0.034) against the previous one, in percentage points to one decimal: a rate going from 2% to 3% is "1 point",
 * which a relative "50%" would overstate. "new" when the previous period had no visitors to make a rate of.
 */
export function rateChange(now: number, before: number, visitorsBefore: number): Change {
  if (visitorsBefore === 0) return now === 0 ? { kind: 'same' } : { kind: 'new' };
  const points = Math.round((now - before) * 1000) / 10;
  if (points === 0) return { kind: 'same' };
  return { kind: points > 0 ? 'up' : 'down', value: Math.abs(points) };
}

export const count = (value: number, lang: Lang) => new Intl.NumberFormat(dateLocale(lang)).format(value);

/** A rate as a percentage, to one decimal where it has one (3.4%, 12%). */
export const percent = (rate: number, lang: Lang) =>
  new Intl.NumberFormat(dateLocale(lang), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rate);

/** A change's number: whole per cent, or points to one decimal. */
export const changeNumber = (value: number, lang: Lang) =>
  new Intl.NumberFormat(dateLocale(lang), { maximumFractionDigits: 1 }).format(value);

/** A YYYY-MM-DD day as a moment, read in UTC so no time zone moves it to the day before. */
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

const dayFormat = (lang: Lang, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(dateLocale(lang), { month: lang === 'zh' ? 'long' : 'short', day: 'numeric', timeZone: 'UTC', ...parts });

/**
 * A day on an axis or in a readout: "Nov 3", "11月3日"; with the weekday: "Tue, Nov 3", "11月3日週二"; with the year
 * (a date field's day): "Nov 3, 2026", "2026年11月3日".
 */
export const dayLabel = (day: string, lang: Lang, weekday = false, year = false) =>
  dayFormat(lang, { ...(weekday ? { weekday: 'short' } : {}), ...(year ? { year: 'numeric' } : {}) }).format(dayMs(day));

/**
 * A range of days as people write one, the year said once when both days share it: "Nov 1 – Nov 30, 2026",
 * "2026年11月1日 – 11月30日". (Intl's formatRange writes zh-TW as "2026/11/1至2026/11/30" on some engines.)
 */
export function rangeLabel(from: string, to: string, lang: Lang): string {
  const withYear = dayFormat(lang, { year: 'numeric' });
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const first = sameYear && lang === 'en' ? dayFormat(lang, {}) : withYear;
  const last = sameYear && lang === 'zh' ? dayFormat(lang, {}) : withYear;
  return from === to ? withYear.format(dayMs(from)) : `${first.format(dayMs(from))} – ${last.format(dayMs(to))}`;
}
