// The Insights tab in Chromium against the compiled binary, its database seeded with four months of visits
// (src/testing/insights-seed.ts): the figures on screen are the API's; the range buttons change them; the CSV holds a
// heading and one line a day; a message's dialog says where its visit began; axe finds nothing in either language or
// theme; and on a 390 px phone nothing scrolls sideways, every control is a 44 px target, and no table is cut.
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '../db/client';
import type { InsightsReport } from '../src/contract';
import { API_PATHS } from '../src/contract/api-paths';
import { seedInsights } from '../src/testing/insights-seed';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { LANG_KEY } from '../web/lib/i18n';
import { THEME_KEY } from '../web/lib/theme';
import { zoneLabel } from '../web/lib/zone-label';
import { axeViolations } from './axe';
import { SOURCED_MESSAGE } from './insights-tour';
import { layoutProblems } from './layout-problems';
import { siteInBrowser } from './site-in-browser';
import { solvedCheckFrom } from '../src/testing/form-check';

const PASSWORD = 'admin-insights-password';
const site = siteInBrowser({ password: PASSWORD });
const DAY = 86_400_000;

let seeded = false;
/** Visits of the last 120 days written into the site's database, once (the binary has made it by now). */
function seed() {
  if (seeded) return;
  seeded = true;
  const db = openDatabase(join(site.server.folder, 'data'), { mustExist: true });
  try {
    seedInsights(db, { now: Date.now(), days: 120, viewsPerDay: 40 });
  } finally {
    db.$client.close();
  }
}

/** The browser's calendar day, and the one `back` days before it (the tab's ranges end on the browser's today). */
const day = (back = 0) => {
  const d = new Date(Date.now() - back * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function signedIn(opts: { lang?: 'en' | 'zh'; theme?: 'light' | 'dark'; phone?: boolean } = {}) {
  seed();
  const context = await site.newContext({
    viewport: opts.phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    bypassCSP: true, // axe is injected as a script
    acceptDownloads: true,
  });
  await context.addCookies([{ name: 'lang', value: opts.lang ?? 'en', url: site.server.url }]);
  await context.addInitScript(
    ([langKey, lang, themeKey, theme]) => {
      localStorage.setItem(langKey!, lang!);
      localStorage.setItem(themeKey!, theme!);
      localStorage.setItem('admin_token', 'e2e');
    },
    [LANG_KEY, opts.lang ?? 'en', THEME_KEY, opts.theme ?? 'light'],
  );
  const login = await context.request.post('/api/admin/login', {
    data: { username: 'admin', password: PASSWORD },
    headers: { origin: site.server.url },
  });
  expect(login.status()).toBe(200);
  return { context, page: await context.newPage() };
}

const report = async (context: BrowserContext, back: number) =>
  (await (await context.request.get(`${API_PATHS.insights.report}?from=${day(back)}&to=${day()}`)).json()) as InsightsReport;
/** A figure's card as shown: its value. */
const shown = (page: Page, figure: string) => page.locator(`[data-figure="${figure}"] dd`).first().innerText();

async function openInsights(page: Page) {
  await page.goto('/admin/dashboard/insights');
  await page.locator('[data-figure="visitors"]').waitFor();
}

test('the figures are the API’s; 7 days shows the last week’s; the CSV has a heading and one line a day', async () => {
  const { context, page } = await signedIn();
  await openInsights(page);
  const month = await report(context, 29);
  expect(month.totals.views).toBeGreaterThan(0);
  expect(await shown(page, 'visitors')).toBe(month.totals.visitors.toLocaleString('en-US'));
  expect(await shown(page, 'views')).toBe(month.totals.views.toLocaleString('en-US'));
  expect(await shown(page, 'inquiries')).toBe(month.totals.inquiries.toLocaleString('en-US'));
  expect(await page.getByText(`Days in ${zoneLabel(month.timeZone)}`).isVisible()).toBe(true);

  const week = await report(context, 6);
  expect(week.totals.views).toBeLessThan(month.totals.views);
  await page.getByRole('group', { name: adminEn.insights.range.label }).getByRole('button', { name: '7 days' }).click();
  await page.waitForFunction(
    (views) => document.querySelector('[data-figure="views"] dd')?.textContent === views,
    week.totals.views.toLocaleString('en-US'),
  );
  expect(await shown(page, 'visitors')).toBe(week.totals.visitors.toLocaleString('en-US'));
  // The chart's table for screen readers has the week, a row a day.
  const table = page.getByRole('table', { name: /^Visitors, page views and inquiries per day/ });
  expect(await table.locator('tbody tr').count()).toBe(7);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: adminEn.insights.exportCsv }).click();
  const lines = readFileSync((await (await download).path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(1 + 7);
  expect(lines[0]).not.toMatch(/\d{4}-\d{2}-\d{2}/); // the heading
  expect(lines.slice(1).map((line) => line.slice(0, 10))).toEqual(week.days.map((d) => d.day));
}, 90_000);

test('in Chinese the CSV is headed in Chinese, and a message’s dialog says where its visit began', async () => {
  const { page } = await signedIn({ lang: 'zh' });
  await openInsights(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: adminZh.insights.exportCsv }).click();
  const heading = readFileSync((await (await download).path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]!;
  expect(heading).toMatch(/[\u4e00-\u9fff]/);
  expect(heading.split(',')).toHaveLength(5);

  // As the form sends it, its check solved (decision 0108): the inbox's, not Spam's.
  const data = { ...SOURCED_MESSAGE, altcha: await solvedCheckFrom(site.server.url) };
  const sent = await page.request.post(API_PATHS.messages.list, { headers: { origin: site.server.url }, data });
  expect(sent.status()).toBe(201);
  await page.goto('/admin/dashboard/messages');
  await page.locator('tbody tr', { hasText: SOURCED_MESSAGE.name }).locator('button').first().click();
  const block = page.getByRole('dialog').getByRole('region', { name: adminZh.messages.cameFrom.title });
  const text = await block.innerText();
  for (const part of ['/pricing', '專業 年訂閱', 'google.com', 'autumn-2026 · newsletter · email']) expect(text).toContain(part);
}, 90_000);

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: axe finds nothing, light or dark, with a day's readout open and a custom range chosen`, async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await signedIn({ lang, theme });
      await openInsights(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      expect({ theme, shown: await axeViolations(page) }).toEqual({ theme, shown: [] });
      const t = lang === 'en' ? adminEn : adminZh;
      await page.getByRole('button', { name: t.insights.range.custom }).click();
      await page.getByLabel(t.insights.range.from, { exact: true }).fill(day(-3)); // after the last day: said under the fields
      await page.getByRole('alert').waitFor();
      const chart = page.getByRole('group', { name: t.insights.chart.label });
      await chart.focus();
      await page.keyboard.press('ArrowLeft');
      await chart.locator('[aria-live]').waitFor(); // the day's readout
      expect({ theme, custom: await axeViolations(page) }).toEqual({ theme, custom: [] });
    }
  }, 90_000);

  test(`${lang} on a 390 px phone: no sideways scroll, 44 px targets, every table whole`, async () => {
    const { page } = await signedIn({ lang, phone: true });
    await openInsights(page);
    expect(await layoutProblems(page, true)).toEqual([]);
    // Every "Show all" opened, and a custom range chosen: still nothing wider than the phone.
    for (const more of await page.getByRole('button', { name: /^(Show all|顯示全部)/ }).all()) await more.click();
    await page.getByRole('button', { name: (lang === 'en' ? adminEn : adminZh).insights.range.custom }).click();
    expect(await layoutProblems(page, true)).toEqual([]);
    const cards = await page.locator('[data-figure]').evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(cards).size).toBe(2); // two rows of two
  }, 90_000);
}
