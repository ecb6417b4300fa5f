// GET /healthz as a monitor reads it: no session needed, the version and uptime, the database writable or not (503),
// and the notification emails waiting — nothing secret.
import { afterEach, expect, test } from 'bun:test';
import pkg from '../../../package.json' with { type: 'json' };
import { startTestSite, type TestSite } from '../../testing/harness';

const sites: TestSite[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.close()));
async function open(env: Record<string, string> = {}) {
  const site = await startTestSite(env);
  sites.push(site);
  return site;
}

test('a healthy site: 200 without a session, with version, uptime, database and outbox, never cached', async () => {
  const site = await open();
  site.clock.now += 90_500;
  const res = await site.call('GET', '/healthz');
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ status: 'ok', version: pkg.version, uptimeS: 90, database: 'ok', outbox: { pending: 0, failed: 0 } });
  expect(res.headers.get('cache-control')).toBe('no-store');
});

test('a notification email not sent yet is counted as pending', async () => {
  // A mail server nobody listens on; the outbox worker is not started here, so the email waits.
  const site = await open({ SMTP_URL: 'smtp://127.0.0.1:9', SMTP_FROM: 'Site <site@example.com>' });
  const cookie = await site.login();
  await site.call('POST', '/api/settings', { cookie, body: { key: 'notificationEmail', value: 'owner@example.com' } });
  await site.call('POST', '/api/settings', { cookie, body: { key: 'notificationsEnabled', value: 'true' } });
  expect((await site.call('POST', '/api/contact-messages', { body: { name: 'Mei', email: 'mei@example.com', message: 'Please call me back.' } })).status).toBe(201);
  site.clock.now += 2_000;
  expect((await site.call('GET', '/healthz')).json.outbox).toEqual({ pending: 1, failed: 0 });
});

test('a database that refuses writes: 503, "unwritable", and no error text or path', async () => {
  const site = await open();
  site.db.$client.run('PRAGMA query_only = ON'); // SQLite itself now refuses every write on this connection
  site.clock.now += 2_000;
  const res = await site.call('GET', '/healthz');
  expect(res.status).toBe(503);
  expect(res.json).toMatchObject({ status: 'unavailable', database: 'unwritable' });
  expect(res.text).not.toContain(site.config.dataDir);
  expect(res.text).not.toMatch(/readonly|SQLITE/i);
  site.db.$client.run('PRAGMA query_only = OFF');
  site.clock.now += 2_000;
  expect((await site.call('GET', '/healthz')).status).toBe(200);
});
