// A site reached by an IP address offers no passkey (WebAuthn binds one to a name, decision 0073), in Chromium against
// the compiled binary: at http://127.0.0.1 the sign-in page has no "Sign in with a passkey" and Settings → Sign-in
// security no "Add a passkey" but a line saying why (readable to axe in both themes), in both languages, though the
// browser itself could; the same binary at http://localhost offers both; and the server refuses the ceremonies by
// address over plain HTTP.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API_PATHS, type ErrorBody } from '../src/contract';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { LANG_KEY } from '../web/lib/i18n';
import { THEME_KEY } from '../web/lib/theme';
import { axeViolations } from './axe';
import { launchBrowser } from './browser';
import { adminCookie, startBinary, type BinarySite } from './site-binary';

const PASSWORD = 'passkeys-by-address-password';
let site: BinarySite;
let browser: Browser;
/** The one site, by its address and by name. */
let byAddress: string;
let byName: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD, LOGIN_LIMIT: '50' } });
  byAddress = site.url;
  byName = site.url.replace('127.0.0.1', 'localhost');
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await site?.close();
});

async function newPage(base: string, lang: 'en' | 'zh', theme: 'light' | 'dark') {
  const context = await browser.newContext({ baseURL: base, bypassCSP: true }); // axe is injected as a script
  contexts.push(context);
  await context.addInitScript(
    ([langKey, langValue, themeKey, themeValue]) => {
      localStorage.setItem(langKey!, langValue!);
      localStorage.setItem(themeKey!, themeValue!);
    },
    [LANG_KEY, lang, THEME_KEY, theme],
  );
  return context.newPage();
}

/** The sign-in page as it first shows, whether it offers a passkey, then signed in with the password. */
async function signIn(page: Page, words: typeof adminEn) {
  await page.goto('/admin');
  const password = page.getByLabel(words.login.password, { exact: true });
  await password.waitFor();
  // The passkey button is drawn with the form, in the same render: no waiting hides it.
  const offered = await page.getByRole('button', { name: words.login.passkey.button, exact: true }).isVisible();
  await page.getByLabel(words.login.username, { exact: true }).fill('admin');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: words.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/dashboard'));
  return offered;
}

/** Settings → Sign-in security once its passkeys card has its list: what it offers and what it says. */
async function passkeysCard(page: Page, words: typeof adminEn) {
  const p = words.security.passkeys;
  await page.goto('/admin/dashboard/settings/security');
  await page.getByText(p.none, { exact: true }).waitFor();
  return {
    add: await page.getByRole('button', { name: p.add, exact: true }).isVisible(),
    why: await page.getByText(p.atAddress, { exact: true }).isVisible(),
  };
}

for (const [lang, words, theme] of [
  ['en', adminEn, 'light'],
  ['zh', adminZh, 'dark'],
] as const) {
  test(`${lang}, ${theme}: at http://127.0.0.1 no passkey is offered and the settings say why; at http://localhost both are`, async () => {
    const atAddress = await newPage(byAddress, lang, theme);
    expect(await signIn(atAddress, words)).toBe(false);
    // Chromium could make one here (127.0.0.1 is a secure context): the address alone is why none is offered.
    expect(await atAddress.evaluate(() => typeof PublicKeyCredential)).toBe('function');
    expect(await passkeysCard(atAddress, words)).toEqual({ add: false, why: true });
    expect(await axeViolations(atAddress)).toEqual([]);

    const atName = await newPage(byName, lang, theme);
    expect(await signIn(atName, words)).toBe(true);
    expect(await passkeysCard(atName, words)).toEqual({ add: true, why: false });
  });
}

test('the server refuses the ceremonies at the address in words, and answers them by name', async () => {
  const cookie = await adminCookie(byAddress, PASSWORD);
  const ask = (base: string, path: string) => fetch(`${base}${path}`, { method: 'POST', headers: { cookie } });
  for (const path of [API_PATHS.auth.passkeyOptions, API_PATHS.security.passkeyOptions]) {
    const refused = await ask(byAddress, path);
    const body = (await refused.json()) as ErrorBody;
    expect({ path, status: refused.status, code: body.error.code }).toEqual({ path, status: 400, code: 'passkeys_unavailable' });
    expect(body.error.message).toContain('not by an IP address');
    expect({ path, status: (await ask(byName, path)).status }).toEqual({ path, status: 200 });
  }
});
