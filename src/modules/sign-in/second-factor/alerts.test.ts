// The owner is told by email, through a real SMTP server on loopback, when it matters (decision 0073): a sign-in from
// a device not seen before, a factor added or removed, a recovery code used, a right password with a wrong code.
import { afterEach, expect, test } from 'bun:test';
import type { RecoveryCodes, TotpSetup } from '../../../contract';
import { ADMIN_PASSWORD, startTestSite, type TestSite } from '../../../testing/harness';
import { parseMessage, startSmtpServer, type SmtpTestServer } from '../../../testing/smtp';
import { fromBase32, hotp, stepAt } from './totp';

const OWNER = 'owner@example.com';
let site: TestSite;
let smtp: SmtpTestServer;
afterEach(async () => {
  site?.close();
  await smtp?.close();
});

const subjects = () => smtp.received.map((mail) => parseMessage(mail.raw).headers.subject ?? '');
const until = async (count: number) => {
  for (let i = 0; i < 100 && smtp.received.length < count; i++) await Bun.sleep(20);
  return subjects();
};

test('emails go to the notification address for a new device, a factor added, a recovery code used and a wrong second step', async () => {
  smtp = await startSmtpServer();
  site = await startTestSite({ SMTP_URL: smtp.url, SMTP_FROM: 'site@example.com', TRUST_PROXY: 'true' });
  const cookie = await site.login(); // the site's first sign-in: nothing to warn of
  for (const [key, value] of [
    ['notificationEmail', OWNER],
    ['notificationsEnabled', 'true'],
  ])
    expect((await site.call('POST', '/api/settings', { cookie, body: { key, value } })).status).toBe(200);
  await site.login(); // the same browser again (its known-device cookie): no email
  // A new browser at an address already signed in from (cookies cleared at the office): no email either.
  expect((await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status).toBe(200);
  const stranger = await site.call('POST', '/api/admin/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0', 'x-forwarded-for': '203.0.113.7' },
  });
  expect(stranger.status).toBe(200);
  expect(await until(1)).toEqual([expect.stringContaining('New sign-in to the admin from a device not seen before')]);
  const alert = parseMessage(smtp.received[0]!.raw);
  expect(smtp.received[0]!.to).toEqual([OWNER]);
  expect(alert.text).toContain('Firefox, Windows');
  expect(alert.text).toContain('203.0.113.7');
  expect(alert.text).toContain('有新裝置登入管理後台');

  const setup = (await site.call('POST', '/api/admin/security/totp/setup', { cookie })).json as TotpSetup;
  const code = hotp(fromBase32(setup.secret), stepAt(site.clock.now));
  const codes = ((await site.call('POST', '/api/admin/security/totp', { cookie, body: { code } })).json as RecoveryCodes).codes;
  expect((await until(2))[1]).toContain('A sign-in method was added');

  let addresses = 0;
  const pending = async () => {
    const headers = { 'x-forwarded-for': `198.51.100.${++addresses}` };
    const res = await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, headers });
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const wrong = await pending();
  await site.call('POST', '/api/admin/login/second-factor', { cookie: wrong, body: { method: 'totp', code: '000000' } });
  await site.call('POST', '/api/admin/login/second-factor', { cookie: wrong, body: { method: 'totp', code: '000001' } });
  expect((await until(3))[2]).toContain('The admin password was typed correctly, but the second step failed');
  const rescued = await site.call('POST', '/api/admin/login/second-factor', {
    cookie: await pending(),
    body: { method: 'recovery', code: codes[0] },
    headers: { 'x-forwarded-for': `198.51.100.${addresses}` },
  });
  expect(rescued.status).toBe(200);
  const all = await until(5);
  expect(all.slice(3).sort()).toEqual([
    expect.stringContaining('A recovery code was used'),
    expect.stringContaining('New sign-in to the admin from a device not seen before'),
  ]);
  await Bun.sleep(100);
  expect(smtp.received).toHaveLength(5); // one email per wrong sign-in, not per wrong code
});
