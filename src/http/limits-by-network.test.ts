// Limits count an IPv6 client by its /64, through the real app behind a proxy: rotating addresses inside one network,
// in any spelling, does not buy more messages or guesses; another network, or a neighbouring IPv4 address, keeps its own.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { AuditEntry } from '../contract';
import { ADMIN_PASSWORD, expectError, sessionCookie, startTestSite, type TestSite } from '../testing/harness';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ TRUST_PROXY: 'true', CONTACT_LIMIT: '5', LOGIN_LIMIT: '10', LOGIN_ACCOUNT_LIMIT: '1000' });
});
afterAll(() => site.close());

const message = { name: 'Mei Lin', email: 'mei@example.com', message: 'We would like to automate our invoicing.' };
const send = (from: string) => site.call('POST', '/api/contact-messages', { body: message, headers: { 'x-forwarded-for': from } });
const signIn = (from: string, password: string) =>
  site.call('POST', '/api/admin/login', { body: { username: 'admin', password }, headers: { 'x-forwarded-for': from } });

// Eight addresses of 2001:db8:a:1::/64, as proxies and Bun may write them.
const oneNetwork = [
  '2001:db8:a:1::1',
  '2001:DB8:A:1::2',
  '2001:0db8:000a:0001:0000:0000:0000:0003',
  '[2001:db8:a:1::4]',
  '[2001:db8:a:1::5]:443',
  '2001:db8:a:1:ffff:ffff:ffff:ffff',
  '2001:db8:a:1::7%eth0',
  '2001:db8:a:1:0:0:0:8',
];

test('contact messages from 8 addresses in one /64: the 6th and later are 429; another /64 is not held back', async () => {
  const statuses = [];
  for (const from of oneNetwork) statuses.push((await send(from)).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  expectError(await send('2001:db8:a:1:1234::99'), 429, 'too_many_requests');
  expect((await send('2001:db8:a:2::1')).status).toBe(201);
  expect((await send('2001:db8:b:1::1')).status).toBe(201);
});

test('IPv4 counts per address, and an IPv4-mapped IPv6 address counts as its IPv4 address', async () => {
  for (let i = 0; i < 5; i++) expect((await send(i % 2 ? '::ffff:198.51.100.20' : '198.51.100.20')).status).toBe(201);
  expectError(await send('::FFFF:198.51.100.20'), 429, 'too_many_requests');
  expectError(await send('198.51.100.20'), 429, 'too_many_requests');
  // Its neighbour, and the next address mapped, are other clients.
  expect((await send('198.51.100.21')).status).toBe(201);
  expect((await send('::ffff:198.51.100.22')).status).toBe(201);
});

test('failed sign-ins from rotated addresses in one /64 reach 429 at LOGIN_LIMIT; another /64 still signs in', async () => {
  const statuses = [];
  for (let i = 1; i <= 12; i++) statuses.push((await signIn(`2001:db8:c:1::${i.toString(16)}`, `guess-${i}`)).status);
  expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  // Even the right password waits, from any address of that network.
  expectError(await signIn('2001:db8:c:1:abcd::1', ADMIN_PASSWORD), 429, 'too_many_requests');
  expect((await signIn('2001:db8:c:2::1', 'a wrong guess')).status).toBe(401);
  expect((await signIn('2001:db8:d:1::1', ADMIN_PASSWORD)).status).toBe(200);
}, 30_000);

test('the activity log still records the full address of a failed sign-in, not its network', async () => {
  expect((await signIn('2001:db8:e:1::abc', 'one more guess')).status).toBe(401);
  const owner = await signIn('192.0.2.1', ADMIN_PASSWORD);
  const cookie = sessionCookie(owner.headers);
  const entries = (await site.call('GET', '/api/admin/audit?limit=100', { cookie })).json as AuditEntry[];
  expect(entries.find((e) => e.action === 'sign_in_failed')!.ip).toBe('2001:db8:e:1::abc');
});
