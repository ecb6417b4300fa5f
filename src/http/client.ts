// Who is asking, and over what: the client's address and whether the request came over HTTPS.
import type { Server } from 'bun';
import { Elysia } from 'elysia';
import type { Config } from '../config';
import { forwardedClient, forwardedHttps, peerTrusted, type ProxyTrust } from './forwarded';

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

/** The host name (no port) this request named: the site's own, whose addresses are no referral. */
export const requestHost = (request: Request): string =>
  (request.headers.get('host') ?? new URL(request.url, 'http://localhost').host).replace(/:\d+$/, '');

/** The socket's peer and whether it is a trusted proxy, worked out once per request. */
type Peer = { address: string | null; trusted: boolean };
const peers = new WeakMap<Request, Peer>();

/**
 * The request's peer. Read from the server once and kept: each `requestIP` is a system call (decision 0035), and
 * isHttps, asked by hooks that have no server, needs it too. Without a server (app.handle) it is unknown.
 */
function peerOf(request: Request, server: Server<unknown> | null, trust: ProxyTrust): Peer {
  let peer = peers.get(request);
  if (!peer) {
    const address = server?.requestIP(request)?.address ?? null;
    peer = { address, trusted: peerTrusted(address, trust) };
    if (server) peers.set(request, peer);
  }
  return peer;
}

/**
 * Reads each request's peer as it arrives, before any other hook, when TRUSTED_PROXIES is set: isHttps then knows
 * whether to believe X-Forwarded-Proto. Without it there is nothing to decide, and nothing is read.
 */
export const peerSeen = (config: Pick<Config, 'proxies'>, listening: Listening) => {
  const { trusted } = config.proxies;
  const plugin = new Elysia({ name: 'peer-seen' });
  return trusted === 'peer' || trusted.length === 0
    ? plugin
    : plugin.onRequest(({ request }) => void peerOf(request, listening(), config.proxies));
};

/**
 * The client's address: from a trusted proxy, the address its headers name (forwardedClient); otherwise the socket's
 * peer, whatever the headers say. "unknown" only when neither is known (a request made in-process).
 */
export function clientIp({ request, server }: Ctx, config: Pick<Config, 'proxies'>): string {
  const trust = config.proxies;
  // Under TRUST_PROXY every peer is trusted: the headers are read first, and the peer (a system call) only when they
  // name no one.
  if (trust.trusted === 'peer') return forwardedClient(request.headers, trust) ?? peerOf(request, server, trust).address ?? 'unknown';
  const peer = peerOf(request, server, trust);
  return (peer.trusted ? forwardedClient(request.headers, trust) : null) ?? peer.address ?? 'unknown';
}

/** Over HTTPS: the request itself, or a trusted proxy's X-Forwarded-Proto (forwardedHttps says which entry and why). */
export function isHttps(request: Request, config: Pick<Config, 'proxies'>): boolean {
  if (request.url.startsWith('https:')) return true;
  const { trusted } = config.proxies;
  if (trusted !== 'peer' && (trusted.length === 0 || !peers.get(request)?.trusted)) return false;
  return forwardedHttps(request.headers);
}

/** GET, HEAD and OPTIONS only read (RFC 9110 safe methods); every other method may change something. */
export const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
