// One purge request to the shared cache: PURGE at CACHE_PURGE_URL naming the changed keys (the shipped Varnish
// configuration bans every answer carrying one), the page URLs they reach (for a CDN that purges by URL), and, with
// CACHE_PURGE_SECRET, a signature a webhook can check (decision 0070).
import { createHmac } from 'node:crypto';

export type PurgeRequest = { target: string; keys: readonly string[]; urls: readonly string[]; secret?: string; now: number };

/**
 * The request's headers. The signature covers the time, the keys and the URLs (one per line), so a replayed one can be
 * refused by its age and none can be altered.
 */
export function purgeHeaders({ keys, urls, secret, now }: Omit<PurgeRequest, 'target'>): Record<string, string> {
  const time = String(Math.floor(now / 1000));
  const joined = keys.join(' ');
  const listed = urls.join(' ');
  const headers: Record<string, string> = { 'x-purge-keys': joined, 'x-purge-urls': listed, 'x-purge-time': time };
  if (secret) headers['x-purge-signature'] = `sha256=${createHmac('sha256', secret).update(`${time}\n${joined}\n${listed}`).digest('hex')}`;
  return headers;
}

/** Sends it; resolves when the cache said 2xx, throws with what went wrong otherwise (5 s at most). */
export async function sendPurge(request: PurgeRequest): Promise<void> {
  let response: Response;
  try {
    // Never followed elsewhere: a redirect would carry the signed headers to another host.
    response = await fetch(request.target, {
      method: 'PURGE',
      headers: purgeHeaders(request),
      redirect: 'manual',
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    throw new Error(`could not reach ${new URL(request.target).host}: ${(error as Error).message}`);
  }
  await response.body?.cancel();
  if (!response.ok) throw new Error(`${new URL(request.target).host} answered ${response.status} ${response.statusText}`.trim());
}
