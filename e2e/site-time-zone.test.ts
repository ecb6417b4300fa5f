// The site's time zone (decision 0089), in Chromium on the compiled binary: a server in UTC and an owner's browser in New
// York; the owner sets Taipei in the settings, and from then on the inbox writes a message's time as Taipei's clock
// reads it, the CSV export asks for Taipei, and Insights counts its days there.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { adminEn } from '../web/i18n/admin-en';
import { longDate, setSiteZone } from '../web/lib/dates';
import { launchBrowser } from './browser';
import { adminCookie, startBinary, type BinarySite } from './site-binary';
import { solvedCheckFrom } from '../src/testing/form-check';

const PASSWORD = 'time-zone-e2e-password';
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, n: string) => values[n] ?? '');
let site: BinarySite;
let browser: Browser;
let page: Page;
let cookie: string;

beforeAll(async () => {
  browser = await launchBrowser(); // first: without a browser no binary is started
  site = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD, TZ: 'UTC' } });
  cookie = await adminCookie(site.url, PASSWORD);
  const context = await browser.newContext({ baseURL: site.url, timezoneId: 'America/New_York', viewport: { width: 1280, height: 900 } });
  const login = await context.request.post('/api/admin/login', {
    data: { username: 'admin', password: PASSWORD },
    headers: { origin: site.url },
  });
  expect(login.status()).toBe(200);
  await context.addInitScript(() => localStorage.setItem('admin_token', 'e2e'));
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const api = async (path: string) => (await fetch(`${site.url}${path}`, { headers: { cookie } })).json();

test("unset, the server's zone (UTC) rules, and this browser's zone is offered", async () => {
  expect(await api('/api/settings/time-zone')).toEqual({ zone: 'UTC', setting: '', server: 'UTC' });
  await page.goto('/admin/dashboard/settings/timezone');
  const select = page.getByLabel(adminEn.settings.timeZone.label, { exact: true });
  await select.waitFor();
  expect(await select.inputValue()).toBe('');
  expect((await select.locator('option:checked').textContent())?.trim()).toBe(fill(adminEn.settings.timeZone.serverZone, { zone: 'UTC' }));
  await page.getByText(fill(adminEn.settings.timeZone.browser, { zone: 'America/New_York' }), { exact: true }).waitFor();
});

test('Taipei chosen and saved: a message reads in Taipei time, and the export and Insights follow', async () => {
  const sent = await fetch(`${site.url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Mei Lin',
      email: 'mei@example.com',
      message: 'We would like a booking system.',
      altcha: await solvedCheckFrom(site.url),
    }),
  });
  expect(sent.status).toBe(201);
  const { createdAt } = await sent.json();

  await page.getByLabel(adminEn.settings.timeZone.label, { exact: true }).selectOption('Asia/Taipei');
  await page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false }).click();
  await page.getByText(adminEn.toast.changesSaved, { exact: true }).first().waitFor();
  expect(await api('/api/settings/time-zone')).toEqual({ zone: 'Asia/Taipei', setting: 'Asia/Taipei', server: 'UTC' });
  // The browser's New York is still offered: it is not the site's zone.
  await page.getByText(fill(adminEn.settings.timeZone.browser, { zone: 'America/New_York' }), { exact: true }).waitFor();

  await page.goto('/admin/dashboard/messages');
  await page
    .getByRole('button', { name: /Mei Lin/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  setSiteZone('Asia/Taipei');
  const taipei = longDate(createdAt, 'en');
  setSiteZone('America/New_York');
  const newYork = longDate(createdAt, 'en');
  expect(taipei).not.toBe(newYork);
  const shown = (await dialog.locator('time').first().textContent())?.replace(/\s+/g, ' ').trim();
  expect(shown).toBe(taipei.replace(/\s+/g, ' '));
  await page.keyboard.press('Escape');
  // The export menu's links, in the page while the menu is closed.
  const exportHref = await page.locator('a[href*="export.csv"]').first().getAttribute('href');
  expect(new URL(exportHref!, site.url).searchParams.get('tz')).toBe('Asia/Taipei');

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(Date.now());
  const report = await api(`/api/admin/insights?from=${today}&to=${today}`);
  expect(report.timeZone).toBe('Asia/Taipei');
  expect(report.days).toEqual([expect.objectContaining({ day: today, inquiries: 1 })]);
});
