// Replies from the inbox on the built binary, in Chromium (decision 0106): a Chinese sender's message opens with a
// composer prefilled in Chinese; the owner adds a line and sends; the reply reaches the loopback SMTP server from
// SMTP_FROM, Reply-To the contact email, threaded on the message; the dialog says it was sent and the row is replied;
// the owner closes the message and finds it under "Closed" with a private note kept; axe finds nothing in the dialog.
// A draft is the message's own (session 46): typed for one sender, then another message opened, that one has its own
// greeting, and what is sent there reaches that sender alone; back at the first, its draft waits and goes as typed.
// Cancel only folds a draft's form away: Reply brings the text back.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { startSmtpServer, type SmtpTestServer } from '../src/testing/smtp';
import { adminEn } from '../web/i18n/admin-en';
import { axeViolations } from './axe';
import { launchBrowser } from './browser';
import { adminCookie, startBinary, type BinarySite } from './site-binary';
import { eventually, signInAsAdmin } from './site-in-browser';
import { solvedCheckFrom } from '../src/testing/form-check';

const PASSWORD = 'inbox-replies-password';
const FROM = 'Custom Software Solutions <site@example.test>';
const CONTACT = 'hello@example.test';
const WANG = { name: '王小明', email: 'wang@example.com.tw', service: 'ai_assistant', message: '您好，想詢問 AI 助理的報價。\n謝謝！' };
const t = adminEn.inbox;

let smtp: SmtpTestServer;
let site: BinarySite;
let browser: Browser;
let page: Page;
let id: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  browser = await launchBrowser();
  site = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url, SMTP_FROM: FROM, CONTACT_LIMIT: '1000' } });
  const cookie = await adminCookie(site.url, PASSWORD);
  const saved = await fetch(`${site.url}/api/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ key: 'contactEmail', value: CONTACT }),
  });
  expect(saved.status).toBe(200);
  // Sent from the Chinese site (its lang cookie).
  const sent = await fetch(`${site.url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'lang=zh' },
    body: JSON.stringify({ ...WANG, altcha: await solvedCheckFrom(site.url) }),
  });
  expect(sent.status).toBe(201);
  id = ((await sent.json()) as { id: number }).id;
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 }, bypassCSP: true });
  page = await context.newPage();
  await signInAsAdmin(page, PASSWORD);
  await page.getByRole('navigation', { name: adminEn.tabs.label, exact: true }).getByRole('link', { name: adminEn.tabs.messages }).click();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await smtp?.close();
});

const dialog = () => page.getByRole('dialog', { name: adminEn.messages.detailTitle.replace('{{name}}', WANG.name) });

test('the composer speaks Chinese to a Chinese sender; the reply reaches the SMTP server threaded on the message', async () => {
  await page
    .getByRole('button', { name: adminEn.messages.viewMessageFrom.replace('{{name}}', WANG.name) })
    .first()
    .click();
  const box = dialog();
  // The one Reply opens the form (decision 0158).
  await box.getByRole('button', { name: adminEn.messages.reply, exact: true }).click();
  const body = box.getByLabel(t.composer.body, { exact: true });
  await eventually(async () => expect(await body.inputValue()).toStartWith('王小明您好：'));
  expect(await body.getAttribute('lang')).toBe('zh-Hant');
  // The message answered is quoted under the reply, folded under the box (decision 0198), not "> " lines in it.
  expect(await body.inputValue()).not.toContain('> ');
  expect(await box.locator('[data-reply-quote]').textContent()).toContain('您好，想詢問 AI 助理的報價。');
  await eventually(async () =>
    expect(await box.getByLabel(t.composer.subject, { exact: true }).inputValue()).toBe('回覆：您寄給客製化軟體解決方案的訊息'),
  );
  // Where it comes from and where answers go, said before sending.
  // (The reply-to address comes with the contact details, read on their own: it may arrive after the subject.)
  await eventually(async () => expect(await box.getByText(CONTACT, { exact: false }).count()).toBeGreaterThan(0));
  expect(await axeViolations(page)).toEqual([]);

  const text = (await body.inputValue()).replace('感謝您與我們聯繫。', '感謝您與我們聯繫。AI 助理的報價如附件，下週可以通話。');
  await body.fill(text);
  await box.getByRole('button', { name: t.composer.send, exact: true }).click();
  await smtp.waitFor(() => smtp.received.some((mail) => mail.to.includes(WANG.email)), 20_000, 'the reply');
  const mail = smtp.received.find((m) => m.to.includes(WANG.email))!;
  expect(mail.headers.from).toBe(FROM);
  expect(mail.headers['reply-to']).toBe(CONTACT);
  expect(mail.headers['in-reply-to']).toBe(`<contact-${id}@example.test>`);
  expect(mail.headers.references).toBe(`<contact-${id}@example.test>`);
  expect(mail.headers.subject).toBe('回覆：您寄給客製化軟體解決方案的訊息');
  expect(mail.text).toContain('AI 助理的報價如附件，下週可以通話。');
  expect(mail.text).toContain('> 謝謝！');

  // The dialog says it was sent, and the message is replied.
  await eventually(async () => expect(await box.locator('[data-reply-state="sent"]').count()).toBe(1), 15_000);
  await eventually(async () =>
    expect(
      await box
        .getByRole('group', { name: t.stateLabel })
        .getByRole('button', { name: t.states.replied, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true'),
  );
});

test('closed with a private note, it is found under "Closed" and the note is kept', async () => {
  const box = dialog();
  await box.getByLabel(t.note.label, { exact: true }).fill('下週一回電。');
  await box.getByRole('button', { name: t.note.save, exact: true }).click();
  await page.getByText(t.note.saved, { exact: true }).first().waitFor();
  await box.getByRole('group', { name: t.stateLabel }).getByRole('button', { name: t.states.closed }).click();
  await page.getByText(t.stateSet.closed, { exact: true }).first().waitFor();
  await box.getByRole('button', { name: adminEn.messages.close, exact: true }).click();
  await page.getByRole('group', { name: adminEn.messages.show }).getByRole('button', { name: t.states.closed, exact: true }).click();
  await eventually(async () => expect(await page.locator('tbody tr').count()).toBe(1));
  await page
    .getByRole('button', { name: adminEn.messages.viewMessageFrom.replace('{{name}}', WANG.name) })
    .first()
    .click();
  await eventually(async () => expect(await dialog().getByLabel(t.note.label, { exact: true }).inputValue()).toBe('下週一回電。'));
  const stored = await fetch(`${site.url}/api/contact-messages/${id}`, { headers: { cookie: await adminCookie(site.url, PASSWORD) } });
  expect(await stored.json()).toMatchObject({ state: 'closed', note: '下週一回電。' });
});

const ANN = { name: 'Ann Lee', email: 'ann@example.com', message: 'Do you build booking systems?' };
const BO = { name: 'Bo Chen', email: 'bo@example.com', message: 'Could you automate our invoices?' };
const paneOf = (name: string) => page.getByRole('dialog', { name: adminEn.messages.detailTitle.replace('{{name}}', name) });
const openMessage = (name: string) =>
  page
    .getByRole('button', { name: adminEn.messages.viewMessageFrom.replace('{{name}}', name) })
    .first()
    .click();
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
/** Typed at the end of the reply, key by key, as the owner types. */
async function typeAtEnd(pane: ReturnType<typeof paneOf>, words: string) {
  const body = pane.getByLabel(t.composer.body, { exact: true });
  await body.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(words);
  expect(await body.inputValue()).toEndWith(words);
}

test("a draft is its message's own: another opens with its greeting, and only what was typed goes, to whom it was for", async () => {
  await dialog().getByRole('button', { name: adminEn.messages.close, exact: true }).click();
  for (const visitor of [ANN, BO]) {
    const sent = await fetch(`${site.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...visitor, altcha: await solvedCheckFrom(site.url) }),
    });
    expect(sent.status).toBe(201);
  }
  await page.reload();
  await openMessage(ANN.name);
  const ann = paneOf(ANN.name);
  await ann.getByRole('button', { name: adminEn.messages.reply, exact: true }).click();
  await eventually(async () => expect(await ann.getByLabel(t.composer.body, { exact: true }).inputValue()).toStartWith('Hi Ann,'));
  await typeAtEnd(ann, 'For Ann: the booking system, from 4,000 a month.');
  // Cancel folds the form away and keeps what was typed: Reply brings it back as it was (a misclick beside Send loses
  // nothing).
  await ann.getByRole('button', { name: t.composer.cancel, exact: true }).click();
  await eventually(async () => expect(await ann.getByLabel(t.composer.body, { exact: true }).count()).toBe(0));
  await ann.getByRole('button', { name: adminEn.messages.reply, exact: true }).click();
  await eventually(async () =>
    expect(await ann.getByLabel(t.composer.body, { exact: true }).inputValue()).toEndWith(
      'For Ann: the booking system, from 4,000 a month.',
    ),
  );
  // Away from Ann's reply (the pane's ×) to Bo's message: no form open on it, and Reply opens Bo's own greeting.
  await ann.getByRole('button', { name: adminEn.messages.closeMessage, exact: true }).click();
  await openMessage(BO.name);
  const bo = paneOf(BO.name);
  await bo.getByRole('button', { name: adminEn.messages.reply, exact: true }).click();
  const boBody = bo.getByLabel(t.composer.body, { exact: true });
  await eventually(async () => expect(await boBody.inputValue()).toStartWith('Hi Bo,'));
  expect(await boBody.inputValue()).not.toContain('For Ann');
  expect(await bo.locator('[data-reply-quote]').textContent()).toContain(BO.message);
  await typeAtEnd(bo, 'For Bo: invoices, done by Friday.');
  await bo.getByRole('button', { name: t.composer.send, exact: true }).click();
  await smtp.waitFor(() => mailsTo(BO.email).length > 0, 20_000, "Bo's reply");
  const toBo = mailsTo(BO.email)[0]!;
  expect(toBo.text).toContain('For Bo: invoices, done by Friday.');
  expect(toBo.text).toContain('Hi Bo,');
  expect(toBo.text).not.toContain('For Ann');
  // The email carries the quote as mail apps do.
  expect(toBo.text).toContain(`> ${BO.message}`);
  await eventually(async () => expect(await bo.locator('[data-reply-state="sent"]').count()).toBe(1), 15_000);
  // The thread under the message shows what went, to whom (decision 0198).
  const entry = bo.locator('[data-reply-state="sent"]');
  expect(await entry.textContent()).toContain('For Bo: invoices, done by Friday.');
  expect(await entry.textContent()).toContain(BO.email);
  expect(mailsTo(ANN.email)).toEqual([]);

  // Back at Ann's message: the form open on her draft, as typed; sent, it reaches her alone, once.
  await bo.getByRole('button', { name: adminEn.messages.closeMessage, exact: true }).click();
  await openMessage(ANN.name);
  const annBody = ann.getByLabel(t.composer.body, { exact: true });
  await eventually(async () => expect(await annBody.inputValue()).toEndWith('For Ann: the booking system, from 4,000 a month.'));
  expect(await annBody.inputValue()).toStartWith('Hi Ann,');
  await ann.getByRole('button', { name: t.composer.send, exact: true }).click();
  await smtp.waitFor(() => mailsTo(ANN.email).length > 0, 20_000, "Ann's reply");
  const toAnn = mailsTo(ANN.email)[0]!;
  expect(toAnn.text).toContain('For Ann: the booking system, from 4,000 a month.');
  expect(toAnn.text).not.toContain('For Bo');
  await eventually(async () => expect(await ann.locator('[data-reply-state="sent"]').count()).toBe(1), 15_000);
  expect(mailsTo(ANN.email)).toHaveLength(1);
  expect(mailsTo(BO.email)).toHaveLength(1);
  // Sent, the draft is gone: Reply again opens a fresh greeting, not the text that went.
  await ann.getByRole('button', { name: adminEn.messages.replyAgain, exact: true }).click();
  await eventually(async () => expect(await annBody.inputValue()).not.toContain('For Ann'));
});
