// The server-rendered pages in Chromium: complete without JavaScript (what a crawler or a slow phone sees first),
// hydrated without warnings or errors, and with no flash of another language or theme between first paint and idle.
import { beforeAll, describe, expect, test } from 'bun:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { en, type Dictionary } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { fitDescription } from '../web/lib/page-snippet';
import { eventually, PUBLIC_ROUTES, siteInBrowser } from './site-in-browser';

type Lang = 'en' | 'zh';
const DICT: Record<Lang, Dictionary> = { en, zh };
const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-Hant' };
const ROUTES = PUBLIC_ROUTES;
type Route = (typeof ROUTES)[number];

const site = siteInBrowser({ password: 'e2e-password-1' });
const heroes: Record<string, Record<Lang, { title: string; subtitle: string }>> = {};

// Runs after the fixture's own beforeAll (registered first), so the server is up.
beforeAll(async () => {
  for (const route of ROUTES.filter((r) => r.section)) {
    const tree = (await (await fetch(`${site.server.url}/api/content/${route.section}`)).json()) as {
      hero: Record<'title' | 'subtitle', Record<Lang, string>>;
    };
    heroes[route.section!] = {
      en: { title: tree.hero.title.en, subtitle: tree.hero.subtitle.en },
      zh: { title: tree.hero.title.zh, subtitle: tree.hero.subtitle.zh },
    };
  }
});

async function openPage(options: BrowserContextOptions = {}, cookies: Record<string, string> = {}): Promise<Page> {
  const context = await site.newContext(options);
  const list = Object.entries(cookies).map(([name, value]) => ({ name, value, url: site.server.url }));
  if (list.length) await context.addCookies(list);
  return context.newPage();
}
const url = (route: Route, lang: Lang) => `${route.path}${lang === 'zh' ? '?lang=zh' : ''}`;
const expectedH1 = (route: Route, lang: Lang) => (route.section ? heroes[route.section]![lang].title : DICT[lang].notFound.title);
const h1Text = (page: Page) => page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? null);

describe('without JavaScript, every page is complete', () => {
  for (const lang of ['en', 'zh'] as const) {
    for (const route of ROUTES) {
      test(`${url(route, lang)}: H1, title, description, canonical and hreflang`, async () => {
        const t = DICT[lang];
        const page = await openPage({ javaScriptEnabled: false });
        const response = await page.goto(url(route, lang));
        expect(response?.status()).toBe(route.section ? 200 : 404);
        const h1 = page.locator('h1');
        expect(await h1.count()).toBe(1);
        expect((await h1.textContent())?.trim()).toBe(expectedH1(route, lang));
        expect(await h1.isVisible()).toBe(true);
        expect(await page.title()).toBe(`${t.pages[route.page]} - ${t.brand}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG[lang]);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description).toBe(route.section ? fitDescription(heroes[route.section]![lang].subtitle) : t.notFound.body);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
        const canonical = page.locator('link[rel="canonical"]');
        if (route.section) {
          // Without PUBLIC_URL a page names itself by relative links (decision 0026); each language at its own address,
          // the bare path the one that lands on the visitor's choice (decision 0077).
          const plain = route.path;
          expect(await canonical.getAttribute('href')).toBe(`${plain}?lang=${lang}`);
          expect(Object.fromEntries(alternates)).toEqual({ en: `${plain}?lang=en`, 'zh-Hant': `${plain}?lang=zh`, 'x-default': plain });
        } else {
          expect(await canonical.count()).toBe(0);
          expect(alternates).toEqual([]);
          expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
        }
        expect(await page.locator('.skeleton').count()).toBe(0);
      });
    }
  }
});

const HYDRATION = /hydrat|#418|#423|#425|did not match|server rendered/i;

/** Collects console errors and warnings and page errors, and counts server-rendered elements React threw away. */
async function watch(page: Page, unknownRoute: boolean) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The unknown route answers with a real 404 status, which Chromium reports for the document itself.
    if (unknownRoute && message.type() === 'error' && /Failed to load resource: .*status of 404/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => void problems.push(`pageerror: ${error.message}`));
  // A failed hydration re-renders the whole tree from scratch: the server's elements are removed from #root.
  await page.addInitScript(() => {
    const w = window as unknown as { __replaced: number };
    w.__replaced = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.removedNodes)
          if (n.nodeType === 1 && r.target.isConnected && document.getElementById('root')?.contains(r.target)) w.__replaced++;
    }).observe(document, { childList: true, subtree: true });
  });
  return { problems, replaced: () => page.evaluate(() => (window as unknown as { __replaced: number }).__replaced) };
}

describe('with JavaScript: hydration without warnings or errors', () => {
  test('the watch has teeth: markup that does not match its state is reported (React #418) and re-rendered', async () => {
    const page = await openPage();
    const watched = await watch(page, false);
    await page.route(
      (u) => u.pathname === '/pricing',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace('"lang":"zh"', '"lang":"en"') });
      },
    );
    await page.goto('/pricing?lang=zh', { waitUntil: 'networkidle' });
    // Hydration may finish after the network is idle on a loaded machine: the report is waited for, not assumed.
    await eventually(async () => expect(watched.problems.some((p) => HYDRATION.test(p))).toBe(true));
    expect(await watched.replaced()).toBeGreaterThan(0);
  });

  for (const lang of ['en', 'zh'] as const) {
    for (const route of ROUTES) {
      test(`${url(route, lang)}: loads, hydrates, takes a tab switch and a language switch with a clean console`, async () => {
        const other: Lang = lang === 'en' ? 'zh' : 'en';
        const page = await openPage();
        const { problems, replaced } = await watch(page, !route.section);
        // Building a Chinese word segmenter holds a phone's main thread for a long moment: hydration reuses the
        // server's cut of every text instead (web/lib/phrases.ts), so none is built while the page loads.
        await page.addInitScript(() => {
          const w = window as unknown as { __segmenters: number };
          w.__segmenters = 0;
          const Real = Intl.Segmenter;
          (Intl as { Segmenter: typeof Real }).Segmenter = class extends Real {
            constructor(...args: ConstructorParameters<typeof Real>) {
              super(...args);
              w.__segmenters++;
            }
          };
        });
        await page.goto(url(route, lang), { waitUntil: 'networkidle' });
        expect(await h1Text(page)).toBe(expectedH1(route, lang));
        expect(await replaced()).toBe(0);
        expect(await page.evaluate(() => (window as unknown as { __segmenters: number }).__segmenters)).toBe(0);

        if (route.page === 'pricing') {
          await page.getByRole('tab', { name: DICT[lang].pricing.annual }).click();
          await eventually(async () =>
            expect(await page.getByText(DICT[lang].pricing.annualCaption, { exact: true }).isVisible()).toBe(true),
          );
          expect(await page.getByRole('tab', { name: DICT[lang].pricing.annual }).getAttribute('aria-selected')).toBe('true');
        }
        await page.getByRole('link', { name: DICT[lang].nav.switchLanguage }).click();
        await eventually(async () => expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG[other]));
        await eventually(async () => expect(await h1Text(page)).toBe(expectedH1(route, other)));
        await page.waitForLoadState('networkidle');

        expect(problems.filter((p) => HYDRATION.test(p))).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  }
});

type Snapshot = { lang: string | null; dark: boolean; h1: string | null };
/**
 * Records <html lang>, the dark class and the H1 text at every change from the moment the document has a <body>:
 * nothing is drawn before it, and by then the head's theme script has run (decision 0070).
 */
/**
 * The states in `seen` that are not `expected`. Until the heading first stands whole the parser may hold only its start
 * (it reads a phrase at a time, and may stop between the element and its first words: an empty heading): that is the
 * same heading arriving, not another one. Once whole (or if it never is), any other heading is a flash.
 */
function otherStates(seen: Snapshot[], expected: { lang: string; dark: boolean; h1: string }) {
  const whole = seen.findIndex((s) => s.h1 === expected.h1);
  return seen.filter(
    (s, i) =>
      s.lang !== expected.lang || s.dark !== expected.dark || (i < whole ? !expected.h1.startsWith(s.h1 ?? '\0') : s.h1 !== expected.h1),
  );
}

async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __paints: Snapshot[] };
    w.__paints = [];
    const snap = () => {
      const html = document.documentElement;
      if (!html || !document.body) return;
      const next = {
        lang: html.getAttribute('lang'),
        dark: html.classList.contains('dark'),
        h1: document.querySelector('h1')?.textContent ?? null,
      };
      const last = w.__paints.at(-1);
      if (!last || last.lang !== next.lang || last.dark !== next.dark || last.h1 !== next.h1) w.__paints.push(next);
    };
    new MutationObserver(snap).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __paints: Snapshot[] }).__paints);
}

describe('no flash of another language or theme', () => {
  for (const route of ROUTES) {
    test(`${route.path} with the lang=zh and theme=dark cookies: zh-Hant from the first byte and dark from the first paint to idle, H1 unchanged`, async () => {
      const page = await openPage({}, { lang: 'zh', theme: 'dark' });
      const paints = await recordPaints(page);
      const response = await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      // The language comes with the first byte; the theme from the head's script, before the body is parsed.
      expect(await response!.text()).toMatch(/^<!doctype html>\s*<html lang="zh-Hant">\s*<head><script>/i);
      const atDomContentLoaded = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dark: document.documentElement.classList.contains('dark'),
        h1: document.querySelector('h1')?.textContent ?? null,
      }));
      await page.waitForLoadState('networkidle');
      const atIdle = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dark: document.documentElement.classList.contains('dark'),
        h1: document.querySelector('h1')?.textContent ?? null,
      }));
      // Every state the document went through while loading, from the first parsed element on.
      const seen = (await paints()).filter((s) => s.h1 !== null);
      expect(seen.length).toBeGreaterThan(0);
      const expected = { lang: 'zh-Hant', dark: true, h1: expectedH1(route, 'zh') };
      expect({
        atDomContentLoaded,
        atIdle,
        otherStatesSeen: otherStates(seen, expected),
      }).toEqual({
        atDomContentLoaded: expected,
        atIdle: expected,
        otherStatesSeen: [],
      });
    });
  }

  test('the lang=zh cookie alone: every public page shows only Chinese from the first parsed H1 to idle', async () => {
    for (const route of ROUTES) {
      const page = await openPage({}, { lang: 'zh' });
      const paints = await recordPaints(page);
      await page.goto(route.path, { waitUntil: 'networkidle' });
      const seen = (await paints()).filter((s) => s.h1 !== null);
      const expected = { lang: 'zh-Hant', dark: false, h1: expectedH1(route, 'zh') };
      expect([route.path, seen.length > 0, otherStates(seen, expected)]).toEqual([route.path, true, []]);
    }
  });

  test('a returning visitor who chose dark (stored and in the cookie): never a light frame, dark after hydration', async () => {
    const page = await openPage({}, { theme: 'dark' });
    await page.context().addInitScript(() => localStorage.setItem('customsoft.theme', 'dark'));
    const paints = await recordPaints(page);
    await page.goto('/pricing', { waitUntil: 'networkidle' });
    expect((await paints()).filter((s) => !s.dark)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  test('the theme=dark cookie alone (storage empty or blocked): still dark after hydration, no flip to light', async () => {
    const page = await openPage({}, { theme: 'dark' });
    const paints = await recordPaints(page);
    await page.goto('/services', { waitUntil: 'networkidle' });
    await Bun.sleep(200);
    const seen = await paints();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => !s.dark)).toEqual([]); // re-applying the same class may record again; never light
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });
});
