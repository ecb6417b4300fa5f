// For search engines: robots.txt (public site allowed, admin and API not) and a sitemap with language alternates.
import { Elysia } from 'elysia';
import { pageUrl } from '../../web/server/urls';
import { ROUTE_QUERIES } from '../../web/lib/public-queries';
import type { Deps } from '../deps';
import { siteOrigin } from './client';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function crawlers(deps: Deps) {
  const origin = (request: Request) => siteOrigin(request, deps.config);
  return new Elysia({ name: 'crawlers' })
    .get('/robots.txt', ({ request }) => {
      const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin(request)}/sitemap.xml`, ''].join('\n');
      return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
    })
    .get('/sitemap.xml', ({ request }) => {
      const base = origin(request);
      const urls = Object.keys(ROUTE_QUERIES).flatMap((path) =>
        (['en', 'zh'] as const).map((lang) => {
          const alternates = [
            `<xhtml:link rel="alternate" hreflang="en" href="${escape(pageUrl(base, path, 'en'))}"/>`,
            `<xhtml:link rel="alternate" hreflang="zh-Hant" href="${escape(pageUrl(base, path, 'zh'))}"/>`,
            `<xhtml:link rel="alternate" hreflang="x-default" href="${escape(pageUrl(base, path, 'en'))}"/>`,
          ];
          return `<url><loc>${escape(pageUrl(base, path, lang))}</loc>${alternates.join('')}</url>`;
        }),
      );
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
      return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
    });
}
