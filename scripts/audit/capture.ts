// "The very bytes" of a page: every response the browser got while Lighthouse loaded it from the site, fetched again
// from the site the way Chromium asked (same URL, same Accept-Encoding), kept as sent — brotli stays brotli — with the
// site's content type and headers, for nginx to serve (./mirror.ts).
import { copiedHeaders } from '../bench/nginx';

/** One entry of a Lighthouse report's `network-requests` audit (the fields read here). */
export type NetworkRequest = { url: string; statusCode: number; resourceType?: string };

/**
 * A response nginx gives back: the request URI it answers (path and query, as the browser sent it), its status, and
 * either the body as the site sent it with its content type and headers, or nothing (`body` null: the status alone,
 * and `location` for a redirect) when a GET does not bring what the browser got — a beacon's 204, say.
 */
export type Captured = {
  uri: string;
  status: number;
  body: Uint8Array | null;
  type: string;
  headers: [string, string][];
  location?: string;
};

/** What Chromium offers; the site picks from it as it did for the browser. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The report's requests to `origin` (data: URLs and other hosts left out), once per request URI, in load order. */
export function sameOriginRequests(requests: NetworkRequest[], origin: string): { uri: string; status: number }[] {
  const seen = new Map<string, number>();
  for (const request of requests) {
    if (!URL.canParse(request.url)) continue;
    const url = new URL(request.url);
    if (url.origin !== origin) continue;
    const uri = `${url.pathname}${url.search}`; // the fragment never reaches a server
    if (!seen.has(uri)) seen.set(uri, request.statusCode);
  }
  return [...seen].map(([uri, status]) => ({ uri, status }));
}

/** Fetches each of the browser's requests again from `site` (its origin) and keeps what it answered. */
export async function capture(
  site: string,
  requests: { uri: string; status: number }[],
  userAgent: string | undefined,
): Promise<Captured[]> {
  const headers: Record<string, string> = { 'accept-encoding': BROWSER_ENCODINGS, ...(userAgent ? { 'user-agent': userAgent } : {}) };
  return Promise.all(
    requests.map(async ({ uri, status }): Promise<Captured> => {
      const res = await fetch(`${site}${uri}`, { headers, redirect: 'manual', decompress: false });
      const body = new Uint8Array(await res.arrayBuffer());
      if (res.status !== status || status < 200 || status >= 300 || status === 204) {
        const location = res.status === status ? res.headers.get('location') : null;
        return { uri, status, body: null, type: '', headers: [], ...(location ? { location } : {}) };
      }
      return {
        uri,
        status,
        body,
        type: res.headers.get('content-type') ?? 'application/octet-stream',
        headers: copiedHeaders(res.headers),
      };
    }),
  );
}

/** One line on what was captured: how many responses, their size as sent, by encoding, and the ones without a body. */
export function captureSummary(captured: Captured[]): string {
  const withBody = captured.filter((c) => c.body);
  const kb = withBody.reduce((sum, c) => sum + c.body!.byteLength, 0) / 1024;
  const encodings = new Map<string, number>();
  for (const c of withBody) {
    const encoding = c.headers.find(([name]) => name === 'content-encoding')?.[1] ?? 'identity';
    encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
  }
  const statusOnly = captured.filter((c) => !c.body).map((c) => `${c.uri} ${c.status}`);
  return `${withBody.length} responses, ${kb.toFixed(1)} KB as sent (${[...encodings].map(([e, n]) => `${e} ${n}`).join(', ')})${statusOnly.length ? `; status only: ${statusOnly.join(', ')}` : ''}`;
}

/** Where the nginx run's requests (by request URI) differ from the site run's: another status, or asked of one only. */
export function requestDifferences(site: { uri: string; status: number }[], nginx: { uri: string; status: number }[]): string[] {
  const bySite = new Map(site.map((r) => [r.uri, r.status]));
  const byNginx = new Map(nginx.map((r) => [r.uri, r.status]));
  return [
    ...nginx
      .filter((r) => bySite.has(r.uri) && bySite.get(r.uri) !== r.status)
      .map((r) => `${r.uri} ${r.status} (site ${bySite.get(r.uri)})`),
    ...nginx.filter((r) => !bySite.has(r.uri)).map((r) => `${r.uri} ${r.status} (not asked of the site)`),
    ...site.filter((r) => !byNginx.has(r.uri)).map((r) => `${r.uri} not asked of nginx`),
  ];
}
