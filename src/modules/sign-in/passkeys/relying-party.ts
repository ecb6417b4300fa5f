// Who the passkeys belong to (the WebAuthn "relying party"): the site's host name, and the origin the browser must
// report. With PUBLIC_URL that address, always; otherwise the Host the request named (the browser binds a passkey to the
// origin it saw, so a passkey made at one address is only offered there). An IP address cannot hold passkeys
// (WebAuthn wants a domain name), so a ceremony there is refused before it starts: use localhost or a name.
import type { Config } from '../../../config';
import { isIpAddressHost } from '../../../contract';
import { isHttps, validHost } from '../../../http/client';
import { HttpError } from '../../../http/errors';

export type RelyingParty = { id: string; origin: string };

type SiteConfig = Pick<Config, 'publicUrl' | 'proxies'>;

function relyingParty(request: Request, config: SiteConfig): RelyingParty | null {
  // With PUBLIC_URL, always that address: a loopback Host (accepted for health checks) must not become a second site.
  if (config.publicUrl) {
    const site = new URL(config.publicUrl);
    return { id: site.hostname, origin: site.origin };
  }
  const host = validHost(request);
  if (!host) return null;
  const origin = `${isHttps(request, config) ? 'https' : 'http'}://${host.toLowerCase()}`;
  try {
    return { id: new URL(origin).hostname, origin };
  } catch {
    return null; // a Host no URL can hold ("site.123" reads as a broken IPv4 address)
  }
}

/**
 * The host the browser is at: its Origin (sent with every ceremony's POST); else PUBLIC_URL's, since behind a proxy the
 * Host may be the upstream's loopback address; else the Host header.
 */
function browserHost(request: Request, config: SiteConfig): string | null {
  const origin = request.headers.get('origin');
  if (origin) {
    try {
      return new URL(origin).host;
    } catch {
      // "null" or worse: the same-origin check refuses those on writes; read the next best.
    }
  }
  return config.publicUrl ? new URL(config.publicUrl).host : validHost(request);
}

/** Whether a passkey can be made or used for this request: not when the browser is at an IP address, nor when PUBLIC_URL names one. */
function passkeysWorkFor(request: Request, config: SiteConfig): boolean {
  const host = browserHost(request, config);
  if (host !== null && isIpAddressHost(host)) return false;
  return !(config.publicUrl && isIpAddressHost(new URL(config.publicUrl).host));
}

/** The relying party of a ceremony at this request; refused (400) where no passkey can work or no host was named. */
export function ceremonySite(request: Request, config: SiteConfig): RelyingParty {
  if (!passkeysWorkFor(request, config))
    throw new HttpError(
      400,
      'passkeys_unavailable',
      'Passkeys need the site opened by its name (such as localhost or www.example.com), not by an IP address like 127.0.0.1',
    );
  const rp = relyingParty(request, config);
  if (!rp) throw new HttpError(400, 'bad_request', 'The request needs a valid Host header');
  return rp;
}
