// A journal date as a reader says it, in the site's time zone (the read names it): "December 3, 2026", "2026年12月3日".
import type { Lang } from '../../lib/i18n';

export const journalDate = (iso: string, lang: Lang, timeZone: string) =>
  new Intl.DateTimeFormat(lang === 'zh' ? 'zh-TW' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(
    new Date(iso),
  );
