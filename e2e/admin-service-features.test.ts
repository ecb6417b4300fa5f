// A service's features in its entry form, in a real browser against the compiled binary: one row per feature holding
// both languages (side by side on a wide screen, stacked beside the number and menu on a phone); a row written in one
// language only is refused on its blank box and nothing is stored; moving and removing a row act on both languages.
import { expect, test } from 'bun:test';
import type { Locator, Page } from 'playwright-core';
import type { Service } from '../src/contract';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { fill, LANG_KEY } from '../web/lib/i18n';
import { axeViolations } from './axe';
import { chooseSection, saveContent } from './content-nav';
import { eventually, siteInBrowser } from './site-in-browser';

const PASSWORD = 'admin-service-features-password';
const site = siteInBrowser({ password: PASSWORD });
const t = adminEn;

const services = async () => (await (await fetch(`${site.server.url}/api/services`)).json()) as Service[];
const box = (form: Locator, n: number, lang: 'en' | 'zh', words = t) =>
  form.getByRole('textbox', {
    name: fill(words.lists.featureText, { n, language: lang === 'en' ? words.lists.english : words.lists.chinese }),
    exact: true,
  });
const rows = (form: Locator, words = t) =>
  form.getByRole('group', { name: words.lists.fields.features, exact: true }).getByRole('listitem');

async function openFirstService(page: Page, first: Service, words = t) {
  await site.signIn(page);
  if (words !== t) {
    // The admin in Chinese: the language the public site remembers (storage and cookie), then the page again.
    await page.evaluate((key) => localStorage.setItem(key, 'zh'), LANG_KEY);
    await page.context().addCookies([{ name: 'lang', value: 'zh', url: site.server.url }]);
    await page.goto('/admin/dashboard');
    await page.getByRole('region', { name: words.content.bar.label, exact: true }).waitFor();
  }
  await chooseSection(page, 'services', words);
  const title = words === t ? first.titleEn : first.titleZh;
  await page.getByRole('button', { name: fill(words.lists.editEntry, { title }), exact: true }).click();
  const form = page.getByRole('dialog', { name: words.lists.kinds.services.update });
  await form.waitFor();
  return form;
}

/** The row's menu, opened with the keyboard, then one of its actions. */
async function rowAction(page: Page, form: Locator, n: number, action: string) {
  await form.getByRole('button', { name: fill(t.lists.featureActions, { n }), exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: fill(action, { n }), exact: true }).click();
}

test('wide screen: one row per stored feature, English and Chinese side by side; a half-written row is refused, then saved paired', async () => {
  const [first] = await services();
  const page = await (await site.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })).newPage();
  const form = await openFirstService(page, first!);
  expect(await rows(form).count()).toBe(first!.featuresEn.length);
  for (const [i, en] of first!.featuresEn.entries()) {
    expect(await box(form, i + 1, 'en').inputValue()).toBe(en);
    expect(await box(form, i + 1, 'zh').inputValue()).toBe(first!.featuresZh[i]!);
  }
  const [en1, zh1] = [(await box(form, 1, 'en').boundingBox())!, (await box(form, 1, 'zh').boundingBox())!];
  expect(zh1.y).toBe(en1.y);
  expect(zh1.x).toBeGreaterThan(en1.x + en1.width);

  // Add: an empty row, the caret in its English box.
  const n = first!.featuresEn.length + 1;
  await form.getByRole('button', { name: t.lists.addFeature, exact: true }).click();
  await eventually(async () => expect(await box(form, n, 'en').evaluate((el) => el === document.activeElement)).toBe(true));
  await page.keyboard.type('Weekend cut-over');
  await form.getByRole('button', { name: t.lists.done, exact: true }).click();
  const zh = box(form, n, 'zh');
  await eventually(async () => expect(await zh.getAttribute('aria-invalid')).toBe('true'));
  expect(await form.getByText(t.lists.errors.lineHalf, { exact: true }).isVisible()).toBe(true);
  expect(await zh.evaluate((el) => el === document.activeElement)).toBe(true);
  expect((await services())[0]!.featuresEn).toEqual(first!.featuresEn);

  await zh.fill('週末切換');
  expect(await zh.getAttribute('aria-invalid')).toBeNull();
  await form.getByRole('button', { name: t.lists.done, exact: true }).click();
  await form.waitFor({ state: 'hidden' });
  await saveContent(page);
  const saved = (await services())[0]!;
  expect(saved.featuresEn).toEqual([...first!.featuresEn, 'Weekend cut-over']);
  expect(saved.featuresZh).toEqual([...first!.featuresZh, '週末切換']);
  expect(await axeViolations(page)).toEqual([]);
});

test('moving a row up and removing a row change both languages together', async () => {
  const [first] = await services();
  const page = await (await site.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })).newPage();
  const form = await openFirstService(page, first!);
  const last = first!.featuresEn.length;
  await rowAction(page, form, last, t.lists.moveFeatureUp);
  expect(await box(form, last - 1, 'en').inputValue()).toBe(first!.featuresEn[last - 1]!);
  expect(await box(form, last - 1, 'zh').inputValue()).toBe(first!.featuresZh[last - 1]!);
  // The caret stays on the moved row's menu, ready for another move.
  expect(
    await form
      .getByRole('button', { name: fill(t.lists.featureActions, { n: last - 1 }), exact: true })
      .evaluate((el) => el === document.activeElement),
  ).toBe(true);
  await rowAction(page, form, 1, t.lists.removeFeature);
  await form.getByRole('button', { name: t.lists.done, exact: true }).click();
  await form.waitFor({ state: 'hidden' });
  await saveContent(page);

  const moved = (list: string[]) => {
    const next = [...list];
    [next[last - 2], next[last - 1]] = [next[last - 1]!, next[last - 2]!];
    return next.slice(1);
  };
  const saved = (await services())[0]!;
  expect(saved.featuresEn).toEqual(moved(first!.featuresEn));
  expect(saved.featuresZh).toEqual(moved(first!.featuresZh));
});

test('390 px phone, in Chinese: the two boxes stack inside a row with its number and menu beside them, all 44 px, nothing cut off', async () => {
  const [first] = await services();
  // bypassCSP: axe is injected as an inline script, which the site's policy rightly refuses.
  const page = await (await site.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true })).newPage();
  const form = await openFirstService(page, first!, adminZh);
  const row = rows(form, adminZh).first();
  await row.scrollIntoViewIfNeeded();
  const [en, zh] = [(await box(form, 1, 'en', adminZh).boundingBox())!, (await box(form, 1, 'zh', adminZh).boundingBox())!];
  const menu = (await row.getByRole('button', { name: fill(adminZh.lists.featureActions, { n: 1 }), exact: true }).boundingBox())!;
  const number = (await row.getByText('1.', { exact: true }).boundingBox())!;
  expect(zh.y).toBeGreaterThan(en.y + en.height); // stacked
  expect(zh.x).toBe(en.x);
  expect(number.x + number.width).toBeLessThanOrEqual(en.x);
  expect(menu.x).toBeGreaterThanOrEqual(en.x + en.width);
  expect(Math.min(menu.width, menu.height)).toBeGreaterThanOrEqual(44);
  expect(en.height).toBeGreaterThanOrEqual(44);
  expect(menu.x + menu.width).toBeLessThanOrEqual(390);
  const add = (await form.getByRole('button', { name: adminZh.lists.addFeature, exact: true }).boundingBox())!;
  expect(add.height).toBeGreaterThanOrEqual(44);
  // Nothing wider than the sheet.
  expect(await form.evaluate((dialog) => [...dialog.querySelectorAll('li')].every((li) => li.scrollWidth <= li.clientWidth))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});
