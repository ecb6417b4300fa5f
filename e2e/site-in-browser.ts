// The fixture of a browser-test file: the compiled site (dist/site alone in an empty folder, fresh data) and one
// Chromium, started (Chromium first) before the file's tests and stopped after; a fresh browser context per page, closed after each test.
import { afterAll, afterEach, beforeAll } from 'bun:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { adminEn } from '../web/i18n/admin-en';
import { launchBrowser } from './browser';
import { watchContext } from './page-quiet';
import { startBinary, type BinarySite } from './site-binary';

export { eventually } from './eventually';

/**
 * Waits until the app has taken over the page: React holds its root, so a link is followed in the page (a click before
 * that is a plain page load, which a busy machine made some tests' clicks).
 */
export const appRunning = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

/** A loopback port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const { port } = probe;
  probe.stop(true);
  return port;
}

/** Signs `page` in as the admin with `password` through the sign-in form, and waits for the admin's tabs. */
/** The inbox's list call, whatever its query (a folder, a page): for page.route and page.unroute. */
export const inboxList = (url: URL) => url.pathname === '/api/contact-messages';

export async function signInAsAdmin(page: Page, password: string) {
  await page.goto('/admin');
  await page.getByLabel(adminEn.login.username, { exact: true }).fill('admin');
  await page.getByLabel(adminEn.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: adminEn.login.submit, exact: true }).click();
  await page.getByRole('navigation', { name: adminEn.tabs.label, exact: true }).waitFor();
}

/**
 * `publicUrl`: the site is started with PUBLIC_URL set to its own address (absolute links, og:image, the sitemap); `env`:
 * more of its environment.
 */
export function siteInBrowser(opts: { password: string; publicUrl?: boolean; env?: Record<string, string> }) {
  const contexts: BrowserContext[] = [];
  const site = {
    server: undefined as unknown as BinarySite,
    browser: undefined as unknown as Browser,
    /** Signs `page` in as the admin and waits for the content tab. */
    async signIn(page: Page) {
      await signInAsAdmin(page, opts.password);
      // The save bar: there on every width (the page select shows only where the side list gives way).
      await page.getByRole('region', { name: adminEn.content.bar.label, exact: true }).waitFor();
    },
    /** A signed-in admin's session cookie, for reading what the site stored. */
    async adminCookie(): Promise<string> {
      const res = await fetch(`${site.server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: opts.password }),
      });
      if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
      return res.headers.getSetCookie()[0]!.split(';')[0]!;
    },
    /** A new context on the site's address, closed after the current test. */
    async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
      const context = await site.browser.newContext({ baseURL: site.server.url, ...options });
      watchContext(context);
      contexts.push(context);
      return context;
    },
  };
  // The browser first: without one the binary is never started (and nothing is left running); afterAll stops what did start.
  beforeAll(async () => {
    site.browser = await launchBrowser();
    const env = { ADMIN_PASSWORD: opts.password, ...opts.env };
    if (!opts.publicUrl) site.server = await startBinary({ env });
    else {
      const port = String(await freePort());
      site.server = await startBinary({ env: { ...env, PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` } });
    }
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/** The public routes, with the dictionary page name and content section of each (null for the 404), and whether the header's menu links to it. */
export const PUBLIC_ROUTES = [
  { path: '/', page: 'home', section: 'home', menu: true },
  { path: '/services', page: 'services', section: 'services', menu: true },
  { path: '/pricing', page: 'pricing', section: 'pricing', menu: true },
  { path: '/contact', page: 'contact', section: 'contact', menu: true },
  { path: '/privacy', page: 'privacy', section: 'privacy', menu: false },
  { path: '/no-such-page', page: 'notFound', section: null, menu: false },
] as const;
