// The address a page names as its own (canonical link, hreflang, og:url, sitemap), chosen so that the Host header
// cannot make the server render a page per request. With PUBLIC_URL: that address only, and a request naming another
// host is refused (421), loopback excepted (health checks, a proxy that sends the upstream's address). Without it: the
// first few hosts seen keep their own pages; any other host gets the first one's.
import { Elysia } from 'elysia';
import type { Config } from '../config';
import { isHttps, validHost } from './client';
import { HttpError } from './errors';

/** Distinct hosts that keep pages of their own without PUBLIC_URL (each costs one render per page, language, theme). */
export const HOSTS_KEPT = 8;
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

export class SiteHosts {
  private readonly kept: string[] = [];
  private readonly publicHost: string | undefined;

  constructor(private readonly config: Pick<Config, 'publicUrl' | 'trustProxy'>) {
    this.publicHost = config.publicUrl ? new URL(config.publicUrl).host : undefined;
  }

  /** Whether this request may be answered here: any host without PUBLIC_URL; with it, its host or loopback. */
  accepts(request: Request): boolean {
    if (!this.publicHost) return true;
    const host = request.headers.get('host')?.toLowerCase() ?? '';
    return host === this.publicHost.toLowerCase() || LOOPBACK.test(host);
  }

  /** The site's address for this request. */
  origin(request: Request): string {
    if (this.config.publicUrl) return this.config.publicUrl;
    const origin = `${isHttps(request, this.config) ? 'https' : 'http'}://${validHost(request) ?? 'localhost'}`;
    if (this.kept.includes(origin)) return origin;
    if (this.kept.length < HOSTS_KEPT) {
      this.kept.push(origin);
      return origin;
    }
    return this.kept[0]!;
  }
}

/** Refuses, before anything else runs, a request for a host this site is not (only when PUBLIC_URL is set). */
export const refuseOtherHosts = (hosts: SiteHosts) =>
  new Elysia({ name: 'site-hosts' }).onRequest(({ request }) => {
    if (!hosts.accepts(request)) throw new HttpError(421, 'misdirected_request', 'This server does not serve that host');
  });
