// The answers most requests get — a public read, a page already rendered, a script — made before any other hook runs,
// with the same headers (security-headers.ts), ETag and 304 (etag.ts), and log line (request-log.ts) as every other.
// Each is a copy of a Response built once, which is what lets the site keep up with nginx serving the same bytes.
// Anything else goes on through the app as before: another method, a body, a host refused, a query on an API read,
// a page not rendered yet (the app renders it, and the next request finds it here), an asset still being compressed.
import { Elysia } from 'elysia';
import type { Deps } from '../deps';
import { assetAnswer } from './assets';
import { pathOf } from './client';
import { routeOf, sendPage } from './pages';
import { logLine } from './request-log';
import { securityHeadersFor } from './security-headers';

/** The cached answer to a GET of `path`, or undefined when the app must answer it. */
function cachedAnswer(deps: Deps, request: Request, path: string): Response | undefined {
  if (request.headers.has('content-length') || request.headers.has('transfer-encoding')) return undefined;
  if (!deps.hosts.accepts(request)) return undefined;
  const headers = securityHeadersFor(request, path, deps.config);
  if (path.startsWith('/api/')) return request.url.includes('?') ? undefined : deps.cache.respondIfReady(path, request, headers);
  const route = routeOf(deps, request, path);
  if (route.kind === 'asset') return assetAnswer(route.asset, request, headers);
  const page = route.kind === 'page' ? deps.cache.readyPage(route.key) : undefined;
  return page && sendPage(page, request, headers);
}

export const fastLane = (deps: Deps) =>
  new Elysia({ name: 'fast-lane' }).onRequest(({ request }) => {
    if (request.method !== 'GET') return undefined;
    const started = performance.now();
    const path = pathOf(request.url);
    const response = cachedAnswer(deps, request, path);
    if (!response) return undefined;
    deps.cache.fastAnswers++;
    deps.logRequest(logLine('GET', path, response.status, performance.now() - started));
    return response;
  });
