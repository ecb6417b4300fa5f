// GET /healthz as a monitor reads it: no session needed; anyone gets only the status, while a client on the machine
// itself (its real address, behind a proxy too) or the signed-in admin also gets the version, uptime, database, disk,
// outbox and mail. 503 when the database refuses a write or the data folder's disk is below DISK_FREE_MIN_MB. (Stuck
// email, "degraded" with 200, is in notifications/mail-trouble.test.ts.)
import { afterEach, expect, test } from 'bun:test';
import pkg from '../../../package.json' with { type: 'json' };
import { startTestSite, type TestSite } from '../../testing/harness';

const MiB = 1024 * 1024;
const sites: TestSite[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.close()));
async function open(env: Record<string, string> = {}) {
  const site = await startTestSite(env);
  sites.push(site);
  site.deps.disk.freeBytes = () => 900 * MiB;
  return site;
}
/** Behind a proxy (TRUST_PROXY): the client's address is the last X-Forwarded-For entry. */
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

test('anyone: the status only, never cached; no version, uptime or counts', async () => {
  const site = await open();
  site.clock.now += 90_500;
  const res = await site.call('GET', '/healthz');
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ status: 'ok' });
  expect(res.headers.get('cache-control')).toBe('no-store');
});

test('a client on the machine itself, by its real address behind a proxy: version, uptime, database, disk, outbox and mail', async () => {
  const site = await open({ TRUST_PROXY: 'true' });
  site.clock.now += 90_500;
  const details = {
    status: 'ok',
    version: pkg.version,
    commit: 'source',
    builtAt: null,
    uptimeS: 90,
    database: 'ok',
    disk: 'ok',
    diskFreeMb: 900,
    outbox: { pending: 0, failed: 0 },
    mail: 'off',
    replication: { state: 'off', behindBytes: null, caughtUpAt: null },
  };
  for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
    expect((await site.call('GET', '/healthz', from(address))).json).toEqual(details);
  // Any other address, or a loopback address the client claimed before the proxy's own entry, gets the status only.
  for (const address of ['203.0.113.9', '10.0.0.2', '127.0.0.1, 203.0.113.9', '::2'])
    expect((await site.call('GET', '/healthz', from(address))).json).toEqual({ status: 'ok' });
});

test('without TRUST_PROXY a forwarded loopback address is ignored', async () => {
  const site = await open();
  expect((await site.call('GET', '/healthz', from('127.0.0.1'))).json).toEqual({ status: 'ok' });
});

test('the signed-in admin gets the details from anywhere; a made-up session does not', async () => {
  const site = await open({ TRUST_PROXY: 'true' });
  const cookie = site.session();
  expect((await site.call('GET', '/healthz', { cookie, ...from('203.0.113.9') })).json).toMatchObject({
    status: 'ok',
    version: pkg.version,
    database: 'ok',
    disk: 'ok',
  });
  expect((await site.call('GET', '/healthz', { cookie: 'session=made-up', ...from('203.0.113.9') })).json).toEqual({ status: 'ok' });
});

test('a notification email not sent yet is counted as pending', async () => {
  // A mail server nobody listens on; the outbox worker is not started here, so the email waits.
  const site = await open({ SMTP_URL: 'smtp://127.0.0.1:9', SMTP_FROM: 'Site <site@example.com>' });
  const cookie = site.session();
  await site.call('POST', '/api/settings', { cookie, body: { key: 'notificationEmail', value: 'owner@example.com' } });
  await site.call('POST', '/api/settings', { cookie, body: { key: 'notificationsEnabled', value: 'true' } });
  expect(
    (await site.call('POST', '/api/contact-messages', { body: { name: 'Mei', email: 'mei@example.com', message: 'Please call me back.' } }))
      .status,
  ).toBe(201);
  site.clock.now += 2_000;
  expect((await site.call('GET', '/healthz', { cookie })).json.outbox).toEqual({ pending: 1, failed: 0 });
});

test('a database that refuses writes: 503 "unavailable" to anyone, "unwritable" in the details, and no error text or path', async () => {
  const site = await open();
  const cookie = site.session();
  site.db.$client.run('PRAGMA query_only = ON'); // SQLite itself now refuses every write on this connection
  site.clock.now += 2_000;
  const anyone = await site.call('GET', '/healthz');
  expect([anyone.status, anyone.json]).toEqual([503, { status: 'unavailable' }]);
  const res = await site.call('GET', '/healthz', { cookie });
  expect(res.status).toBe(503);
  expect(res.json).toMatchObject({ status: 'unavailable', database: 'unwritable' });
  expect(res.text).not.toContain(site.config.dataDir);
  expect(res.text).not.toMatch(/readonly|SQLITE/i);
  site.db.$client.run('PRAGMA query_only = OFF');
  site.clock.now += 2_000;
  expect((await site.call('GET', '/healthz')).status).toBe(200);
});

test('free space under the data folder below DISK_FREE_MIN_MB: 503 "unavailable", "low" with the free megabytes in the details', async () => {
  const site = await open({ DISK_FREE_MIN_MB: '64' });
  const cookie = site.session();
  site.deps.disk.freeBytes = () => 63 * MiB;
  const anyone = await site.call('GET', '/healthz');
  expect([anyone.status, anyone.json]).toEqual([503, { status: 'unavailable' }]);
  const res = await site.call('GET', '/healthz', { cookie });
  expect(res.status).toBe(503);
  expect(res.json).toMatchObject({ status: 'unavailable', database: 'ok', disk: 'low', diskFreeMb: 63 });
  site.deps.disk.freeBytes = () => 64 * MiB;
  expect((await site.call('GET', '/healthz')).status).toBe(200);
});
