// Every language its own address (decision 0077), on the binary in Chromium: the switch, a reload, back and forward and
// a shared link all show the language in the page and in the address; the head after a link or a switch is the head
// of a fresh load of that address; a crawler's walk from the Chinese home with no cookie meets only Chinese pages.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { en, type Dictionary } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { quiet } from './page-quiet';
import { appRunning, eventually, PUBLIC_ROUTES, siteInBrowser } from './site-in-browser';
import { SEED_ARTICLES } from '../db/seed-journal';
import { SEED_STORIES } from '../db/seed-work';

type Lang = 'en' | 'zh';
const DICT: Record<Lang, Dictionary> = { en, zh };
const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-Hant' };
const PAGES = PUBLIC_ROUTES.filter((route) => route.section !== null);

// The site knows its address, as a deployed one does: canonical, alternates, og:url and the structured data are absolute.
const site = siteInBrowser({ password: 'e2e-password-1', publicUrl: true, env: { BACKUP_EVERY_HOURS: '0' } });

const h1 = async (page: Page) => (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
const heroTitle = async (section: string, lang: Lang) =>
  ((await (await fetch(`${site.server.url}/api/content/${section}`)).json()) as { hero: { title: Record<Lang, string> } }).hero.title[lang];
/** Where the page is: its path and query, as the address bar shows them. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
/** The page's language as the page, the address and the title see it. */
async function shows(page: Page, path: string, lang: Lang, section: string) {
  await eventually(async () => expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG[lang]));
  await eventually(async () => expect(await h1(page)).toBe(await heroTitle(section, lang)));
  expect(address(page)).toBe(`${path}?lang=${lang}`);
}
/** The app has taken over the page (links now navigate inside it). */
const hydrated = async (page: Page) => {
  await appRunning(page);
  await quiet(page);
};

/**
 * What the head says about the page: the title, <html lang> and every tag the app keeps in step, in order, each as
 * its tag and attributes (the structured data parsed).
 */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const managed = document.head.querySelectorAll(
      'meta[name="description"],meta[name="robots"],link[rel="canonical"],link[rel="alternate"][hreflang],meta[property^="og:"],meta[name^="twitter:"],script[type="application/ld+json"]',
    );
    return {
      title: document.title,
      lang: document.documentElement.lang,
      tags: [...managed].map((element) =>
        element.tagName === 'SCRIPT'
          ? JSON.parse(element.textContent ?? '')
          : [element.tagName.toLowerCase(), ...[...element.attributes].map((a) => `${a.name}=${a.value}`).sort()].join(' '),
      ),
    };
  });

test('switch, reload, back and forward: the language is in the page and in the address each time', async () => {
  const page = await (await site.newContext()).newPage();
  await page.goto('/services?lang=zh');
  await shows(page, '/services', 'zh', 'services');
  await hydrated(page);
  await page.getByRole('link', { name: zh.nav.switchLanguage }).click();
  await shows(page, '/services', 'en', 'services');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.reload();
  await shows(page, '/services', 'en', 'services');
  await page.goBack();
  await shows(page, '/services', 'zh', 'services');
  await page.goForward();
  await shows(page, '/services', 'en', 'services');
  // In English, a link of the page's own leads to an English page.
  await hydrated(page);
  await page.getByRole('navigation', { name: en.nav.main }).getByRole('link', { name: en.pages.pricing }).click();
  await shows(page, '/pricing', 'en', 'pricing');
});

test('a shared link keeps its language whatever the visitor chose; a typed address lands on the choice and names it', async () => {
  const context = await site.newContext();
  await context.addCookies([{ name: 'lang', value: 'zh', url: site.server.url }]);
  await context.addInitScript(() => localStorage.getItem('lang') ?? localStorage.setItem('lang', 'zh'));
  const page = await context.newPage();
  await page.goto('/pricing?lang=en');
  await shows(page, '/pricing', 'en', 'pricing');
  const typed = await context.newPage();
  await typed.goto('/contact');
  await shows(typed, '/contact', 'zh', 'contact');
  // No choice yet: English, named in the address (product.md: zh only when stored as zh).
  const first = await (await site.newContext()).newPage();
  await first.goto('/');
  await shows(first, '/', 'en', 'home');
  expect(await first.evaluate(() => localStorage.getItem('lang'))).toBeNull();
});

test("a crawler's walk from the Chinese home with no cookie: every page it finds is Chinese, in the HTML and after hydration", async () => {
  const seen = new Set<string>();
  const queue = ['/?lang=zh'];
  const linksIn = (html: string) =>
    [...html.matchAll(/<a\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/\brel="alternate"/.test(tag))
      .map((tag) => /\bhref="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&'))
      .filter((href): href is string => href?.startsWith('/') === true)
      // Pages only: a story's screens link to their image files, which have no language.
      .filter((href) => !href.startsWith('/media/'))
      .map((href) => href.replace(/#.*/, ''));
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const res = await fetch(`${site.server.url}${path}`);
    const html = await res.text();
    // The journal's "Get new articles by RSS" link: the feed is in the reader's language too, and has no links to walk.
    if (new URL(path, 'http://site').pathname.endsWith('.xml')) {
      expect([path, res.status, /<language>([^<]+)<\/language>/.exec(html)?.[1]]).toEqual([path, 200, 'zh-TW']);
      continue;
    }
    expect([path, res.status, /<html lang="([^"]+)"/.exec(html)?.[1]]).toEqual([path, 200, 'zh-Hant']);
    for (const link of linksIn(html)) if (!seen.has(link)) queue.push(link);
  }
  // Every public page, in Chinese, and nothing else; and the journal and the client stories (the footer links them,
  // decisions 0092, 0095) with each of a new site's articles and stories, in Chinese too.
  const pages = new Set([...seen].map((path) => new URL(path, 'http://site').pathname).filter((path) => !path.endsWith('.xml')));
  const published = (path: string) => path.startsWith('/blog') || path.startsWith('/work');
  expect([...pages].filter((path) => !published(path)).sort()).toEqual(PAGES.map((route) => route.path).sort());
  const pieces = [
    '/blog',
    ...SEED_ARTICLES.map((article) => `/blog/${article.slug}`),
    '/work',
    ...SEED_STORIES.map((story) => `/work/${story.slug}`),
  ];
  for (const path of pieces) expect(pages.has(path)).toBe(true);
  expect([...seen].every((path) => new URL(path, 'http://site').searchParams.get('lang') === 'zh')).toBe(true);

  // The app renders the same links once it has taken over.
  const page = await (await site.newContext()).newPage();
  for (const route of PAGES) {
    await page.goto(`${route.path}?lang=zh`);
    await hydrated(page);
    const hrefs = await page.$$eval('a[href^="/"]:not([rel="alternate"])', (links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(8);
    expect(hrefs.filter((href) => new URL(href, 'http://site').searchParams.get('lang') !== 'zh')).toEqual([]);
  }
});

for (const lang of ['en', 'zh'] as const) {
  test(`in ${lang}: after each link and each switch the head is the head of a fresh load of that address`, async () => {
    const other: Lang = lang === 'en' ? 'zh' : 'en';
    const fresh = await (await site.newContext()).newPage();
    const heads = new Map<string, Awaited<ReturnType<typeof headOf>>>();
    for (const route of PAGES)
      for (const l of [lang, other]) {
        await fresh.goto(`${route.path}?lang=${l}`);
        await hydrated(fresh);
        heads.set(`${route.path}?lang=${l}`, await headOf(fresh));
      }
    // The structured data names the company with the details every page shows.
    const organization = (heads.get(`/?lang=${lang}`)!.tags.at(-1) as { '@graph': Record<string, unknown>[] })['@graph'][0]!;
    expect(organization).toMatchObject({ '@type': 'Organization', name: DICT[lang].brand, url: `${site.server.url}/` });

    const page = await (await site.newContext()).newPage();
    await page.goto(`/privacy?lang=${lang}`);
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: DICT[lang].nav.main });
    const footer = page.getByRole('contentinfo');
    for (const route of PAGES) {
      // Each page reached by a link (the menu's, or the footer's for the privacy notice)…
      const links = route.menu ? menu : footer;
      await links.getByRole('link', { name: DICT[lang].pages[route.page], exact: true }).first().click();
      await shows(page, route.path, lang, route.section!);
      await eventually(async () => expect(await headOf(page)).toEqual(heads.get(`${route.path}?lang=${lang}`)!));
      // …and in the other language by the switch, and back.
      await page.getByRole('link', { name: DICT[lang].nav.switchLanguage }).click();
      await shows(page, route.path, other, route.section!);
      await eventually(async () => expect(await headOf(page)).toEqual(heads.get(`${route.path}?lang=${other}`)!));
      await page.goBack();
      await shows(page, route.path, lang, route.section!);
      await eventually(async () => expect(await headOf(page)).toEqual(heads.get(`${route.path}?lang=${lang}`)!));
    }
  });
}

test('the 404 page: its switch stays on the path asked for, and its head says noindex in either language', async () => {
  const page = await (await site.newContext()).newPage();
  await page.goto('/no-such-page?lang=zh');
  await eventually(async () => expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hant'));
  expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
  await hydrated(page);
  await page.getByRole('link', { name: zh.nav.switchLanguage }).click();
  await eventually(async () => expect(address(page)).toBe('/no-such-page?lang=en'));
  await eventually(async () => expect(await h1(page)).toBe(en.notFound.title));
  // The head writer comes as its own chunk on the first switch: the title follows a moment after the page.
  await eventually(async () => expect(await page.title()).toBe(`${en.pages.notFound} - ${en.brand}`));
  expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
});
