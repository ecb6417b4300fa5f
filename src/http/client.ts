// Who is asking, and over what: the client's address and whether the request came over HTTPS.
import type { Server } from 'bun';
import type { Config } from '../config';
import { bareAddress } from './limit-key';

type Ctx = { request: Request; server: Server<unknown> | null };

/**
 * The server the app listens on (null before listening, and for app.handle), for hooks that must not name `server` in
 * their context: doing so makes Elysia give every request's context a getter, which costs every request (decision 0035).
 */
export type Listening = () => Server<unknown> | null;

/**
 * The request's URL. With a malformed Host header Bun leaves request.url as a bare path, which `new URL` alone
 * would throw on (and with a broken one, such as "[::1", an unparsable absolute URL); this keeps every request readable.
 */
export function requestUrl(request: Request): URL {
  try {
    return new URL(request.url, 'http://invalid-host');
  } catch {
    // "http://[::1/path" and the like: keep the path, drop the unusable host.
    return new URL(request.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/', 'http://invalid-host');
  }
}

/**
 * The path of a request's URL, without its query, read without parsing the whole URL: the path Elysia routes on
 * (`/api/../x` stays as sent). A malformed Host header leaves request.url a bare path, which is its own path.
 */
export function pathOf(url: string): string {
  const start = url.charCodeAt(0) === 47 ? 0 : url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.indexOf('?', start);
  return end < 0 ? url.slice(start) : url.slice(start, end);
}

/**
 * Whether the request named a host Bun could read. Without one (no Host header, HTTP/1.0, a malformed one) Bun leaves
 * request.url a bare path, and Elysia, which skips the scheme and host by position, would route a shifted path
 * (`/xxxxxx/api/admin/audit` as `/api/admin/audit`) while the rest of the app reads the whole one.
 */
export const namesHost = (request: Request) => request.url.charCodeAt(0) !== 47;

/** The Host header when it is a plausible host name or address (with port); else null. */
export function validHost(request: Request): string | null {
  const host = request.headers.get('host');
  return host && /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(host) ? host : null;
}

/** With TRUST_PROXY the last X-Forwarded-For entry (the one our proxy added) is the client; else the socket's peer. */
export function clientIp({ request, server }: Ctx, config: Pick<Config, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    // Only an IP address (its port or zone id dropped): anything else in the header never reaches the activity log or
    // a limiter's key (a site reachable past its proxy would let anyone write there).
    const address = forwarded && bareAddress(forwarded);
    if (address) return address;
  }
  return server?.requestIP(request)?.address ?? 'unknown';
}

/**
 * Over HTTPS: the request itself, or with TRUST_PROXY the last X-Forwarded-Proto entry — the one our proxy added, as
 * for X-Forwarded-For; earlier entries are whatever the client claimed.
 */
export function isHttps(request: Request, config: Pick<Config, 'trustProxy'>): boolean {
  if (request.url.startsWith('https:')) return true;
  return config.trustProxy && request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

/** GET, HEAD and OPTIONS only read (RFC 9110 safe methods); every other method may change something. */
export const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
