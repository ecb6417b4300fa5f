// The activity log: every admin action leaves exactly one entry with who, from where, what, on what and a summary
// (old and new values; never a password); a visitor's message and an anonymous sign-out leave none; only an admin
// reads it, nothing changes or deletes it, and entries older than AUDIT_KEEP_DAYS are pruned.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import type { AuditEntry } from '../../contract';
import { ADMIN_PASSWORD, sessionCookie, startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
beforeEach(async () => {
  site = await startTestSite({ AUDIT_KEEP_DAYS: '30' });
});
afterEach(() => site.close());

let cookie = '';
const log = async () => (await site.call('GET', '/api/admin/audit?limit=100', { cookie })).json as AuditEntry[];

/** Runs `act` and returns the one entry it added (failing if it added none or several). */
async function onlyEntry(act: () => Promise<{ status: number }>, status = 200) {
  const before = (await log()).length;
  site.clock.now += 1000;
  expect((await act()).status).toBe(status);
  const after = await log();
  expect(after.length - before).toBe(1);
  return after[0]!;
}

test('each admin action leaves one entry with the right action, target and summary', async () => {
  const failed = await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'not the password 1' } });
  expect(failed.status).toBe(401);
  const login = await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
  cookie = sessionCookie(login.headers);
  const [signIn, signInFailed] = await log();
  expect(signIn).toMatchObject({ action: 'sign_in', account: 'admin', target: 'admin' });
  expect(signInFailed).toMatchObject({ action: 'sign_in_failed', account: 'admin', target: 'admin' });
  expect(JSON.stringify(await log())).not.toContain('not the password 1');
  expect(signIn!.ip).toBe(signInFailed!.ip);

  const content = await onlyEntry(() => site.call('POST', '/api/content', { cookie, body: { section: 'home', key: 'hero.title', enValue: 'A new title', zhValue: '新的標題' } }));
  expect(content).toMatchObject({ action: 'content_update', target: 'home.hero.title' });
  expect(content.summary).toMatch(/^en: ".+" → "A new title"; zh: ".+" → "新的標題"$/);

  const setting = await onlyEntry(() => site.call('POST', '/api/settings', { cookie, body: { key: 'contactPhone', value: '+886 2 1234 5678' } }));
  expect(setting).toMatchObject({ action: 'setting_update', target: 'contactPhone', summary: '"" → "+886 2 1234 5678"' });

  const service = { titleEn: 'Data Migration', titleZh: '資料移轉', descriptionEn: '', descriptionZh: '', featuresEn: [], featuresZh: [], imagePath: null };
  let serviceId = 0;
  const created = await onlyEntry(async () => {
    const res = await site.call('POST', '/api/services', { cookie, body: service });
    serviceId = res.json.id;
    return res;
  }, 201);
  expect(created).toMatchObject({ action: 'list_create', target: `service ${serviceId}`, summary: 'Added "Data Migration"' });
  expect(await onlyEntry(() => site.call('PUT', `/api/services/${serviceId}`, { cookie, body: { ...service, titleEn: 'Data Moves' } }))).toMatchObject({ action: 'list_update', summary: 'Saved "Data Moves"' });
  const ids = ((await site.call('GET', '/api/services')).json as { id: number }[]).map((s) => s.id).reverse();
  expect(await onlyEntry(() => site.call('PUT', '/api/services/order', { cookie, body: { ids } }))).toMatchObject({ action: 'list_reorder', target: 'service list' });
  expect(await onlyEntry(() => site.call('DELETE', `/api/services/${serviceId}`, { cookie }))).toMatchObject({ action: 'list_delete', target: `service ${serviceId}` });

  expect(await onlyEntry(() => site.call('PUT', '/api/pricing-plans/basic', { cookie, body: { monthlyPrice: 39 } }))).toMatchObject({ action: 'plan_update', target: 'plan basic', summary: 'Changed monthlyPrice' });

  // A visitor's message is not an admin action.
  const before = (await log()).length;
  const sent = await site.call('POST', '/api/contact-messages', { body: { name: 'Mei', email: 'mei@example.com', message: 'Please call me back soon.' } });
  const second = await site.call('POST', '/api/contact-messages', { body: { name: 'Tom', email: 'tom@example.com', message: 'Another message for you.' } });
  expect((await log()).length).toBe(before);
  expect(await onlyEntry(() => site.call('GET', `/api/contact-messages/${sent.json.id}`, { cookie }))).toMatchObject({ action: 'message_read', target: `message ${sent.json.id}`, summary: 'Opened' });
  expect(await onlyEntry(() => site.call('POST', '/api/contact-messages/mark', { cookie, body: { ids: [sent.json.id], isRead: false } }))).toMatchObject({ action: 'messages_mark', summary: 'Marked unread' });
  expect(await onlyEntry(() => site.call('GET', '/api/contact-messages/export.csv?q=call', { cookie }))).toMatchObject({ action: 'messages_export', target: 'CSV', summary: 'search "call"' });
  expect(await onlyEntry(() => site.call('DELETE', `/api/contact-messages/${second.json.id}`, { cookie }))).toMatchObject({ action: 'message_delete' });
  expect(await onlyEntry(() => site.call('POST', '/api/contact-messages/delete', { cookie, body: { ids: [sent.json.id] } }))).toMatchObject({ action: 'messages_delete', summary: 'Deleted 1' });

  let backupName = '';
  const backup = await onlyEntry(async () => {
    const res = await site.call('POST', '/api/admin/backups', { cookie });
    backupName = res.json.name;
    return res;
  }, 201);
  expect(backup).toMatchObject({ action: 'backup_create', target: backupName });
  expect(await onlyEntry(() => site.call('GET', `/api/admin/backups/${backupName}`, { cookie }))).toMatchObject({ action: 'backup_download', target: backupName });

  const account = await onlyEntry(() =>
    site.call('POST', '/api/admin/update-credentials', { cookie, body: { currentPassword: ADMIN_PASSWORD, username: 'owner', password: 'a brand new password 9' } }),
  );
  expect(account).toMatchObject({ action: 'account_update', account: 'admin', target: 'owner', summary: 'username "admin" → "owner"; password changed' });
  expect(JSON.stringify(await log())).not.toContain('a brand new password 9');

  // Signed out, the log is read after signing in again: the sign-out, then the new sign-in.
  const count = (await log()).length;
  expect((await site.call('POST', '/api/admin/logout', { cookie })).status).toBe(200);
  cookie = await site.login('owner', 'a brand new password 9');
  const latest = await log();
  expect(latest.length).toBe(count + 2);
  expect(latest.slice(0, 2).map((e) => [e.action, e.account])).toEqual([['sign_in', 'owner'], ['sign_out', 'owner']]);
});

test('only an admin reads the log; nothing changes or deletes it; an anonymous sign-out writes nothing', async () => {
  expect((await site.call('GET', '/api/admin/audit')).status).toBe(401);
  cookie = await site.login();
  expect((await site.call('POST', '/api/admin/logout', {})).status).toBe(200);
  const entries = await log();
  expect(entries.map((e) => e.action)).toEqual(['sign_in']);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    expect([404, 405]).toContain((await site.call(method, '/api/admin/audit', { cookie, body: {} })).status);
    expect([404, 405]).toContain((await site.call(method, `/api/admin/audit/${entries[0]!.id}`, { cookie, body: {} })).status);
  }
  expect(await log()).toEqual(entries);
});

test('filtered by action and paged newest first; entries older than AUDIT_KEEP_DAYS are pruned by the sweep', async () => {
  cookie = await site.login();
  for (let i = 0; i < 5; i++) {
    site.clock.now += 1000;
    await site.call('POST', '/api/settings', { cookie, body: { key: 'contactPhone', value: `+886 ${i}` } });
  }
  const first = await site.call('GET', '/api/admin/audit?action=setting_update&limit=3', { cookie });
  expect((first.json as AuditEntry[]).map((e) => e.summary.split('→ ')[1])).toEqual(['"+886 4"', '"+886 3"', '"+886 2"']);
  const rest = await site.call('GET', `/api/admin/audit?action=setting_update&limit=3&cursor=${first.headers.get('x-next-cursor')}`, { cookie });
  expect((rest.json as AuditEntry[]).map((e) => e.summary.split('→ ')[1])).toEqual(['"+886 1"', '"+886 0"']);
  expect(rest.headers.get('x-next-cursor')).toBeNull();
  site.clock.now += 31 * 86_400_000;
  site.deps.retention.runOnce();
  cookie = await site.login(); // the old session has ended meanwhile; signing in again is the one entry left
  expect((await log()).map((e) => e.action)).toEqual(['sign_in']);
});
