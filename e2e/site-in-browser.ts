// The fixture of a browser-test file: one site process (fresh data folder) and one Chromium, started before the
// file's tests and stopped after; a fresh browser context per page, closed after each test.
import { afterAll, afterEach, beforeAll } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProcess, type RunningServer } from './process';

const root = join(import.meta.dir, '..');

export function siteInBrowser(opts: { name: string; password: string }) {
  const dataDir = mkdtempSync(join(tmpdir(), `site-${opts.name}-`));
  const contexts: BrowserContext[] = [];
  const site = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    /** A new context on the site's address, closed after the current test. */
    async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
      const context = await site.browser.newContext({ baseURL: site.server.url, ...options });
      contexts.push(context);
      return context;
    },
  };
  beforeAll(async () => {
    [site.server, site.browser] = await Promise.all([
      startProcess([process.execPath, 'src/index.ts'], { cwd: root, env: { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: opts.password } }),
      launchBrowser(),
    ]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return site;
}

/** Retries an assertion until it passes or the time is up (expect.poll for bun:test). */
export async function eventually(assertion: () => unknown, timeout = 5_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return void (await assertion());
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await Bun.sleep(50);
    }
  }
}

/** The public routes, with the dictionary page name and content section of each (null for the 404). */
export const PUBLIC_ROUTES = [
  { path: '/', page: 'home', section: 'home' },
  { path: '/services', page: 'services', section: 'services' },
  { path: '/pricing', page: 'pricing', section: 'pricing' },
  { path: '/contact', page: 'contact', section: 'contact' },
  { path: '/no-such-page', page: 'notFound', section: null },
] as const;
