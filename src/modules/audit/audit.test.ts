// The activity log: every admin action leaves exactly one entry with who, from where, what, on what and the values it
// records (old and new; never a password, never a word: the admin's view says it in its language); a visitor's
// message and an anonymous sign-out leave none; a change and its entry are kept together or not at all; only an admin
// reads it, nothing changes or deletes it, and entries older than AUDIT_KEEP_DAYS are pruned.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import type { AuditEntry } from '../../contract';
import { ADMIN_PASSWORD, sessionCookie, startTestSite, type TestSite } from '../../testing/harness';
import { startSmtpServer, type SmtpTestServer } from '../../testing/smtp';
import { png } from '../media/fixtures/images';

let site: TestSite;
let smtp: SmtpTestServer;
beforeEach(async () => {
  smtp = await startSmtpServer();
  site = await startTestSite({ AUDIT_KEEP_DAYS: '30', SMTP_URL: smtp.url, SMTP_FROM: 'site@example.com' });
});
afterEach(async () => {
  site.close();
  await smtp.close();
});

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

test('each admin action leaves one entry with the right action, target and detail', async () => {
  const failed = await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'not the password 1' } });
  expect(failed.status).toBe(401);
  const login = await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
  cookie = sessionCookie(login.headers);
  const [signIn, signInFailed] = await log();
  expect(signIn).toMatchObject({ action: 'sign_in', account: 'admin', target: 'admin', detail: {} });
  expect(signInFailed).toMatchObject({ action: 'sign_in_failed', account: 'admin', target: 'admin', detail: {} });
  expect(JSON.stringify(await log())).not.toContain('not the password 1');
  expect(signIn!.ip).toBe(signInFailed!.ip);

  const content = await onlyEntry(() =>
    site.call('POST', '/api/content', {
      cookie,
      body: { section: 'home', key: 'hero.title', enValue: 'A new title', zhValue: '新的標題' },
    }),
  );
  expect(content).toMatchObject({
    action: 'content_update',
    target: 'home.hero.title',
    detail: { en: { to: 'A new title' }, zh: { to: '新的標題' } },
  });
  expect(content.detail).toMatchObject({ en: { from: expect.stringMatching(/.+/) }, zh: { from: expect.stringMatching(/.+/) } });
  // The same values saved again change nothing, so they are no entry (the log once filled with "nothing changed").
  const beforeAgain = (await log()).length;
  const again = await site.call('POST', '/api/content', {
    cookie,
    body: { section: 'home', key: 'hero.title', enValue: 'A new title', zhValue: '新的標題' },
  });
  expect(again.status).toBe(200);
  expect((await log()).length).toBe(beforeAgain);

  const setting = await onlyEntry(() =>
    site.call('POST', '/api/settings', { cookie, body: { key: 'contactPhone', value: '+886 2 1234 5678' } }),
  );
  expect(setting).toMatchObject({ action: 'setting_update', target: 'contactPhone', detail: { from: '', to: '+886 2 1234 5678' } });

  expect(
    (await site.call('POST', '/api/settings', { cookie, body: { key: 'notificationEmail', value: 'owner@example.com' } })).status,
  ).toBe(200);

  const service = {
    titleEn: 'Data Migration',
    titleZh: '資料移轉',
    descriptionEn: '',
    descriptionZh: '',
    featuresEn: [],
    featuresZh: [],
    imagePath: null,
  };
  let serviceId = 0;
  const created = await onlyEntry(async () => {
    const res = await site.call('POST', '/api/services', { cookie, body: service });
    serviceId = res.json.id;
    return res;
  }, 201);
  expect(created).toMatchObject({ action: 'list_create', target: `services/${serviceId}`, detail: { title: 'Data Migration' } });
  const saved = await onlyEntry(() =>
    site.call('PUT', `/api/services/${serviceId}`, { cookie, body: { ...service, titleEn: 'Data Moves' } }),
  );
  expect(saved).toMatchObject({ action: 'list_update', target: `services/${serviceId}`, detail: { title: 'Data Moves' } });
  const ids = ((await site.call('GET', '/api/services')).json as { id: number }[]).map((s) => s.id).reverse();
  expect(await onlyEntry(() => site.call('PUT', '/api/services/order', { cookie, body: { ids } }))).toMatchObject({
    action: 'list_reorder',
    target: 'services',
    detail: { ids },
  });
  const removed = await onlyEntry(() => site.call('DELETE', `/api/services/${serviceId}`, { cookie }));
  expect(removed).toMatchObject({ action: 'list_delete', target: `services/${serviceId}`, detail: { title: 'Data Moves' } });

  const plan = await onlyEntry(() => site.call('PUT', '/api/pricing-plans/basic', { cookie, body: { monthlyPrice: 39, isPopular: true } }));
  expect(plan).toMatchObject({
    action: 'plan_update',
    target: 'pricing-plans/basic',
    detail: { changes: { monthlyPrice: { to: '39' }, isPopular: { from: 'false', to: 'true' } } },
  });
  expect(Object.keys((plan.detail as { changes: object }).changes).sort()).toEqual(['isPopular', 'monthlyPrice']);

  const image = await onlyEntry(async () => {
    const res = await site.app.handle(
      new Request('http://localhost/api/media', { method: 'POST', body: png(12, 8), headers: { 'content-type': 'image/png', cookie } }),
    );
    return { status: res.status };
  }, 201);
  expect(image).toMatchObject({
    action: 'image_upload',
    target: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/),
    detail: { type: 'image/png', width: 12, height: 8, alreadyStored: false },
  });
  // Read with where it is shown now (nowhere yet; a page's sharing picture once chosen), so the view need not name it by its path.
  expect(image.uses).toEqual([]);
  const imagePath = (await log()).find((e) => e.action === 'image_upload')!.target;
  const snippet = { titleEn: 'Home', titleZh: '首頁', descriptionEn: 'About us', descriptionZh: '關於我們', imagePath };
  expect((await site.call('PUT', '/api/page-snippets/home', { cookie, body: snippet })).status).toBe(200);
  expect((await log()).find((e) => e.action === 'image_upload')!.uses).toEqual([{ kind: 'page-snippets', section: 'home' }]);

  // A visitor's message is not an admin action.
  const before = (await log()).length;
  const sent = await site.call('POST', '/api/contact-messages', {
    body: { name: 'Mei', email: 'mei@example.com', message: 'Please call me back soon.' },
  });
  const second = await site.call('POST', '/api/contact-messages', {
    body: { name: 'Tom', email: 'tom@example.com', message: 'Another message for you.' },
  });
  expect((await log()).length).toBe(before);
  const opened = await onlyEntry(() => site.call('GET', `/api/contact-messages/${sent.json.id}`, { cookie }));
  // Named by its sender as the log is read, while the message is kept; the stored entry keeps nothing the visitor wrote.
  expect(opened).toMatchObject({ action: 'message_read', target: `contact-messages/${sent.json.id}`, detail: {}, sender: 'Mei' });
  expect(JSON.stringify(site.db.$client.query('SELECT * FROM audit_log').all())).not.toContain('Mei');
  const marked = await onlyEntry(() =>
    site.call('POST', '/api/contact-messages/mark', { cookie, body: { ids: [sent.json.id], isRead: false } }),
  );
  expect(marked).toMatchObject({ action: 'messages_mark', target: 'contact-messages', detail: { ids: [sent.json.id], isRead: false } });
  const exported = await onlyEntry(() => site.call('GET', '/api/contact-messages/export.csv?q=call&unread=true', { cookie }));
  expect(exported).toMatchObject({
    action: 'messages_export',
    target: 'contact-messages/export.csv',
    detail: { q: 'call', unread: 'true' },
  });
  const resent = await onlyEntry(() => site.call('POST', `/api/contact-messages/${sent.json.id}/notification`, { cookie }));
  expect(resent).toMatchObject({ action: 'notification_resend', target: `contact-messages/${sent.json.id}`, detail: {} });
  expect(await onlyEntry(() => site.call('DELETE', `/api/contact-messages/${second.json.id}`, { cookie }))).toMatchObject({
    action: 'message_delete',
    target: `contact-messages/${second.json.id}`,
  });
  const deleted = await onlyEntry(() =>
    site.call('POST', '/api/contact-messages/delete', { cookie, body: { ids: [sent.json.id, 999_999] } }),
  );
  expect(deleted).toMatchObject({ action: 'messages_delete', target: 'contact-messages', detail: { ids: [sent.json.id] } });
  // Once the message is gone, so is its sender's name from the log.
  expect((await log()).find((e) => e.action === 'message_read')).not.toHaveProperty('sender');

  const tested = await onlyEntry(() => site.call('POST', '/api/settings/test-email', { cookie }));
  expect(tested).toMatchObject({ action: 'test_email', target: 'owner@example.com', detail: {} });
  expect(smtp.received).toHaveLength(1);
  smtp.answerNext({ code: 550, message: 'Mailbox unavailable' });
  const failedEmail = await onlyEntry(() => site.call('POST', '/api/settings/test-email', { cookie }), 502);
  expect(failedEmail).toMatchObject({ action: 'test_email', detail: { error: expect.stringContaining('Mailbox unavailable') } });

  let backupName = '';
  const backup = await onlyEntry(async () => {
    const res = await site.call('POST', '/api/admin/backups', { cookie });
    backupName = res.json.name;
    return res;
  }, 201);
  expect(backup).toMatchObject({ action: 'backup_create', target: backupName, detail: {} });
  const downloaded = await onlyEntry(() => site.call('GET', `/api/admin/backups/${backupName}`, { cookie }));
  expect((downloaded.detail as { bytes: number }).bytes).toBeGreaterThan(4096);
  expect(downloaded).toMatchObject({ action: 'backup_download', target: backupName });

  const account = await onlyEntry(() =>
    site.call('POST', '/api/admin/update-credentials', {
      cookie,
      body: { currentPassword: ADMIN_PASSWORD, username: 'owner', password: 'a brand new password 9' },
    }),
  );
  expect(account).toMatchObject({
    action: 'account_update',
    account: 'admin',
    target: 'owner',
    detail: { username: { from: 'admin', to: 'owner' }, password: true },
  });
  expect(JSON.stringify(await log())).not.toContain('a brand new password 9');

  // Signed out, the log is read after signing in again: the sign-out, then the new sign-in.
  const count = (await log()).length;
  expect((await site.call('POST', '/api/admin/logout', { cookie })).status).toBe(200);
  cookie = await site.login('owner', 'a brand new password 9');
  const latest = await log();
  expect(latest.length).toBe(count + 2);
  expect(latest.slice(0, 2).map((e) => [e.action, e.account])).toEqual([
    ['sign_in', 'owner'],
    ['sign_out', 'owner'],
  ]);
});

test('a change and its entry are kept together: when the entry cannot be written, nothing changes', async () => {
  cookie = await site.login();
  const sent = await site.call('POST', '/api/contact-messages', {
    body: { name: 'Mei', email: 'mei@example.com', message: 'Please call me back soon.' },
  });
  const read = async () => ({
    services: (await site.call('GET', '/api/services')).json,
    plans: (await site.call('GET', '/api/pricing-plans')).json,
    home: (await site.call('GET', '/api/content/home')).json,
    inbox: (await site.call('GET', '/api/contact-messages', { cookie })).json,
  });
  const before = await read();
  expect(before.inbox).toEqual([expect.objectContaining({ id: sent.json.id, isRead: false })]);
  site.db.$client.run("CREATE TRIGGER audit_broken BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'the log cannot be written'); END");
  const service = {
    titleEn: 'Data Migration',
    titleZh: '資料移轉',
    descriptionEn: '',
    descriptionZh: '',
    featuresEn: [],
    featuresZh: [],
    imagePath: null,
  };
  const attempts = [
    await site.call('POST', '/api/services', { cookie, body: service }),
    await site.call('DELETE', `/api/services/${before.services[0].id}`, { cookie }),
    await site.call('PUT', '/api/pricing-plans/basic', { cookie, body: { monthlyPrice: 1 } }),
    await site.call('POST', '/api/content', { cookie, body: { section: 'home', key: 'hero.title', enValue: 'Lost', zhValue: '遺失' } }),
    await site.call('POST', '/api/contact-messages/mark', { cookie, body: { ids: [sent.json.id], isRead: true } }),
    await site.call('POST', '/api/contact-messages/delete', { cookie, body: { ids: [sent.json.id] } }),
    await site.call('DELETE', `/api/contact-messages/${sent.json.id}`, { cookie }),
  ];
  expect(attempts.map((res) => res.status)).toEqual(attempts.map(() => 500));
  site.db.$client.run('DROP TRIGGER audit_broken');
  expect(await read()).toEqual(before);
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
  const newValue = (entries: AuditEntry[]) => entries.map((e) => (e.detail as { to: string }).to);
  expect(newValue(first.json)).toEqual(['+886 4', '+886 3', '+886 2']);
  const rest = await site.call('GET', `/api/admin/audit?action=setting_update&limit=3&cursor=${first.headers.get('x-next-cursor')}`, {
    cookie,
  });
  expect(newValue(rest.json)).toEqual(['+886 1', '+886 0']);
  expect(rest.headers.get('x-next-cursor')).toBeNull();
  // The Activity tab's views (decision 0244): the changes leave the sign-ins out; the sign-ins are those alone.
  const changes = await site.call('GET', '/api/admin/audit?group=changes', { cookie });
  expect(new Set(changes.json.map((e: AuditEntry) => e.action))).toEqual(new Set(['setting_update']));
  const signIns = await site.call('GET', '/api/admin/audit?group=sign_ins', { cookie });
  expect(new Set(signIns.json.map((e: AuditEntry) => e.action))).toEqual(new Set(['sign_in']));
  expect((await site.call('GET', '/api/admin/audit?group=nope', { cookie })).status).toBe(422);
  site.clock.now += 31 * 86_400_000;
  site.deps.retention.runOnce();
  cookie = await site.login(); // the old session has ended meanwhile; signing in again is the one entry left
  expect((await log()).map((e) => e.action)).toEqual(['sign_in']);
});
