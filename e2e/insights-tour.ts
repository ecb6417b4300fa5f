// The tour's shots of Insights (decision 0074): the tab with the seeded visits (scripts/screenshots.ts seeds them), a
// custom range chosen in its two date fields (and one refused), the tab as a site with no views yet sees it, and a
// message's dialog saying where its visit began.
import type { Page } from 'playwright-core';
import type { ContactMessage, InsightsReport } from '../src/contract';
import { API_PATHS } from '../src/contract/api-paths';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { either, open, settle, type Shot } from './tour-steps';
import { solvedCheckFrom } from '../src/testing/form-check';

/** The message whose dialog shows its source; sent once by the first shot that needs it. */
export const SOURCED_MESSAGE = {
  name: 'Daniel Hsu',
  email: 'daniel.hsu@example.com.tw',
  service: 'custom_software',
  message: 'We compared your plans and would like to talk about Pro for our three warehouses.',
  source: {
    landing: '/pricing',
    plan: 'pro annual',
    referrer: 'https://www.google.com/search?q=custom+software+taipei',
    campaign: { source: 'newsletter', medium: 'email', campaign: 'autumn-2026' },
  },
};

/** The Insights tab with its figures (or its empty state) on screen. */
const openInsights = async (page: Page, url: string) => {
  await open('/admin/dashboard/insights')(page, url);
  await page.locator('[data-figure], #insights-empty-title').first().waitFor();
  await settle(page);
};

export const INSIGHTS_SHOTS: Shot[] = [
  { name: 'insights', go: openInsights },
  {
    // The last 14 days chosen by hand: the two fields under the range buttons, the figures of those days.
    name: 'insights-custom',
    go: async (page, url) => {
      await openInsights(page, url);
      await page.getByRole('button', { name: either(adminEn.insights.range.custom, adminZh.insights.range.custom) }).click();
      const to = await page.locator('main input[type="date"]').nth(1).inputValue();
      const from = new Date(Date.parse(`${to}T00:00:00Z`) - 13 * 86_400_000).toISOString().slice(0, 10);
      const answered = page.waitForResponse((res) => res.url().includes(`from=${from}`));
      await page.locator('main input[type="date"]').first().fill(from);
      await answered;
      await page.locator('main input[type="date"]').first().blur(); // no caret or selected part in the picture
      await settle(page);
    },
  },
  {
    // A first day after the last typed in: the problem said under the fields, the last good range still on screen.
    name: 'insights-custom-refused',
    go: async (page, url) => {
      await openInsights(page, url);
      await page.getByRole('button', { name: either(adminEn.insights.range.custom, adminZh.insights.range.custom) }).click();
      const to = await page.locator('main input[type="date"]').nth(1).inputValue();
      await page
        .locator('main input[type="date"]')
        .first()
        .fill(new Date(Date.parse(`${to}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10));
      await page.locator('main input[type="date"]').first().blur();
      await page.locator('main [role="alert"]').waitFor();
      await settle(page);
    },
  },
  {
    // A site that has counted nothing yet: the server's own answer with every figure and list emptied.
    name: 'insights-empty',
    go: async (page, url) => {
      await page.route(`**${API_PATHS.insights.report}?*`, async (route) => {
        const report = (await (await route.fetch()).json()) as InsightsReport;
        const none = { views: 0, visitors: 0, inquiries: 0, conversion: 0 };
        const empty: InsightsReport = {
          ...report,
          totals: none,
          previous: { ...report.previous, totals: none },
          days: report.days.map((d) => ({ ...d, views: 0, visitors: 0, inquiries: 0 })),
          ...{ pages: [], referrers: [], campaigns: [], devices: [], languages: [], plans: [] },
        };
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(empty) });
      });
      await openInsights(page, url);
      await page.unroute(`**${API_PATHS.insights.report}?*`);
    },
  },
  {
    // A message sent from the pricing page after a newsletter: its dialog, scrolled to "Where it came from".
    name: 'message-source',
    go: async (page, url) => {
      const list = (await (await page.request.get(`${url}${API_PATHS.messages.list}`)).json()) as ContactMessage[];
      if (!list.some((m) => m.email === SOURCED_MESSAGE.email)) {
        // As the form sends it, its check solved (decision 0108): the inbox's, not Spam's.
        const data = { ...SOURCED_MESSAGE, altcha: await solvedCheckFrom(url) };
        const sent = await page.request.post(`${url}${API_PATHS.messages.list}`, { headers: { origin: url }, data });
        if (!sent.ok()) throw new Error(`sending the message with a source: ${sent.status()}`);
      }
      await open('/admin/dashboard/messages')(page, url);
      await page.locator('tbody tr', { hasText: SOURCED_MESSAGE.name }).locator('button').first().click();
      await page.locator('[role="dialog"] [data-message-source]').scrollIntoViewIfNeeded();
      await settle(page);
    },
  },
];
