// The plan editor in a real browser against the compiled binary: the features of all plans are one grid, and a
// plan's tick taken off a row crosses the feature out of that plan on the public pricing page in both languages; the annual price follows a new monthly one when asked (keeping
// 16% off); the plan's history shows each change before and after; axe finds nothing, light or dark.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import type { PricingPlan } from '../src/contract';
import { adminEn } from '../web/i18n/admin-en';
import { THEME_KEY } from '../web/lib/theme';
import { axeViolations } from './axe';
import { chooseSection } from './content-nav';
import { eventually, siteInBrowser } from './site-in-browser';

const PASSWORD = 'admin-plans-password';
const site = siteInBrowser({ password: PASSWORD });
const t = adminEn;
const FEATURE = { en: 'Bug fixes and security updates', zh: '錯誤修正與安全性更新' };

const listing = async () => (await (await fetch(`${site.server.url}/api/pricing-plans`)).json()) as PricingPlan[];
/** Pro's fields, under its tab (the plans are tabs, one plan at a time: decision 0187). */
const proTab = (page: Page) => page.getByRole('tab', { name: new RegExp(`^${t.content.plans.pro}`) });
const pro = (page: Page) => page.getByRole('group', { name: t.content.plans.pro, exact: true });
const grid = (page: Page) => page.getByRole('region', { name: t.planEditor.gridTitle, exact: true });
/** A row per feature (a row worded per plan has its plans' words in a row of their own under it). */
const featureRows = (page: Page) => grid(page).locator('tbody tr[data-row]');

async function openPricing(page: Page) {
  await site.signIn(page);
  await chooseSection(page, 'pricing');
  await featureRows(page).first().waitFor();
}

async function save(page: Page) {
  await page.getByRole('button', { name: t.content.save, exact: true }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: t.toast.contentUpdated }).first().waitFor();
}

/** On the public pricing page, in a language: is the feature shown as not included (a cross, greyed)? */
async function shownExcluded(page: Page, path: string, text: string) {
  await page.goto(path);
  const card = page
    .locator('#plans-panel > ul > li')
    .filter({ has: page.getByRole('heading', { name: path.endsWith('zh') ? '專業' : 'Pro', exact: true }) });
  const item = card.locator('li').filter({ hasText: text });
  await item.first().waitFor({ state: 'attached' });
  return (await item.locator('.i-lucide-x').count()) === 1;
}

test('one grid of features, a tick per plan: Pro’s taken off a row crosses it out of Pro alone, in both languages', async () => {
  const context = await site.newContext();
  const page = await context.newPage();
  await openPricing(page);
  const row = featureRows(page).filter({ has: page.getByRole('textbox', { name: 'Feature 1, English' }) });
  expect(await row.getByRole('checkbox').count()).toBe(3);
  expect(await row.getByRole('textbox', { name: 'Feature 1, English' }).inputValue()).toBe(FEATURE.en);
  expect(await row.getByRole('textbox', { name: 'Feature 1, Chinese' }).inputValue()).toBe(FEATURE.zh);
  // Every row: a tick per plan; the seeded hours and support lines are worded per plan.
  const rows = await featureRows(page).count();
  expect(await grid(page).getByRole('checkbox').count()).toBe(rows * 3);
  // A row the plans word differently: in the texts' place what it is about, the part that differs a token (decision 0272:
  // "… hours" read as a bug), "Varies by plan"; each plan's words in that plan's column, under its tick (decision 0283).
  const varied = featureRows(page).nth(1);
  expect(await varied.getByText(t.planEditor.differs, { exact: true }).count()).toBe(1);
  expect(await varied.locator('[data-base-words="en"]').innerText()).toBe('5 / 20 / 60 hours of improvements a month');
  expect(await varied.locator('[data-base-words="zh"]').innerText()).toBe('每月 5 / 20 / 60 小時功能調整');
  expect(await varied.locator('[data-token]').count()).toBe(2);
  expect(await varied.locator('textarea[data-plan-words]').count()).toBe(6);
  expect(
    await varied.locator('textarea[data-plan-words][lang="en"]').evaluateAll((all) => all.map((box) => (box as HTMLTextAreaElement).value)),
  ).toEqual(['5 hours of improvements a month', '20 hours of improvements a month', '60 hours of improvements a month']);
  expect(await grid(page).getByRole('textbox', { name: 'Pro, feature 2, English' }).inputValue()).toBe('20 hours of improvements a month');
  // A features × plans grid from 1024 px (decision 0283): a sticky head row naming the languages and the plans; each row's
  // English and Chinese side by side on one line with its ticks; every tick and every plan's words in its plan's column.
  const heads = await grid(page)
    .getByRole('columnheader')
    .evaluateAll((all) => all.map((one) => ({ text: one.textContent, ...one.getBoundingClientRect().toJSON() })));
  expect(heads.map((head) => head.text).slice(3, 6)).toEqual(['Basic', 'Pro', 'Enterprise']);
  const englishBox = (await row.getByRole('textbox', { name: 'Feature 1, English' }).boundingBox())!;
  const chineseBox = (await row.getByRole('textbox', { name: 'Feature 1, Chinese' }).boundingBox())!;
  expect(englishBox.width).toBeGreaterThan(220);
  expect(Math.abs(chineseBox.width - englishBox.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(chineseBox.y - englishBox.y)).toBeLessThanOrEqual(1);
  expect(englishBox.height).toBeLessThanOrEqual(40); // one line
  for (const n of [0, 1, 2, 6]) {
    const ticks = await featureRows(page)
      .nth(n)
      .getByRole('checkbox')
      .evaluateAll((all) => all.map((one) => one.getBoundingClientRect().toJSON()));
    expect(ticks).toHaveLength(3);
    ticks.forEach((tick, p) => {
      const head = heads[3 + p]!;
      expect(Math.abs(tick.x + tick.width / 2 - (head.x + head.width / 2))).toBeLessThanOrEqual(2);
      expect(Math.abs(tick.y - ticks[0].y)).toBeLessThanOrEqual(1);
    });
  }
  const planWords = await varied
    .locator('textarea[data-plan-words]')
    .evaluateAll((all) => all.map((one) => one.getBoundingClientRect().toJSON()));
  planWords.forEach((box, i) => {
    const head = heads[3 + Math.floor(i / 2)]!;
    expect(box.x).toBeGreaterThanOrEqual(head.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(head.x + head.width + 1);
  });
  // Compact: the seeded seven features in about two thirds of the 1,300 px the card rows took (decision 0278's layout).
  expect((await grid(page).boundingBox())!.height).toBeLessThan(900);
  // The head row stays in sight while the rows pass under it.
  await featureRows(page)
    .nth(5)
    .evaluate((one) => one.scrollIntoView({ block: 'start' }));
  const heldPro = (await grid(page).getByRole('columnheader', { name: 'Pro', exact: true }).boundingBox())!;
  expect(heldPro.y).toBeGreaterThanOrEqual(0);
  expect(heldPro.y).toBeLessThan(200);
  // The plans' fields above it hold no feature list of their own.
  await proTab(page).click();
  expect(await pro(page).getByRole('checkbox').count()).toBe(0);
  // The longest seeded feature is shown whole: its box is as tall as its text.
  const boxes = grid(page).locator('textarea');
  expect(await boxes.evaluateAll((all) => all.every((box) => box.scrollHeight <= box.clientHeight + 1))).toBe(true);

  await row.locator('[data-plan-chip="pro"]').click(); // the chip named Pro (its checkbox "Pro includes feature 1")
  expect(await row.getByRole('checkbox', { name: 'Pro includes feature 1', exact: true }).isChecked()).toBe(false);
  await save(page);
  const stored = (await listing()).find((plan) => plan.id === 'pro-monthly')!;
  expect(stored.featuresEn[0]).toBe(`!${FEATURE.en}`);
  expect(stored.featuresZh[0]).toBe(`!${FEATURE.zh}`);
  expect((await listing()).find((plan) => plan.id === 'basic-monthly')!.featuresEn[0]).toBe(FEATURE.en);

  const visitor = await context.newPage();
  expect(await shownExcluded(visitor, '/pricing', FEATURE.en)).toBe(true);
  expect(await shownExcluded(visitor, '/pricing?lang=zh', FEATURE.zh)).toBe(true);
  // Ticked again: included in both again.
  await row.locator('[data-plan-chip="pro"]').click(); // the chip named Pro (its checkbox "Pro includes feature 1")
  await save(page);
  await eventually(async () => expect((await listing()).find((plan) => plan.id === 'pro-monthly')!.featuresZh[0]).toBe(FEATURE.zh));
  expect(await shownExcluded(visitor, '/pricing?lang=en', FEATURE.en)).toBe(false);
  expect(await shownExcluded(visitor, '/pricing?lang=zh', FEATURE.zh)).toBe(false);
});

test('annual follows monthly: Pro 399 → 409 shows 18% off and a warning; "Keep 16% off" makes the annual 4,122', async () => {
  const context = await site.newContext({ bypassCSP: true }); // axe is injected as a script
  const page = await context.newPage();
  await openPricing(page);
  // Basic's tab open first; Pro's chosen, it alone shows its fields.
  expect(await pro(page).count()).toBe(0);
  await proTab(page).click();
  expect(await proTab(page).getAttribute('aria-selected')).toBe('true');
  const discount = pro(page).locator('[data-annual-discount]');
  expect(await discount.locator('p').first().innerText()).toBe('≈ US$335/mo · saves 16% (US$766/yr)');
  const monthly = pro(page).getByLabel(t.content.monthlyPrice, { exact: true });
  await monthly.fill('409');
  expect(await discount.locator('p').first().innerText()).toBe('≈ US$335/mo · saves 18% (US$886/yr)');
  // Its tab says the new price and that something in it is unsaved; another plan's tab and back keeps the edit.
  expect(await proTab(page).innerText()).toContain('US$409/mo');
  expect(await proTab(page).locator('[data-unsaved-dot]').count()).toBe(1);
  await page.getByRole('tab', { name: new RegExp(`^${t.content.plans.enterprise}`) }).click();
  expect(await pro(page).count()).toBe(0);
  await page.keyboard.press('ArrowLeft');
  expect(await proTab(page).getAttribute('aria-selected')).toBe('true');
  expect(await monthly.inputValue()).toBe('409');
  // The mouse wheel over the price just typed scrolls the page; it never steps the price (409 once became 408.99).
  const at = (await monthly.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.wheel(0, 120);
  await page.mouse.wheel(0, -120);
  expect(await monthly.inputValue()).toBe('409');
  expect(await discount.getByText(/this plan’s annual price saves 18%/).isVisible()).toBe(true);
  // Themes switched in place (a reload would drop the edit); no colour transition is then caught half-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of ['light', 'dark']) {
    await page.evaluate(
      ({ key, value }) => {
        localStorage.setItem(key, value);
        document.documentElement.classList.toggle('dark', value === 'dark');
      },
      { key: THEME_KEY, value: theme },
    );
    expect({ theme, violations: await axeViolations(page) }).toEqual({ theme, violations: [] });
  }

  await pro(page).getByRole('button', { name: 'Keep 16% off: annual becomes US$4,122', exact: true }).click();
  // Shown with its thousands separator (review round 17), saved as the number 4122.
  expect(await pro(page).getByLabel(t.content.annualPrice, { exact: true }).inputValue()).toBe('4,122');
  expect(await discount.locator('p').first().innerText()).toBe('≈ US$344/mo · saves 16% (US$786/yr)');
  expect(await discount.getByText(/this plan’s annual price saves/).count()).toBe(0);
  await save(page);
  await eventually(async () => expect((await listing()).find((plan) => plan.id === 'pro-annual')!.amount).toBe(4122));
  expect((await listing()).find((plan) => plan.id === 'pro-monthly')!.amount).toBe(409);

  // The plan's history: this change, each price what it was and what it became.
  await pro(page)
    .getByRole('button', { name: `History of ${t.content.plans.pro}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `History of ${t.content.plans.pro}` });
  const newest = dialog.getByRole('listitem').first();
  // The list may first show what it held before the save, until its fresh read arrives.
  await eventually(async () => {
    expect(await newest.locator('[data-change="monthlyPrice"] dd p').allInnerTexts()).toEqual(['US$399', 'US$409']);
    expect(await newest.locator('[data-change="annualPrice"] dd p').allInnerTexts()).toEqual(['US$4,022', 'US$4,122']);
    expect(await newest.locator('[data-change]').count()).toBe(2);
  });
  // The page is still dark from the check above: the history dialog too has nothing for axe, dark then light.
  expect({ theme: 'dark', violations: await axeViolations(page) }).toEqual({ theme: 'dark', violations: [] });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  expect({ theme: 'light', violations: await axeViolations(page) }).toEqual({ theme: 'light', violations: [] });
});
