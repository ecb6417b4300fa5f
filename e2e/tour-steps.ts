// The steps every tour shot is made of: what a shot is, opening an address and waiting until it has settled, and a
// control's text in either language.
import type { Page } from 'playwright-core';
import { quiet, watchTraffic } from './page-quiet';

/** `screen`: shot at the window's size, not the whole page's (what the window holds in view is the point). */
export type Shot = {
  name: string;
  go: (page: Page, url: string) => Promise<void>;
  screen?: true;
  /** Run once the shot is taken: puts back what `go` changed, so no later shot (a public page) shows it. */
  after?: (page: Page, url: string) => Promise<void>;
  /**
   * Taken for every width, language and theme before any tour walks (the screenshots): a screen that shows what was done
   * (the activity log) shows the site's past weeks, not the same tour steps once per variant.
   */
  early?: true;
};

/** Loaded: the network quiet and no spinner left (the screenshots wait a moment more, for the last paint). */
export async function settle(page: Page) {
  // The pointer leaves whatever it last clicked: a hovered button is drawn paler, which a still picture shows as disabled.
  await page.mouse.move(1, 1);
  await quiet(page);
  await page.waitForFunction(() => !document.querySelector('.animate-spin') && document.querySelector('main, [role="dialog"]'));
}
export const open = (path: string) => async (page: Page, url: string) => {
  watchTraffic(page);
  await page.goto(`${url}${path}`);
  await settle(page);
};
/** Either language's text of a control. */
export const either = (en: string, zh: string) => {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${literal(en)}|${literal(zh)})$`);
};
