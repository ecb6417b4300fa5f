// Who the passkeys belong to (the WebAuthn "relying party"): the site's host name, and the origin the browser must
// report. With PUBLIC_URL that address, always; otherwise the Host the request named (the browser binds a passkey to the
// origin it saw, so a passkey made at one address is only offered there). An IP address cannot hold passkeys
// (WebAuthn wants a domain name): use localhost or a name.
import type { Config } from '../../config';
import { isHttps, validHost } from '../../http/client';

export type RelyingParty = { id: string; origin: string };

export function relyingParty(request: Request, config: Pick<Config, 'publicUrl' | 'proxies'>): RelyingParty | null {
  // With PUBLIC_URL, always that address: a loopback Host (accepted for health checks) must not become a second site.
  if (config.publicUrl) {
    const site = new URL(config.publicUrl);
    return { id: site.hostname, origin: site.origin };
  }
  const host = validHost(request);
  if (!host) return null;
  const origin = `${isHttps(request, config) ? 'https' : 'http'}://${host.toLowerCase()}`;
  return { id: new URL(origin).hostname, origin };
}
