// Which counter a client address counts under: an IPv6 address by its /64 whatever its spelling, IPv4 (mapped or not)
// by itself, anything else by its own text.
import { expect, test } from 'bun:test';
import { limitKey } from './limit-key';

test('every spelling of addresses in one /64 gives one key; the next /64 another', () => {
  const spellings = [
    '2001:db8:a:1::1',
    '2001:DB8:A:1::FFFF',
    '2001:0db8:000a:0001:0000:0000:0000:0001',
    '2001:db8:a:1:0:0:0:0',
    '2001:db8:a:1::',
    '2001:db8:a:1:1:2:3:4',
    '[2001:db8:a:1::1]',
    '[2001:db8:a:1::1]:8443',
    '2001:db8:a:1::1%eth0',
    '[2001:db8:a:1::1%25eth0]',
    ' 2001:db8:a:1::1 ',
    '2001:db8:a:1:0:0:1.2.3.4',
    '2001:db8:a:1::1.2.3.4',
  ];
  expect(new Set(spellings.map(limitKey))).toEqual(new Set(['2001:db8:a:1::/64']));
  expect(limitKey('2001:db8:a:2::1')).toBe('2001:db8:a:2::/64');
  expect(limitKey('2001:db8:b:1::1')).toBe('2001:db8:b:1::/64');
  expect(limitKey('2001:db8::a:1:0:0')).toBe('2001:db8:0:0::/64');
});

test('the compressed forms: ::, ::1, a leading and a trailing run of zeros, a run in the middle', () => {
  expect(limitKey('::')).toBe('0:0:0:0::/64');
  expect(limitKey('::1')).toBe('0:0:0:0::/64');
  expect(limitKey('fe80::1%lo0')).toBe('fe80:0:0:0::/64');
  expect(limitKey('1::')).toBe('1:0:0:0::/64');
  expect(limitKey('1:2:3:4:5:6:7::')).toBe('1:2:3:4::/64');
  expect(limitKey('::2:3:4:5:6:7:8')).toBe('0:2:3:4::/64');
  expect(limitKey('1:2::7:8')).toBe('1:2:0:0::/64');
});

test('IPv4 counts per address; an IPv4-mapped (or NAT64-translated) IPv6 address counts as its IPv4 address', () => {
  expect(limitKey('198.51.100.7')).toBe('198.51.100.7');
  expect(limitKey('198.51.100.8')).toBe('198.51.100.8');
  expect(limitKey('198.51.100.7:51234')).toBe('198.51.100.7');
  for (const mapped of [
    '::ffff:198.51.100.7',
    '::FFFF:198.51.100.7',
    '[::ffff:198.51.100.7]',
    '0:0:0:0:0:ffff:198.51.100.7',
    '::ffff:c633:6407',
    '64:ff9b::198.51.100.7',
  ]) {
    expect([mapped, limitKey(mapped)]).toEqual([mapped, '198.51.100.7']);
  }
  expect(limitKey('0.0.0.0')).toBe('0.0.0.0');
  expect(limitKey('255.255.255.255')).toBe('255.255.255.255');
});

test('anything unparsable is its own key (cut to a bounded length)', () => {
  for (const odd of [
    'unknown',
    '',
    '1.2.3',
    '1.2.3.256',
    '01.2.3.4',
    '1.2.3.4.5',
    '2001:db8::1::2',
    '12345::',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    ':1:2:3:4:5:6:7',
    'g::1',
    '::ffff:1.2.3.999',
    '[::1',
    '::1]',
    'a.b.c.d',
  ]) {
    expect([odd, limitKey(odd)]).toEqual([odd, odd]);
  }
  expect(limitKey('x'.repeat(5000))).toBe('x'.repeat(64));
});
