// The sitemap: every public page at its address in each language it exists in (lib/page-url.ts), each with its
// language alternates and, where known, when it last changed; the journal's pages come from what is published.
import { LANGS, type Lang } from '../../src/contract/constants';
import { PUBLIC_ROUTES } from '../lib/routes';
import { choiceUrl, pageUrl } from '../lib/page-url';

/** A page beyond the fixed ones: its path, the languages it is published in, and when each last changed (ISO). */
export type ListedPage = { path: string; languages: readonly Lang[]; lastmod?: Partial<Record<Lang, string>> };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const HREFLANG: Record<Lang, string> = { en: 'en', zh: 'zh-Hant' };

function entries(origin: string, { path, languages, lastmod }: ListedPage): string[] {
  const alternates = [
    ...languages.map((l) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${escapeXml(pageUrl(origin, path, l))}"/>`),
    ...(languages.length > 1 ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(choiceUrl(origin, path))}"/>`] : []),
  ];
  return languages.map((lang) => {
    const changed = lastmod?.[lang] ? `<lastmod>${escapeXml(lastmod[lang]!)}</lastmod>` : '';
    return `<url><loc>${escapeXml(pageUrl(origin, path, lang))}</loc>${changed}${alternates.join('')}</url>`;
  });
}

export function sitemapXml(origin: string, listed: readonly ListedPage[] = []): string {
  const pages: ListedPage[] = [...PUBLIC_ROUTES.map(({ path }) => ({ path, languages: LANGS })), ...listed];
  const urls = pages.flatMap((page) => entries(origin, page));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
