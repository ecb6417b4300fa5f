// Replies from the inbox (decision 0106) through a real SMTP server on loopback: what the sender receives (from
// SMTP_FROM, Reply-To the company's contact email, threaded on the message), the reply's state through a failure and a
// retry, the message replied once it went out, and the refusals that change nothing.
import { afterEach, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { messageReplies, outbox } from '../../../db/schema';
import { REPLY_MAX, type Reply } from '../../contract';
import { startTestSite, type TestSite } from '../../testing/harness';
import { startSmtpServer, type SmtpTestServer } from '../../testing/smtp';

const FROM = 'Custom Software Solutions <site@example.test>';
const CONTACT = 'hello@example.test';
const T0 = Date.parse('2026-12-04T07:08:09.000Z');
const chinese = { name: '王小明', email: 'wang@example.com.tw', service: 'ai_assistant', message: '您好，想詢問 AI 助理的報價。謝謝！' };

const sites: TestSite[] = [];
const smtps: SmtpTestServer[] = [];
afterEach(async () => {
  sites.splice(0).forEach((site) => site.close());
  await Promise.all(smtps.splice(0).map((smtp) => smtp.close()));
});

async function open(env: Record<string, string> = {}) {
  const smtp = await startSmtpServer();
  smtps.push(smtp);
  const site = await startTestSite({ SMTP_URL: smtp.url, SMTP_FROM: FROM, ...env });
  sites.push(site);
  site.clock.now = T0;
  const cookie = site.session();
  const admin = (method: string, path: string, body?: unknown) => site.call(method, path, { cookie, body });
  expect((await admin('POST', '/api/settings', { key: 'contactEmail', value: CONTACT })).status).toBe(200);
  const sent = await site.call('POST', '/api/contact-messages', { body: chinese, headers: { cookie: 'lang=zh' } });
  expect(sent.status).toBe(201);
  const id = (sent.json as { id: number }).id;
  const reply = (body: unknown) => admin('POST', `/api/contact-messages/${id}/replies`, body);
  const replies = async () => (await admin('GET', `/api/contact-messages/${id}/replies`)).json as Reply[];
  const runDue = () => site.deps.outbox.runDue();
  return { site, smtp, admin, id, reply, replies, runDue };
}

const words = {
  subject: '回覆：您寄給 Custom Software Solutions 的訊息',
  body: '王小明您好：\n\n感謝您與我們聯繫。報價如下。\n\n> 您好，想詢問 AI 助理的報價。謝謝！',
};

test('a reply reaches the sender in their language, from SMTP_FROM, Reply-To the contact email, threaded on the message', async () => {
  const { smtp, admin, id, reply, replies, runDue } = await open();
  const written = await reply(words);
  expect(written.status).toBe(201);
  expect(written.json).toMatchObject({ state: 'queued', lang: 'zh', to: chinese.email, subject: words.subject });
  expect(smtp.received.filter((mail) => mail.to.includes(chinese.email))).toHaveLength(0); // the worker sends it
  await runDue();
  const mail = smtp.received.find((m) => m.to.includes(chinese.email))!;
  expect(mail.headers.from).toBe(FROM);
  expect(mail.headers['reply-to']).toBe(CONTACT);
  expect(mail.headers.subject).toBe(words.subject);
  expect(mail.text.trim()).toBe(words.body);
  const root = `<contact-${id}@example.test>`;
  expect(mail.headers['in-reply-to']).toBe(root);
  expect(mail.headers.references).toBe(root);
  expect(mail.headers['message-id']).toMatch(new RegExp(`^<reply-${id}\\.\\d+@example\\.test>$`));

  // Sent, and the message is replied from then.
  const [after] = await replies();
  expect(after).toMatchObject({ state: 'sent', attempts: 0, lastError: null });
  expect(after!.sentAt).not.toBeNull();
  const message = (await admin('GET', `/api/contact-messages/${id}`)).json as { state: string; repliedAt: string | null };
  expect(message.state).toBe('replied');
  expect(message.repliedAt).not.toBeNull();

  // A second reply threads on the message and the first reply.
  await reply({ ...words, body: '補充：附上時程。' });
  await runDue();
  const second = smtp.received.filter((m) => m.to.includes(chinese.email))[1]!;
  expect(second.headers['in-reply-to']).toBe(root);
  expect(second.headers.references).toBe(`${root} ${mail.headers['message-id']}`);
});

test('a failure is never silent: retrying with the error in words, then failed for good, then sent again by hand', async () => {
  const { smtp, site, admin, id, reply, replies, runDue } = await open();
  smtp.answerNext({ code: 451, message: 'Try again later' });
  await reply(words);
  await runDue();
  const [retrying] = await replies();
  expect(retrying).toMatchObject({ state: 'retrying', attempts: 1 });
  expect(retrying!.lastError).toContain('451');
  expect(retrying!.nextAttemptAt).not.toBeNull();
  expect((await admin('GET', `/api/contact-messages/${id}`)).json).toMatchObject({ state: 'new', repliedAt: null });

  smtp.answerNext({ code: 550, message: 'No such user here' });
  site.clock.now = Date.parse(retrying!.nextAttemptAt!);
  await runDue();
  const [failed] = await replies();
  expect(failed).toMatchObject({ state: 'failed', attempts: 2 });
  expect(failed!.lastError).toContain('550');
  expect(site.logged.flat().join('\n')).toContain(`reply ${failed!.id} (message ${id}): attempt 2 failed`);

  // Sent again by hand: queued, then sent with the same Message-ID.
  const again = await admin('POST', `/api/contact-messages/${id}/replies/${failed!.id}/retry`);
  expect(again.status).toBe(200);
  expect(again.json).toMatchObject({ state: 'queued', lastError: null });
  await runDue();
  expect((await replies())[0]).toMatchObject({ state: 'sent' });
  // A reply that has not failed is not sent twice.
  expect((await admin('POST', `/api/contact-messages/${id}/replies/${failed!.id}/retry`)).status).toBe(409);
  expect(smtp.received.filter((m) => m.to.includes(chinese.email))).toHaveLength(1);
});

test('refused, nothing stored: over its limit (413), blank, no subject, a deleted message (404), no mail service (409)', async () => {
  const { site, admin, id, reply } = await open();
  const count = () =>
    site.db.select().from(messageReplies).all().length + site.db.select().from(outbox).where(eq(outbox.kind, 'reply')).all().length;
  const over = await reply({ ...words, body: 'x'.repeat(REPLY_MAX + 1) });
  expect(over.status).toBe(413);
  expect(over.json.error.message).toContain('10,000');
  expect((await reply({ ...words, body: '   ' })).status).toBe(422);
  expect((await reply({ body: words.body })).status).toBe(422);
  expect((await reply({ ...words, subject: 'two\nlines' })).status).toBe(422);
  expect((await reply({ ...words, extra: 1 })).status).toBe(422);
  expect(count()).toBe(0);
  expect((await admin('DELETE', `/api/contact-messages/${id}`)).status).toBe(200);
  const gone = await reply(words);
  expect(gone.status).toBe(404);
  expect(gone.json.error.message).toBe('No such message');
  expect((await admin('GET', `/api/contact-messages/${id}/replies`)).status).toBe(404);
  expect(count()).toBe(0);
  // Signed out: refused.
  expect((await site.call('POST', `/api/contact-messages/${id}/replies`, { body: words })).status).toBe(401);

  const plain = await startTestSite({});
  sites.push(plain);
  const sent = await plain.call('POST', '/api/contact-messages', { body: chinese });
  const refused = await plain.call('POST', `/api/contact-messages/${(sent.json as { id: number }).id}/replies`, {
    cookie: plain.session(),
    body: words,
  });
  expect(refused.status).toBe(409);
  expect(refused.json.error.message).toContain('SMTP_URL');
});

test('where a message stands: new, replied by hand, closed; filtered by it; a private note; each change in the activity log', async () => {
  const { site, admin, id } = await open();
  const other = (await site.call('POST', '/api/contact-messages', { body: { ...chinese, name: 'Ann', message: 'A second inquiry here.' } }))
    .json as { id: number };
  const patch = (body: unknown, which = id) => admin('PATCH', `/api/contact-messages/${which}`, body);
  expect((await patch({ state: 'closed' })).json).toMatchObject({ state: 'closed', isRead: true });
  expect((await patch({ note: '  Called back on Monday.  ' })).json).toMatchObject({ state: 'closed', note: 'Called back on Monday.' });
  expect((await patch({ replied: true }, other.id)).json).toMatchObject({ state: 'replied' });
  const ids = async (state: string) =>
    ((await admin('GET', `/api/contact-messages?state=${state}`)).json as { id: number }[]).map((m) => m.id);
  expect(await ids('closed')).toEqual([id]);
  expect(await ids('replied')).toEqual([other.id]);
  expect(await ids('new')).toEqual([]);
  // The export follows the state too.
  const csv = await site.app.handle(
    new Request('http://localhost/api/contact-messages/export.csv?state=replied', { headers: { cookie: site.session() } }),
  );
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Ann');
  expect((await patch({ state: 'new' })).json).toMatchObject({
    state: 'new',
    closedAt: null,
    repliedAt: null,
    note: 'Called back on Monday.',
  });
  expect(await ids('new')).toEqual([id]);
  // Bad input changes nothing.
  for (const body of [{}, { state: 'spam' }, { note: 'x'.repeat(2001) }, { replied: true, state: 'closed' }, { note: 'bell\u0007' }]) {
    expect((await patch(body)).status).toBe(422);
  }
  expect((await admin('GET', `/api/contact-messages/${id}`)).json).toMatchObject({ state: 'new', note: 'Called back on Monday.' });
  const log = (await admin('GET', '/api/admin/audit?limit=100')).json as { action: string; detail: unknown }[];
  const actions = log.map((entry) => entry.action);
  expect(actions).toEqual(expect.arrayContaining(['message_state', 'message_note', 'message_replied']));
  // The note's words are not kept in the log.
  expect(JSON.stringify(log)).not.toContain('Called back');
});

test('answering marks the message read: a reply sent (again after it was marked unread), replied or closed by hand', async () => {
  const { admin, id, reply, runDue } = await open();
  const messages = async () =>
    (await admin('GET', '/api/contact-messages')).json as { id: number; isRead: boolean; state: string; repliedAt: string | null }[];
  const one = async () => (await messages()).find((m) => m.id === id)!;
  expect(await one()).toMatchObject({ isRead: false, state: 'new' });
  expect((await reply(words)).status).toBe(201);
  await runDue();
  const first = await one();
  expect(first).toMatchObject({ isRead: true, state: 'replied' });
  // Marked unread again, then a second reply: read again, its first replied time kept.
  expect((await admin('POST', '/api/contact-messages/mark', { ids: [id], isRead: false })).status).toBe(200);
  expect(await one()).toMatchObject({ isRead: false });
  expect((await reply({ ...words, body: '補充：附上報價單。' })).status).toBe(201);
  await runDue();
  expect(await one()).toMatchObject({ isRead: true, state: 'replied', repliedAt: first.repliedAt });
  // By hand: replied, or closed, from unread.
  for (const body of [{ replied: true }, { state: 'replied' }, { state: 'closed' }]) {
    expect((await admin('PATCH', `/api/contact-messages/${id}`, { state: 'new' })).status).toBe(200);
    expect((await admin('POST', '/api/contact-messages/mark', { ids: [id], isRead: false })).status).toBe(200);
    expect(await one()).toMatchObject({ isRead: false, state: 'new' });
    expect((await admin('PATCH', `/api/contact-messages/${id}`, body)).json).toMatchObject({ isRead: true });
  }
});
