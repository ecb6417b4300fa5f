// The range matcher behind TRUSTED_PROXIES: IPv4 and IPv6 in their spellings, mapped addresses, the edges of the
// prefix (/0, /32, /128, a prefix inside a group), and what it refuses.
import { expect, test } from 'bun:test';
import { inRanges, parseRange, type IpRange } from './ip-range';

const ranges = (...texts: string[]): IpRange[] =>
  texts.map((text) => {
    const range = parseRange(text);
    if ('problem' in range) throw new Error(range.problem);
    return range;
  });
const problem = (text: string) => {
  const range = parseRange(text);
  return 'problem' in range ? range.problem : null;
};

test('an IPv4 range holds its addresses and nothing either side', () => {
  const private10 = ranges('10.0.0.0/8');
  expect(['10.0.0.0', '10.1.2.3', '10.255.255.255'].map((a) => inRanges(a, private10))).toEqual([true, true, true]);
  expect(['9.255.255.255', '11.0.0.0', '110.0.0.1'].map((a) => inRanges(a, private10))).toEqual([false, false, false]);
  // A prefix that ends inside an octet, and one inside a 16-bit group.
  const cloudflare = ranges('173.245.48.0/20');
  expect(inRanges('173.245.63.255', cloudflare)).toBe(true);
  expect(inRanges('173.245.64.0', cloudflare)).toBe(false);
  expect(inRanges('173.245.47.255', cloudflare)).toBe(false);
});

test('a lone address is its own /32 or /128, and /32 and /128 hold exactly one address', () => {
  for (const list of [ranges('127.0.0.1'), ranges('127.0.0.1/32')]) {
    expect(inRanges('127.0.0.1', list)).toBe(true);
    expect(inRanges('127.0.0.2', list)).toBe(false);
  }
  for (const list of [ranges('::1'), ranges('::1/128')]) {
    expect(inRanges('::1', list)).toBe(true);
    expect(inRanges('0:0:0:0:0:0:0:1', list)).toBe(true);
    expect(inRanges('::2', list)).toBe(false);
    expect(inRanges('127.0.0.1', list)).toBe(false);
  }
});

test('IPv6 ranges match every spelling of their addresses', () => {
  const list = ranges('2400:cb00::/32');
  expect(inRanges('2400:cb00::1', list)).toBe(true);
  expect(inRanges('2400:CB00:0000:0000:1234:5678:9abc:def0', list)).toBe(true);
  expect(inRanges('2400:cb00:ffff:ffff:ffff:ffff:ffff:ffff', list)).toBe(true);
  expect(inRanges('2400:cb01::1', list)).toBe(false);
  expect(inRanges('2401:cb00::1', list)).toBe(false);
  // A prefix inside a group: 2001:db8:8000::/33 holds the upper half of the /32.
  const half = ranges('2001:db8:8000::/33');
  expect(inRanges('2001:db8:8000::1', half)).toBe(true);
  expect(inRanges('2001:db8:ffff::1', half)).toBe(true);
  expect(inRanges('2001:db8:7fff::1', half)).toBe(false);
});

test('an IPv4-mapped IPv6 address (a dual-stack socket) falls in the IPv4 range of its address', () => {
  const loopback = ranges('127.0.0.1/32', '10.0.0.0/8');
  expect(inRanges('::ffff:127.0.0.1', loopback)).toBe(true);
  expect(inRanges('::FFFF:10.9.8.7', loopback)).toBe(true);
  expect(inRanges('::ffff:7f00:1', loopback)).toBe(true);
  expect(inRanges('::ffff:127.0.0.2', loopback)).toBe(false);
  // Only the mapped prefix: the same last 32 bits elsewhere in IPv6 are another address.
  expect(inRanges('::127.0.0.1', loopback)).toBe(false);
  expect(inRanges('64:ff9b::127.0.0.1', loopback)).toBe(false);
  // And a mapped range holds the plain IPv4 address.
  expect(inRanges('10.1.1.1', ranges('::ffff:10.0.0.0/104'))).toBe(true);
});

test('/0: 0.0.0.0/0 holds every IPv4 address and no other IPv6; ::/0 holds every address', () => {
  const allV4 = ranges('0.0.0.0/0');
  expect(['0.0.0.0', '203.0.113.7', '255.255.255.255', '::ffff:1.2.3.4'].every((a) => inRanges(a, allV4))).toBe(true);
  expect(inRanges('2001:db8::1', allV4)).toBe(false);
  const all = ranges('::/0');
  expect(['2001:db8::1', '::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '203.0.113.7'].every((a) => inRanges(a, all))).toBe(true);
});

test('what is not an address never matches, and no list holds anything', () => {
  const all = ranges('::/0', '0.0.0.0/0');
  for (const junk of ['', 'unknown', 'localhost', '1.2.3', '1.2.3.4.5', '01.2.3.4', '256.0.0.1', '::g', '1::2::3', '[::1]'])
    expect(inRanges(junk, all)).toBe(false);
  expect(inRanges('127.0.0.1', [])).toBe(false);
});

test('bad ranges are refused with the reason', () => {
  expect(problem('10.0.0.300')).toBe('"10.0.0.300" is not an IP address or a range such as 10.0.0.0/8 or 2400:cb00::/32');
  for (const bad of ['', 'localhost', '10.0.0.0/', '10.0.0.0/x', '10.0.0.0/-1', '10.0.0.0/8/8', '/8', '2001:db8::/1234', '10.0.0.0 /8'])
    expect(problem(bad)).toContain('is not an IP address or a range');
  expect(problem('10.0.0.0/33')).toBe('"10.0.0.0/33": an IPv4 prefix is at most /32');
  expect(problem('2001:db8::/129')).toBe('"2001:db8::/129": an IPv6 prefix is at most /128');
  expect(problem('10.1.0.0/8')).toBe('"10.1.0.0/8" has bits set past its /8: write the range\'s first address');
  expect(problem('2400:cb00::1/32')).toContain('has bits set past its /32');
  expect(problem(' 10.0.0.0/8 ')).toBeNull();
  expect(problem('2400:cb00::/32')).toBeNull();
});
