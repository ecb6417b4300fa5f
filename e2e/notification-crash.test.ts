// The site is killed with SIGKILL while its mail server has the email but has not answered yet: after a
// restart on the same data folder the notification is delivered, at most one duplicate, same Message-ID.
import { afterAll, expect, test } from 'bun:test';
import { startSmtpServer, type SmtpTestServer } from '../src/testing/smtp';
import { freshSite } from './site-binary';
import { solvedCheckFrom } from '../src/testing/form-check';

const PASSWORD = 'crash-mail-password';
const OWNER = 'owner@example.test';

const fresh = freshSite({ after: 'all' });
let smtp: SmtpTestServer | undefined;
afterAll(async () => {
  await smtp?.close();
});

async function call(url: string, method: string, path: string, opts: { body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(`${url}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
}

async function login(url: string): Promise<string> {
  const res = await call(url, 'POST', '/api/admin/login', { body: { username: 'admin', password: PASSWORD } });
  expect(res.status).toBe(200);
  const set = res.headers.getSetCookie().find((c) => /^(__Host-)?session=/.test(c));
  expect(set).toBeDefined();
  return set!.split(';')[0]!;
}

test('SIGKILL while the mail server holds the email unanswered: delivered after restart, at most one duplicate, same Message-ID', async () => {
  smtp = await startSmtpServer({ answer: 'hang' });
  const folder = fresh.folder();
  const env = { ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url, SMTP_FROM: 'Site <site@example.test>' };
  const start = () => fresh.start(folder, env);

  const first = await start();
  const cookie = await login(first.url);
  for (const [key, value] of [
    ['notificationEmail', OWNER],
    ['notificationsEnabled', 'true'],
  ]) {
    expect((await call(first.url, 'POST', '/api/settings', { cookie, body: { key, value } })).status).toBe(200);
  }
  const sent = await call(first.url, 'POST', '/api/contact-messages', {
    body: {
      name: 'Crash Sender',
      email: 'crash@example.com',
      message: 'Please answer even if your server dies.',
      altcha: await solvedCheckFrom(first.url),
    },
  });
  expect(sent.status).toBe(201);

  // The whole email reaches the mail server, which never answers: the site waits for its 250.
  await smtp.waitFor(() => smtp!.attempts.length >= 1, 10_000, 'the DATA of the first send');
  expect(smtp.received).toHaveLength(0);
  const messageId = smtp.attempts[0]!.headers['message-id'];
  expect(messageId).toBeTruthy();
  await first.stop('SIGKILL');

  smtp.answer = 'accept';
  const second = await start();
  await smtp.waitFor(() => smtp!.received.length >= 1, 10_000, 'the email to be accepted after the restart');
  await Bun.sleep(300); // a duplicate, if any, would come right behind

  expect(smtp.received.length).toBeGreaterThanOrEqual(1);
  expect(smtp.received.length).toBeLessThanOrEqual(2);
  for (const mail of smtp.received) {
    expect(mail.headers['message-id']).toBe(messageId);
    expect(mail.to).toEqual([OWNER]);
    expect(mail.headers.subject).toContain('Crash Sender');
  }

  // The admin sees it as sent (the session survives the restart: it lives in the database).
  const read = await call(second.url, 'GET', `/api/contact-messages/${sent.json.id}`, { cookie });
  expect(read.status).toBe(200);
  expect(read.json.notification).toMatchObject({ status: 'sent', nextAttemptAt: null, lastError: null });
  expect(await second.stop('SIGTERM')).toBe(0);
});
