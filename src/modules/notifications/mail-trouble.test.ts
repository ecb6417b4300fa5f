// Mail failures speak up (decision 0038), through a real SMTP server on loopback that is down, refuses or asks for a
// password: each failed attempt is one log line without secrets or the message; the admin's email status warns at
// the first failure; /healthz's details say degraded (still 200) once mail has been stuck MAIL_STUCK_MINUTES; a test
// email that gets through sends what waits and ends the warning. The worker is driven by hand on a moved clock.
import { afterEach, expect, test } from 'bun:test';
import { SMTPServer } from 'smtp-server';
import { outbox } from '../../../db/schema';
import { startTestSite, type TestSite } from '../../testing/harness';
import { startSmtpServer } from '../../testing/smtp';

const OWNER = 'owner@example.test';
const MINUTE = 60_000;
const SECRET = 'pa55-w0rd-never-logged';
const visitor = { name: 'Mei Lin', email: 'mei@example.com', message: 'A private note that must stay out of every log line.' };

const sites: TestSite[] = [];
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  sites.splice(0).forEach((site) => site.close());
  for (const close of closers.splice(0)) await close();
});

/**
 * A site whose SMTP_URL points at `smtp` (with a user and password when `password`: the loopback test server takes
 * none), notifications on, the admin signed in.
 */
async function open(smtp: { port: number }, env: Record<string, string> = {}, { password = false } = {}) {
  const credentials = password ? `site:${SECRET}@` : '';
  const site = await startTestSite({
    SMTP_URL: `smtp://${credentials}127.0.0.1:${smtp.port}`,
    SMTP_FROM: 'Site <site@example.test>',
    ...env,
  });
  sites.push(site);
  const cookie = site.session();
  for (const [key, value] of [
    ['notificationEmail', OWNER],
    ['notificationsEnabled', 'true'],
  ]) {
    expect((await site.call('POST', '/api/settings', { cookie, body: { key, value } })).status).toBe(200);
  }
  const post = async () => {
    const res = await site.call('POST', '/api/contact-messages', { body: visitor });
    expect(res.status).toBe(201);
    return res.json.id as number;
  };
  const delivery = async () => (await site.call('GET', '/api/settings/email-status', { cookie })).json.delivery;
  const health = async (opts: { cookie?: string; headers?: Record<string, string> } = { cookie }) => {
    const res = await site.call('GET', '/healthz', opts);
    return { status: res.status, json: res.json };
  };
  const testEmail = () => site.call('POST', '/api/settings/test-email', { cookie });
  const lines = () => site.logged.map((args) => args.map(String).join(' '));
  return { site, cookie, post, delivery, health, testEmail, lines, runDue: () => site.deps.outbox.runDue() };
}

async function smtpServer() {
  const smtp = await startSmtpServer();
  closers.push(() => smtp.close());
  return smtp;
}

test('SMTP down: each failed attempt is one log line naming the notification, the attempt, the error and the next try; no password, no message', async () => {
  const smtp = await smtpServer();
  await smtp.stop();
  const { site, post, lines, runDue } = await open(smtp, {}, { password: true });
  const id = await post();
  await runDue();
  const [row] = site.db.select().from(outbox).all();
  const first = lines().filter((line) => line.includes('email notification'));
  expect(first).toHaveLength(1);
  expect(first[0]).toContain(
    `email notification ${row!.id} (message ${id}): attempt 1 failed: connect ECONNREFUSED 127.0.0.1:${smtp.port}`,
  );
  expect(first[0]).toContain(`next try at ${new Date(row!.nextAttemptAt).toISOString()} (in `);
  expect(first[0]).not.toMatch(/\n/);

  site.clock.now = row!.nextAttemptAt;
  await runDue();
  const both = lines().filter((line) => line.includes('email notification'));
  expect(both).toHaveLength(2);
  expect(both[1]).toContain('attempt 2 failed');
  const all = lines().join('\n');
  expect(all).not.toContain(SECRET);
  expect(all).not.toContain(visitor.message);
  expect(all).not.toContain(visitor.email);
});

test('the admin is warned at the first failure; /healthz says degraded (200) only after MAIL_STUCK_MINUTES, and "ok" to anyone else', async () => {
  const smtp = await smtpServer();
  await smtp.stop();
  const { site, post, delivery, health, runDue } = await open(smtp, { MAIL_STUCK_MINUTES: '15', TRUST_PROXY: 'true' });
  const t0 = site.clock.now;
  expect(await delivery()).toMatchObject({ warn: false, stuck: false, waiting: 0, lastFailure: null, stuckMinutes: 15 });
  await post();
  await runDue();
  expect(await delivery()).toEqual({
    stuck: false,
    warn: true,
    waiting: 1,
    oldestWaitingAt: new Date(t0).toISOString(),
    failingSince: new Date(t0).toISOString(),
    lastFailure: { at: new Date(t0).toISOString(), problem: 'no_connection', detail: expect.stringContaining('ECONNREFUSED') },
    stuckMinutes: 15,
  });
  expect(await health()).toMatchObject({ status: 200, json: { status: 'ok', mail: 'ok', outbox: { pending: 1, failed: 0 } } });

  site.clock.now = t0 + 15 * MINUTE - 1000;
  expect((await health()).json).toMatchObject({ status: 'ok', mail: 'ok' });
  site.clock.now = t0 + 15 * MINUTE;
  expect(await health()).toMatchObject({ status: 200, json: { status: 'degraded', mail: 'degraded' } });
  expect(await health({ headers: { 'x-forwarded-for': '127.0.0.1' } })).toMatchObject({
    status: 200,
    json: { status: 'degraded', mail: 'degraded' },
  });
  expect(await health({ headers: { 'x-forwarded-for': '203.0.113.9' } })).toEqual({ status: 200, json: { status: 'ok' } });
  expect(await delivery()).toMatchObject({ stuck: true, warn: true });
});

test('mail back: a test email is delivered, the waiting notification goes at once (not at its backoff) and is logged as sent, and the warning ends', async () => {
  const smtp = await smtpServer();
  await smtp.stop();
  const { site, post, delivery, health, testEmail, lines, runDue } = await open(smtp, { MAIL_STUCK_MINUTES: '5' });
  const id = await post();
  await runDue();
  site.clock.now += 6 * MINUTE;
  await runDue(); // the second attempt fails too, and backs off
  expect((await health()).json.status).toBe('degraded');

  // Still down: the test fails in words, and is now the last failure.
  const refused = await testEmail();
  expect(refused.status).toBe(502);
  expect(refused.json.error.message).toContain('ECONNREFUSED');
  expect((await delivery()).lastFailure).toMatchObject({ at: new Date(site.clock.now).toISOString(), problem: 'no_connection' });

  await smtp.start();
  const [before] = site.db.select().from(outbox).all();
  expect(before!.nextAttemptAt).toBeGreaterThan(site.clock.now); // its backoff would wait
  const sent = await testEmail();
  expect(sent.status).toBe(200);
  expect(smtp.received.map((mail) => mail.headers.subject)).toEqual(['Test email from your website']);
  const [after] = site.db.select().from(outbox).all();
  expect(after!.nextAttemptAt).toBe(site.clock.now);
  await runDue();
  expect(smtp.received).toHaveLength(2);
  expect(smtp.received[1]!.headers.subject).toContain('Mei Lin');
  expect(
    lines()
      .filter((line) => line.includes('email notification'))
      .at(-1),
  ).toBe(`email notification ${after!.id} (message ${id}): sent at attempt 3`);
  expect(await delivery()).toMatchObject({ stuck: false, warn: false, waiting: 0, failingSince: null, lastFailure: null });
  expect((await health()).json).toMatchObject({ status: 'ok', mail: 'ok', outbox: { pending: 0, failed: 0 } });
});

test('a 550 refusal leaves nothing waiting, yet warns at once and is degraded after MAIL_STUCK_MINUTES, until an email gets through', async () => {
  const smtp = await smtpServer();
  smtp.answerNext({ code: 550, message: 'Relay access denied' });
  const { site, post, delivery, health, lines, testEmail, runDue } = await open(smtp, { MAIL_STUCK_MINUTES: '10' });
  await post();
  await runDue();
  expect(lines().filter((line) => line.includes('email notification'))).toEqual([
    expect.stringMatching(/attempt 1 failed: 550 Relay access denied; not retried: the mail server refused it for good/),
  ]);
  expect(await delivery()).toMatchObject({
    warn: true,
    stuck: false,
    waiting: 0,
    lastFailure: { problem: 'rejected', detail: '550 Relay access denied' },
  });
  site.clock.now += 10 * MINUTE;
  expect((await health()).json).toMatchObject({ status: 'degraded', mail: 'degraded', outbox: { pending: 0, failed: 1 } });
  expect((await testEmail()).status).toBe(200);
  expect(await delivery()).toMatchObject({ warn: false, stuck: false });
  expect((await health()).json).toMatchObject({ status: 'ok', mail: 'ok' });
});

test('a notification waiting longer than MAIL_STUCK_MINUTES is stuck even before any attempt failed (nothing is sending)', async () => {
  const smtp = await smtpServer();
  const { site, post, delivery, health } = await open(smtp, { MAIL_STUCK_MINUTES: '0.5' });
  await post(); // the worker is not running here: nothing tries
  site.clock.now += 29_000;
  expect((await health()).json.mail).toBe('ok');
  site.clock.now += 1_000;
  expect((await health()).json.mail).toBe('degraded');
  expect(await delivery()).toMatchObject({ stuck: true, warn: true, lastFailure: null, failingSince: null, waiting: 1 });
});

test('a mail server refusing the sign-in, and quoting the password back: "sign_in", and the password is blanked in the log, the admin and the row', async () => {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      callback(Object.assign(new Error(`Bad credentials for ${auth.username}:${auth.password}`), { responseCode: 535 })),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { site, post, delivery, testEmail, lines, runDue } = await open(
    { port: (server.server.address() as { port: number }).port },
    {},
    { password: true },
  );
  await post();
  await runDue();
  const state = await delivery();
  expect(state.lastFailure).toMatchObject({ problem: 'sign_in', detail: expect.stringContaining('535 Bad credentials for site:***') });
  const refused = await testEmail();
  expect(refused.status).toBe(502);
  const everything = [JSON.stringify(state), refused.text, JSON.stringify(site.db.select().from(outbox).all()), lines().join('\n')].join(
    '\n',
  );
  expect(everything).toContain('site:***');
  expect(everything).not.toContain(SECRET);
});

test('test emails: at most 5 in 10 minutes, then 429 with Retry-After and nothing sent or recorded; allowed again after', async () => {
  const smtp = await smtpServer();
  const { site, testEmail } = await open(smtp);
  for (let i = 0; i < 5; i++) expect((await testEmail()).status).toBe(200);
  const refused = await testEmail();
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('600');
  expect(refused.json.error.message).toContain('At most 5 test emails in 10 minutes');
  expect(smtp.attempts).toHaveLength(5);
  const audited = site.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM audit_log WHERE action = 'test_email'").get()!.n;
  expect(audited).toBe(5);
  site.clock.now += 10 * 60_000;
  expect((await testEmail()).status).toBe(200);
  expect(smtp.received).toHaveLength(6);
});

test('without SMTP_URL: no delivery to report, /healthz says mail is off and ok', async () => {
  const site = await startTestSite();
  sites.push(site);
  const cookie = site.session();
  expect((await site.call('GET', '/api/settings/email-status', { cookie })).json).toEqual({
    configured: false,
    from: null,
    delivery: null,
  });
  expect((await site.call('GET', '/healthz', { cookie })).json).toMatchObject({ status: 'ok', mail: 'off' });
});
