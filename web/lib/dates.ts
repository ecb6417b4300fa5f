// How the admin writes a date and time: long format, in the admin's language, on a 12-hour clock with a plain
// morning/afternoon word (上午/下午, AM/PM).
import type { Lang } from './i18n';

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

export const longDate = (when: string | number, lang: Lang) => new Intl.DateTimeFormat(dateLocale(lang), LONG).format(new Date(when));
