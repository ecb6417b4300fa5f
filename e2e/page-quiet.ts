// "The page has loaded what it will load": no request in flight for 100 ms with the page's main thread idle in between.
// Playwright's `networkidle` asks for 500 ms of silence after every load; on the admin walks (192 screens in one file)
// that silence was a third of the file's time. A walk over the same screens read the same text either way.
import type { BrowserContext, Page } from 'playwright-core';

/** The page's requests still open, and when the last one started or ended. */
type Traffic = { open: Set<unknown>; changed: number };
const traffic = new WeakMap<Page, Traffic>();

/** Follows `page`'s requests from now on (again: nothing). A page must be watched before `quiet` can wait for it. */
export function watchTraffic(page: Page) {
  if (traffic.has(page)) return;
  const state: Traffic = { open: new Set(), changed: Date.now() };
  const end = (request: unknown) => {
    state.open.delete(request);
    state.changed = Date.now();
  };
  page.on('request', (request) => {
    state.open.add(request);
    state.changed = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  traffic.set(page, state);
}

/** Every page `context` opens is watched. */
export const watchContext = (context: BrowserContext) => context.on('page', watchTraffic);

/**
 * Resolves once nothing has been in flight for 100 ms and two animation frames have passed with that still true, so a
 * response that leads to another request (a screen's code, then its data) is seen before the page is called quiet.
 * A page not watched, or one never quiet within 10 s, falls back to `networkidle`.
 */
export async function quiet(page: Page) {
  const seen = traffic.get(page);
  if (!seen) return page.waitForLoadState('networkidle');
  await page.waitForLoadState('load');
  const still = () => seen.open.size === 0 && Date.now() - seen.changed >= 100;
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (still()) {
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      if (still()) return;
    }
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return page.waitForLoadState('networkidle');
}

/** Opens `path` and waits until the page is quiet (above): what `goto(path, { waitUntil: 'networkidle' })` did, sooner. */
export async function visit(page: Page, path: string) {
  watchTraffic(page);
  const response = await page.goto(path);
  await quiet(page);
  return response;
}
