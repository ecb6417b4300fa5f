// How the admin writes a date and time: long format, in the admin's language.
import type { Lang } from './i18n';

export const dateLocale = (lang: Lang) => (lang === 'zh' ? 'zh-TW' : 'en-US');

export const longDate = (when: string | number, lang: Lang) =>
  new Intl.DateTimeFormat(dateLocale(lang), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(when));
