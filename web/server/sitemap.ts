// The sitemap: every public page at its address in each language (lib/page-url.ts), each with its language alternates.
import { LANGS } from '../../src/contract/constants';
import { PUBLIC_ROUTES } from '../lib/routes';
import { choiceUrl, pageUrl } from '../lib/page-url';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_ROUTES.flatMap(({ path }) =>
    LANGS.map((lang) => {
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(pageUrl(origin, path, 'en'))}"/>`,
        `<xhtml:link rel="alternate" hreflang="zh-Hant" href="${escapeXml(pageUrl(origin, path, 'zh'))}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(choiceUrl(origin, path))}"/>`,
      ];
      return `<url><loc>${escapeXml(pageUrl(origin, path, lang))}</loc>${alternates.join('')}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
