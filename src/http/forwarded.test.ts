// The client address rule behind proxies (decision 0072): whose headers are believed, which X-Forwarded-For entry is
// the client, CLIENT_IP_HEADER first, and X-Forwarded-Proto only from a trusted peer.
import { expect, test } from 'bun:test';
import type { Server } from 'bun';
import { parseConfig } from '../config';
import { clientIp, isHttps } from './client';

/** A request arriving from `peer` (the socket's address, as Bun reports it) with these headers. */
function from(peer: string, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/', { headers });
  const server = { requestIP: () => ({ address: peer, family: peer.includes(':') ? 'IPv6' : 'IPv4', port: 50000 }) };
  return { request, server: server as unknown as Server<unknown> };
}
const behind = (env: Record<string, string>) => parseConfig(env);
const ip = (env: Record<string, string>, peer: string, headers: Record<string, string> = {}) => clientIp(from(peer, headers), behind(env));

const CDN = { TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8, 2400:cb00::/32' };

test('from a trusted peer, X-Forwarded-For is walked from the right past trusted entries; the first other one is the client', () => {
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
  // Varnish on loopback, a CDN edge in 10/8 before it: the visitor is the entry before the CDN's.
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7, 10.1.2.3' })).toBe('203.0.113.7');
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 2400:cb00::9, 127.0.0.1' })).toBe('203.0.113.7');
  // What the visitor wrote further left is never reached.
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '10.9.9.9, 203.0.113.7, 10.1.2.3' })).toBe('203.0.113.7');
  // Every entry trusted: the leftmost. No header: the peer.
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '10.0.0.5, 10.1.2.3' })).toBe('10.0.0.5');
  expect(ip(CDN, '127.0.0.1')).toBe('127.0.0.1');
});

test('an untrusted peer is the client whatever its headers say', () => {
  const headers = { 'x-forwarded-for': '203.0.113.7', 'cf-connecting-ip': '198.51.100.9' };
  expect(ip({ ...CDN, CLIENT_IP_HEADER: 'cf-connecting-ip' }, '192.0.2.44', headers)).toBe('192.0.2.44');
  expect(ip(CDN, '2001:db8::5', headers)).toBe('2001:db8::5');
  // Nothing configured: the peer, as always.
  expect(ip({}, '127.0.0.1', headers)).toBe('127.0.0.1');
});

test('an IPv4-mapped peer on a dual-stack socket is trusted by its IPv4 range', () => {
  expect(ip(CDN, '::ffff:127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
  expect(ip(CDN, '::ffff:10.20.30.40', { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
  expect(ip(CDN, '::ffff:192.0.2.1', { 'x-forwarded-for': '203.0.113.7' })).toBe('::ffff:192.0.2.1');
});

test('CLIENT_IP_HEADER comes first from a trusted peer when it holds an address; else X-Forwarded-For decides', () => {
  const env = { ...CDN, CLIENT_IP_HEADER: 'CF-Connecting-IP' };
  const xff = { 'x-forwarded-for': '203.0.113.7, 10.1.2.3' };
  expect(ip(env, '127.0.0.1', { ...xff, 'cf-connecting-ip': '198.51.100.9' })).toBe('198.51.100.9');
  expect(ip(env, '127.0.0.1', { ...xff, 'cf-connecting-ip': '[2001:db8::9]:443' })).toBe('2001:db8::9');
  for (const junk of ['not an address', '198.51.100.9, 203.0.113.1', '"},"admin":true'])
    expect(ip(env, '127.0.0.1', { ...xff, 'cf-connecting-ip': junk })).toBe('203.0.113.7');
});

test('only a bare address comes out: an entry that is not one ends the walk at the nearest proxy passed', () => {
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '[2001:db8::7]:443' })).toBe('2001:db8::7');
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '1.2.3.4:5678, 10.1.2.3' })).toBe('1.2.3.4');
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': 'evil, 10.1.2.3' })).toBe('10.1.2.3');
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7, "},"admin":true' })).toBe('127.0.0.1');
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7,' })).toBe('127.0.0.1');
});

test('TRUST_PROXY=true is as before: whatever connects is trusted, and the last X-Forwarded-For entry is the client', () => {
  const env = { TRUST_PROXY: 'true' };
  expect(ip(env, '192.0.2.44', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' })).toBe('203.0.113.7');
  // Even a loopback or private last entry: no entry is trusted, only the peer.
  expect(ip(env, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7, 10.1.2.3' })).toBe('10.1.2.3');
  expect(ip(env, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7, junk' })).toBe('127.0.0.1');
  // Without a socket (in-process), as before.
  expect(
    clientIp({ request: new Request('http://localhost/', { headers: { 'x-forwarded-for': '203.0.113.7' } }), server: null }, behind(env)),
  ).toBe('203.0.113.7');
});

test('X-Forwarded-Proto is believed only from a trusted peer, its last entry', () => {
  const config = behind(CDN);
  const https = (peer: string, proto: string) => {
    const { request, server } = from(peer, { 'x-forwarded-proto': proto });
    clientIp({ request, server }, config); // the peer is read once per request, as the app's first hook does
    return isHttps(request, config);
  };
  expect(https('127.0.0.1', 'https')).toBe(true);
  expect(https('::ffff:10.0.0.1', 'http, HTTPS')).toBe(true);
  expect(https('127.0.0.1', 'https, http')).toBe(false);
  expect(https('192.0.2.44', 'https')).toBe(false);
  // A request whose peer was never read (made in-process) is not believed under TRUSTED_PROXIES; under TRUST_PROXY it is.
  const unseen = new Request('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(isHttps(unseen, config)).toBe(false);
  expect(isHttps(unseen, behind({ TRUST_PROXY: 'true' }))).toBe(true);
  expect(isHttps(unseen, behind({}))).toBe(false);
});

test('no one from outside passes for the machine itself: a loopback CLIENT_IP_HEADER or a loopback entry beyond a remote hop', () => {
  const env = { ...CDN, CLIENT_IP_HEADER: 'cf-connecting-ip' };
  // Someone reaching the proxy directly, naming the machine in the CDN's header: the header is not believed.
  expect(ip(env, '127.0.0.1', { 'cf-connecting-ip': '127.0.0.1', 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
  expect(ip(env, '127.0.0.1', { 'cf-connecting-ip': '::1' })).toBe('127.0.0.1');
  // Something running inside the CDN's range (another customer's code) writing "127.0.0.1" first: the walk stops at
  // the CDN's hop, the furthest it can vouch for.
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 10.1.2.3' })).toBe('10.1.2.3');
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 10.1.2.3, 127.0.0.1' })).toBe('10.1.2.3');
  // The machine's own request through its own proxies is still itself.
  expect(ip(CDN, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 127.0.0.1' })).toBe('127.0.0.1');
});
