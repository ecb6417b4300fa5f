// Decision 0108 on the server: a message without the form's solved check (none, wrong, expired, used before), or one
// that breaks a spam rule, is stored in Spam and answered as any other, with no notification; the owner's "refuse"
// setting turns an unsolved one away in the visitor's language with nothing stored; the owner moves messages out of
// Spam and in; Spam empties itself after its days.
import { afterEach, expect, test } from 'bun:test';
import { auditLog, contactMessages, outbox } from '../../../db/schema';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { solvedCheck } from '../../testing/form-check';
import { startSmtpServer, type SmtpTestServer } from '../../testing/smtp';
import { CHALLENGE_PATH } from '../../contract';
import { pruneSpam } from './retention';

const sites: TestSite[] = [];
const smtps: SmtpTestServer[] = [];
afterEach(async () => {
  sites.splice(0).forEach((site) => site.close());
  await Promise.all(smtps.splice(0).map((smtp) => smtp.close()));
});

const visitor = { name: 'Mei Lin', email: 'mei@example.com', message: 'We would like to automate our invoicing.' };

/** A site with notifications on, sending to a loopback SMTP server. */
async function open() {
  const smtp = await startSmtpServer();
  smtps.push(smtp);
  const site = await startTestSite({ SMTP_URL: smtp.url, SMTP_FROM: 'site@example.test' });
  sites.push(site);
  const cookie = site.session();
  for (const [key, value] of [
    ['notificationEmail', 'owner@example.test'],
    ['notificationsEnabled', 'true'],
  ])
    expect((await site.call('POST', '/api/settings', { cookie, body: { key, value } })).status).toBe(200);
  const send = (body: Record<string, unknown>, query = '', headers: Record<string, string> = {}) =>
    site.call('POST', `/api/contact-messages${query}`, { body, headers });
  const solved = () => solvedCheck((path) => site.call('GET', path));
  const folder = async (name: 'inbox' | 'spam') => {
    const res = await site.call('GET', `/api/contact-messages?folder=${name}&limit=100`, { cookie: site.session() });
    expect(res.status).toBe(200);
    return { names: (res.json as { name: string }[]).map((m) => m.name), total: Number(res.headers.get('x-total-count')) };
  };
  const delivered = async () => {
    await site.deps.outbox.runDue();
    return smtp.received.map((mail) => mail.headers.subject as string);
  };
  return { site, smtp, cookie, send, solved, folder, delivered };
}

test('without a good solution (none, wrong, expired, used before): 201 as always, stored in Spam, announced nowhere', async () => {
  const { site, send, solved, folder, delivered, cookie } = await open();
  const good = await send({ ...visitor, name: 'Solved' });
  expect(good.status).toBe(201);
  expect(good.json.spam).toBeNull();

  const none = await send({ ...visitor, name: 'No check', altcha: undefined });
  expect(none.status).toBe(201);
  expect(none.json).toMatchObject({ name: 'No check', isRead: false, state: 'new', spam: 'unsolved' });

  const payload = JSON.parse(Buffer.from(await solved(), 'base64').toString());
  const key: string = payload.solution.derivedKey;
  payload.solution.derivedKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
  const wrong = await send({ ...visitor, name: 'Wrong key', altcha: Buffer.from(JSON.stringify(payload)).toString('base64') });
  expect(wrong.json.spam).toBe('invalid');
  expect((await send({ ...visitor, name: 'Not base64 JSON', altcha: 'made-up' })).json.spam).toBe('invalid');

  const old = await solved();
  site.clock.now += 31 * 60_000;
  expect((await send({ ...visitor, name: 'Too late', altcha: old })).json.spam).toBe('expired');

  const once = await solved();
  expect((await send({ ...visitor, name: 'First use', altcha: once })).json.spam).toBeNull();
  expect((await send({ ...visitor, name: 'Replayed', altcha: once })).json.spam).toBe('replayed');

  expect(await folder('inbox')).toEqual({ names: ['First use', 'Solved'], total: 2 });
  expect(await folder('spam')).toEqual({ names: ['Replayed', 'Too late', 'Not base64 JSON', 'Wrong key', 'No check'], total: 5 });
  // product.md's plain list holds every message, each saying where it is.
  const plain = await site.call('GET', '/api/contact-messages', { cookie });
  expect(plain.json).toHaveLength(7);
  // Only the inbox's messages were announced.
  expect((await delivered()).sort()).toEqual([expect.stringContaining('First use'), expect.stringContaining('Solved')]);
  const read = await site.call('GET', `/api/contact-messages/${none.json.id}`, { cookie });
  expect(read.json).toMatchObject({ notification: null, notificationSkipped: 'spam', spam: 'unsolved' });
  expect(site.db.select().from(outbox).all()).toHaveLength(2);
});

test('the rules: three links or one in the name, the same text from another address, a throwaway sender', async () => {
  const { site, send, folder, delivered } = await open();
  const spam = async (body: Record<string, unknown>) => (await send(body)).json.spam;
  expect(await spam({ ...visitor, message: 'See https://a.example, https://b.example and https://c.example for cheap pills.' })).toBe(
    'links',
  );
  expect(
    await spam({
      ...visitor,
      email: 'two-links@example.com',
      message: 'Our site https://mei.example and the one we like https://b.example',
    }),
  ).toBeNull();
  expect(await spam({ ...visitor, name: 'Visit www.cheap.example', message: 'Hello there, we do marketing.' })).toBe('links');
  expect(await spam({ ...visitor, message: 'Our site is https://mei.example, a quote please.' })).toBeNull();
  const pitch = 'We can bring your website to the first page of Google.';
  expect(await spam({ ...visitor, email: 'one@seo.example', message: pitch })).toBeNull();
  // The same sender pressing twice is a person; the same pitch from another address is a campaign.
  expect(await spam({ ...visitor, email: 'one@seo.example', message: pitch })).toBeNull();
  expect(await spam({ ...visitor, email: 'two@seo.example', message: pitch })).toBe('repeated');
  expect(await spam({ ...visitor, email: 'three@seo.example', message: 'Please call me back' })).toBeNull();
  expect(await spam({ ...visitor, email: 'four@seo.example', message: 'Please call me back' })).toBeNull();
  expect(await spam({ ...visitor, email: 'x@mailinator.com', message: 'A throwaway mailbox asks for a quote.' })).toBe('sender');
  expect(await spam({ ...visitor, email: 'x@eu.mailinator.com', message: 'Another throwaway mailbox asks.' })).toBe('sender');
  expect(await spam({ ...visitor, name: 'buyer@shop.example' })).toBe('sender');
  expect(await spam({ ...visitor, name: 'Mei Lin (Lin & Co)' })).toBeNull();
  expect((await folder('spam')).total).toBe(6);
  expect(await delivered()).toHaveLength(7);
  // Insights count the inbox's inquiries only.
  const day = (offset: number) => new Date(site.clock.now + offset * 86_400_000).toISOString().slice(0, 10);
  const report = await site.call('GET', `/api/admin/insights?from=${day(-1)}&to=${day(1)}`, { cookie: site.session() });
  expect(report.json.totals.inquiries).toBe(7);
});

test('"refuse": an unsolved message is 403 in the visitor\'s language and nothing is stored; a solved one passes', async () => {
  const { site, send, cookie, folder } = await open();
  const bad = await site.call('POST', '/api/settings', { cookie, body: { key: 'unsolvedMessages', value: 'never' } });
  expectError(bad, 422, 'validation_failed');
  expect((await site.call('POST', '/api/settings', { cookie, body: { key: 'unsolvedMessages', value: 'refuse' } })).status).toBe(200);
  const en = await send({ ...visitor, altcha: undefined });
  expectError(en, 403, 'forbidden');
  expect(en.json.error.message).toContain('reload the page');
  const zh = await send({ ...visitor, altcha: 'made-up' }, '?lang=zh');
  expect(zh.json.error.message).toContain('重新整理');
  const byHeader = await send({ ...visitor, altcha: undefined }, '', { 'accept-language': 'zh-TW,zh;q=0.9' });
  expect(byHeader.json.error.message).toContain('重新整理');
  expect(site.db.select().from(contactMessages).all()).toHaveLength(0);
  // The rules never refuse: a person's message that only looks like spam is kept, in Spam.
  expect((await send({ ...visitor, email: 'x@mailinator.com', message: 'A throwaway mailbox asks for a quote.' })).status).toBe(201);
  expect((await send(visitor)).status).toBe(201);
  expect(await folder('inbox')).toEqual({ names: ['Mei Lin'], total: 1 });
  expect((await folder('spam')).total).toBe(1);
});

test('the owner moves a message out of Spam and into it; each move is in the activity log; 404 and 422 change nothing', async () => {
  const { site, send, cookie, folder, delivered } = await open();
  const { id } = (await send({ ...visitor, altcha: undefined })).json;
  const patch = (body: unknown, target = id) => site.call('PATCH', `/api/contact-messages/${target}`, { cookie, body });
  const out = await patch({ spam: false });
  expect(out.status).toBe(200);
  expect(out.json.spam).toBeNull();
  expect(await folder('inbox')).toEqual({ names: ['Mei Lin'], total: 1 });
  expect(await delivered()).toEqual([]); // the owner is looking at it: nothing is announced late
  expect((await patch({ spam: true })).json.spam).toBe('owner');
  expect((await folder('spam')).names).toEqual(['Mei Lin']);
  expectError(await patch({ spam: 'yes' }), 422, 'validation_failed');
  expectError(await patch({ spam: false }, 999), 404, 'not_found');
  expect((await folder('spam')).names).toEqual(['Mei Lin']);
  const moves = site.db
    .select()
    .from(auditLog)
    .all()
    .filter((entry) => entry.action === 'message_spam');
  expect(moves.map((entry) => JSON.parse(entry.detail ?? '{}').spam)).toEqual([false, true]);
  expectError(await site.call('PATCH', `/api/contact-messages/${id}`, { body: { spam: false } }), 401, 'unauthorized');
});

test('Spam empties itself after its days (30 unless set); the inbox is kept; the setting is checked', async () => {
  const { site, send, folder } = await open();
  const t0 = site.clock.now;
  await send({ ...visitor, name: 'Old spam', altcha: undefined });
  await send({ ...visitor, name: 'Old inbox' });
  site.clock.now = t0 + 20 * 86_400_000;
  await send({ ...visitor, name: 'Newer spam', altcha: undefined });
  expect(pruneSpam(site.db, t0 + 29 * 86_400_000)).toBe(0);
  expect(pruneSpam(site.db, t0 + 31 * 86_400_000)).toBe(1);
  expect((await folder('spam')).names).toEqual(['Newer spam']);
  expectError(
    await site.call('POST', '/api/settings', { cookie: site.session(), body: { key: 'spamKeepDays', value: '0' } }),
    422,
    'validation_failed',
  );
  expectError(
    await site.call('POST', '/api/settings', { cookie: site.session(), body: { key: 'spamKeepDays', value: '366' } }),
    422,
    'validation_failed',
  );
  expect((await site.call('POST', '/api/settings', { cookie: site.session(), body: { key: 'spamKeepDays', value: '5' } })).status).toBe(
    200,
  );
  expect(pruneSpam(site.db, t0 + 26 * 86_400_000)).toBe(1);
  expect((await folder('spam')).total).toBe(0);
  expect((await folder('inbox')).names).toEqual(['Old inbox']);
});

test('a challenge is never cached, differs each time, and is limited per address (loosely: 600 in 10 minutes)', async () => {
  const site = await startTestSite({ CONTACT_LIMIT: '5' });
  sites.push(site);
  const first = await site.call('GET', CHALLENGE_PATH);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('no-store');
  expect(first.json.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
  expect(first.json.parameters.data.expires).toBe(Math.floor(site.clock.now / 1000) + 30 * 60);
  const second = await site.call('GET', CHALLENGE_PATH);
  expect(second.json.parameters.nonce).not.toBe(first.json.parameters.nonce);
  let status = 200;
  let made = 2;
  for (; made < 700 && status === 200; made++) status = (await site.call('GET', CHALLENGE_PATH)).status;
  expect(status).toBe(429);
  expect(made).toBe(601);
});
