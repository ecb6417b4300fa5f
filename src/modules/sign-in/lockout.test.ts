// The lock-out attack replayed: strangers at twelve addresses guess the admin's password ten times each, filling the
// per-account limit. The owner's browser, which has signed in before, still gets in with the right password; a new
// browser is held back; `site reset-admin` lifts every block in the running server.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { ADMIN_PASSWORD, expectError, sessionCookie, startTestSite, type TestSite } from '../../testing/harness';
import { resetAdminPassword } from './service';

let site: TestSite;
let ownersDevice: string;
beforeAll(async () => {
  // Behind a proxy, so each request can come from its own client address (X-Forwarded-For).
  site = await startTestSite({ TRUST_PROXY: 'true', LOGIN_LIMIT: '10', LOGIN_ACCOUNT_LIMIT: '100' });
  const first = await signIn('198.51.100.7', ADMIN_PASSWORD);
  expect(first.status).toBe(200);
  ownersDevice = first.headers
    .getSetCookie()
    .find((c) => c.startsWith('device='))!
    .split(';')[0]!;
});
afterAll(() => site.close());

function signIn(address: string, password: string, cookie?: string) {
  return site.call('POST', '/api/admin/login', { body: { username: 'admin', password }, cookie, headers: { 'x-forwarded-for': address } });
}

test('the owner signs in after strangers at 12 addresses guessed 10 times each; a new browser waits', async () => {
  const statuses: number[] = [];
  for (let a = 1; a <= 12; a++) {
    for (let i = 0; i < 10; i++) statuses.push((await signIn(`203.0.113.${a}`, `guess-${a}-${i}`)).status);
  }
  // Every attempt counts against the account, the owner's own sign-in included: 99 guesses were checked (and wrong),
  // then the account limit (100 an hour) turned the strangers away.
  expect([statuses.filter((s) => s === 401).length, statuses.filter((s) => s === 429).length]).toEqual([99, 21]);
  // The account limit (100 an hour) is full: a browser that never signed in is held back, even with the right password.
  const stranger = await signIn('192.0.2.50', ADMIN_PASSWORD);
  expectError(stranger, 429, 'too_many_requests');
  expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(60);
  // The guessing addresses are held back by their own limit too.
  expectError(await signIn('203.0.113.1', ADMIN_PASSWORD), 429, 'too_many_requests');
  // The owner's browser, from a new address (a phone on another network): in.
  const owner = await signIn('192.0.2.99', ADMIN_PASSWORD, ownersDevice);
  expect(owner.status).toBe(200);
  expect((await site.call('GET', '/api/contact-messages', { cookie: sessionCookie(owner.headers) })).status).toBe(200);
}, 30_000);

test('a known-device cookie does not stand in for the password, and a forged one is ignored', async () => {
  expectError(await signIn('192.0.2.98', 'still a guess', ownersDevice), 401, 'unauthorized');
  const forged = `device=${ownersDevice.slice('device='.length).split('.')[0]}.AAAA`;
  expectError(await signIn('192.0.2.97', ADMIN_PASSWORD, forged), 429, 'too_many_requests');
});

test('site reset-admin lifts every block in the running server: the new password works from a new browser at once', async () => {
  site.clock.now += 1000;
  const { password } = await resetAdminPassword(site.db, site.clock.now);
  expect((await signIn('192.0.2.60', password)).status).toBe(200);
  // The old known-device cookie was made for the old password: it is worth nothing now.
  site.clock.now += 1000;
  for (let i = 0; i < 100; i++) await signIn(`198.18.${Math.floor(i / 10)}.${i % 10}`, `guess-${i}`);
  expectError(await signIn('192.0.2.61', password, ownersDevice), 429, 'too_many_requests');
}, 30_000);
