// How the admin writes a date and time: long format, in the admin's language, on a 12-hour clock with a plain
// morning/afternoon word (上午/下午, AM/PM), in the site's time zone (decision 0089), wherever the browser is.
import { dayIn, runtimeTimeZone } from '../../src/contract/zoned-time';
import type { Lang } from './i18n';

let zone: string | undefined;
/** The site's time zone, as the session told it (the browser's own until then). */
export const siteZone = () => zone ?? runtimeTimeZone();
/** Set by the admin's session (GET /api/auth/user) before anything is drawn, and again when the setting changes. */
export const setSiteZone = (name: string) => {
  zone = name;
};

export const dateLocale = (lang: Lang) => (lang === 'zh' ? 'zh-TW' : 'en-US');

/**
 * `timeStyle: 'short'` writes zh-TW's finer day periods (清晨5:41, 凌晨, 中午) while an hour and minute alone write 上午5:43:
 * two styles side by side. Named parts with `hourCycle: 'h12'` and no `dayPeriod` give 上午/下午 everywhere.
 */
const LONG: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
};

export const longDate = (when: string | number, lang: Lang) =>
  new Intl.DateTimeFormat(dateLocale(lang), { ...LONG, timeZone: siteZone() }).format(new Date(when));

/**
 * A day in a list, in the admin's one long date format per language (November 2, 2026; 2026年11月2日): the same words
 * as longDate without the time, wherever the admin writes a date (outside review round 12 found "Nov 2", "November 2"
 * and "2026/11/2" side by side); the full time is the DateText's title. `now` is kept for callers that pass it.
 */
export function shortDate(when: string | number, lang: Lang, _now = Date.now()): string {
  return new Intl.DateTimeFormat(dateLocale(lang), { year: 'numeric', month: 'long', day: 'numeric', timeZone: siteZone() }).format(
    new Date(when),
  );
}

/** The long date's day alone (November 26, 2026; 2026年11月26日): the first line of a list's date, its time under it. */
export const longDateDay = (when: string | number, lang: Lang) =>
  new Intl.DateTimeFormat(dateLocale(lang), { year: 'numeric', month: 'long', day: 'numeric', timeZone: siteZone() }).format(
    new Date(when),
  );

/** The time of day alone (7:38 AM, 上午7:38), for a row under its day's heading. */
export const timeOfDay = (when: string | number, lang: Lang) =>
  new Intl.DateTimeFormat(dateLocale(lang), { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: siteZone() }).format(
    new Date(when),
  );

/** A day in full (Thursday, November 26, 2026; 2026年11月26日 星期四), for a heading over that day's rows. */
export const longDay = (when: string | number, lang: Lang) =>
  new Intl.DateTimeFormat(dateLocale(lang), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
    timeZone: siteZone(),
  }).format(new Date(when));

/** The calendar day in the site's time zone (2026-11-26): what groups a log by day. */
export const dayKey = (when: string | number | Date) => dayIn(new Date(when).getTime(), siteZone());

/**
 * A recent moment as people say it ("5 minutes ago", "3 小時前", "2 days ago") within the last week, `justNow` under a
 * minute, and the long date after that (a month-old "30 days ago" is harder to place than the date).
 */
export function ago(when: string | number, lang: Lang, justNow: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(when).getTime()) / 1000);
  if (seconds < 60) return justNow;
  if (seconds >= 7 * 86_400) return longDate(when, lang);
  const words = new Intl.RelativeTimeFormat(dateLocale(lang), { numeric: 'always' });
  if (seconds < 3600) return words.format(-Math.floor(seconds / 60), 'minute');
  return seconds < 86_400 ? words.format(-Math.floor(seconds / 3600), 'hour') : words.format(-Math.floor(seconds / 86_400), 'day');
}
