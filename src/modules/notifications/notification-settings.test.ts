// Email notifications from the settings side: switched off or without an address nothing is sent, without
// SMTP_URL the site still works and says so, the test email, and the message stored together with its outbox row.
import { afterEach, expect, test } from 'bun:test';
import { contactMessages, outbox } from '../../../db/schema';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { startSmtpServer, type SmtpTestServer } from '../../testing/smtp';

const OWNER = 'owner@example.test';
const FROM = 'Site <site@example.test>';
const visitor = { name: 'Mei Lin', email: 'mei@example.com', service: 'automation', message: 'We would like to automate our invoicing.' };

const sites: TestSite[] = [];
const smtps: SmtpTestServer[] = [];
afterEach(async () => {
  sites.splice(0).forEach((site) => site.close());
  await Promise.all(smtps.splice(0).map((smtp) => smtp.close()));
});

/** A site (with a loopback SMTP server unless `smtp` is false) and the given settings written by the admin. */
async function open({ smtp: withSmtp = true, settings = {} as Record<string, string> } = {}) {
  const smtp = withSmtp ? await startSmtpServer() : null;
  if (smtp) smtps.push(smtp);
  const site = await startTestSite(smtp ? { SMTP_URL: smtp.url, SMTP_FROM: FROM } : {});
  sites.push(site);
  const cookie = site.session();
  for (const [key, value] of Object.entries(settings)) {
    expect((await site.call('POST', '/api/settings', { cookie, body: { key, value } })).status).toBe(200);
  }
  const stored = () => site.db.select().from(contactMessages).all();
  const queued = () => site.db.select().from(outbox).all();
  return { site, smtp, cookie, stored, queued };
}

test('notifications switched off: the message is stored, no outbox row, nothing sent', async () => {
  const { site, smtp, cookie, stored, queued } = await open({ settings: { notificationEmail: OWNER, notificationsEnabled: 'false' } });
  const res = await site.call('POST', '/api/contact-messages', { body: visitor });
  expect(res.status).toBe(201);
  expect(stored().map((m) => m.id)).toEqual([res.json.id]);
  expect(queued()).toEqual([]);
  await site.deps.outbox.runDue();
  expect(smtp!.attempts).toHaveLength(0);
  expect((await site.call('GET', `/api/contact-messages/${res.json.id}`, { cookie })).json.notification).toBeNull();
});

test('notifications on but no address set: the message is stored, nothing sent', async () => {
  const { site, smtp, stored, queued } = await open({ settings: { notificationEmail: '', notificationsEnabled: 'true' } });
  const res = await site.call('POST', '/api/contact-messages', { body: visitor });
  expect(res.status).toBe(201);
  expect(stored()).toHaveLength(1);
  expect(queued()).toEqual([]);
  await site.deps.outbox.runDue();
  expect(smtp!.attempts).toHaveLength(0);
});

test('switching notifications on later notifies only messages that arrive after', async () => {
  const { site, smtp, cookie } = await open({ settings: { notificationEmail: OWNER, notificationsEnabled: 'false' } });
  await site.call('POST', '/api/contact-messages', { body: { ...visitor, name: 'Before Switch' } });
  await site.call('POST', '/api/settings', { cookie, body: { key: 'notificationsEnabled', value: 'true' } });
  await site.call('POST', '/api/contact-messages', { body: { ...visitor, name: 'After Switch' } });
  await site.deps.outbox.runDue();
  expect(smtp!.received.map((m) => m.headers.subject)).toEqual([expect.stringContaining('After Switch')]);
});

test('without SMTP_URL: messages are stored (201), email-status says not configured, test email and resend are 409, nothing crashes', async () => {
  const { site, cookie, stored, queued } = await open({
    smtp: false,
    settings: { notificationEmail: OWNER, notificationsEnabled: 'true' },
  });
  const res = await site.call('POST', '/api/contact-messages', { body: visitor });
  expect(res.status).toBe(201);
  expect(stored()).toHaveLength(1);
  expect(queued()).toEqual([]);
  await site.deps.outbox.runDue(); // no mailer: a no-op, not a crash

  const status = await site.call('GET', '/api/settings/email-status', { cookie });
  expect(status.status).toBe(200);
  expect(status.json).toEqual({ configured: false, from: null, delivery: null });
  expectError(await site.call('POST', '/api/settings/test-email', { cookie }), 409, 'conflict', { exact: true });
  expectError(await site.call('POST', `/api/contact-messages/${res.json.id}/notification`, { cookie }), 409, 'conflict', { exact: true });

  const read = await site.call('GET', `/api/contact-messages/${res.json.id}`, { cookie });
  expect(read.status).toBe(200);
  expect(read.json.notification).toBeNull();
  expect((await site.call('GET', '/api/contact-messages', { cookie })).json).toHaveLength(1);
});

test('email-status with SMTP configured names the sender and says delivery is fine; anonymous is 401', async () => {
  const { site, cookie } = await open();
  const status = await site.call('GET', '/api/settings/email-status', { cookie });
  expect(status.status).toBe(200);
  expect(status.json).toEqual({
    configured: true,
    from: FROM,
    delivery: { stuck: false, warn: false, waiting: 0, oldestWaitingAt: null, failingSince: null, lastFailure: null, stuckMinutes: 30 },
  });
  expectError(await site.call('GET', '/api/settings/email-status'), 401, 'unauthorized', { exact: true });
});

test('test email: delivered to the notification address, 200 { ok, to }', async () => {
  const { site, smtp, cookie } = await open({ settings: { notificationEmail: OWNER } });
  const res = await site.call('POST', '/api/settings/test-email', { cookie });
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ ok: true, to: OWNER });
  expect(smtp!.received).toHaveLength(1);
  const mail = smtp!.received[0]!;
  expect(mail.to).toEqual([OWNER]);
  expect(mail.headers.to).toBe(OWNER);
  expect(mail.headers.from).toBe(FROM);
  expect(mail.headers.subject).toMatch(/test/i);
  expect(mail.headers['message-id']).toMatch(/@example\.test>$/);
});

test('test email refused with 550: 502 whose message carries the SMTP reply', async () => {
  const { site, smtp, cookie } = await open({ settings: { notificationEmail: OWNER } });
  smtp!.answer = { code: 550, message: 'Relay access denied' };
  const res = await site.call('POST', '/api/settings/test-email', { cookie });
  expectError(res, 502, 'bad_gateway', { exact: true });
  expect(res.json.error.message).toContain('550 Relay access denied');
  expect(smtp!.received).toHaveLength(0);
});

test('test email with the mail server down: 502 with the connection error', async () => {
  const { site, smtp, cookie } = await open({ settings: { notificationEmail: OWNER } });
  await smtp!.stop();
  const res = await site.call('POST', '/api/settings/test-email', { cookie });
  expectError(res, 502, 'bad_gateway', { exact: true });
  expect(res.json.error.message).toMatch(/ECONNREFUSED|refused/i);
});

test('test email: anonymous is 401 and sends nothing; without an address it is 409', async () => {
  const { site, smtp, cookie } = await open({ settings: { notificationEmail: OWNER } });
  expectError(await site.call('POST', '/api/settings/test-email'), 401, 'unauthorized', { exact: true });
  expectError(await site.call('POST', '/api/settings/test-email', { cookie: 'session=garbage' }), 401, 'unauthorized', { exact: true });
  expect(smtp!.attempts).toHaveLength(0);
  await site.call('POST', '/api/settings', { cookie, body: { key: 'notificationEmail', value: '' } });
  expectError(await site.call('POST', '/api/settings/test-email', { cookie }), 409, 'conflict', { exact: true });
  expect(smtp!.attempts).toHaveLength(0);
});

test('the message and its outbox row are one write: when the row cannot be written, the message is not stored either', async () => {
  const { site, smtp, stored } = await open({ settings: { notificationEmail: OWNER, notificationsEnabled: 'true' } });
  const before = stored().length;
  site.db.$client.run('DROP TABLE outbox');
  const res = await site.call('POST', '/api/contact-messages', { body: visitor });
  expectError(res, 500, 'internal_error', { exact: true });
  expect(res.text).not.toContain(visitor.message);
  expect(site.logged.flat().map(String).join('\n')).toContain('no such table: outbox'); // failed for this reason, not another
  expect(stored()).toHaveLength(before);
  expect(smtp!.attempts).toHaveLength(0);
});
