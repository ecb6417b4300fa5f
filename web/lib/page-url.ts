// Public page addresses per language (decision 0077): every page has one address per language, `?lang=en` or
// `?lang=zh`; the bare path is language-less and shows the visitor's stored choice (English without one).
import type { Lang } from './i18n';

/** The address of a public page in a language: the canonical URL, the language alternates and the sitemap's. */
export const pageUrl = (origin: string, path: string, lang: Lang) => `${origin}${path}?lang=${lang}`;

/** The language-less address of a page (hreflang x-default): it lands on the visitor's stored choice. */
export const choiceUrl = (origin: string, path: string) => `${origin}${path}`;

/**
 * An internal link `href` (path, query, #fragment) with its language named: `lang` set in its query, whatever was there.
 * Links that leave the site or only name a fragment (#main) come back as they are.
 */
export function localHref(href: string, lang: Lang): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const rest = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const path = queryAt < 0 ? rest : rest.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : rest.slice(queryAt + 1));
  query.set('lang', lang);
  return `${path}?${query.toString()}${hash}`;
}
