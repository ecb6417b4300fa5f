// Which counter a client address counts under for the rate limits: the one place that rule lives.
import { hostOf, ipv4, ipv6 } from './ip-address';

/**
 * Unparsable text longer than this is cut: an address, even with brackets, a port and a zone id, is shorter, and a
 * long junk value must not make each remembered key large.
 */
const MAX_KEY = 64;

/**
 * An IPv6 client counts by its /64 (`2001:db8:a:1::/64`), whatever its spelling: one end network is usually given a
 * whole /64, so counting per address would hand whoever holds one 2^64 separate limits. An IPv4 address counts by
 * itself, and so does an IPv4 address carried in IPv6 (`::ffff:a.b.c.d`, which Bun reports for IPv4 clients of a
 * dual-stack socket, and the NAT64 prefix `64:ff9b::/96`, where a translator in front of the site gives each IPv4
 * client its own address): keyed by their /64 those would put every IPv4 client under one counter. Anything else is
 * its own key.
 */
export function limitKey(address: string): string {
  const host = hostOf(address.trim());
  const v4 = host === null ? null : ipv4(host);
  if (v4) return v4.join('.');
  const g = host === null ? null : ipv6(host);
  if (!g) return address.length > MAX_KEY ? address.slice(0, MAX_KEY) : address;
  const mapped = g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0xffff;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0;
  if (mapped || nat64) return [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.');
  return `${g
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(':')}::/64`;
}
