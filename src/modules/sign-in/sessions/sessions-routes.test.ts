// Every signed-in device in view (decision 0073): each session with its browser and system in words, address, how
// and when it signed in; one signed out by its id, or all but this one; each recorded in the activity log.
import { afterEach, expect, test } from 'bun:test';
import type { EndedSessions, SignedInSession } from '../../../contract';
import { ADMIN_PASSWORD, expectError, sessionCookie, startTestSite, type TestSite } from '../../../testing/harness';

let site: TestSite;
afterEach(() => site?.close());

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signIn(userAgent: string, address: string) {
  const res = await site.call('POST', '/api/admin/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });
  expect(res.status).toBe(200);
  return sessionCookie(res.headers);
}

test('the list names each device in words, where it was seen and how it signed in; this one is marked', async () => {
  site = await startTestSite({ TRUST_PROXY: 'true' });
  const laptop = await signIn(MAC_CHROME, '198.51.100.7');
  site.clock.now += 5_000;
  await signIn(IPHONE, '203.0.113.9');
  const list = (await site.call('GET', '/api/admin/sessions', { cookie: laptop })).json as SignedInSession[];
  expect(list.map(({ browser, os, phone, address, method, current }) => ({ browser, os, phone, address, method, current }))).toEqual([
    { browser: 'Safari', os: 'iPhone', phone: true, address: '203.0.113.9', method: 'password', current: false },
    { browser: 'Chrome', os: 'macOS', phone: false, address: '198.51.100.7', method: 'password', current: true },
  ]);
  expect(list[0]!.id).toMatch(/^[0-9a-f]{16}$/);
  expect(Date.parse(list[1]!.signedInAt)).toBe(site.clock.now - 5_000);
});

test('"sign out" ends that device at once; "everywhere else" ends all but this one; both are in the activity log', async () => {
  site = await startTestSite({ TRUST_PROXY: 'true' });
  const laptop = await signIn(MAC_CHROME, '198.51.100.7');
  const phone = await signIn(IPHONE, '203.0.113.9');
  const third = await signIn(IPHONE, '203.0.113.10');
  const list = (await site.call('GET', '/api/admin/sessions', { cookie: laptop })).json as SignedInSession[];
  const phoneRow = list.find((s) => s.address === '203.0.113.9')!;
  expect((await site.call('DELETE', `/api/admin/sessions/${phoneRow.id}`, { cookie: laptop })).status).toBe(200);
  expect((await site.call('GET', '/api/auth/user', { cookie: phone })).status).toBe(401);
  expect((await site.call('GET', '/api/auth/user', { cookie: third })).status).toBe(200);
  expectError(await site.call('DELETE', `/api/admin/sessions/${phoneRow.id}`, { cookie: laptop }), 404, 'not_found');
  expectError(await site.call('DELETE', '/api/admin/sessions/not-an-id', { cookie: laptop }), 404, 'not_found');

  const ended = (await site.call('POST', '/api/admin/sessions/end-others', { cookie: laptop })).json as EndedSessions;
  expect(ended).toEqual({ ended: 1 });
  expect((await site.call('GET', '/api/auth/user', { cookie: third })).status).toBe(401);
  expect((await site.call('GET', '/api/auth/user', { cookie: laptop })).status).toBe(200);
  const log = (await site.call('GET', '/api/admin/audit', { cookie: laptop })).json as {
    action: string;
    target: string;
    detail: unknown;
  }[];
  expect(log.filter((e) => e.action.startsWith('session'))).toEqual([
    expect.objectContaining({ action: 'sessions_ended', detail: { count: 1 } }),
    expect.objectContaining({ action: 'session_ended', target: '203.0.113.9', detail: { browser: 'Safari', os: 'iPhone' } }),
  ]);
});
