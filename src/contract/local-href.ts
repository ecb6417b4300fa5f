// A link within the site in a page's language (decision 0077): what every public page's links and an article's own
// links (src/modules/publishing/markdown.ts) both follow.
import type { Lang } from './constants';

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
