// A journal date as a reader says it, in the site's time zone (the read names it): "December 3, 2026", "2026年12月3日".
// One formatter per language and zone: making one costs more than the page's other dates together.
import type { Lang } from '../../lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

export function journalDate(iso: string, lang: Lang, timeZone: string): string {
  const key = `${lang} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-TW' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
