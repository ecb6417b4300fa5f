// Cross-site requests may read public data but never change anything or reach the admin API: a write (here, for every
// route) and an admin read (the admin guard, modules/sign-in/guard.ts) must come from this site's own pages or from a
// client that sends no browser origin headers at all (curl, scripts, other servers).
import { Elysia } from 'elysia';
import type { Config } from '../config';
import { isHttps, isSafeMethod, requestUrl } from './client';
import { HttpError } from './errors';

const forbidden = () => new HttpError(403, 'forbidden', 'Cross-site requests may not change anything or use the admin area');

/** The Origin names this very site: scheme, host and port alike (http://site and https://site are two origins). */
function sameOrigin(origin: string, request: Request, config: Pick<Config, 'proxies'>): boolean {
  try {
    const own = new URL(`${isHttps(request, config) ? 'https' : 'http'}://${request.headers.get('host') ?? requestUrl(request).host}`);
    return new URL(origin).origin === own.origin;
  } catch {
    return false; // "null" and other unparsable origins
  }
}

/**
 * Refuses a request a browser sent from another site. Sec-Fetch-Site is set by the browser and cannot be forged by a
 * page; "none" is the user's own action (a typed address, a bookmark). Clients that are not browsers send neither header.
 */
export function refuseCrossSite(request: Request, config: Pick<Config, 'proxies'>) {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw forbidden();
  const origin = request.headers.get('origin');
  if (origin && !sameOrigin(origin, request, config)) throw forbidden();
}

export const sameOriginWrites = (config: Pick<Config, 'proxies'>) =>
  new Elysia({ name: 'same-origin-writes' }).onRequest(({ request }) => {
    if (!isSafeMethod(request.method)) refuseCrossSite(request, config);
  });
