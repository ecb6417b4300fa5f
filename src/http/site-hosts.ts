// The site's own address, and the hosts it answers for. With PUBLIC_URL: that address only, and a request naming another
// host is refused (421), loopback excepted (health checks, a proxy that sends the upstream's address). Without it no
// address is known: pages name themselves by relative URLs, and an absolute one is written only for a loopback Host
// (robots.txt, the sitemap), never for a host an anonymous request made up (decision 0026).
import { Elysia } from 'elysia';
import type { Config } from '../config';
import { isHttps, namesHost, requestUrl, validHost } from './client';
import { HttpError } from './errors';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

export class SiteHosts {
  private readonly publicHost: string | undefined;

  constructor(private readonly config: Pick<Config, 'publicUrl' | 'proxies'>) {
    this.publicHost = config.publicUrl ? new URL(config.publicUrl).host : undefined;
  }

  /** Whether this request may be answered here: any host without PUBLIC_URL; with it, its host or loopback. */
  accepts(request: Request): boolean {
    if (!this.publicHost) return true;
    const host = (request.headers.get('host') ?? requestUrl(request).host).toLowerCase();
    return host === this.publicHost.toLowerCase() || LOOPBACK.test(host);
  }

  /** The site's absolute address for this request: PUBLIC_URL, else a loopback Host as asked; undefined for any other host. */
  absoluteOrigin(request: Request): string | undefined {
    if (this.config.publicUrl) return this.config.publicUrl;
    // No Host header at all (HTTP/1.0, a request made in-process): the URL's host, which is then the server's own.
    const host = request.headers.has('host') ? validHost(request) : requestUrl(request).host;
    return host && LOOPBACK.test(host) ? `${isHttps(request, this.config) ? 'https' : 'http'}://${host}` : undefined;
  }
}

/**
 * Refuses, before anything else runs, a request that names no readable host (400: its path could not be routed as
 * the rest of the app reads it), and one for a host this site is not (421, only when PUBLIC_URL is set).
 */
export const refuseOtherHosts = (hosts: SiteHosts) =>
  new Elysia({ name: 'site-hosts' }).onRequest(({ request }) => {
    if (!namesHost(request)) throw new HttpError(400, 'bad_request', 'The request needs a valid Host header');
    if (!hosts.accepts(request)) throw new HttpError(421, 'misdirected_request', 'This server does not serve that host');
  });
