// Notification channels on the built binary, in Chromium (decision 0107): the owner sets up Slack, Discord, Telegram,
// LINE and a signed webhook in Settings (Telegram's and LINE's API addresses pointed at a receiver on loopback, which
// answers as each provider would), sends a test, and a visitor's message from the contact page arrives at every one of
// them as its provider's request; the page says when each last worked; the secrets are never shown; axe finds nothing.
// The form solved its proof of work in the browser (decision 0108): a direct POST without it, and its solution sent
// again, land in Spam announced nowhere, the owner moves one out, and under "refuse" they are turned away.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { startReceiver, type Receiver } from '../src/testing/receiver';
import { adminEn } from '../web/i18n/admin-en';
import { en } from '../web/i18n/en';
import { axeViolations } from './axe';
import { launchBrowser } from './browser';
import { adminCookie, startBinary, type BinarySite } from './site-binary';
import { solvedCheckFrom } from '../src/testing/form-check';
import { eventually, signInAsAdmin } from './site-in-browser';

const PASSWORD = 'channels-e2e-password';
const TG_TOKEN = '123456789:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-ab';
const LINE_TOKEN = `${'Zx9+'.repeat(40)}=`;
const LINE_GROUP = `C${'0123456789abcdef'.repeat(2)}`;
const t = adminEn.channels;

let receiver: Receiver;
let site: BinarySite;
let browser: Browser;
let page: Page;
/** The form check the visitor's browser sent with its message. */
let sentCheck = '';

beforeAll(async () => {
  receiver = startReceiver();
  browser = await launchBrowser();
  site = await startBinary({
    env: { ADMIN_PASSWORD: PASSWORD, TELEGRAM_API_URL: receiver.url, LINE_API_URL: receiver.url, CONTACT_LIMIT: '100' },
  });
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 }, bypassCSP: true });
  page = await context.newPage();
  await signInAsAdmin(page, PASSWORD);
  await page.goto('/admin/dashboard/settings/channels');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  receiver?.close();
});

const row = (kind: string) => page.locator(`[data-channel="${kind}"]`);

async function setUp(kind: string, fields: Record<string, string>) {
  await row(kind).getByRole('button', { name: t.setUp }).click();
  for (const [label, value] of Object.entries(fields)) await row(kind).getByLabel(label, { exact: true }).fill(value);
  await row(kind).getByRole('button', { name: t.save, exact: true }).click();
  await row(kind).getByRole('switch').waitFor();
}

test('the owner sets up every channel from Settings; a refused Telegram chat is said on the page and nothing is saved', async () => {
  await setUp('slack', { [t.fields.url]: `${receiver.url}/slack/services/T0/B0/abc` });
  await setUp('discord', { [t.fields.url]: `${receiver.url}/api/webhooks/42/discord-token` });
  // Telegram first refuses the chat (the bot is not in it), as Telegram would.
  let refuse = true;
  receiver.on((r) =>
    refuse && r.path.endsWith('/getChat')
      ? Response.json({ ok: false, error_code: 400, description: 'Bad Request: chat not found' }, { status: 400 })
      : undefined,
  );
  await row('telegram').getByRole('button', { name: t.setUp }).click();
  await row('telegram').getByLabel(t.fields.token.telegram, { exact: true }).fill(TG_TOKEN);
  await row('telegram').getByLabel(t.fields.chatId, { exact: true }).fill('-100555');
  await row('telegram').getByRole('button', { name: t.save, exact: true }).click();
  await page.getByText('does not know chat -100555', { exact: false }).first().waitFor();
  expect(await row('telegram').getByRole('switch').count()).toBe(0);
  refuse = false;
  await row('telegram').getByRole('button', { name: t.save, exact: true }).click();
  await row('telegram').getByRole('switch').waitFor();
  await setUp('line', { [t.fields.token.line]: LINE_TOKEN, [t.fields.to]: LINE_GROUP });
  await row('webhook').getByRole('button', { name: t.setUp }).click();
  await row('webhook').getByLabel(t.fields.url, { exact: true }).fill(`${receiver.url}/hook`);
  await row('webhook').getByRole('button', { name: t.generate }).click();
  const secret = await row('webhook').getByLabel(t.fields.secret, { exact: true }).inputValue();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await row('webhook').getByRole('button', { name: t.save, exact: true }).click();
  await row('webhook').getByRole('switch').waitFor();
  (globalThis as { secret?: string }).secret = secret;
  // Nothing that can post to a channel is on the page.
  const text = await page.locator('main').innerText();
  for (const hidden of [TG_TOKEN, LINE_TOKEN, secret, 'discord-token']) expect(text).not.toContain(hidden);
  expect(await axeViolations(page)).toEqual([]);
});

test('"Send a test" reaches Slack and the page says it worked', async () => {
  const before = receiver.received.length;
  // From the row's one menu (decision 0203: calm rows, name, state, switch and "…").
  await row('slack')
    .getByRole('button', { name: t.actions.replace('{{name}}', 'Slack') })
    .click();
  await row('slack').getByRole('button', { name: t.test, exact: true }).click();
  await page.getByText(t.tested.replace('{{name}}', 'Slack')).first().waitFor();
  expect(JSON.parse(receiver.received.at(-1)!.body).text).toContain('A test from your website');
  expect(receiver.received.length).toBe(before + 1);
  await eventually(async () => expect(await row('slack').getByRole('status').innerText()).toStartWith('Last worked'));
});

test("a visitor's message from the contact page arrives on all five, each as its provider's request", async () => {
  receiver.received.length = 0;
  const visitor = await browser.newPage({ baseURL: site.url });
  visitor.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact-messages')
      sentCheck = JSON.parse(request.postData() ?? '{}').altcha ?? '';
  });
  await visitor.goto('/contact');
  await visitor.getByRole('textbox', { name: en.contact.form.name, exact: true }).fill('Mei Lin');
  await visitor.getByRole('textbox', { name: en.contact.form.email, exact: true }).fill('mei@example.com');
  await visitor.getByRole('textbox', { name: en.contact.form.message, exact: true }).fill('We would like a booking system for our clinic.');
  await visitor.locator('form button[type="submit"]').click();
  await visitor.locator('[data-thank-you]').waitFor();
  await receiver.waitFor(() => receiver.received.length >= 5, 20_000, 'five announcements');
  const paths = receiver.received.map((r) => r.path).sort();
  expect(paths).toEqual(
    ['/api/webhooks/42/discord-token', `/bot${TG_TOKEN}/sendMessage`, '/hook', '/slack/services/T0/B0/abc', '/v2/bot/message/push'].sort(),
  );
  const byPath = (p: string) => receiver.received.find((r) => r.path === p)!;
  expect(JSON.parse(byPath('/slack/services/T0/B0/abc').body).text).toContain('*New message from Mei Lin*');
  expect(JSON.parse(byPath('/api/webhooks/42/discord-token').body).allowed_mentions).toEqual({ parse: [] });
  expect(JSON.parse(byPath(`/bot${TG_TOKEN}/sendMessage`).body).chat_id).toBe('-100555');
  const line = byPath('/v2/bot/message/push');
  expect(line.headers.authorization).toBe(`Bearer ${LINE_TOKEN}`);
  expect(JSON.parse(line.body).to).toBe(LINE_GROUP);
  const hook = byPath('/hook');
  const secret = (globalThis as { secret?: string }).secret!;
  const signed = `v1=${createHmac('sha256', secret).update(`${hook.headers['webhook-timestamp']}.${hook.body}`).digest('hex')}`;
  expect(hook.headers['webhook-signature']).toBe(signed);
  const message = JSON.parse(hook.body).message as { name: string; adminUrl: string };
  expect(message.name).toBe('Mei Lin');
  // The link opens that message in the admin.
  await page.goto(new URL(message.adminUrl).pathname);
  await page.getByRole('dialog', { name: adminEn.messages.detailTitle.replace('{{name}}', 'Mei Lin') }).waitFor();
  await visitor.close();
});

test('a direct POST without the form check, and the check sent again, land in Spam announced nowhere', async () => {
  const post = async (body: Record<string, unknown>, query = '') => {
    const res = await fetch(`${site.url}/api/contact-messages${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { spam?: string | null; error?: { message: string } } };
  };
  expect(sentCheck).not.toBe('');
  receiver.received.length = 0;
  const unsolved = await post({ name: 'No Check', email: 'script@example.com', message: 'Posted by a script, no form at all.' });
  expect(unsolved).toMatchObject({ status: 201, json: { spam: 'unsolved' } });
  const replayed = await post({
    name: 'Replayed',
    email: 'again@example.com',
    message: 'The same check sent a second time.',
    altcha: sentCheck,
  });
  expect(replayed).toMatchObject({ status: 201, json: { spam: 'replayed' } });
  // A solved one after them is announced on all five, and the two before it on none.
  const good = await post({
    name: 'Good Sender',
    email: 'good@example.com',
    message: 'Solved as the form solves it.',
    altcha: await solvedCheckFrom(site.url),
  });
  expect(good).toMatchObject({ status: 201, json: { spam: null } });
  await receiver.waitFor(() => receiver.received.length >= 5, 20_000, 'five announcements of the solved message');
  await Bun.sleep(1500);
  expect(receiver.received.map((r) => r.body).filter((body) => !body.includes('Good Sender'))).toEqual([]);
  expect(receiver.received).toHaveLength(5);

  // The owner finds them under Spam, reads why, and moves one back to the inbox.
  const inbox = adminEn.inbox.spam;
  await page.goto('/admin/dashboard/messages');
  await page.getByRole('button', { name: inbox.folderCount.replace('{{count}}', '2') }).click();
  await page.getByRole('row', { name: /No Check/ }).waitFor();
  expect(await page.getByRole('row', { name: /Good Sender/ }).count()).toBe(0);
  await page.getByRole('button', { name: adminEn.messages.viewMessageFrom.replace('{{name}}', 'No Check') }).click();
  const dialog = page.getByRole('dialog', { name: adminEn.messages.detailTitle.replace('{{name}}', 'No Check') });
  await dialog.getByText(inbox.why.unsolved).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: inbox.notSpam }).click();
  await page.getByText(inbox.movedOut).first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: inbox.folderCount.replace('{{count}}', '1') }).waitFor();
  await page.getByRole('button', { name: inbox.backLabel }).click();
  await page.getByRole('row', { name: /No Check/ }).waitFor();
});

test('with "refuse" set, a message without the check is 403 in the page\'s language and nothing is stored', async () => {
  const cookie = await adminCookie(site.url, PASSWORD);
  const set = await fetch(`${site.url}/api/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: site.url },
    body: JSON.stringify({ key: 'unsolvedMessages', value: 'refuse' }),
  });
  expect(set.status).toBe(200);
  const count = async () => ((await (await fetch(`${site.url}/api/contact-messages`, { headers: { cookie } })).json()) as unknown[]).length;
  const before = await count();
  const refused = await fetch(`${site.url}/api/contact-messages?lang=zh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: '王小明', email: 'wang@example.com', message: '沒有表單驗證的訊息。', altcha: sentCheck }),
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('重新整理頁面');
  expect(await count()).toBe(before);
  // A visitor using the form still gets through.
  const visitor = await browser.newPage({ baseURL: site.url });
  await visitor.goto('/contact');
  await visitor.getByRole('textbox', { name: en.contact.form.name, exact: true }).fill('Form Visitor');
  await visitor.getByRole('textbox', { name: en.contact.form.email, exact: true }).fill('form@example.com');
  await visitor.getByRole('textbox', { name: en.contact.form.message, exact: true }).fill('Sent from the form while refusing scripts.');
  await visitor.locator('form button[type="submit"]').click();
  await visitor.locator('[data-thank-you]').waitFor();
  expect(await count()).toBe(before + 1);
  await visitor.close();
});
