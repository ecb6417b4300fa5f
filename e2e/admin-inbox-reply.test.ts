// Decision 0068 in a real browser against the binary: the export says what it exports and offers the view or all (the
// files downloaded and read: headings, readable values, local times with their zone, Chinese intact), a reply copied in
// the sender's language and the address copied (the clipboard read back), a message marked replied that stays so after
// a reload and filtered by ("New"), the true reason no email was sent, no Status column, and no axe violation in
// light and dark.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { SERVICE_LABELS } from '../src/contract';
import { adminEn } from '../web/i18n/admin-en';
import { THEME_KEY } from '../web/lib/theme';
import { axeViolations } from './axe';
import { launchBrowser } from './browser';
import { adminCookie, startBinary, type BinarySite } from './site-binary';
import { eventually } from './site-in-browser';
import { solvedCheckFrom } from '../src/testing/form-check';

const PASSWORD = 'e2e-reply-password';
const WANG = '王小明';
const t = adminEn.messages;
let server: BinarySite;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** Six visitors: one on the Chinese site (its lang cookie), one whose browser asks for Chinese, four in English. */
const VISITORS = [
  { body: { name: 'Ann Lee', email: 'ann@example.com', service: 'custom_software', message: 'We need an inventory system.' } },
  {
    body: { name: '王小明', email: 'wang@example.com.tw', service: 'ai_assistant', message: '您好，想詢問報價。\n謝謝！' },
    cookie: 'lang=zh',
  },
  { body: { name: 'Bo Chen', email: 'bo@example.com', message: 'Could you automate our invoices?' }, language: 'zh-TW,zh;q=0.9' },
  { body: { name: 'Cy Park', email: 'cy@example.com', service: 'automation', message: '=cmd|calc, a formula in my text.' } },
  { body: { name: 'Di Ortiz', email: 'di@example.com', service: 'other', message: 'Just a question about hosting.' } },
  { body: { name: 'Ed Wu', email: 'ed@example.com', message: 'Another question, about support hours.' } },
];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD, CONTACT_LIMIT: '1000' } }); // no SMTP_URL: the server sends no email
  for (const visitor of VISITORS) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (visitor.cookie) headers.cookie = visitor.cookie;
    if (visitor.language) headers['accept-language'] = visitor.language;
    const res = await fetch(`${server.url}/api/contact-messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...visitor.body, altcha: await solvedCheckFrom(server.url) }),
    });
    expect(res.status).toBe(201);
  }
  // The site is in Taipei (its time zone setting, decision 0089): the export writes that zone's times, whatever the
  // server's own zone. bypassCSP: axe is injected as an inline script.
  const zone = await fetch(`${server.url}/api/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: await adminCookie(server.url, PASSWORD) },
    body: JSON.stringify({ key: 'timeZone', value: 'Asia/Taipei' }),
  });
  expect(zone.status).toBe(200);
  const context = await browser.newContext({ baseURL: server.url, bypassCSP: true, timezoneId: 'Asia/Taipei', acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  page.on('pageerror', (error) => void pageErrors.push(error.message));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rowOf = (name: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('button', { name: fill(t.viewMessageFrom, { name }) }) });
const detail = (name: string) => page.getByRole('dialog', { name: fill(t.detailTitle, { name }), exact: true });
const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

/** RFC 4180 read back (the BOM checked and dropped): rows of cells. */
function parseCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}
async function download(link: Locator): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(file.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  return parseCsv(readFileSync((await file.path())!));
}

test('1. signed in, two messages read: product.md’s columns and the service; the status is said in the name too', async () => {
  await page.goto('/admin');
  await page.getByLabel(adminEn.login.username, { exact: true }).fill('admin');
  await page.getByLabel(adminEn.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: adminEn.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/dashboard'));
  await page.goto('/admin/dashboard/messages');
  for (const name of ['Ed Wu', 'Di Ortiz']) {
    await rowOf(name).getByText(name, { exact: true }).click();
    await detail(name).waitFor();
    await page.keyboard.press('Escape');
    await detail(name).waitFor({ state: 'hidden' });
  }
  await page.getByText(fill(t.counts, { total: 6, unread: 4 }), { exact: true }).waitFor();
  // product.md's five columns at every width; the service asked for follows the name, quiet (decision 0271; round 32:
  // a Service column from 1280 px left the preview 35 letters), and the preview has the room: most of the row.
  const headers = async () => (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim().toLowerCase()).filter(Boolean);
  expect(await headers()).toEqual([t.name, t.email, t.date, t.status, t.actions].map((h) => h.toLowerCase()));
  expect(await rowOf('Ann Lee').getByText(SERVICE_LABELS.en.custom_software, { exact: true }).isVisible()).toBe(true);
  const width = async (column: number) => (await page.locator('thead th').nth(column).boundingBox())!.width;
  const row = (await page.locator('thead tr').boundingBox())!.width;
  expect(await width(0)).toBeGreaterThan(row * 0.45); // the name and its preview
  expect(await width(1)).toBeLessThan(row * 0.2); // the e-mail
  await page.setViewportSize({ width: 1024, height: 720 });
  expect(await headers()).toEqual([t.name, t.email, t.date, t.status, t.actions].map((h) => h.toLowerCase()));
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(await rowOf('Ann Lee').getByText(`(${t.unread})`, { exact: true }).count()).toBe(1);
  await eventually(async () => expect(await rowOf('Ed Wu').getByText(`(${t.unread})`, { exact: true }).count()).toBe(0));
});

test('2. the whole inbox: one link that says "Export all 6 messages"; the file reads as the owner would say it', async () => {
  const all = page.getByRole('link', { name: 'Export all 6 messages', exact: true });
  expect(await all.isVisible()).toBe(true);
  const rows = await download(all);
  expect(rows[0]).toEqual(['ID', 'Received', 'Name', 'Email', 'Service', 'Read', 'Replied', 'Message']);
  expect(rows).toHaveLength(7);
  const byName = Object.fromEntries(rows.slice(1).map((r) => [r[2], r]));
  expect(byName['Ann Lee']!.slice(4, 7)).toEqual(['Custom software', 'No', 'No']);
  expect(byName['Ed Wu']!.slice(4, 7)).toEqual(['', 'Yes', 'No']);
  expect(byName[WANG]!.slice(3, 5)).toEqual(['wang@example.com.tw', SERVICE_LABELS.en.ai_assistant]);
  expect(byName[WANG]![7]).toBe('您好，想詢問報價。\n謝謝！');
  expect(byName['Cy Park']![7]).toBe("'=cmd|calc, a formula in my text.");
  for (const row of rows.slice(1)) expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+8\)$/);
  // Taipei's wall time: eight hours after UTC.
  const utcHour = new Date().getUTCHours();
  expect([(utcHour + 8) % 24, (utcHour + 7) % 24]).toContain(Number(byName['Ann Lee']![1]!.slice(11, 13)));
});

test('3. with "Unread only" the export asks: the 4 unread ones, or all 6; each file holds what it said', async () => {
  await page.getByRole('group', { name: t.show }).getByRole('button', { name: t.unreadOnly, exact: true }).click();
  await eventually(async () => expect(await page.locator('tbody tr').count()).toBe(4));
  const menu = page.getByRole('button', { name: t.exportMenuLabel, exact: true });
  expect((await menu.innerText()).trim()).toBe(t.exportMenu);
  await menu.click();
  const view = page.getByRole('link', { name: 'Export 4 unread messages', exact: true });
  const all = page.getByRole('link', { name: 'Export all 6 messages', exact: true });
  await view.waitFor();
  expect(await all.isVisible()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  const unread = await download(view);
  expect(unread.slice(1).map((r) => r[5])).toEqual(['No', 'No', 'No', 'No']);
  await menu.click();
  expect(await download(all)).toHaveLength(7);
  await page.getByRole('group', { name: t.show }).getByRole('button', { name: t.all, exact: true }).click();
  await eventually(async () => expect(await page.locator('tbody tr').count()).toBe(6));
});

test('4. a Chinese sender: Reply and Copy reply (in the menu) are in Chinese; Copy address copies and says "Copied" on itself', async () => {
  await rowOf('王小明').getByText('王小明', { exact: true }).click();
  const dialog = detail('王小明');
  await dialog.waitFor();
  const reply = dialog.getByRole('link', { name: t.reply, exact: true });
  await eventually(async () =>
    expect(new URL((await reply.getAttribute('href'))!).searchParams.get('subject')).toBe('回覆：您寄給客製化軟體解決方案的訊息'),
  );
  expect(new URL((await reply.getAttribute('href'))!).searchParams.get('body')).toStartWith('王小明您好：');

  // Copying the reply is in the footer's secondary menu, beside the one Reply (decision 0158); a toast says it worked.
  await dialog.getByRole('button', { name: fill(t.moreActions, { name: '王小明' }), exact: true }).click();
  await page.getByRole('button', { name: t.copyReply, exact: true }).click();
  await page.getByText(t.replyCopied, { exact: true }).waitFor();
  const text = await clipboard();
  expect(text).toStartWith('王小明您好：\n\n感謝您與我們聯繫。');
  expect(text).toContain('> 您好，想詢問報價。\n> 謝謝！');
  expect(text).toMatch(/王小明於 \d{4}年\d{1,2}月\d{1,2}日/);

  const copyAddress = dialog.getByRole('button', { name: new RegExp(`^${t.copyAddress}`) });
  await copyAddress.click();
  await copyAddress.getByText(`· ${t.copied}`, { exact: true }).waitFor();
  expect(await clipboard()).toBe('wang@example.com.tw');
  // The reply was started: marking it replied is offered in words.
  expect(await dialog.getByText(t.offerReplied, { exact: true }).isVisible()).toBe(true);
  // and the box that offers it says the reply is in Chinese.
  expect(await dialog.getByText(fill(t.replyIn, { language: t.languages.zh, name: '王小明' }), { exact: true }).isVisible()).toBe(true);
});

test('5. the notification says the true reason: the server has no mail service', async () => {
  const dialog = detail('王小明');
  expect(await dialog.getByText(t.notification.skipped.no_mail_service, { exact: true }).isVisible()).toBe(true);
  expect(await dialog.getByText(/notifications were off/).count()).toBe(0);
});

test('6. marked replied from the dialog, it stays so after a reload: the row shows it, the dialog offers to undo', async () => {
  const dialog = detail('王小明');
  await dialog.getByRole('button', { name: t.markReplied, exact: true }).click();
  await dialog.getByText(/^Marked replied on /).waitFor();
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByText(fill(t.counts, { total: 6, unread: 3 }), { exact: true }).waitFor();
  expect(await rowOf('王小明').getByText(`(${t.replied})`, { exact: true }).count()).toBe(1);
  // On a wide screen the reply state follows the read/unread badge as a small word, not a second badge.
  expect(await rowOf('王小明').locator('[data-reply-state]').innerText()).toBe(t.replied);
  expect(await rowOf('Ann Lee').getByText(`(${t.replied})`, { exact: true }).count()).toBe(0);
  await rowOf('王小明').getByText('王小明', { exact: true }).click();
  // Said once, by the reply status (Replied chosen, the day under it); no second "Mark as not replied" beside it.
  await detail('王小明')
    .getByText(/^Marked replied on /)
    .waitFor();
  expect(await detail('王小明').getByRole('button', { name: adminEn.inbox.states.replied, exact: true }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(await detail('王小明').getByRole('button', { name: t.markReplied, exact: true }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
});

test('6b. "Not replied" lists the other five; its export says so and holds exactly those', async () => {
  await page.getByRole('group', { name: t.show }).getByRole('button', { name: adminEn.inbox.states.new, exact: true }).click();
  await eventually(async () => expect(await page.locator('tbody tr').count()).toBe(5));
  expect(await rowOf(WANG).count()).toBe(0);
  await page.getByRole('button', { name: t.exportMenuLabel, exact: true }).click();
  const rows = await download(page.getByRole('link', { name: 'Export 5 unanswered messages', exact: true }));
  expect(rows.slice(1).map((r) => r[6])).toEqual(['No', 'No', 'No', 'No', 'No']);
  expect(rows.slice(1).map((r) => r[2])).not.toContain(WANG);
  await page.getByRole('group', { name: t.show }).getByRole('button', { name: t.all, exact: true }).click();
  await eventually(async () => expect(await page.locator('tbody tr').count()).toBe(6));
});

test('7. a browser asking for Chinese counts too; an English sender gets English words; the activity log names the mark', async () => {
  await rowOf('Bo Chen').getByText('Bo Chen', { exact: true }).click();
  const dialog = detail('Bo Chen');
  await dialog.waitFor();
  // Bo's browser asked for Chinese: the page's language is taken from it.
  expect(
    new URL((await dialog.getByRole('link', { name: t.reply, exact: true }).getAttribute('href'))!).searchParams.get('body'),
  ).toStartWith('Bo Chen 您好：');
  await page.keyboard.press('Escape');
  await rowOf('Ann Lee').getByText('Ann Lee', { exact: true }).click();
  const ann = detail('Ann Lee');
  const reply = ann.getByRole('link', { name: t.reply, exact: true });
  await eventually(async () =>
    expect(new URL((await reply.getAttribute('href'))!).searchParams.get('subject')).toBe('Re: Your message to Custom Software Solutions'),
  );
  await page.keyboard.press('Escape');
  await page.goto('/admin/dashboard/activity');
  const entry = page
    .getByRole('region', { name: adminEn.tabs.activity, exact: true })
    .getByRole('listitem')
    .filter({ hasText: adminEn.activity.actions.message_replied });
  await entry.first().waitFor();
  expect(await entry.count()).toBe(1);
  const said = await entry.innerText();
  expect(said).toContain(fill(adminEn.activity.detail.messageFrom, { name: WANG }));
  expect(said).toContain(adminEn.activity.detail.markedReplied);
});

test('8. dark theme: the dialog and the export menu have no axe violation', async () => {
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
  await page.context().addCookies([{ name: 'theme', value: 'dark', url: server.url }]);
  await page.goto('/admin/dashboard/messages');
  await page.getByText(fill(t.counts, { total: 6, unread: 1 }), { exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await rowOf('王小明').getByText('王小明', { exact: true }).click();
  await detail('王小明')
    .getByText(/^Marked replied on /)
    .waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('group', { name: t.show }).getByRole('button', { name: t.unreadOnly, exact: true }).click();
  await page.getByRole('button', { name: t.exportMenuLabel, exact: true }).click();
  await page.getByRole('link', { name: 'Export all 6 messages', exact: true }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});
