// For search engines: robots.txt (public site allowed, admin and API not) and a sitemap with language alternates.
import { Elysia } from 'elysia';
import { sitemapXml } from '../../web/server';
import type { Deps } from '../deps';

export function crawlers(deps: Deps) {
  const origin = (request: Request) => deps.hosts.origin(request);
  return new Elysia({ name: 'crawlers' })
    .get('/robots.txt', ({ request }) => {
      const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin(request)}/sitemap.xml`, ''].join('\n');
      return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
    })
    .get('/sitemap.xml', ({ request }) => {
      const body = sitemapXml(origin(request));
      return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
    });
}
