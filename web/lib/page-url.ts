// Public page addresses per language (decision 0077): every page has one address per language, `?lang=en` or
// `?lang=zh`; the bare path is language-less and shows the visitor's stored choice (English without one).
import type { Lang } from './i18n';

/** The address of a public page in a language: the canonical URL, the language alternates and the sitemap's. */
export const pageUrl = (origin: string, path: string, lang: Lang) => `${origin}${path}?lang=${lang}`;

/** The language-less address of a page (hreflang x-default): it lands on the visitor's stored choice. */
export const choiceUrl = (origin: string, path: string) => `${origin}${path}`;

export { localHref } from '../../src/contract/local-href';
