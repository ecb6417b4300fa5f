// A public page drawn from the rules it inlines looks exactly as with the whole stylesheet: in Chromium, every element's
// computed style is the same before and after the whole sheet is added (as the app adds it once it runs), and with
// JavaScript off the page still gets its font and its styles from the inlined rules alone. The policy without
// 'unsafe-inline' (decision 0078) lets those rules and the admin toasts' stylesheet apply, and reports nothing.
import { describe, expect, test } from 'bun:test';
import type { BrowserContext, Page } from 'playwright-core';
import { adminEn } from '../web/i18n/admin-en';
import { eventually, siteInBrowser } from './site-in-browser';

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
  // `late`: the font comes 400 ms after the page, too late for the first paint, so font-display optional draws the page in
  // the fallback for good; the whole sheet must not bring Geist back (it did once, when it declared the face again).
  for (const [path, theme, width, late] of [
    ['/', 'light', 390, true],
    ['/', 'dark', 1280, false],
    ['/services?lang=zh', 'light', 1280, true],
    ['/pricing', 'dark', 390, false],
    ['/contact?lang=zh', 'dark', 390, true],
    ['/privacy', 'light', 1280, false],
  ] as const) {
    const name = `${path}, ${theme}, ${width} px wide${late ? ', the font late' : ''}`;
    test(`${name}: every element's computed style unchanged by the whole sheet`, async () => {
      // JavaScript off: the page has only its inlined rules (the app would link the whole sheet). The policy is bypassed
      // for the whole sheet this test adds as a <style> of its own, which the page's policy rightly refuses; the last
      // tests below hold the policy.
      const context = await site.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, bypassCSP: true });
      await context.addCookies([{ name: 'theme', value: theme, url: site.server.url }]);
      const page = await context.newPage();
      if (late)
        await page.route('**/geist-*.woff2', async (route) => {
          await Bun.sleep(400);
          await route.continue();
        });
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
      const [fontRules, inlinedRules, wholeRules, more] = await page.evaluate(() =>
        [...document.styleSheets].map((s) => s.cssRules.length),
      );
      expect([fontRules, more]).toEqual([3, undefined]);
      expect(wholeRules!).toBeGreaterThan(inlinedRules! + 100);
      await fontInPlace(page);
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
    await page.waitForFunction(() => document.styleSheets.length === 3);
    expect(await page.locator('head > link[rel="stylesheet"]').getAttribute('href')).toMatch(/^\/public-[0-9a-z]+\.css$/);
    // The whole sheet comes after the inlined faces and rules: the same rules again, later, so none of them changes anything.
    expect(await page.evaluate(() => [...document.styleSheets].map((s) => s.ownerNode?.nodeName))).toEqual(['STYLE', 'STYLE', 'LINK']);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^\/geist-[0-9a-z]+\.woff2$/);
    // The face is declared once, by the inlined rules (a second one would swap the font in late), and it is in use.
    expect(await page.evaluate(() => [...document.fonts].filter((f) => f.family === 'Geist').map((f) => f.status))).toEqual(['loaded']);
  });
});

/**
 * What the Content-Security-Policy refused on the context's pages: the violation events (watched from before the first
 * byte is parsed) and the console's CSP errors (Chromium logs a refusal there, with JavaScript off too).
 */
async function watchPolicy(context: BrowserContext) {
  const refused: string[] = [];
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { refused: string[] }).refused = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample.slice(0, 60)}`),
    );
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  // With JavaScript off the init script does not run: the console says it then.
  return async (page: Page) => [...refused, ...((await page.evaluate(() => (window as unknown as { refused?: string[] }).refused)) ?? [])];
}

/** The rules of each inlined <style> in the head (the font's faces, then the page's rules): none for a refused one. */
const inlinedRules = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('head > style')].map((style) => style.sheet?.cssRules.length ?? 0));

describe('the policy has no unsafe-inline, and the styles it allows by their hash apply', () => {
  test('the watch has teeth: the page under a policy with another hash has no inlined rules, and says so', async () => {
    const context = await site.newContext();
    const refused = await watchPolicy(context);
    await context.route(/\/pricing$/, async (route) => {
      const res = await route.fetch();
      const policy = res
        .headers()
        ['content-security-policy']!.replace(/style-src [^;]*/, (sources) => sources.replace(/'sha256-[^']+'/g, "'sha256-AAAA'"));
      const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy };
      await route.fulfill({ status: res.status(), body: await res.text(), headers });
    });
    const page = await context.newPage();
    await page.goto('/pricing');
    expect(await inlinedRules(page)).toEqual([0, 0]);
    // Both channels report it: the console's error and the violation event.
    await eventually(async () => {
      const said = await refused(page);
      expect([said.some((line) => /Content.Security.Policy/i.test(line)), said.some((line) => line.startsWith('style-src-elem '))]).toEqual(
        [true, true],
      );
    });
  });

  for (const path of ['/', '/?lang=zh', '/pricing?lang=zh', '/no-such-page']) {
    test(`${path}: the inlined rules apply before the whole sheet, and nothing is refused`, async () => {
      // JavaScript off: what is drawn comes from the inlined rules alone (the app would link the whole sheet).
      const still = await site.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
      const refusedStill = await watchPolicy(still);
      const page = await still.newPage();
      const res = await page.goto(path);
      expect(res!.headers()['content-security-policy']).not.toContain('unsafe-inline');
      await fontInPlace(page);
      const drawn = await page.evaluate(() => ({
        font: getComputedStyle(document.body).fontFamily,
        // The work orders' progress bars (home only): their widths as the share of their tracks, from classes now.
        bars: [...document.querySelectorAll('[data-layer="dashboard"] li .rounded-full > .rounded-full')].map((bar) =>
          Math.round((100 * bar.getBoundingClientRect().width) / bar.parentElement!.getBoundingClientRect().width),
        ),
      }));
      // A refused <style> has no sheet at all.
      const [faces, rules] = await inlinedRules(page);
      expect([faces, rules! > 100]).toEqual([3, true]);
      expect(drawn.font).toStartWith('Geist, "Geist Fallback"');
      if (path.startsWith('/?') || path === '/') expect(drawn.bars).toEqual([76, 10, 100]);
      expect(await refusedStill(page)).toEqual([]);

      // JavaScript on: the app hydrates and links the whole sheet; still nothing refused.
      const live = await site.newContext();
      const refusedLive = await watchPolicy(live);
      const app = await live.newPage();
      await app.goto(path);
      await app.waitForFunction(() => document.styleSheets.length === 3);
      expect((await inlinedRules(app))[1]).toBeGreaterThan(100);
      expect(await refusedLive(app)).toEqual([]);
    });
  }

  test('the admin area: a toast drawn with sonner’s stylesheet, the live preview, and nothing refused', async () => {
    const context = await site.newContext({ viewport: { width: 1440, height: 900 } });
    const refused = await watchPolicy(context);
    const page = await context.newPage();
    await site.signIn(page);
    // Saving with no change says so in a toast, and changes nothing (the idle button is drawn, quiet: decision 0199).
    await page.getByRole('button', { name: adminEn.content.save, exact: true }).press('Enter');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: adminEn.toast.nothingToSave });
    await toast.waitFor();
    const drawn = await page.evaluate(() => {
      const sonner = [...document.querySelectorAll('style')].find((style) => style.textContent?.includes('[data-sonner-toaster]'));
      const toaster = document.querySelector('[data-sonner-toaster]')!;
      const shown = document.querySelector('[data-sonner-toast]')!;
      return {
        sheet: (sonner?.sheet?.cssRules.length ?? 0) > 50,
        // Only sonner's stylesheet gives these: without it the toaster is an ordinary list in the page's flow.
        toaster: getComputedStyle(toaster).position,
        toast: [getComputedStyle(shown).display, getComputedStyle(shown).paddingTop],
      };
    });
    expect(drawn).toEqual({ sheet: true, toaster: 'fixed', toast: ['flex', '16px'] });
    // The live preview: the site's page in a frame of the admin's own (the framed policy); the console hears its frame too.
    await page.getByRole('button', { name: adminEn.content.preview.show, exact: true }).click();
    await page.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
    expect(await refused(page)).toEqual([]);
  });
});
