// Public page URLs per language: English at the plain path, Chinese with ?lang=zh (the crawlable alternates).
import type { Lang } from './i18n';

export const pageUrl = (origin: string, path: string, lang: Lang) => `${origin}${path}${lang === 'zh' ? '?lang=zh' : ''}`;
