// The setup checklist: each item open on a new site and done once the owner (or whoever runs the server) has done it.
import { afterEach, expect, test } from 'bun:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { setupStatus } from './service';

const sites: TestSite[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.close()));
async function open(env: Record<string, string> = {}) {
  const site = await startTestSite(env);
  sites.push(site);
  return { site, cookie: site.session() };
}
const done = async (site: TestSite, cookie: string) => {
  const res = await site.call('GET', '/api/admin/setup', { cookie });
  expect(res.status).toBe(200);
  return Object.fromEntries((res.json.checks as { id: string; done: boolean }[]).map((check) => [check.id, check.done]));
};

test('a new site: every item is still to do', async () => {
  const { site, cookie } = await open();
  expect(await done(site, cookie)).toEqual({ contactDetails: false, emailNotifications: false, publicUrl: false, backup: false });
});

test('each item turns done with what it asks for, and back when undone', async () => {
  const { site, cookie } = await open({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  const set = (key: string, value: string) => site.call('POST', '/api/settings', { cookie, body: { key, value } });
  expect(await done(site, cookie)).toMatchObject({ contactDetails: false, emailNotifications: false });
  const withPublicUrl = setupStatus(site.db, { ...site.config, publicUrl: 'https://www.example.com' }, true);
  expect(withPublicUrl.checks.find((check) => check.id === 'publicUrl')?.done).toBe(true);
  // The address itself comes with it (the admin shows a page's link as visitors see it); none without PUBLIC_URL.
  expect(withPublicUrl.publicUrl).toBe('https://www.example.com');
  expect((await site.call('GET', '/api/admin/setup', { cookie })).json.publicUrl).toBeNull();
  await set('contactAddress', '1 Harbour Road, Taipei');
  await set('contactPhone', '+886 2 1234 5678');
  expect((await done(site, cookie)).contactDetails).toBe(false); // one field still shows the placeholder
  await set('contactEmail', 'hello@studio.example');
  expect((await done(site, cookie)).contactDetails).toBe(true);
  await set('notificationEmail', 'owner@studio.example');
  await set('notificationsEnabled', 'true');
  expect((await done(site, cookie)).emailNotifications).toBe(true);
  await set('notificationsEnabled', 'false');
  expect((await done(site, cookie)).emailNotifications).toBe(false);
  // A file that is not a backup of the site does not count; "Back up now" does.
  mkdirSync(join(site.config.dataDir, 'backups'), { recursive: true });
  writeFileSync(join(site.config.dataDir, 'backups', 'notes.txt'), 'not a backup');
  expect((await done(site, cookie)).backup).toBe(false);
  expect((await site.call('POST', '/api/admin/backups', { cookie })).status).toBe(201);
  expect((await done(site, cookie)).backup).toBe(true);
});

test('switched on but with no mail server configured, email notifications are not done', async () => {
  const { site, cookie } = await open();
  await site.call('POST', '/api/settings', { cookie, body: { key: 'notificationEmail', value: 'owner@studio.example' } });
  await site.call('POST', '/api/settings', { cookie, body: { key: 'notificationsEnabled', value: 'true' } });
  expect((await done(site, cookie)).emailNotifications).toBe(false);
});

test('anonymous: 401, nothing about the server told', async () => {
  const { site } = await open();
  expectError(await site.call('GET', '/api/admin/setup'), 401, 'unauthorized', { exact: true });
});
