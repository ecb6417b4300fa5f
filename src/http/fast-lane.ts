// The answers most requests get — a public read, a page already rendered, a script — made before any other hook runs,
// with the same headers (security-headers.ts), ETag and 304 (etag.ts), and log line (request-log.ts) as every other.
// Each is a copy of a Response built once, which is what lets the site keep up with nginx serving the same bytes.
// It only repeats what the router answered for that exact path and variant (decision 0026); anything else goes on
// through the app: another method, a body, a host refused, a path the router has not answered from memory yet.
import { Elysia } from 'elysia';
import type { Deps } from '../deps';
import { clientIp, namesHost, pathOf, type Listening } from './client';
import { logLine } from './request-log';
import { securityHeadersFor } from './security-headers';

/**
 * The router's own earlier answer to a GET of this exact path, or undefined when the app must answer it. Which paths
 * have one is for the router alone to say (PublicCache.remember): a path it has not answered from memory, a host it
 * would refuse, a request with a body, always go through the app.
 */
function cachedAnswer(deps: Deps, request: Request, path: string): Response | undefined {
  if (request.headers.has('content-length') || request.headers.has('transfer-encoding')) return undefined;
  const replay = deps.cache.replayFor(path);
  if (!replay || !namesHost(request) || !deps.hosts.accepts(request)) return undefined;
  return replay(request, securityHeadersFor(request, path, deps.config));
}

export const fastLane = (deps: Deps, listening: Listening) =>
  new Elysia({ name: 'fast-lane' }).onRequest(({ request }) => {
    if (request.method !== 'GET') return undefined;
    const started = performance.now();
    const path = pathOf(request.url);
    const response = cachedAnswer(deps, request, path);
    if (!response) return undefined;
    deps.cache.fastAnswers++;
    deps.logRequest(
      logLine('GET', path, response.status, performance.now() - started, clientIp({ request, server: listening() }, deps.config)),
    );
    return response;
  });
