// The admin manages a list in a real browser against the compiled binary: a service is created with a large photo
// (scaled down in the browser and uploaded), seen on /services in both languages with its picture, moved up and deleted;
// axe finds no WCAG A/AA violation on the list editor or its form, in the light and the dark theme.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Service } from '../src/contract';
import { png } from '../src/modules/media/fixtures/images';
import { adminEn } from '../web/i18n/admin-en';
import { fill, LANG_KEY } from '../web/lib/i18n';
import { THEME_KEY } from '../web/lib/theme';
import { axeViolations } from './axe';
import { chooseSection, saveContent } from './content-nav';
import { launchBrowser } from './browser';
import { startBinary, type BinarySite } from './site-binary';
import { eventually } from './site-in-browser';

const PASSWORD = 'admin-lists-password';
const t = adminEn;
const SERVICE = {
  titleEn: 'Data Migration',
  titleZh: '資料移轉',
  altEn: 'Two database diagrams joined by arrows',
  altZh: '以箭頭相連的兩張資料庫圖',
};
let server: BinarySite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser(); // first: without a browser the binary is never started
  server = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD } });
  // bypassCSP: axe is injected as an inline script, which the site's policy rightly refuses.
  context = await browser.newContext({ baseURL: server.url, bypassCSP: true });
  page = await context.newPage();
  page.on('pageerror', (error) => void pageErrors.push(error.message));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const services = async () => (await (await fetch(`${server.url}/api/services`)).json()) as Service[];
const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const saveChanges = () => saveContent(page);
const dialog = () => page.getByRole('dialog', { name: t.lists.kinds.services.create });
const inGroup = (scope: ReturnType<Page['locator']>, group: string, language: string) =>
  scope.getByRole('group', { name: group, exact: true }).getByLabel(language, { exact: true });

async function openServicesSection() {
  await page.goto('/admin/dashboard');
  await chooseSection(page, 'services');
  await page.getByRole('button', { name: t.lists.kinds.services.add, exact: true }).waitFor();
}

async function expectNoViolations(where: string) {
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
}

/** The other new screens: company values (with the icon picker) on home, and the whole-plan editor on pricing. */
async function checkHomeAndPricing(theme: string) {
  await chooseSection(page, 'home');
  await page.getByRole('button', { name: t.lists.kinds.companyValues.add, exact: true }).click();
  await page.getByRole('dialog', { name: t.lists.kinds.companyValues.create }).waitFor();
  await expectNoViolations(`new company value form with its icon picker, ${theme}`);
  await page.getByRole('dialog').getByRole('button', { name: t.lists.cancel, exact: true }).click();
  await chooseSection(page, 'pricing');
  // The plans are tabs (decision 0187): Pro's opened.
  await page.getByRole('tab', { name: new RegExp(`^${t.content.plans.pro}`) }).click();
  await page.getByRole('group', { name: t.content.plans.pro, exact: true }).getByRole('switch', { name: t.content.mostPopular }).waitFor();
  await expectNoViolations(`pricing plans with descriptions, features and Most Popular, ${theme}`);
}

test('sign in: the new admin screens have no accessibility violations, light or dark', async () => {
  await page.goto('/admin');
  await page.getByLabel(t.login.username, { exact: true }).fill('admin');
  await page.getByLabel(t.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
  await page.waitForURL('**/admin/dashboard**');
  await openServicesSection();
  await expectNoViolations('services and case studies lists, light');
  await checkHomeAndPricing('light');
  await openServicesSection();
  await page.getByRole('button', { name: t.lists.kinds.services.add, exact: true }).click();
  await dialog().waitFor();
  await expectNoViolations('new service form, light');

  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
  await context.addCookies([{ name: 'theme', value: 'dark', url: server.url }]);
  await openServicesSection();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expectNoViolations('services and case studies lists, dark');
  await checkHomeAndPricing('dark');
  await openServicesSection();
  await page.getByRole('button', { name: t.lists.kinds.services.add, exact: true }).click();
  await dialog().waitFor();
  await expectNoViolations('new service form, dark');
});

test('create a service with a 2400 px photo: it arrives scaled to 1600 px WebP and the toast says so', async () => {
  const form = dialog();
  await inGroup(form, t.lists.fields.title, t.lists.english).fill(SERVICE.titleEn);
  await inGroup(form, t.lists.fields.title, t.lists.chinese).fill(SERVICE.titleZh);
  await inGroup(form, t.lists.fields.description, t.lists.english).fill('Years of records moved without losing one.');
  await inGroup(form, t.lists.fields.description, t.lists.chinese).fill('多年紀錄完整移轉，一筆不漏。');
  // A phone camera's size, as a PNG of one shade.
  await form
    .getByLabel(t.lists.image.choose)
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png(2400, 1600)) });
  await form.getByRole('button', { name: t.lists.image.remove }).waitFor({ timeout: 15_000 });
  await inGroup(form, t.lists.fields.imageAlt, t.lists.english).fill(SERVICE.altEn);
  await inGroup(form, t.lists.fields.imageAlt, t.lists.chinese).fill(SERVICE.altZh);
  await form.getByRole('button', { name: t.lists.done, exact: true }).click();
  await form.waitFor({ state: 'hidden' });
  // In the list, marked new; stored with the page's one save, which says product.md's words for it.
  await page.locator('[data-entry-row][data-state="new"]').filter({ hasText: SERVICE.titleEn }).waitFor();
  await saveChanges();
  await toast(t.toast.serviceCreated).waitFor();

  const created = (await services()).at(-1)!;
  expect(created).toMatchObject({
    titleEn: SERVICE.titleEn,
    titleZh: SERVICE.titleZh,
    imageAltEn: SERVICE.altEn,
    imageAltZh: SERVICE.altZh,
  });
  expect(created.imagePath).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
  expect([created.imageWidth, created.imageHeight]).toEqual([1600, 1067]);
});

test('the service shows on /services with its picture, in English and in Chinese', async () => {
  const visitor = await context.newPage();
  for (const [path, title, alt] of [
    ['/services', SERVICE.titleEn, SERVICE.altEn],
    ['/services?lang=zh', SERVICE.titleZh, SERVICE.altZh],
  ] as const) {
    await visitor.goto(path);
    await visitor.getByRole('heading', { name: title }).waitFor();
    const picture = visitor.getByRole('img', { name: alt, exact: true });
    await picture.scrollIntoViewIfNeeded();
    await eventually(async () => expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600));
    expect(await picture.getAttribute('width')).toBe('1600');
    expect(await picture.getAttribute('height')).toBe('1067');
  }
  // The language choice is kept (storage and cookie) and the admin follows it: back to English.
  await visitor.evaluate((key) => localStorage.setItem(key, 'en'), LANG_KEY);
  await context.addCookies([{ name: 'lang', value: 'en', url: server.url }]);
  await visitor.close();
});

test('every row has a thumbnail slot of one size, picture or not, so the titles start at one x', async () => {
  await openServicesSection();
  for (const list of [t.lists.kinds.services.title, t.lists.kinds.caseStudies.title]) {
    const rows = page.getByRole('region', { name: list, exact: true }).locator('[data-entry-row]');
    // The list's rows come with its data: read them once they are there (a loaded machine drew them late once).
    await eventually(async () => expect(await rows.count()).toBeGreaterThan(1));
    const shapes = await rows.evaluateAll((items) =>
      items.map((row) => {
        const slot = row.querySelector('[data-slot]')!.getBoundingClientRect();
        const title = row.querySelector('[data-entry-title]')!.getBoundingClientRect();
        return { kind: row.querySelector('[data-slot]')!.getAttribute('data-slot'), slot: [slot.width, slot.height], titleX: title.x };
      }),
    );
    expect(shapes.length).toBeGreaterThan(1);
    expect(new Set(shapes.map((shape) => JSON.stringify(shape.slot)))).toEqual(new Set([JSON.stringify([64, 40])]));
    expect(new Set(shapes.map((shape) => shape.titleX)).size).toBe(1);
    if (list === t.lists.kinds.services.title) {
      // The new service has its picture; at least one seeded one has none and shows its topic's sign.
      expect(shapes.at(-1)!.kind).toBe('image');
      expect(shapes.some((shape) => shape.kind === 'topic')).toBe(true);
    }
  }
  // The row opens its entry (a button as large as the row); its two other controls are named icon buttons with a
  // tooltip; moving and Delete are in "More actions", out of sight until it opens.
  const row = page.locator('[data-entry-row]').filter({ hasText: SERVICE.titleEn });
  const open = row.getByRole('button', { name: fill(t.lists.editEntry, { title: SERVICE.titleEn }), exact: true });
  const [openBox, rowBox] = [(await open.boundingBox())!, (await row.boundingBox())!];
  expect(openBox.width).toBe(rowBox.width);
  expect(openBox.height).toBe(rowBox.height);
  for (const name of [`History of ${SERVICE.titleEn}`, `More actions for “${SERVICE.titleEn}”`]) {
    const button = row.getByRole('button', { name, exact: true });
    expect(await button.getAttribute('title')).toBe(name);
    expect(await button.innerText()).toBe('');
  }
  for (const text of [t.lists.delete, t.lists.moveUpShort]) expect(await row.getByText(text, { exact: true }).isVisible()).toBe(false);
});

test("one save model: Done puts the edit in the page's draft, leaving asks, Save Changes stores it, reload shows it", async () => {
  await page.getByRole('button', { name: `Edit “${SERVICE.titleEn}”`, exact: true }).click();
  const form = page.getByRole('dialog', { name: t.lists.kinds.services.update });
  await form.waitFor();
  // No sentence explaining a second step: the form says Done, as a page text needs no step of its own.
  expect(await form.getByRole('button', { name: t.lists.done, exact: true }).isDisabled()).toBe(false);
  expect(await form.getByText('Save Changes').count()).toBe(0);
  // One surface: no field section draws a box of its own inside the dialog.
  expect(
    await form.evaluate(
      (dialog) =>
        [...dialog.querySelectorAll('form fieldset')].filter(
          (set) => getComputedStyle(set).borderTopStyle !== 'none' && getComputedStyle(set).borderTopWidth !== '0px',
        ).length,
    ),
  ).toBe(0);
  await inGroup(form, t.lists.fields.description, t.lists.english).fill('Years of records moved, none lost.');
  await form.getByRole('button', { name: t.lists.done, exact: true }).click();
  await form.waitFor({ state: 'hidden' });
  const row = page.locator('[data-entry-row]').filter({ hasText: SERVICE.titleEn });
  expect(await row.getByText(t.lists.state.edited, { exact: true }).isVisible()).toBe(true);
  expect((await services()).at(-1)!.descriptionEn).not.toBe('Years of records moved, none lost.');
  // The edit is one of the page's unsaved changes: leaving asks, and nothing is lost when the owner stays.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: t.tabs.messages, exact: true }).first().click();
  await eventually(() => expect(asked).toEqual([`confirm: ${t.unsaved}`]));
  expect(await row.getByText(t.lists.state.edited, { exact: true }).isVisible()).toBe(true);
  await saveChanges();
  await toast(t.toast.serviceUpdated).waitFor();
  await eventually(async () => expect(await row.getAttribute('data-state')).toBe('stored'));
  expect((await services()).at(-1)!.descriptionEn).toBe('Years of records moved, none lost.');
  await page.reload();
  await page.getByRole('button', { name: `Edit “${SERVICE.titleEn}”`, exact: true }).click();
  await form.waitFor();
  expect(await inGroup(form, t.lists.fields.description, t.lists.english).inputValue()).toBe('Years of records moved, none lost.');
  await form.getByRole('button', { name: t.lists.done, exact: true }).click();
  await form.waitFor({ state: 'hidden' });
});

test('on a 390 px phone the entry form is a full-screen sheet: title and close on top, actions fixed at the bottom', async () => {
  for (const theme of ['light', 'dark']) {
    const phone = await browser.newContext({ baseURL: server.url, bypassCSP: true, viewport: { width: 390, height: 844 } });
    await phone.addCookies([...(await context.cookies()), { name: 'theme', value: theme, url: server.url }]);
    const tab = await phone.newPage();
    await tab.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: THEME_KEY, value: theme });
    // The services list, one part alone (a page opens one part at a time).
    await tab.goto('/admin/dashboard/content/services/services');
    const edit = tab.getByRole('button', { name: `Edit “${SERVICE.titleEn}”`, exact: true });
    const box = (await edit.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await edit.click();
    const form = tab.getByRole('dialog', { name: t.lists.kinds.services.update });
    await form.waitFor();
    expect(await form.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const close = (await form.getByRole('button', { name: t.lists.closeForm, exact: true }).boundingBox())!;
    expect(close.y).toBeLessThan(60);
    expect(close.width).toBeGreaterThanOrEqual(44);
    // The actions sit at the bottom of the screen, and stay there while the fields scroll.
    const save = form.getByRole('button', { name: t.lists.done, exact: true });
    const before = (await save.boundingBox())!;
    expect(before.y + before.height).toBeGreaterThan(844 - 70);
    await form.locator('form').evaluate((f) => f.parentElement!.scrollBy(0, 400));
    expect((await save.boundingBox())!.y).toBe(before.y);
    expect({ theme, violations: await axeViolations(tab) }).toEqual({ theme, violations: [] });
    await form.getByRole('button', { name: t.lists.closeForm, exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    await phone.close();
  }
});

test("move it up from the row’s menu with the keyboard, then delete it: each waits for the page's save", async () => {
  await openServicesSection();
  const before = (await services()).map((s) => s.id);
  await page.getByRole('button', { name: `More actions for “${SERVICE.titleEn}”`, exact: true }).focus();
  await page.keyboard.press('Enter');
  const up = page.getByRole('button', { name: `Move “${SERVICE.titleEn}” up`, exact: true });
  await up.focus();
  await page.keyboard.press('Enter');
  const titles = () =>
    page.getByRole('region', { name: t.lists.kinds.services.title, exact: true }).locator('[data-entry-title]').allInnerTexts();
  await eventually(async () => expect((await titles()).at(-2)).toBe(SERVICE.titleEn));
  expect((await services()).map((s) => s.id)).toEqual(before);
  await saveChanges();
  await eventually(async () =>
    expect((await services()).map((s) => s.id)).toEqual([...before.slice(0, -2), before.at(-1)!, before.at(-2)!]),
  );

  await page.getByRole('button', { name: `More actions for “${SERVICE.titleEn}”`, exact: true }).click();
  await page.getByRole('button', { name: `Delete “${SERVICE.titleEn}”`, exact: true }).click();
  await page.locator('[data-entry-row][data-state="removed"]').filter({ hasText: SERVICE.titleEn }).waitFor();
  expect((await services()).some((s) => s.titleEn === SERVICE.titleEn)).toBe(true);
  await saveChanges();
  await toast(t.toast.serviceDeleted).waitFor();
  expect((await services()).some((s) => s.titleEn === SERVICE.titleEn)).toBe(false);
  expect(await (await fetch(`${server.url}/services`)).text()).not.toContain(SERVICE.titleEn);
  expect(pageErrors).toEqual([]);
});
