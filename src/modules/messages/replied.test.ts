// Decision 0068 on the server: a message marked replied and not (PATCH, admin only, audited once per change; 401, 404,
// 422 change nothing), the sender's language kept from the page it was sent from (or guessed for older messages), and
// why no notification email was asked for, recorded as the message arrives.
import { afterEach, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { auditLog, contactMessages } from '../../../db/schema';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { startSmtpServer, type SmtpTestServer } from '../../testing/smtp';

const sites: TestSite[] = [];
const smtps: SmtpTestServer[] = [];
afterEach(async () => {
  sites.splice(0).forEach((site) => site.close());
  await Promise.all(smtps.splice(0).map((smtp) => smtp.close()));
});

const visitor = { name: 'Mei Lin', email: 'mei@example.com', message: 'We would like to automate our invoicing.' };

async function open(env: Record<string, string> = {}) {
  const site = await startTestSite(env);
  sites.push(site);
  const cookie = site.session();
  const send = async (body: unknown = visitor, headers: Record<string, string> = {}, query = '') => {
    const res = await site.call('POST', `/api/contact-messages${query}`, { body, headers });
    expect(res.status).toBe(201);
    return res.json as { id: number };
  };
  const stored = (id: number) => site.db.select().from(contactMessages).where(eq(contactMessages.id, id)).get()!;
  const entries = () => site.db.select().from(auditLog).all();
  return { site, cookie, send, stored, entries };
}

test('PATCH marks replied (the server clock), unmarks, and each change is one activity entry; the list shows it', async () => {
  const { site, cookie, send, stored, entries } = await open();
  const { id } = await send();
  expect((await site.call('GET', `/api/contact-messages/${id}`, { cookie })).json.repliedAt).toBeNull();
  site.clock.now = Date.parse('2026-11-25T06:03:00.000Z');
  const before = entries().length;
  const res = await site.call('PATCH', `/api/contact-messages/${id}`, { cookie, body: { replied: true } });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ id, name: 'Mei Lin', repliedAt: '2026-11-25T06:03:00.000Z' });
  expect(stored(id).repliedAt).toBe(Date.parse('2026-11-25T06:03:00.000Z'));
  // Answered is read: the inbox never shows a message unread and replied at once.
  expect(stored(id).isRead).toBe(true);
  const list = (await site.call('GET', '/api/contact-messages', { cookie })).json;
  expect(list.find((m: { id: number }) => m.id === id).repliedAt).toBe('2026-11-25T06:03:00.000Z');
  const added = entries().slice(before);
  expect(added.map((e) => [e.action, e.target, e.detail])).toEqual([['message_replied', `contact-messages/${id}`, '{"replied":true}']]);

  // Marked again: the first time is kept and nothing new is recorded.
  site.clock.now += 60_000;
  expect((await site.call('PATCH', `/api/contact-messages/${id}`, { cookie, body: { replied: true } })).json.repliedAt).toBe(
    '2026-11-25T06:03:00.000Z',
  );
  expect(entries().length).toBe(before + 1);

  // The inbox's pages filter by it.
  const other = await send();
  const page = async (replied: string) =>
    ((await site.call('GET', `/api/contact-messages?limit=10&replied=${replied}`, { cookie })).json as { id: number }[]).map((m) => m.id);
  expect(await page('true')).toEqual([id]);
  expect(await page('false')).toEqual([other.id]);
  expectError(await site.call('GET', '/api/contact-messages?replied=maybe', { cookie }), 422, 'validation_failed');

  const undone = await site.call('PATCH', `/api/contact-messages/${id}`, { cookie, body: { replied: false } });
  expect(undone.status).toBe(200);
  expect(undone.json.repliedAt).toBeNull();
  expect(stored(id).repliedAt).toBeNull();
  expect(stored(id).isRead).toBe(true);
  expect(entries().at(-1)).toMatchObject({ action: 'message_replied', detail: '{"replied":false}' });
});

test('PATCH refuses anonymous (401), an unknown id (404) and a bad body (422), and changes nothing', async () => {
  const { site, cookie, send, stored, entries } = await open();
  const { id } = await send();
  const before = entries().length;
  for (const anon of [undefined, 'session=made-up']) {
    expectError(await site.call('PATCH', `/api/contact-messages/${id}`, { cookie: anon, body: { replied: true } }), 401, 'unauthorized');
  }
  for (const bad of ['99999', 'abc', '0', '-1']) {
    expectError(await site.call('PATCH', `/api/contact-messages/${bad}`, { cookie, body: { replied: true } }), 404, 'not_found');
  }
  for (const body of [{}, { replied: 'yes' }, { replied: 1 }, { replied: null }, { replied: true, isRead: false }, []]) {
    expectError(await site.call('PATCH', `/api/contact-messages/${id}`, { cookie, body }), 422, 'validation_failed');
  }
  const malformed = await site.call('PATCH', `/api/contact-messages/${id}`, {
    cookie,
    body: '{"replied": tru',
    headers: { 'content-type': 'application/json' },
  });
  expect(malformed.status).toBe(400);
  expect(stored(id).repliedAt).toBeNull();
  expect(stored(id).isRead).toBe(false);
  expect(entries().length).toBe(before);
});

test("the sender's language: ?lang, then the site's lang cookie, then Accept-Language; older messages by their text", async () => {
  const { site, cookie, send, stored } = await open();
  const cases: [Record<string, string>, string, string][] = [
    [{}, '', 'en'],
    [{ cookie: 'theme=dark; lang=zh' }, '', 'zh'],
    [{ cookie: 'lang=en', 'accept-language': 'zh-TW,zh;q=0.9' }, '', 'en'],
    [{ 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8' }, '', 'zh'],
    [{ 'accept-language': 'fr-FR, en;q=0.5, zh;q=0.4' }, '', 'en'],
    [{ cookie: 'lang=en' }, '?lang=zh', 'zh'],
    [{ cookie: 'lang=klingon' }, '', 'en'],
  ];
  for (const [headers, query, lang] of cases) {
    const { id } = await send(visitor, headers, query);
    expect([headers, query, stored(id).lang]).toEqual([headers, query, lang]);
    expect((await site.call('GET', `/api/contact-messages/${id}`, { cookie })).json.lang).toBe(lang);
  }
  // The POST body stays product.md's: a "lang" field is refused.
  expectError(await site.call('POST', '/api/contact-messages', { body: { ...visitor, lang: 'zh' } }), 422, 'validation_failed');
  // Stored before the language was: Chinese characters in the name or text say Chinese.
  const older = await send({ ...visitor, name: '王小明', message: '您好，我想索取報價單，謝謝。' });
  const plain = await send();
  site.db.update(contactMessages).set({ lang: null }).run();
  const langOf = async (id: number) => (await site.call('GET', `/api/contact-messages/${id}`, { cookie })).json.lang;
  expect(await langOf(older.id)).toBe('zh');
  expect(await langOf(plain.id)).toBe('en');
});

test('why no email was asked for is recorded as the message arrives: no mail service, notifications off, no address', async () => {
  const bare = await open();
  const noMail = await bare.send();
  expect((await bare.site.call('GET', `/api/contact-messages/${noMail.id}`, { cookie: bare.cookie })).json).toMatchObject({
    notification: null,
    notificationSkipped: 'no_mail_service',
  });

  const smtp = await startSmtpServer();
  smtps.push(smtp);
  const mail = await open({ SMTP_URL: smtp.url, SMTP_FROM: 'Site <site@example.test>' });
  const set = (key: string, value: string) => mail.site.call('POST', '/api/settings', { cookie: mail.cookie, body: { key, value } });
  const read = async (id: number) => (await mail.site.call('GET', `/api/contact-messages/${id}`, { cookie: mail.cookie })).json;
  await set('notificationsEnabled', 'false');
  await set('notificationEmail', 'owner@example.test');
  const off = await mail.send();
  await set('notificationsEnabled', 'true');
  await set('notificationEmail', '');
  const noAddress = await mail.send();
  await set('notificationEmail', 'owner@example.test');
  const sent = await mail.send();
  expect(await read(off.id)).toMatchObject({ notification: null, notificationSkipped: 'off' });
  expect(await read(noAddress.id)).toMatchObject({ notification: null, notificationSkipped: 'no_address' });
  expect(await read(sent.id)).toMatchObject({ notification: { to: 'owner@example.test' }, notificationSkipped: null });
  // The visitor's answer says none of this.
  expect(Object.keys((await mail.site.call('POST', '/api/contact-messages', { body: visitor })).json)).not.toContain('notificationSkipped');
});
