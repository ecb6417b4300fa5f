// A public page drawn from the rules it inlines looks exactly as with the whole stylesheet: in Chromium, every element's
// computed style is the same before and after the whole sheet is added (as the app adds it once it runs), and with
// JavaScript off the page still gets its font and its styles from the inlined rules alone.
import { describe, expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { siteInBrowser } from './site-in-browser';

const site = siteInBrowser({ password: 'e2e-password-1' });

/** Properties that show: box, text, colour, layout. */
const PROPERTIES = [
  'display',
  'position',
  'width',
  'height',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'color',
  'background-color',
  'background-image',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'gap',
  'grid-template-columns',
  'flex-direction',
  'justify-content',
  'align-items',
  'box-shadow',
  'opacity',
  'visibility',
  'mask-image',
];

/** Each element's computed style (the properties above), by its place in the document. */
const styles = (page: Page) =>
  page.evaluate((properties) => {
    const out: string[] = [];
    document.querySelectorAll('body *').forEach((element, i) => {
      const style = getComputedStyle(element);
      out.push(`${i} ${element.tagName} ${properties.map((p) => style.getPropertyValue(p)).join('|')}`);
    });
    return out;
  }, PROPERTIES);

/**
 * Geist loaded, in both weights the page uses, and nothing left loading. `document.fonts.ready` alone resolved before
 * the face had begun to load (a different page failed each run, its text laid out in the fallback at the first reading).
 */
const fontInPlace = (page: Page) =>
  page.evaluate(async () => {
    await Promise.all(['400 16px Geist', '600 16px Geist'].map((font) => document.fonts.load(font)));
    await document.fonts.ready;
  });

describe('the inlined rules draw the page as the whole stylesheet does', () => {
  for (const [path, theme, width] of [
    ['/', 'light', 390],
    ['/', 'dark', 1280],
    ['/services?lang=zh', 'light', 1280],
    ['/pricing', 'dark', 390],
    ['/contact?lang=zh', 'dark', 390],
    ['/privacy', 'light', 1280],
  ] as const) {
    test(`${path}, ${theme}, ${width} px wide: every element's computed style unchanged by the whole sheet`, async () => {
      // JavaScript off: the page has only its inlined rules (the app would link the whole sheet).
      const context = await site.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'theme', value: theme, url: site.server.url }]);
      const page = await context.newPage();
      await page.goto(path);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      // The font in place before each reading: one arriving between the two changes text widths, not what the rules say.
      await fontInPlace(page);
      const state = JSON.parse((await page.locator('#page-state').textContent()) ?? '{}') as { stylesheets?: string[] };
      expect(state.stylesheets).toHaveLength(1);
      const inlinedOnly = await styles(page);
      expect(inlinedOnly.length).toBeGreaterThan(50);
      // The font the page asks for is Geist, from the stylesheet inlined.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toStartWith('Geist, "Geist Fallback"');

      // The whole sheet after the inlined rules, where the app puts it (as text: with JavaScript off no load event comes).
      const whole = await (await fetch(`${site.server.url}${state.stylesheets![0]!}`)).text();
      await page.evaluate((css) => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      }, whole);
      const [inlinedRules, wholeRules, more] = await page.evaluate(() => [...document.styleSheets].map((s) => s.cssRules.length));
      expect(more).toBeUndefined();
      expect(wholeRules!).toBeGreaterThan(inlinedRules! + 100);
      await fontInPlace(page); // the whole sheet declares the face again: that one loads (from the cache) too
      expect(await styles(page)).toEqual(inlinedOnly);
    });
  }

  test('with JavaScript on, the app links the whole sheet after the inlined rules, and the font arrives from the preload', async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForFunction(() => document.styleSheets.length === 2);
    expect(await page.locator('head > link[rel="stylesheet"]').getAttribute('href')).toMatch(/^\/public-[0-9a-z]+\.css$/);
    // The whole sheet comes after the inlined rules: the same rules again, later, so none of them changes anything.
    expect(await page.evaluate(() => [...document.styleSheets].map((s) => s.ownerNode?.nodeName))).toEqual(['STYLE', 'LINK']);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^\/geist-[0-9a-z]+\.woff2$/);
    // Both sheets declare the face (the inlined rules and the whole sheet): one download, and it is in use.
    expect(new Set(await page.evaluate(() => [...document.fonts].filter((f) => f.family === 'Geist').map((f) => f.status)))).toEqual(
      new Set(['loaded']),
    );
  });
});
