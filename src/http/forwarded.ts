// What trusted proxies say about a request — the client's address, HTTPS — and when they are believed (decision 0072).
import { bareAddress, isLoopback } from './ip-address';
import { inRanges, type IpRange } from './ip-range';

/**
 * Which proxies may speak for the client. `'peer'` (TRUST_PROXY=true): whatever connects is a proxy, and no
 * X-Forwarded-For entry is; a list (TRUSTED_PROXIES): a peer or entry inside one of its ranges; an empty list: nobody,
 * and every header is ignored. `header`: CLIENT_IP_HEADER in lower case, or null.
 */
export type ProxyTrust = { trusted: 'peer' | readonly IpRange[]; header: string | null };

/**
 * Whether the socket's peer is a trusted proxy. An unknown peer (a request made in-process) is trusted only under
 * TRUST_PROXY=true, as it always was: there every peer is.
 */
export function peerTrusted(peer: string | null, trust: ProxyTrust): boolean {
  return trust.trusted === 'peer' || (peer !== null && trust.trusted.length > 0 && inRanges(peer, trust.trusted));
}

/**
 * The client's address as trusted proxies report it, or null when they report none (the peer is then the client).
 * Only for a request whose peer is trusted: anyone else can write these headers.
 *
 * First CLIENT_IP_HEADER, when it holds an address. Else X-Forwarded-For from the right: each proxy appends who
 * connected to it, so entries inside the trusted ranges are our own proxies and are passed over, and the first one
 * outside is the client; when every entry is trusted, the leftmost. An entry that is not an address ends the walk: the
 * nearest proxy passed (or null, the peer) is the last one whose word can be read. Only a bare address ever comes out.
 */
export function forwardedClient(headers: Headers, trust: ProxyTrust): string | null {
  if (trust.header) {
    const claimed = headers.get(trust.header);
    const address = claimed && bareAddress(claimed);
    // A CDN never names a visitor on its own loopback: such a value was written by someone else (the machine itself
    // is only ever the peer, or an entry our own proxies appended).
    if (address && !isLoopback(address)) return address;
  }
  const forwarded = headers.get('x-forwarded-for');
  if (!forwarded) return null;
  const entries = forwarded.split(',');
  let nearest: string | null = null;
  let remote = false;
  for (let i = entries.length - 1; i >= 0; i--) {
    const address = bareAddress(entries[i]!);
    if (!address) return nearest;
    // Loopback entries are our own proxies' and sit at the right end; one beyond a remote hop (a CDN's range, shared
    // with whatever else runs there) was written further away, and would pass for the machine itself.
    if (remote && isLoopback(address)) return nearest;
    if (trust.trusted === 'peer' || !inRanges(address, trust.trusted)) return address;
    remote ||= !isLoopback(address);
    nearest = address;
  }
  return nearest;
}

/**
 * Whether a trusted proxy says the client came over HTTPS: the LAST X-Forwarded-Proto entry. Proxies set this header
 * rather than append to it (nginx's `$scheme`, a CDN's own value), so its entries do not line up with X-Forwarded-For's;
 * the last is what the nearest proxy that set one wrote, and that proxy is trusted. Earlier entries are whatever came
 * from further away, a client's own claim included.
 */
export function forwardedHttps(headers: Headers): boolean {
  return headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}
