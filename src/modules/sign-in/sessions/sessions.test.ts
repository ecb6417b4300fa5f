// Session lifetime: idle expiry (SESSION_IDLE_HOURS), activity keeping a session alive, and the absolute limit (SESSION_MAX_DAYS).
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../../testing/harness';

// One hour idle, one day at most. Activity refreshes "last seen" only when more than a minute passed, so steps are minutes apart.
let site: TestSite;
beforeAll(async () => (site = await startTestSite({ SESSION_IDLE_HOURS: '1', SESSION_MAX_DAYS: '1' })));
afterAll(() => site.close());

const MINUTE = 60_000;
const whoAmI = async (cookie: string) => (await site.call('GET', '/api/auth/user', { cookie })).status;
const later = (minutes: number) => (site.clock.now += minutes * MINUTE);

test('a session left idle for longer than the idle limit is refused, on admin calls too', async () => {
  const cookie = await site.login();
  later(61);
  const res = await site.call('GET', '/api/contact-messages', { cookie });
  expect(res.status).toBe(401);
  expect(res.json.error.code).toBe('unauthorized');
  expect(await whoAmI(cookie)).toBe(401);
});

test('a session idle for just under the limit still works', async () => {
  const cookie = await site.login();
  later(59);
  expect(await whoAmI(cookie)).toBe(200);
});

test('once expired it stays expired, even if the clock were to go back', async () => {
  const cookie = await site.login();
  later(61);
  expect(await whoAmI(cookie)).toBe(401);
  later(-61);
  expect(await whoAmI(cookie)).toBe(401);
});

test('activity within the idle window keeps the session alive well past one idle period', async () => {
  const cookie = await site.login();
  for (let i = 0; i < 4; i++) {
    later(50);
    expect(await whoAmI(cookie)).toBe(200);
  }
  // 200 minutes after login, 50 after the last call: still fine; then a long pause ends it.
  later(61);
  expect(await whoAmI(cookie)).toBe(401);
});

test('a session ends at the absolute limit even with constant activity', async () => {
  const cookie = await site.login();
  let elapsed = 0;
  while (elapsed + 50 < 24 * 60) {
    later(50);
    elapsed += 50;
    expect(await whoAmI(cookie)).toBe(200);
  }
  later(24 * 60 - elapsed + 1); // one minute past a day, well within the idle window
  expect(await whoAmI(cookie)).toBe(401);
  expect((await site.call('GET', '/api/settings/adminUsername', { cookie })).status).toBe(401);
});

test('after expiry a fresh login works again', async () => {
  const old = await site.login();
  later(120);
  expect(await whoAmI(old)).toBe(401);
  expect(await whoAmI(await site.login())).toBe(200);
});
