// Sign-in beyond the password (decision 0073) in Chromium against the compiled binary, as the owner goes through it:
// the authenticator app set up in the settings (its code computed here from the key the dialog shows) with the ten
// recovery codes shown once; another browser then signing in with the password and the second step (the enrolment's
// code refused as a replay); the devices list showing both and "Sign out everywhere else" ending the other; a recovery
// code instead of the app; a passkey registered through the settings and then signing in alone (Chromium's virtual
// authenticator); and axe finding nothing on the new screens in both languages and both themes.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fromBase32, hotp, stepAt } from '../src/modules/sign-in';
import { adminEn as t } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { LANG_KEY } from '../web/lib/i18n';
import { THEME_KEY } from '../web/lib/theme';
import { axeViolations } from './axe';
import { launchBrowser } from './browser';
import { quiet, watchTraffic } from './page-quiet';
import { startBinary, type BinarySite } from './site-binary';

const PASSWORD = 'second-factor-e2e-password';
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
let site: BinarySite;
let browser: Browser;
/** The site by name: a passkey belongs to a domain, and WebAuthn refuses an IP address. */
let base: string;
const contexts: BrowserContext[] = [];
/** What the owner's first browser learned: the app's key, the code that switched it on, the recovery codes. */
const owner = { page: null as unknown as Page, secret: '', enrolmentCode: '', codes: [] as string[] };

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD, LOGIN_LIMIT: '50' } });
  base = site.url.replace('127.0.0.1', 'localhost');
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await site?.close();
});

async function newPage(opts: { lang?: 'en' | 'zh'; theme?: 'light' | 'dark'; userAgent?: string; phone?: boolean } = {}) {
  const context = await browser.newContext({
    baseURL: base,
    bypassCSP: true, // axe is injected as a script
    viewport: opts.phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    userAgent: opts.userAgent,
  });
  contexts.push(context);
  await context.addInitScript(
    ([langKey, lang, themeKey, theme]) => {
      localStorage.setItem(langKey!, lang!);
      localStorage.setItem(themeKey!, theme!);
    },
    [LANG_KEY, opts.lang ?? 'en', THEME_KEY, opts.theme ?? 'light'],
  );
  const page = await context.newPage();
  watchTraffic(page);
  return page;
}

/** The login form filled and sent, as typed. */
async function typePassword(page: Page, words = t) {
  await page.goto('/admin');
  await page.getByLabel(words.login.username, { exact: true }).fill('admin');
  await page.getByLabel(words.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: words.login.submit, exact: true }).click();
}
const atDashboard = (page: Page) => page.waitForURL((url) => url.pathname.startsWith('/admin/dashboard'));
const secondStep = (page: Page, words = t) => page.getByRole('heading', { name: words.login.secondStep.title, exact: true });
const codeNow = (offset = 0) => hotp(fromBase32(owner.secret), stepAt(Date.now()) + offset);
const axeClean = async (page: Page, where: string) => expect({ where, found: await axeViolations(page) }).toEqual({ where, found: [] });

test('the authenticator app is set up in the settings: QR code and key, its first code, ten recovery codes shown once', async () => {
  const page = (owner.page = await newPage({ userAgent: MAC_CHROME }));
  await typePassword(page);
  await atDashboard(page);
  await page.goto('/admin/dashboard/settings/security');
  await page.getByRole('button', { name: t.security.app.setUp, exact: true }).click();
  const setup = page.getByRole('dialog', { name: t.security.app.setupTitle });
  await setup.getByRole('img', { name: t.security.app.qrLabel }).waitFor();
  owner.secret = (await setup.locator('[data-totp-secret]').innerText()).replace(/\s/g, '');
  expect(owner.secret).toMatch(/^[A-Z2-7]{32}$/);
  await axeClean(page, 'the app set-up dialog');
  owner.enrolmentCode = codeNow();
  await setup.getByLabel(`2. ${t.security.app.enter}`).fill(owner.enrolmentCode);
  await setup.getByRole('button', { name: t.security.app.turnOn, exact: true }).click();

  const shown = page.getByRole('dialog', { name: t.security.codes.shownTitle });
  await shown.getByRole('listitem').nth(9).waitFor();
  owner.codes = await shown.getByRole('list', { name: t.security.codes.listLabel }).getByRole('listitem').allInnerTexts();
  expect(owner.codes).toHaveLength(10);
  for (const code of owner.codes) expect(code).toMatch(/^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/);
  await axeClean(page, 'the recovery codes dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    shown.getByRole('button', { name: t.security.codes.download, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recovery-codes-localhost.txt');
  await shown.getByRole('button', { name: t.security.codes.saved, exact: true }).click();
  await shown.waitFor({ state: 'hidden' });

  // On, and required from now on: the password alone no longer signs in.
  expect(await page.getByRole('switch', { name: t.security.twoStep.label }).isChecked()).toBe(true);
  await page.getByText('10 of 10 codes left', { exact: false }).waitFor();
  await axeClean(page, 'Settings → Sign-in security, app on');
});

test('another browser: the password, then the second step in place; the enrolment’s code is refused, a new one signs in', async () => {
  const page = await newPage({ userAgent: IPHONE_SAFARI, phone: true, lang: 'zh', theme: 'dark' });
  await typePassword(page, adminZh);
  await secondStep(page, adminZh).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin');
  const code = page.getByLabel(adminZh.login.secondStep.code, { exact: true });
  expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
  await axeClean(page, 'the second step, zh dark phone');
  await code.fill(owner.enrolmentCode);
  await page.getByRole('button', { name: adminZh.login.secondStep.submit, exact: true }).click();
  await page.getByText(adminZh.login.secondStep.wrongCode).waitFor();
  await code.fill(codeNow(1));
  await page.getByRole('button', { name: adminZh.login.secondStep.submit, exact: true }).click();
  await atDashboard(page);
});

test('the devices list shows both browsers in words; "Sign out everywhere else" ends the other', async () => {
  const page = owner.page;
  await page.goto('/admin/dashboard/settings/devices');
  const rows = page.getByRole('list', { name: t.devices.listLabel }).getByRole('listitem');
  await rows.nth(1).waitFor();
  expect(await rows.count()).toBe(2);
  expect(await rows.nth(0).innerText()).toContain('Chrome on macOS');
  expect(await rows.nth(0).innerText()).toContain(t.devices.thisDevice);
  expect(await rows.nth(1).innerText()).toContain('Safari on iPhone');
  expect(await rows.nth(1).innerText()).toContain(t.devices.methods['password+totp']);
  await axeClean(page, 'Settings → Signed-in devices');
  await page.getByRole('button', { name: t.devices.endOthers, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.devices.endOthers, exact: true }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: t.devices.ended.one }).waitFor();
  await rows.nth(1).waitFor({ state: 'detached' });
  expect(await rows.count()).toBe(1);
  // The other browser is signed out: the server no longer knows its session.
  const other = contexts[1]!;
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
});

test('a recovery code instead of the app signs in once; the settings then count one fewer', async () => {
  const page = await newPage();
  await typePassword(page);
  await secondStep(page).waitFor();
  await page.getByRole('button', { name: t.login.secondStep.useRecovery, exact: true }).click();
  await page.getByLabel(t.login.secondStep.recoveryCode, { exact: true }).fill(owner.codes[0]!);
  await page.getByRole('button', { name: t.login.secondStep.submit, exact: true }).click();
  await atDashboard(page);
  await page.goto('/admin/dashboard/settings/security');
  await page.getByText('9 of 10 codes left', { exact: false }).waitFor();
});

test('a remembered browser skipped the second step, so "Back up now" first asks "Confirm it’s you" (a backup holds every message)', async () => {
  const page = await newPage();
  await typePassword(page);
  await secondStep(page).waitFor();
  await page.getByRole('button', { name: t.login.secondStep.useRecovery, exact: true }).click();
  await page.getByLabel(t.login.secondStep.recoveryCode, { exact: true }).fill(owner.codes[9]!); // the last: the axe tests below spend codes 1 to 4
  await page.getByLabel(t.login.secondStep.remember.replace('{{days}}', '30')).check();
  await page.getByRole('button', { name: t.login.secondStep.submit, exact: true }).click();
  await atDashboard(page);
  // Out, then in again: the password alone now, the step skipped, so this session has proven less.
  expect((await page.request.post('/api/admin/logout', { headers: { origin: base }, data: {} })).status()).toBe(200);
  await page.evaluate(() => localStorage.removeItem('admin_token'));
  await typePassword(page);
  await atDashboard(page);
  const refused = await page.request.post('/api/admin/backups', { headers: { origin: base }, data: {} });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('confirm_required');

  await page.goto('/admin/dashboard/settings/backups');
  await page.getByRole('button', { name: t.backups.backUpNow, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t.security.confirm.title });
  await confirm.getByLabel(t.login.password, { exact: true }).fill(PASSWORD);
  await confirm.getByRole('button', { name: t.security.confirm.submits.backupTake, exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t.backups.createdNamed.split('{{')[0]! })
    .waitFor();
  await axeClean(page, 'Settings → Backups after confirming');
});

test('a passkey is added in the settings, then signs in alone, no name or password typed', async () => {
  const page = owner.page;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.goto('/admin/dashboard/settings/security');
  await page.getByRole('button', { name: t.security.passkeys.add, exact: true }).click();
  const naming = page.getByRole('dialog', { name: t.security.passkeys.nameTitle });
  await naming.getByLabel(t.security.passkeys.name, { exact: true }).fill('Work MacBook');
  await axeClean(page, 'the passkey name dialog');
  await naming.getByRole('button', { name: t.security.passkeys.next, exact: true }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: t.security.passkeys.madeToast }).waitFor();
  await page.getByRole('list', { name: t.security.passkeys.listLabel }).getByText('Work MacBook').waitFor();

  // Signed out, then back in with the passkey alone: the virtual authenticator answers for the owner's fingerprint.
  await page.getByRole('button', { name: t.logout, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('button', { name: t.login.passkey.button, exact: true }).click();
  await atDashboard(page);
  await page.goto('/admin/dashboard/settings/devices');
  const mine = page.locator('[data-current]');
  expect(await mine.innerText()).toContain(t.devices.methods.passkey);
});

let spent = 0;
for (const lang of ['en', 'zh'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on the new screens: ${lang}, ${theme}`, async () => {
      const words = lang === 'zh' ? adminZh : t;
      const page = await newPage({ lang, theme });
      await typePassword(page, words);
      await secondStep(page, words).waitFor();
      await axeClean(page, `the second step, ${lang} ${theme}`);
      await page.getByRole('button', { name: words.login.secondStep.useRecovery, exact: true }).click();
      await axeClean(page, `the recovery code step, ${lang} ${theme}`);
      // Each browser spends a code of its own (codes[0] went above): a code signs in once.
      await page.getByLabel(words.login.secondStep.recoveryCode, { exact: true }).fill(owner.codes[++spent]!);
      await page.getByRole('button', { name: words.login.secondStep.submit, exact: true }).click();
      await atDashboard(page);
      for (const section of ['security', 'devices']) {
        await page.goto(`/admin/dashboard/settings/${section}`);
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await quiet(page);
        await axeClean(page, `Settings → ${section}, ${lang} ${theme}`);
      }
      // "Confirm it's you", as the server asks for it ten minutes after a sign-in (answered so here), then cancelled.
      await page.route('**/api/admin/security/recovery-codes', (route) =>
        route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":{"code":"confirm_required","message":"Confirm"}}' }),
      );
      await page.goto('/admin/dashboard/settings/security');
      await page.getByRole('button', { name: words.security.codes.make, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.security.codes.make, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: words.security.confirm.title });
      await confirm.getByLabel(words.login.password, { exact: true }).waitFor();
      await axeClean(page, `Confirm it's you, ${lang} ${theme}`);
      await confirm.getByRole('button', { name: words.security.cancel, exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
    });
  }
}
