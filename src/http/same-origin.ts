// Cross-site requests may read public data but never change anything: a write must come from this site's own pages
// or from a client that sends no browser origin headers at all (curl, scripts, other servers).
import { Elysia } from 'elysia';
import { isSafeMethod, requestUrl } from './client';
import { HttpError } from './errors';

const forbidden = () => new HttpError(403, 'forbidden', 'Cross-site requests may not change anything');

function sameHost(origin: string, request: Request): boolean {
  try {
    return new URL(origin).host === (request.headers.get('host') ?? requestUrl(request).host);
  } catch {
    return false; // "null" and other unparsable origins
  }
}

export const sameOriginWrites = new Elysia({ name: 'same-origin-writes' }).onRequest(({ request }) => {
  if (isSafeMethod(request.method)) return;
  // Sec-Fetch-Site is set by the browser and cannot be forged by a page; "none" is the user's own action.
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw forbidden();
  const origin = request.headers.get('origin');
  if (origin && !sameHost(origin, request)) throw forbidden();
});
