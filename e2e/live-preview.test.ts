// The live preview in a real browser against the compiled binary: the admin types a new headline and sees it on the
// page beside the editor, as it types, in English and Chinese, light and dark, desktop and phone width, while visitors
// still get the stored text; saves; opens the field's history; restores the old text, and the preview follows each
// step. A pricing change, and a list's, shows on the previewed page before it is saved. Without a session the preview address
// shows nothing of the site, and it is marked for search engines not to index. On a phone it is a full-screen dialog.
import { expect, test } from 'bun:test';
import type { FrameLocator } from 'playwright-core';
import { adminEn } from '../web/i18n/admin-en';
import { fill } from '../web/lib/i18n';
import { axeViolations } from './axe';
import { chooseSection } from './content-nav';
import { eventually, siteInBrowser } from './site-in-browser';

const PASSWORD = 'live-preview-password';
const site = siteInBrowser({ password: PASSWORD });
const t = adminEn;
const p = t.content.preview;
const NEW_TITLE = { en: 'Software That Fits Like A Glove', zh: '像手套一樣合身的軟體' };

const stored = async () => (await (await fetch(`${site.server.url}/api/content/home`)).json()).hero.title as { en: string; zh: string };
const publicH1 = async (path: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s.exec(await (await fetch(`${site.server.url}${path}`)).text())?.[1]?.replace(/<[^>]+>/g, '');
const frameH1 = async (frame: FrameLocator) => (await frame.getByRole('heading', { level: 1 }).textContent())?.trim();

test('edit → preview in both languages, themes and widths → save → history → restore, the preview following each step', async () => {
  const original = await stored();
  const page = await (await site.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } })).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => void errors.push(error.message));
  await site.signIn(page);

  const field = page.getByRole('group', { name: t.content.fields['hero.title'], exact: true });
  await field.getByLabel(t.content.english, { exact: true }).fill(NEW_TITLE.en);
  await field.getByLabel(t.content.chinese, { exact: true }).fill(NEW_TITLE.zh);
  await page.getByRole('button', { name: p.show, exact: true }).click();
  const iframe = page.getByTitle(fill(p.frameTitle, { page: t.content.sections.home }), { exact: true });
  const frame = page.frameLocator('iframe');
  await eventually(async () => expect(await frameH1(frame)).toBe(NEW_TITLE.en), 15_000);
  // The rest of the page is the site's own: its header, menu and footer.
  await frame.getByRole('navigation').first().waitFor();
  await frame.getByRole('contentinfo').waitFor();
  // Visitors, and the API, still have the stored text.
  expect(await publicH1('/')).toBe(original.en);
  expect(await stored()).toEqual(original);

  // As the admin types.
  await field.getByLabel(t.content.english, { exact: true }).fill(`${NEW_TITLE.en}!`);
  await eventually(async () => expect(await frameH1(frame)).toBe(`${NEW_TITLE.en}!`));
  await field.getByLabel(t.content.english, { exact: true }).fill(NEW_TITLE.en);

  // Chinese, dark, phone: each as the page itself would be.
  await page.getByRole('group', { name: p.language, exact: true }).getByRole('button', { name: p.chinese, exact: true }).click();
  await eventually(async () => expect(await frameH1(frame)).toBe(NEW_TITLE.zh));
  expect(await frame.locator('html').getAttribute('lang')).toBe('zh-Hant');
  await page.getByRole('group', { name: p.theme, exact: true }).getByRole('button', { name: p.dark, exact: true }).click();
  await eventually(async () => expect(await frame.locator('html').getAttribute('class')).toContain('dark'));
  await page.getByRole('group', { name: p.width, exact: true }).getByRole('button', { name: p.phone, exact: true }).click();
  await eventually(async () => expect(await frame.locator('body').evaluate(() => window.innerWidth)).toBe(390));
  // At phone width the site's menu collapses behind its button, as on a phone.
  await eventually(async () => expect(await frame.locator('header nav a[href^="/services?"]').first().isVisible()).toBe(false));
  expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });
  await page.screenshot({ path: '/tmp/preview-zh-dark-phone.png' });
  await page.getByRole('group', { name: p.language, exact: true }).getByRole('button', { name: p.english, exact: true }).click();
  await page.getByRole('group', { name: p.width, exact: true }).getByRole('button', { name: p.desktop, exact: true }).click();
  await page.getByRole('group', { name: p.theme, exact: true }).getByRole('button', { name: p.light, exact: true }).click();
  await eventually(async () => expect(await frameH1(frame)).toBe(NEW_TITLE.en));
  await page.screenshot({ path: '/tmp/preview-en-light-desktop.png' });
  await expect(iframe.count()).resolves.toBe(1);

  // Saved: now the site has it, and the preview still shows it (now the stored text).
  await page.getByRole('button', { name: t.content.save, exact: true }).click();
  await eventually(async () => expect(await stored()).toEqual(NEW_TITLE));
  expect(await publicH1('/')).toBe(NEW_TITLE.en);
  expect(await publicH1('/?lang=zh')).toBe(NEW_TITLE.zh);
  expect(await frameH1(frame)).toBe(NEW_TITLE.en);

  // History → restore: the old text is back on the site and in the preview.
  const name = t.content.fields['hero.title'];
  await field.getByRole('button', { name: fill(t.history.openFor, { name }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fill(t.history.title, { name }) });
  await dialog.getByRole('button', { name: t.history.restore, exact: true }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: t.history.restored }).waitFor();
  await eventually(async () => expect(await stored()).toEqual(original));
  await dialog.getByRole('button', { name: t.history.close, exact: true }).click();
  await eventually(async () => expect(await frameH1(frame)).toBe(original.en));
  expect(await publicH1('/')).toBe(original.en);

  // Pricing: a new price shows on the previewed pricing page before it is saved, and nowhere else.
  await chooseSection(page, 'pricing');
  const price = page.getByRole('group', { name: t.content.plans.basic, exact: true }).getByLabel(t.content.monthlyPrice, { exact: true });
  await eventually(async () => expect(await price.inputValue()).not.toBe(''));
  await price.fill('4321.5');
  await eventually(async () => expect(await frame.getByText('$4,321.50').count()).toBeGreaterThan(0));
  expect(await (await fetch(`${site.server.url}/pricing`)).text()).not.toContain('$4,321.50');
  const bar = page.getByRole('region', { name: t.content.bar.label, exact: true });
  await bar.getByRole('button', { name: t.content.bar.discard, exact: true }).click();

  // A list: a service deleted but not yet saved is gone from the preview and still on the site; Discard brings it back.
  await chooseSection(page, 'services');
  const [first] = (await (await fetch(`${site.server.url}/api/services`)).json()) as { titleEn: string }[];
  const inFrame = () => frame.getByRole('heading', { name: first!.titleEn, exact: true }).count();
  await eventually(async () => expect(await inFrame()).toBe(1), 15_000);
  await page.getByRole('button', { name: fill(t.lists.moreActions, { title: first!.titleEn }), exact: true }).click();
  await page.getByRole('button', { name: fill(t.lists.deleteEntry, { title: first!.titleEn }), exact: true }).click();
  await eventually(async () => expect(await inFrame()).toBe(0));
  expect(await (await fetch(`${site.server.url}/services`)).text()).toContain(first!.titleEn);
  await bar.getByRole('button', { name: t.content.bar.discard, exact: true }).click();
  await eventually(async () => expect(await inFrame()).toBe(1), 15_000);
  await expect(page.locator('[data-entry-row][data-state="removed"]').count()).resolves.toBe(0);
  expect(errors).toEqual([]);
}, 120_000);

test('without a session the preview address shows nothing of the site, and search engines are told not to index it', async () => {
  const answer = await fetch(`${site.server.url}/admin/preview`);
  expect(answer.status).toBe(200); // the admin app's shell; the page decides once it knows who asks
  expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(await (await fetch(`${site.server.url}/robots.txt`)).text()).toMatch(/^Disallow: \/admin/m);

  const page = await (await site.newContext()).newPage();
  await page.goto('/admin/preview');
  // Says so, and shows nothing of the site: no headline, no header, no sign-in form inside a frame.
  await page.getByText(p.signedOut, { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/preview');
  await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(0);
  await expect(page.getByLabel(t.login.password, { exact: true }).count()).resolves.toBe(0);
});

test('on a phone the preview is a full-screen dialog: focus inside, Esc closes it, focus back on Preview', async () => {
  const page = await (await site.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await site.signIn(page);
  const toggle = page.getByRole('button', { name: p.show, exact: true });
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: p.title });
  await dialog.waitFor();
  // At a phone's width, laid out as a phone.
  await eventually(
    async () =>
      expect(
        await page
          .frameLocator('iframe')
          .locator('body')
          .evaluate(() => window.innerWidth),
      ).toBe(390),
    15_000,
  );
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await eventually(async () => expect(await dialog.count()).toBe(0));
  expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
});
