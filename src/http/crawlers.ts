// For search engines: robots.txt (public site allowed, admin and API not) and a sitemap with language alternates. Both
// need the site's absolute address: PUBLIC_URL (or a loopback Host, for a check on the machine itself). Without it
// robots.txt names no sitemap and /sitemap.xml says how to get one, rather than naming a host a request made up.
import { Elysia } from 'elysia';
import { sitemapXml } from '../../web/server';
import type { Deps } from '../deps';
import { notFound } from './errors';

const NO_ADDRESS = 'No sitemap: the site does not know its address. Set PUBLIC_URL (e.g. https://www.example.com) and restart.';

export function crawlers(deps: Deps) {
  return new Elysia({ name: 'crawlers' })
    .get('/robots.txt', ({ request }) => {
      const origin = deps.hosts.absoluteOrigin(request);
      const body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        '',
        ...(origin ? [`Sitemap: ${origin}/sitemap.xml`] : []),
        '',
      ].join('\n');
      return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
    })
    .get('/sitemap.xml', ({ request }) => {
      const origin = deps.hosts.absoluteOrigin(request);
      if (!origin) throw notFound(NO_ADDRESS);
      return new Response(sitemapXml(origin, deps.listedPages.all()), {
        headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
      });
    });
}
