// Email notifications through a real SMTP server on loopback: what the administrator receives, and how the
// outbox gets it there through outages, 4xx and 5xx replies. The worker is driven by hand (runDue) on a
// moved clock, so no test waits for real backoff.
import { afterEach, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser';
import { outbox } from '../../../db/schema';
import { startTestSite, type TestSite } from '../../testing/harness';
import { startSmtpServer, type SmtpTestServer } from '../../testing/smtp';

const OWNER = 'owner@example.test';
const FROM = 'Site <site@example.test>';
const T0 = Date.parse('2025-05-06T07:08:09.000Z');
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const visitor = { name: 'Mei Lin', email: 'mei@example.com', service: 'automation', message: 'We would like to automate our invoicing.' };

const sites: TestSite[] = [];
const smtps: SmtpTestServer[] = [];
afterEach(async () => {
  sites.splice(0).forEach((site) => site.close());
  await Promise.all(smtps.splice(0).map((smtp) => smtp.close()));
});

/** A site sending to a loopback SMTP server, notifications switched on by the admin through the API. */
async function open({ smtpDown = false } = {}) {
  const smtp = await startSmtpServer();
  smtps.push(smtp);
  if (smtpDown) await smtp.stop();
  const site = await startTestSite({ SMTP_URL: smtp.url, SMTP_FROM: FROM });
  sites.push(site);
  site.clock.now = T0;
  let cookie = site.session();
  /** An admin call; signs in again when the moved clock has expired the session. */
  const admin = async (method: string, path: string, body?: unknown) => {
    let res = await site.call(method, path, { cookie, body });
    if (res.status === 401) {
      cookie = site.session();
      res = await site.call(method, path, { cookie, body });
    }
    return res;
  };
  for (const [key, value] of [
    ['notificationEmail', OWNER],
    ['notificationsEnabled', 'true'],
  ]) {
    expect((await admin('POST', '/api/settings', { key, value })).status).toBe(200);
  }
  const post = async (body: Record<string, unknown> = visitor) => {
    const res = await site.call('POST', '/api/contact-messages', { body });
    expect(res.status).toBe(201);
    return res.json as { id: number };
  };
  /** What the admin sees in the message dialog. */
  const notification = async (id: number) => {
    const res = await admin('GET', `/api/contact-messages/${id}`);
    expect(res.status).toBe(200);
    return res.json.notification;
  };
  const rows = (id: number) => site.db.select().from(outbox).where(eq(outbox.contactMessageId, id)).all();
  const runDue = () => site.deps.outbox.runDue();
  return { site, smtp, admin, post, notification, rows, runDue };
}

test('normal delivery: one email to the notification address, with every field, escaped HTML and a stable Message-ID', async () => {
  const { smtp, post, notification, rows, runDue } = await open();
  const message = 'Please call me: <script>alert(1)</script> & "quotes" are fine.';
  const { id } = await post({ ...visitor, message });
  expect(smtp.attempts).toHaveLength(0); // nothing goes out in the request itself: the worker sends it
  await runDue();

  expect(smtp.received).toHaveLength(1);
  const mail = smtp.received[0]!;
  expect(mail.to).toEqual([OWNER]);
  expect(mail.from).toBe('site@example.test');
  expect(mail.headers.to).toBe(OWNER);
  expect(mail.headers.from).toBe(FROM);
  expect(mail.headers.subject).toContain('Mei Lin');
  expect(mail.headers['reply-to']).toContain('<mei@example.com>');
  expect(mail.headers['reply-to']).toContain('Mei Lin');
  for (const field of ['Mei Lin', 'mei@example.com', 'Automation', message, new Date(T0).toUTCString()]) expect(mail.text).toContain(field);
  expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('Mei Lin');
  expect(mail.html).toContain(new Date(T0).toUTCString());

  const [row] = rows(id);
  expect(row!.messageIdHeader).toMatch(/^<[^<>@\s]+@example\.test>$/);
  expect(mail.headers['message-id']).toBe(row!.messageIdHeader);
  expect(await notification(id)).toEqual({
    status: 'sent',
    to: 'owner@example.test',
    attempts: expect.any(Number),
    sentAt: new Date(T0).toISOString(),
    nextAttemptAt: null,
    lastError: null,
  });

  await runDue(); // nothing more is due
  expect(smtp.attempts).toHaveLength(1);
});

test('two messages make two emails, each with its own Message-ID', async () => {
  const { smtp, post, runDue } = await open();
  await post({ ...visitor, name: 'First Sender' });
  await post({ ...visitor, name: 'Second Sender' });
  await runDue();
  expect(smtp.received.map((m) => m.headers.subject).sort()).toEqual([
    expect.stringContaining('First Sender'),
    expect.stringContaining('Second Sender'),
  ]);
  expect(new Set(smtp.received.map((m) => m.headers['message-id'])).size).toBe(2);
});

test('a sender writing in Chinese: subject, Reply-To and text arrive intact', async () => {
  const { smtp, post, runDue } = await open();
  await post({ ...visitor, name: '林美玲', message: '我們想把發票流程自動化，請與我聯絡。' });
  await runDue();
  const mail = smtp.received[0]!;
  expect(mail.headers.subject).toContain('林美玲');
  expect(mail.headers['reply-to']).toContain('林美玲');
  expect(mail.text).toContain('我們想把發票流程自動化，請與我聯絡。');
  expect(mail.html).toContain('我們想把發票流程自動化，請與我聯絡。');
});

test('a name carrying line breaks is refused (422, nothing queued); one carrying addresses cannot add recipients', async () => {
  const { site, smtp, post, runDue } = await open();
  const forged = await site.call('POST', '/api/contact-messages', {
    body: { ...visitor, name: 'Mei\r\nBcc: victim@example.net\r\nX-Evil: 1' },
  });
  expect(forged.status).toBe(422);
  expect(forged.json.error.issues.map((i: { path: string }) => i.path)).toEqual(['name']);
  expect(site.db.select().from(outbox).all()).toEqual([]);
  await post({ ...visitor, name: 'Eve <eve@evil.example>, "x" <x@evil.example>' });
  await runDue();
  expect(smtp.received).toHaveLength(1);
  for (const mail of smtp.received) {
    expect(mail.to).toEqual([OWNER]);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers['x-evil']).toBeUndefined();
    expect(mail.headers.subject).not.toMatch(/[\r\n]/);
    // The name stays a quoted display name: Reply-To holds exactly one address, the sender's.
    expect(addressparser(mail.headers['reply-to']!, { flatten: true }).map((a) => a.address)).toEqual(['mei@example.com']);
  }
});

test('a bot filling the honeypot field gets a 201, and no email is sent', async () => {
  const { site, smtp, post, runDue } = await open();
  await post({ ...visitor, website: 'http://spam.example' });
  await runDue();
  expect(site.db.select().from(outbox).all()).toEqual([]);
  expect(smtp.attempts).toHaveLength(0);
});

test('SMTP down at first, then up: pending with a next attempt and the error, then delivered exactly once', async () => {
  const { site, smtp, post, notification, runDue } = await open({ smtpDown: true });
  const { id } = await post();
  await runDue();
  const pending = await notification(id);
  expect(pending.status).toBe('pending');
  expect(pending.attempts).toBeGreaterThanOrEqual(1);
  expect(Date.parse(pending.nextAttemptAt)).toBeGreaterThan(site.clock.now);
  expect(pending.lastError).toMatch(/ECONNREFUSED|refused/i);

  await smtp.start();
  await runDue(); // the clock has not moved: not due yet
  expect(smtp.attempts).toHaveLength(0);
  expect((await notification(id)).attempts).toBe(pending.attempts);

  site.clock.now = Date.parse(pending.nextAttemptAt) + 1;
  await runDue();
  expect(smtp.received).toHaveLength(1);
  expect(await notification(id)).toMatchObject({
    status: 'sent',
    sentAt: new Date(site.clock.now).toISOString(),
    nextAttemptAt: null,
    lastError: null,
  });

  await runDue();
  site.clock.now += DAY;
  await runDue();
  expect(smtp.attempts).toHaveLength(1);
});

test('451 twice, then 250: delivered once, attempts and delays grow (30 s, then 60 s, each ±20 %)', async () => {
  const { site, smtp, post, notification, runDue } = await open();
  smtp.answerNext({ code: 451, message: 'Greylisted, try again later' }, { code: 451, message: 'Greylisted, try again later' });
  const { id } = await post();
  const delays: number[] = [];
  for (const expectedAttempts of [1, 2]) {
    await runDue();
    const state = await notification(id);
    expect(state.lastError).toContain('451 Greylisted');
    expect(state).toMatchObject({ status: 'pending', attempts: expectedAttempts });
    delays.push(Date.parse(state.nextAttemptAt) - site.clock.now);
    site.clock.now = Date.parse(state.nextAttemptAt);
  }
  expect(delays[0]).toBeGreaterThanOrEqual(30 * SECOND * 0.8);
  expect(delays[0]).toBeLessThanOrEqual(30 * SECOND * 1.2);
  expect(delays[1]).toBeGreaterThanOrEqual(60 * SECOND * 0.8);
  expect(delays[1]).toBeLessThanOrEqual(60 * SECOND * 1.2);
  expect(delays[1]!).toBeGreaterThan(delays[0]!);

  await runDue();
  expect(smtp.received).toHaveLength(1);
  expect(smtp.attempts.map((m) => m.answer)).toEqual([
    { code: 451, message: 'Greylisted, try again later' },
    { code: 451, message: 'Greylisted, try again later' },
    'accept',
  ]);
  expect(new Set(smtp.attempts.map((m) => m.headers['message-id'])).size).toBe(1); // the same email each time
  expect(await notification(id)).toMatchObject({ status: 'sent', lastError: null });

  site.clock.now += DAY;
  await runDue();
  expect(smtp.received).toHaveLength(1);
});

test('a 550 reply: failed with the reply shown, never retried; resend with the server accepting delivers it', async () => {
  const { site, smtp, admin, post, notification, runDue } = await open();
  smtp.answerNext({ code: 550, message: 'No such user here' });
  const { id } = await post();
  await runDue();
  const failed = await notification(id);
  expect(failed).toMatchObject({ status: 'failed', nextAttemptAt: null, sentAt: null });
  expect(failed.lastError).toContain('550');
  expect(failed.lastError).toContain('No such user here');

  site.clock.now += DAY;
  await runDue();
  expect(smtp.attempts).toHaveLength(1);
  expect(smtp.received).toHaveLength(0);

  const resend = await admin('POST', `/api/contact-messages/${id}/notification`);
  expect(resend.status).toBe(200);
  expect(resend.json).toMatchObject({ status: 'pending' });
  await runDue();
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]!.to).toEqual([OWNER]);
  expect(await notification(id)).toMatchObject({ status: 'sent', sentAt: new Date(site.clock.now).toISOString(), lastError: null });
});

test('resend: anonymous is 401 and queues nothing; an unknown message is 404', async () => {
  const { site, smtp, admin, post, runDue } = await open();
  smtp.answerNext({ code: 550 });
  const { id } = await post();
  await runDue();
  const anonymous = await site.call('POST', `/api/contact-messages/${id}/notification`);
  expect(anonymous.status).toBe(401);
  expect(anonymous.json.error.code).toBe('unauthorized');
  await runDue();
  expect(smtp.attempts).toHaveLength(1);
  const unknown = await admin('POST', '/api/contact-messages/99999/notification');
  expect(unknown.status).toBe(404);
  expect(unknown.json.error.code).toBe('not_found');
});

test('temporary failures for more than two days: given up and marked failed, not retried forever', async () => {
  const { site, smtp, post, notification, rows, runDue } = await open();
  // A few 451 replies, then the server goes away altogether (connection refused): both are temporary.
  smtp.answerNext({ code: 451 }, { code: 451 }, { code: 451 });
  const { id } = await post();
  const tries: number[] = [];
  for (let i = 0; i < 500 && rows(id)[0]!.status === 'pending'; i++) {
    site.clock.now = rows(id)[0]!.nextAttemptAt;
    tries.push(site.clock.now);
    await runDue();
    if (smtp.attempts.length === 3 && smtp.running) await smtp.stop();
  }
  const state = await notification(id);
  expect(state).toMatchObject({ status: 'failed', nextAttemptAt: null, sentAt: null });
  expect(state.lastError).toBeTruthy();
  expect(state.attempts).toBe(tries.length);
  // Retried for at least a day (two, here), and stopped soon after: the last wait is at most an hour (+20 %).
  expect(tries.at(-1)! - T0).toBeGreaterThanOrEqual(2 * DAY);
  expect(tries.at(-2)! - T0).toBeLessThan(2 * DAY);
  expect(tries.at(-1)! - tries.at(-2)!).toBeLessThanOrEqual(72 * 60 * SECOND);

  await smtp.start();
  site.clock.now += 7 * DAY;
  await runDue();
  expect(smtp.attempts).toHaveLength(3);
  expect((await notification(id)).status).toBe('failed');
});

test('deleting a message drops its pending notification: nothing is sent', async () => {
  const { site, smtp, admin, post, rows, runDue } = await open();
  const { id } = await post();
  expect(rows(id)).toHaveLength(1);
  expect((await admin('DELETE', `/api/contact-messages/${id}`)).status).toBe(200);
  expect(rows(id)).toHaveLength(0);
  await runDue();
  site.clock.now += DAY;
  await runDue();
  expect(smtp.attempts).toHaveLength(0);
});
