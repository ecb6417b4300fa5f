// Whether an address lies in a range such as 10.0.0.0/8 or 2400:cb00::/32: the matcher behind TRUSTED_PROXIES.
import { ipv4, ipv6 } from './ip-address';

/**
 * A range as eight 16-bit groups and a prefix length. IPv4 is written in its IPv4-mapped IPv6 form (`::ffff:a.b.c.d`,
 * prefix + 96), so a dual-stack socket's `::ffff:127.0.0.1` and a plain `127.0.0.1` fall in the same ranges.
 */
export type IpRange = { groups: number[]; bits: number; text: string };

/** The eight groups of an IPv4 or IPv6 address (IPv4 as `::ffff:a.b.c.d`), or null when it is neither. */
function groupsOf(address: string): number[] | null {
  const v4 = ipv4(address);
  if (v4) return [0, 0, 0, 0, 0, 0xffff, (v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
  return ipv6(address);
}

/** The mask of group `i` under a prefix of `bits`: 0xffff while the prefix covers the group, partly or 0 after it. */
const maskOf = (bits: number, i: number) => {
  const left = bits - i * 16;
  return left >= 16 ? 0xffff : left <= 0 ? 0 : (0xffff << (16 - left)) & 0xffff;
};

/**
 * `a.b.c.d`, `a.b.c.d/n` (n 0-32), an IPv6 address in any spelling, or it with `/n` (0-128); a lone address is its own
 * /32 or /128. Refused with the reason: anything else, a prefix too long, or bits set past the prefix
 * (`10.1.0.0/8`), which is usually a typo for a narrower range and would silently trust a wider one.
 */
export function parseRange(input: string): IpRange | { problem: string } {
  const text = input.trim();
  const slash = text.indexOf('/');
  const address = slash < 0 ? text : text.slice(0, slash);
  const prefix = slash < 0 ? null : text.slice(slash + 1);
  const v4 = ipv4(address) !== null;
  const groups = groupsOf(address);
  if (!groups || (prefix !== null && !/^\d{1,3}$/.test(prefix)))
    return { problem: `"${text}" is not an IP address or a range such as 10.0.0.0/8 or 2400:cb00::/32` };
  const most = v4 ? 32 : 128;
  const given = prefix === null ? most : Number(prefix);
  if (given > most) return { problem: `"${text}": an ${v4 ? 'IPv4' : 'IPv6'} prefix is at most /${most}` };
  const bits = v4 ? given + 96 : given;
  if (groups.some((group, i) => (group & ~maskOf(bits, i) & 0xffff) !== 0))
    return { problem: `"${text}" has bits set past its /${given}: write the range's first address` };
  return { groups, bits, text };
}

/** Whether `address` (a bare IPv4 or IPv6 address, IPv4-mapped included) lies in one of `ranges`; false for anything else. */
export function inRanges(address: string, ranges: readonly IpRange[]): boolean {
  const groups = groupsOf(address);
  if (!groups) return false;
  return ranges.some((range) => range.groups.every((group, i) => (groups[i]! & maskOf(range.bits, i)) === group));
}
