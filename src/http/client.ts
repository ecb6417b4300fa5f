// Who is asking, and over what: the client's address and whether the request came over HTTPS.
import type { Server } from 'bun';
import type { Config } from '../config';

type Ctx = { request: Request; server: Server<unknown> | null };

/** With TRUST_PROXY the last X-Forwarded-For entry (the one our proxy added) is the client; else the socket's peer. */
export function clientIp({ request, server }: Ctx, config: Pick<Config, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return server?.requestIP(request)?.address ?? 'unknown';
}

export function isHttps(request: Request, config: Pick<Config, 'trustProxy'>): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return config.trustProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
