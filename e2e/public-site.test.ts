// The public site in a real browser: every route in both languages, language and theme choices, mobile menu, keyboard, 404, console.
import { expect, test } from 'bun:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { PRIVACY_DEFAULTS, type CompanyValue } from '../src/contract';
import { en, type Dictionary } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { visit } from './page-quiet';
import { appRunning, eventually, PUBLIC_ROUTES, siteInBrowser } from './site-in-browser';

type Lang = 'en' | 'zh';
const DICT: Record<Lang, Dictionary> = { en, zh };
const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-Hant' };
const ROUTES = PUBLIC_ROUTES;

const site = siteInBrowser({ password: 'e2e-password-1' });

/** A page in a fresh context; `lang` plays a returning visitor who chose that language earlier (storage and cookie). */
async function openPage(opts: { lang?: Lang; context?: BrowserContextOptions } = {}): Promise<Page> {
  const context = await site.newContext(opts.context);
  if (opts.lang) {
    await context.addCookies([{ name: 'lang', value: opts.lang, url: site.server.url }]);
    await context.addInitScript((l) => localStorage.getItem('lang') ?? localStorage.setItem('lang', l), opts.lang);
  }
  return context.newPage();
}

const getJson = async <T>(path: string) => (await (await fetch(`${site.server.url}${path}`)).json()) as T;
const heroTitle = async (section: string, lang: Lang) =>
  (await getJson<{ hero: { title: Record<Lang, string> } }>(`/api/content/${section}`)).hero.title[lang];
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const themeButton = (page: Page, t: Dictionary = en) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.nav.theme.split('{{')[0]!)}`) });
const mainNav = (page: Page, t: Dictionary = en) => page.getByRole('navigation', { name: t.nav.main });

for (const lang of ['en', 'zh'] as const) {
  for (const route of ROUTES) {
    test(`${route.path} in ${lang}: H1, document title, <html lang> and the current nav link`, async () => {
      const t = DICT[lang];
      const expectedH1 = route.section ? await heroTitle(route.section, lang) : t.notFound.title;
      const page = await openPage({ lang });
      await page.goto(route.path);
      await eventually(async () => expect((await h1(page).textContent())?.trim()).toBe(expectedH1));
      expect(await h1(page).isVisible()).toBe(true);
      await eventually(async () => expect(await page.title()).toBe(`${t.pages[route.page]} - ${t.brand}`));
      if (route.page === 'contact')
        expect(await page.title()).toBe(lang === 'en' ? 'Contact - Custom Software Solutions' : `${zh.pages.contact} - ${zh.brand}`);
      expect(await htmlLang(page)).toBe(HTML_LANG[lang]);
      const current = mainNav(page, t).locator('[aria-current="page"]');
      if (route.menu) {
        expect(await current.count()).toBe(1);
        expect((await current.textContent())?.trim()).toBe(t.pages[route.page]);
        expect(await current.getAttribute('href')).toBe(`${route.path}?lang=${lang}`);
      } else {
        expect(await page.locator('header [aria-current]').count()).toBe(0);
      }
    });
  }
}

test('home: hero buttons, three expertise cards to /services, core values from the API (else the defaults), CTA and footer', async () => {
  const values = await getJson<CompanyValue[]>('/api/company-values');
  const page = await openPage();
  await page.goto('/');
  await h1(page).waitFor();
  expect(await page.getByRole('link', { name: en.home.servicesButton }).getAttribute('href')).toBe('/services?lang=en');
  // The hero's second button says what every way to /contact says (the header's and the closing band's too).
  expect(
    await page.locator('[data-part="hero"]').getByRole('link', { name: en.home.contactButton, exact: true }).getAttribute('href'),
  ).toBe('/contact?lang=en');
  const expertise = page.locator('section[aria-labelledby="expertise-title"] li a');
  expect(await expertise.count()).toBe(3);
  expect(await expertise.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/services?lang=en',
    '/services?lang=en',
    '/services?lang=en',
  ]);
  expect(await expertise.getByRole('heading').allTextContents()).toEqual(en.home.expertise.map((e) => e.title));
  const valueCards = page.locator('section[aria-labelledby="values-title"] ul > li');
  await eventually(async () => expect(await valueCards.locator('p').allTextContents()).toEqual(values.map((v) => v.descriptionEn)));
  expect(await valueCards.getByRole('heading').allTextContents()).toEqual(values.map((v) => v.titleEn));
  // The closing band's own link (the header's call to action says the same words).
  const band = page.locator('[data-part="cta"]');
  expect(await band.getByRole('link', { name: en.home.ctaButton }).getAttribute('href')).toBe('/contact?lang=en');
  const footer = page.locator('footer');
  expect(await footer.getByText(en.brand, { exact: true }).isVisible()).toBe(true);
  expect(await footer.getByText(en.footer.mission, { exact: true }).isVisible()).toBe(true);
  expect(
    await footer.getByText(en.footer.copyright.replace('{{year}}', String(new Date().getFullYear())), { exact: true }).isVisible(),
  ).toBe(true);

  const fallback = await openPage();
  await fallback.route('**/api/company-values', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  // The home page arrives with its data; the client asks for the values only when it gets there by a link.
  await fallback.goto('/pricing');
  // A click before the app has taken over the page is a full load, which brings home's values with the HTML: wait
  // until the scripts are in (on a loaded machine hydration comes late).
  await appRunning(fallback);
  await fallback.locator('header nav a[href="/?lang=en"]').first().click();
  const defaults = fallback.locator('section[aria-labelledby="values-title"] ul > li');
  await eventually(async () =>
    expect(await defaults.locator('p').allTextContents()).toEqual(en.home.defaultValues.map((v) => v.description)),
  );
  expect(await defaults.getByRole('heading').allTextContents()).toEqual(en.home.defaultValues.map((v) => v.title));
});

test('the featured study leads to its story; without one in English, to the client stories: /services opens at that section, its heading clear of the sticky header', async () => {
  const page = await openPage();
  await page.goto('/');
  await h1(page).waitFor();
  // Once the page has settled: under load a click landed while the app was taking over the page and the address stayed
  // "/" (CI at 4b97507, once; alone it passes). That race is in the session's note; this test is about where the link leads.
  await appRunning(page);
  // The seeded first study has a page (decision 0095): its link opens it.
  await page.getByRole('link', { name: en.home.featuredStory }).click();
  await eventually(async () => expect(new URL(page.url()).pathname).toMatch(/^\/work\/[a-z0-9-]+$/));
  // Its English version taken down, the card leads to the stories on /services instead.
  const headers = { cookie: await site.adminCookie(), origin: site.server.url, 'content-type': 'application/json' };
  const stories = (await (await fetch(`${site.server.url}/api/admin/pieces/work`, { headers })).json()) as { id: number; slug: string }[];
  const shown = stories.find((story) => new URL(page.url()).pathname === `/work/${story.slug}`)!;
  const down = await fetch(`${site.server.url}/api/admin/pieces/work/${shown.id}/en/state`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ state: 'unpublished' }),
  });
  expect(down.status).toBe(200);
  await page.goto('/');
  await appRunning(page);
  await page.getByRole('link', { name: en.home.featuredLink }).click();
  await eventually(async () => expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/services#client-stories'));
  const heading = page.locator('#cases-title');
  await eventually(async () => {
    const box = (await heading.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThan(await page.evaluate(() => window.innerHeight));
  });
  // Any other link still opens its page at the top.
  await page.locator('header nav a[href="/pricing?lang=en"]').first().click();
  await eventually(async () => expect(new URL(page.url()).pathname).toBe('/pricing'));
  await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBe(0));
});

test('the language chosen with the header switch survives a reload; ?lang=zh selects Chinese on a first visit', async () => {
  const page = await openPage();
  await page.goto('/pricing');
  await page.getByRole('tab', { name: en.pricing.monthly }).waitFor();
  expect(await htmlLang(page)).toBe('en');
  await page.getByRole('link', { name: en.nav.switchLanguage }).click();
  await eventually(async () => expect(await htmlLang(page)).toBe('zh-Hant'));
  await page.getByRole('tab', { name: zh.pricing.monthly }).waitFor();
  expect(await page.getByText(zh.pricing.monthlyCaption, { exact: true }).isVisible()).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');

  const reloaded = await page.reload();
  // The server already paints the stored choice, before any script runs.
  expect(await reloaded!.text()).toContain('<html lang="zh-Hant"');
  await page.getByRole('tab', { name: zh.pricing.monthly }).waitFor();
  expect(await htmlLang(page)).toBe('zh-Hant');
  expect(await page.getByRole('link', { name: zh.nav.switchLanguage }).isVisible()).toBe(true);
  await eventually(async () => expect(await page.title()).toBe(`${zh.pages.pricing} - ${zh.brand}`));

  const fresh = await openPage();
  await fresh.goto('/?lang=zh');
  await eventually(async () => expect((await h1(fresh).textContent())?.trim()).toBe(await heroTitle('home', 'zh')));
  expect(await htmlLang(fresh)).toBe('zh-Hant');
  expect(await fresh.getByRole('link', { name: zh.home.servicesButton }).isVisible()).toBe(true);
});

test('theme: light by default even on a dark system; dark is kept across a reload; system follows the system setting', async () => {
  const page = await openPage({ context: { colorScheme: 'dark' } });
  await page.goto('/');
  await h1(page).waitFor();
  expect(await isDark(page)).toBe(false);
  expect(await themeButton(page).getAttribute('aria-label')).toStartWith(en.nav.theme.replace('{{name}}', en.nav.themes.light));

  // The button answers once the page runs (the server's HTML comes first): a clean CI clicked before.
  await appRunning(page);
  await themeButton(page).click();
  await eventually(async () => expect(await isDark(page)).toBe(true));
  expect(await page.evaluate(() => localStorage.getItem('customsoft.theme'))).toBe('dark');
  await page.reload();
  await h1(page).waitFor();
  expect(await isDark(page)).toBe(true);
  // The button's name is the app's once it has come alive (it reads the stored choice then): CI once read it a moment
  // before, while the page was already dark.
  await eventually(async () =>
    expect(await themeButton(page).getAttribute('aria-label')).toStartWith(en.nav.theme.replace('{{name}}', en.nav.themes.dark)),
  );
  expect(await page.evaluate(() => localStorage.getItem('customsoft.theme'))).toBe('dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await themeButton(page).click(); // dark → system
  await eventually(async () => expect(await page.evaluate(() => localStorage.getItem('customsoft.theme'))).toBe('system'));
  await eventually(async () => expect(await isDark(page)).toBe(false));
  await page.emulateMedia({ colorScheme: 'dark' });
  await eventually(async () => expect(await isDark(page)).toBe(true));
  await page.reload();
  await h1(page).waitFor();
  expect(await isDark(page)).toBe(true);
});

test('mobile menu at 390×844: opens, closes with Escape back onto the toggle, and closes after navigating', async () => {
  const page = await openPage({ context: { viewport: { width: 390, height: 844 } } });
  await page.goto('/');
  await h1(page).waitFor();
  await appRunning(page);
  const toggle = page.locator('button[aria-controls="mobile-menu"]');
  const menu = page.locator('#mobile-menu');
  expect(await page.locator('header nav:not(#mobile-menu)').isHidden()).toBe(true);
  expect(await toggle.isVisible()).toBe(true);
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await toggle.getAttribute('aria-label')).toBe(en.nav.openMenu);
  expect(await menu.isHidden()).toBe(true);

  await toggle.click();
  await menu.waitFor();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  expect(await toggle.getAttribute('aria-label')).toBe(en.nav.closeMenu);
  for (const label of [en.pages.home, en.pages.services, en.pages.pricing, en.pages.contact]) {
    expect(await menu.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

  await toggle.click();
  await menu.getByRole('link', { name: en.pages.services, exact: true }).click();
  await eventually(async () => expect(new URL(page.url()).pathname).toBe('/services'));
  await eventually(async () => expect((await h1(page).textContent())?.trim()).toBe(await heroTitle('services', 'en')));
  expect(await menu.isHidden()).toBe(true);
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');

  const keyboard = await openPage({ context: { viewport: { width: 390, height: 844 } } });
  await keyboard.goto('/');
  await h1(keyboard).waitFor();
  // The toggle answers a key once the page runs (the server's HTML comes first): a clean CI pressed Enter before.
  await appRunning(keyboard);
  const onToggle = () => keyboard.evaluate(() => document.activeElement?.getAttribute('aria-controls') === 'mobile-menu');
  for (let i = 0; i < 10 && !(await onToggle()); i++) await keyboard.keyboard.press('Tab');
  expect(await onToggle()).toBe(true);
  await keyboard.keyboard.press('Enter');
  await keyboard.locator('#mobile-menu').waitFor();
  expect(await keyboard.locator('button[aria-controls="mobile-menu"]').getAttribute('aria-expanded')).toBe('true');
});

test('the 404 page links back home, and the link works', async () => {
  const page = await openPage();
  await page.goto('/no-such-page');
  await eventually(async () => expect((await h1(page).textContent())?.trim()).toBe(en.notFound.title));
  expect(await page.getByText(en.notFound.body).isVisible()).toBe(true);
  const home = page.getByRole('link', { name: en.notFound.home });
  expect(await home.getAttribute('href')).toBe('/?lang=en');
  await home.click();
  await eventually(async () => expect(new URL(page.url()).pathname).toBe('/'));
  await eventually(async () => expect((await h1(page).textContent())?.trim()).toBe(await heroTitle('home', 'en')));
  await eventually(async () => expect(await page.title()).toBe(`${en.pages.home} - ${en.brand}`));
});

test('keyboard: the first Tab lands on the skip link, which moves focus to the main content; every header control is reachable', async () => {
  const page = await openPage();
  await page.goto('/');
  await h1(page).waitFor();
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => {
    const el = document.activeElement as HTMLAnchorElement | null;
    return { text: el?.textContent?.trim(), href: el?.getAttribute('href') };
  });
  expect(skip).toEqual({ text: en.nav.skip, href: '#main' });
  expect(await page.getByRole('link', { name: en.nav.skip }).isVisible()).toBe(true);

  // Number every visible link and button of the header, then Tab through and record which ones get focus, in order.
  const count = await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('header a, header button')].filter((el) => el.checkVisibility());
    controls.forEach((el, i) => el.setAttribute('data-e2e-index', String(i)));
    return controls.length;
  });
  // Brand, four pages and the two sections, language, theme and Start a project (the menu toggle is hidden on a wide
  // screen).
  expect(count).toBe(10);
  const reached: number[] = [];
  for (let i = 0; i < count + 3; i++) {
    await page.keyboard.press('Tab');
    const index = await page.evaluate(() => document.activeElement?.getAttribute('data-e2e-index'));
    if (index != null) reached.push(Number(index));
  }
  expect(reached).toEqual([...Array(count).keys()]);

  await page.reload();
  await h1(page).waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('main'));
});

test('no console errors or page errors on any public route, in either language', async () => {
  for (const lang of ['en', 'zh'] as const) {
    const page = await openPage({ lang });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The unknown route is answered with a real 404 status, which Chromium reports for the document itself.
      if (new URL(page.url()).pathname === '/no-such-page' && /status of 404/.test(message.text())) return;
      problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => void problems.push(`${page.url()}: ${error.message}`));
    for (const route of ROUTES) {
      await visit(page, route.path);
      await h1(page).waitFor();
    }
    expect(problems).toEqual([]);
  }
});

test('privacy notice: linked from every page’s footer, not in the header menu, bilingual, and edited through the admin', async () => {
  const page = await openPage();
  for (const path of ['/', '/pricing', '/contact']) {
    await page.goto(path);
    expect(await page.locator('footer').getByRole('link', { name: en.pages.privacy, exact: true }).getAttribute('href')).toBe(
      '/privacy?lang=en',
    );
    expect(await page.locator('header').getByRole('link', { name: en.pages.privacy }).count()).toBe(0);
  }
  await page.locator('footer').getByRole('link', { name: en.pages.privacy, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/privacy');
  // A page reached by a link loads its own chunk first (web/lib/lazy-page.ts).
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
    PRIVACY_DEFAULTS.en['controller.title'],
    PRIVACY_DEFAULTS.en['collected.title'],
    PRIVACY_DEFAULTS.en['statistics.title'],
    PRIVACY_DEFAULTS.en['use.title'],
    PRIVACY_DEFAULTS.en['keeping.title'],
    PRIVACY_DEFAULTS.en['rights.title'],
  ]);
  expect(await page.getByText(PRIVACY_DEFAULTS.en['rights.body']).isVisible()).toBe(true);
  // When it last changed, above the headline (the server's page, in the same words the admin edits).
  expect(await page.getByText(PRIVACY_DEFAULTS.en['hero.updated'], { exact: true }).isVisible()).toBe(true);

  const zhPage = await openPage({ lang: 'zh' });
  await zhPage.goto('/privacy');
  expect((await zhPage.locator('h1').textContent())?.trim()).toBe(PRIVACY_DEFAULTS.zh['hero.title']);
  expect(await zhPage.title()).toBe(`${zh.pages.privacy} - ${zh.brand}`);

  const login = await fetch(`${site.server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.server.url },
    body: JSON.stringify({ username: 'admin', password: 'e2e-password-1' }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const body = {
    section: 'privacy',
    key: 'keeping.body',
    enValue: 'We delete every message after one year.',
    zhValue: '所有訊息在一年後刪除。',
  };
  const saved = await fetch(`${site.server.url}/api/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.server.url, cookie },
    body: JSON.stringify(body),
  });
  expect(saved.status).toBe(200);
  await page.reload();
  expect(await page.getByText(body.enValue).isVisible()).toBe(true);
  await zhPage.reload();
  expect(await zhPage.getByText(body.zhValue).isVisible()).toBe(true);
});

test('the footer of every page shows the contact details: the built-in ones, then those saved in the admin', async () => {
  const page = await openPage();
  await page.goto('/services');
  const footer = page.locator('footer address');
  expect(await footer.getByRole('link', { name: en.contact.fallback.email }).getAttribute('href')).toBe(
    `mailto:${en.contact.fallback.email}`,
  );
  const login = await fetch(`${site.server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.server.url },
    body: JSON.stringify({ username: 'admin', password: 'e2e-password-1' }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  for (const [key, value] of [
    ['contactPhone', '+886 2 2345 6789'],
    ['contactEmail', 'hello@studio.example'],
    ['contactAddress', '100 Zhongshan Rd, Taipei'],
  ]) {
    const saved = await fetch(`${site.server.url}/api/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.server.url, cookie },
      body: JSON.stringify({ key, value }),
    });
    expect(saved.status).toBe(200);
  }
  for (const path of ['/', '/pricing', '/no-such-page']) {
    await page.goto(path);
    expect(await footer.getByRole('link', { name: '+886 2 2345 6789' }).getAttribute('href')).toBe('tel:+886223456789');
    expect(await footer.getByRole('link', { name: 'hello@studio.example' }).isVisible()).toBe(true);
    expect(await footer.getByText('100 Zhongshan Rd, Taipei').isVisible()).toBe(true);
  }
});
