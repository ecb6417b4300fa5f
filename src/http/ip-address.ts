// Reading an IP address as proxies and Bun write it: the one parser behind limit keys, forwarded entries and proxy ranges.
import { BlockList, isIPv6 } from 'node:net';

/** 127.0.0.0/8 and ::1; an IPv4-mapped IPv6 address counts as its IPv4 address. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether `address` is the machine itself; 'unknown' and the like are not. */
export function isLoopback(address: string): boolean {
  try {
    return LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  } catch {
    return false;
  }
}

/**
 * The IP address in `text` without brackets, port or zone id (`[2001:db8::5]:443` → `2001:db8::5`, `1.2.3.4:80` →
 * `1.2.3.4`), or null when it holds no IPv4 or IPv6 address: how a proxy's X-Forwarded-For entry is read.
 */
export function bareAddress(text: string): string | null {
  const host = hostOf(text.trim());
  return host !== null && (ipv4(host) !== null || ipv6(host) !== null) ? host : null;
}

/**
 * The address without what may surround it: brackets and a port (`[v6]:443`, as some proxies write it), a port after
 * IPv4, a zone id (`%eth0`, which names the local interface, not the client). Null when the brackets do not close.
 */
export function hostOf(text: string): string | null {
  let host = text;
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0 || !/^(:\d{1,5})?$/.test(host.slice(end + 1))) return null;
    host = host.slice(1, end);
  } else if (/^[\d.]+:\d{1,5}$/.test(host)) host = host.slice(0, host.indexOf(':'));
  const zone = host.indexOf('%');
  return zone >= 0 && host.includes(':') ? host.slice(0, zone) : host;
}

/** The four numbers of a dotted IPv4 address, written as Bun and proxies write it (no leading zeros); else null. */
export function ipv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address in any of its spellings (`::`, leading zeros, a dotted IPv4 tail); else null. */
export function ipv6(text: string): number[] | null {
  if (!text.includes(':')) return null;
  let hex = text.toLowerCase();
  const tail: number[] = [];
  const lastColon = hex.lastIndexOf(':');
  if (hex.includes('.', lastColon)) {
    const v4 = ipv4(hex.slice(lastColon + 1));
    if (!v4) return null;
    tail.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    // Keep "::" whole ("::1.2.3.4"); otherwise drop the colon that led to the IPv4 part.
    hex = hex.slice(0, hex[lastColon - 1] === ':' ? lastColon + 1 : lastColon);
  }
  const halves = hex.split('::');
  if (halves.length > 2) return null;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((list) => list.every((group) => /^[0-9a-f]{1,4}$/.test(group)))) return null;
  const [head, rest = []] = groups.map((list) => list.map((group) => parseInt(group, 16)));
  const given = head!.length + rest.length + tail.length;
  // Without "::" all eight groups are written; with it, it stands for at least one group of zeros.
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  return [...head!, ...Array<number>(8 - given).fill(0), ...rest, ...tail];
}
