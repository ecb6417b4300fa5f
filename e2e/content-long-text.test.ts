// The content tab shows every text whole, in Chromium against the compiled binary, at 1280 px and on a phone, in both
// languages: no text box on the home and services pages scrolls or clips what it holds (a long title wraps, a
// subtitle grows), Enter puts no line break in a one-line text, a key figure's row names its value with its label,
// the lists' saving note is said once per page, and a row's Edit button keeps its word on a phone.
import { expect, test } from 'bun:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { Section } from '../src/contract';
import { adminEn, type AdminDictionary } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { fill } from '../web/lib/i18n';
import { chooseSection, showWholePage } from './content-nav';
import { eventually, siteInBrowser } from './site-in-browser';

const PASSWORD = 'content-long-text-password';
const site = siteInBrowser({ password: PASSWORD });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function signedIn(lang: 'en' | 'zh', viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.newContext({ viewport, hasTouch: viewport === PHONE });
  await context.addCookies([{ name: 'lang', value: lang, url: site.server.url }]);
  await context.addInitScript((l) => {
    localStorage.setItem('lang', l);
    // The admin checks its session only when it was signed in from this browser before (as admin-phone.test.ts does).
    localStorage.setItem('admin_token', 'e2e');
  }, lang);
  const login = await context.request.post('/api/admin/login', {
    data: { username: 'admin', password: PASSWORD },
    headers: { origin: site.server.url },
  });
  expect(login.status()).toBe(200);
  return { context, page: await context.newPage() };
}

/** Every text box of the content editor whose text does not fit it (it scrolls or is cut), with its sizes. */
const clipped = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const boxes = [...main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input[type="text"]')];
    return {
      count: boxes.length,
      clipped: boxes
        .filter((box) => box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)
        .map(
          (box) =>
            `${box.id} “${box.value.slice(0, 40)}”: ${box.scrollWidth}x${box.scrollHeight} in ${box.clientWidth}x${box.clientHeight}`,
        ),
    };
  });

async function pageShown(page: Page, t: AdminDictionary, section: Section, heroTitle: RegExp) {
  // The whole page (a page opens one part at a time).
  if (section !== 'home') await chooseSection(page, section, t);
  else await showWholePage(page, 'home', t);
  const hero = page
    .getByRole('group', { name: t.content.fields['hero.title'], exact: true })
    .getByLabel(t.content.english, { exact: true });
  await eventually(async () => expect(await hero.inputValue()).toMatch(heroTitle));
  return hero;
}

for (const lang of ['en', 'zh'] as const)
  for (const [width, viewport] of [
    ['1280 px', DESKTOP],
    ['a phone', PHONE],
  ] as const)
    test(`${lang} at ${width}: every text of home and services shows whole; a figure's row names its value; the lists' note once`, async () => {
      const t = lang === 'zh' ? adminZh : adminEn;
      const { page } = await signedIn(lang, viewport);
      await page.goto('/admin');
      await page.getByRole('region', { name: t.content.bar.label, exact: true }).waitFor();
      await pageShown(page, t, 'home', /./);
      await eventually(async () => {
        const home = await clipped(page);
        // Hero, features, the people's heading, the closing box: two texts each in both languages, and the snippet's four.
        expect(home.count).toBeGreaterThanOrEqual(20);
        expect(home.clipped).toEqual([]);
      });

      // The key figures' rows: "127 projects delivered", not "projects delivered" alone; the row opens it, 44 px tall.
      const figures = page.getByRole('region', { name: t.lists.kinds.figures.title, exact: true });
      const named = lang === 'en' ? '127 projects delivered' : '127 完成專案';
      await eventually(async () => expect(await figures.locator('[data-entry-title]').allTextContents()).toContain(named));
      const edit = figures.getByRole('button', { name: fill(t.lists.editEntry, { title: named }), exact: true });
      const editBox = (await edit.boundingBox())!;
      // A 44 px target on a phone (on a wide screen the pointer needs less).
      expect(editBox.height).toBeGreaterThanOrEqual(viewport === PHONE ? 44 : 30);
      expect(editBox.x + editBox.width).toBeLessThanOrEqual(viewport.width);

      const hero = await pageShown(page, t, 'services', /themselves|./);
      await eventually(async () => expect((await clipped(page)).clipped).toEqual([]));

      // A title far longer than the stored one wraps and shows whole; Enter adds no line break to it.
      const long = 'Custom software, AI assistants and cloud systems that pay for themselves within the first year, built with you';
      await hero.fill(long);
      await hero.press('End');
      await hero.press('Enter');
      expect(await hero.inputValue()).toBe(long);
      const sizes = await hero.evaluate((box) => [box.scrollHeight, box.clientHeight, box.scrollWidth, box.clientWidth]);
      expect(sizes[0]!).toBeLessThanOrEqual(sizes[1]! + 1);
      expect(sizes[2]!).toBeLessThanOrEqual(sizes[3]! + 1);
      expect((await clipped(page)).clipped).toEqual([]);
      await page.getByRole('button', { name: t.content.bar.discard, exact: true }).click();
    });
