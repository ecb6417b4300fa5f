// One structured line per request: time, client address, method, path, status, duration. No query, body, cookie or
// other header values.
import { Elysia } from 'elysia';
import type { Config } from '../config';
import { clientIp, pathOf, type Listening } from './client';
import { API_PATHS } from '../contract/api-paths';

/**
 * When each request arrived and from whom. The address is read as the request arrives: once the answer is sent Bun no
 * longer knows the socket (`server.requestIP` gives null in onAfterResponse).
 */
const arrived = new WeakMap<Request, { at: number; ip: string }>();
const statusOf = new WeakMap<Request, number>();

/** The error handler reports the status it answered with, which the response hook cannot always see. */
export const recordStatus = (request: Request, status: number) => statusOf.set(request, status);

// Tens of thousands of lines a second share a handful of milliseconds: the time is formatted once per millisecond.
let lastMs = -1;
let lastTime = '';
function timeNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = new Date(now).toISOString();
  }
  return lastTime;
}

/** Printable ASCII without `"` or `\`: a JSON string as it stands. Anything else is escaped by JSON.stringify. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const quoted = (text: string) => (PLAIN.test(text) ? `"${text}"` : JSON.stringify(text));

/**
 * The line for one answered request: the same JSON as JSON.stringify of its fields, built without it. `ip` is
 * clientIp's answer (an address, or "unknown" without a socket), so whoever hammers the site can be seen and blocked.
 */
export const logLine = (method: string, path: string, status: number, ms: number, ip: string) =>
  `{"time":"${timeNow()}","ip":${quoted(ip)},"method":${quoted(method)},"path":${quoted(path)},"status":${status},"ms":${Math.round(ms * 10) / 10}}`;

/**
 * A page view (POST /api/hits) is logged without its address when it is taken: lined up with the views kept, in the
 * same order, the log would name each day's visitor hash (decision 0074). A refused one (429) keeps it, to be blocked.
 */
const unnamed = (path: string, status: number) => status === 204 && path === API_PATHS.insights.hits;

export const requestLog = (log: (line: string) => void, config: Pick<Config, 'proxies'>, listening: Listening) =>
  new Elysia({ name: 'request-log' })
    .onRequest(
      ({ request }) => void arrived.set(request, { at: performance.now(), ip: clientIp({ request, server: listening() }, config) }),
    )
    // The path as the request named it (Elysia's own `path` names a prefix's root route with a trailing slash).
    .onAfterResponse({ as: 'global' }, ({ request, set, responseValue }) => {
      const status =
        statusOf.get(request) ??
        (responseValue instanceof Response ? responseValue.status : typeof set.status === 'number' ? set.status : 200);
      const seen = arrived.get(request);
      const path = pathOf(request.url);
      const ip = unnamed(path, status) ? '-' : (seen?.ip ?? 'unknown');
      log(logLine(request.method, path, status, performance.now() - (seen?.at ?? performance.now()), ip));
    });

/**
 * Where the lines go: gathered in memory and handed to `write` in one piece every `everyMs` (sooner past `maxLines`),
 * since a write per request cost a sixth of the server's throughput. `stop()` writes what is left.
 */
export function batchedLines(write: (text: string) => void, { everyMs = 100, maxLines = 10_000 } = {}) {
  let lines: string[] = [];
  const flush = () => {
    if (!lines.length) return;
    const text = `${lines.join('\n')}\n`;
    lines = [];
    write(text);
  };
  const timer = setInterval(flush, everyMs);
  timer.unref();
  return {
    line(line: string) {
      lines.push(line);
      if (lines.length >= maxLines) flush();
    },
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
