// The tour's shots of sign-in security (decision 0073): the settings with every kind of factor, the app's set-up with its
// QR code, new recovery codes shown once, "Confirm it's you", the signed-in devices, and the login's second step; a
// backup's download asking the password once a second step is set up, and the settings and login opened at an IP
// address, where no passkey is offered (decision 0075).
// The screenshots sign in with the password alone in every language, theme and width, so the account itself is never
// given a second factor here: a full account and a spread of devices are answered in the page, as the server would.
import type { Page, Route } from 'playwright-core';
import type { SecurityState, SignedInSession } from '../src/contract';
import { API_PATHS } from '../src/contract/api-paths';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { either, open, settle, type Shot } from './tour-steps';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const DAY = 24 * 60;

const FULL: SecurityState = {
  secondFactorRequired: true,
  totp: { enabled: true, createdAt: '2026-11-02T09:12:00.000Z', lastUsedAt: '2026-11-27T08:41:00.000Z', readable: true },
  passkeys: [
    { id: 1, name: 'MacBook Pro', createdAt: '2026-11-02T09:20:00.000Z', lastUsedAt: '2026-11-28T01:05:00.000Z', backedUp: true },
    { id: 2, name: 'YubiKey 5C NFC', createdAt: '2026-11-03T14:02:00.000Z', lastUsedAt: null, backedUp: false },
  ],
  recoveryCodes: { total: 10, remaining: 8, createdAt: '2026-11-02T09:12:00.000Z' },
  rememberedDevices: 2,
  confirmedUntil: null,
};

const devices = (): SignedInSession[] => [
  {
    id: 'a1b2c3d4e5f60718',
    current: true,
    browser: 'Chrome',
    os: 'macOS',
    phone: false,
    address: '203.0.113.24',
    method: 'password+passkey',
    signedInAt: ago(95),
    lastSeenAt: ago(0),
  },
  {
    id: '1f2e3d4c5b6a7980',
    current: false,
    browser: 'Safari',
    os: 'iPhone',
    phone: true,
    address: '198.51.100.7',
    method: 'passkey',
    signedInAt: ago(2 * DAY),
    lastSeenAt: ago(180),
  },
  {
    id: '0badc0ffee123456',
    current: false,
    browser: 'Edge',
    os: 'Windows',
    phone: false,
    address: '192.0.2.80',
    method: 'password+totp',
    signedInAt: ago(5 * DAY),
    lastSeenAt: ago(2 * DAY),
  },
  {
    id: 'deadbeef00c0ffee',
    current: false,
    browser: null,
    os: null,
    phone: false,
    address: '2001:db8:85a3::8a2e:370:7334',
    method: 'password+remembered',
    signedInAt: ago(9 * DAY),
    lastSeenAt: ago(6 * DAY),
  },
];

const CODES = [
  '7kq2-mx9p-4tfr-hc3d',
  'b8vn-2wte-q6ya-zk5s',
  'r3hd-p9tm-x2cf-8gqa',
  'mw4z-k7bj-5nsd-vt2e',
  'c6fy-3qgr-h8p0-w9nx',
  'j2ta-v5ex-m7kc-4dqs',
  'u9pn-6hzw-b3rf-k8xy',
  'e5gm-q2ck-t7vx-n4ha',
  'z8db-w3sq-f6jr-2mpe',
  'h40x-y9ne-c2wt-7bkg',
];

const answer =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
/** Either language's words for the page's own language. */
const words = async (page: Page) => ((await page.evaluate(() => document.documentElement.lang)) === 'en' ? adminEn : adminZh);

const openFull = async (page: Page, url: string) => {
  await page.route(`**${API_PATHS.security.state}`, answer(FULL));
  await open('/admin/dashboard/settings/security')(page, url);
};
/** Back to the top before a capture of the whole page: the side list is held in view as the page scrolls (an address at a
 *  section brings it into view), and the capture showed the list where the window was, far under the page's head. */
const toTop = async (page: Page) => {
  await page.waitForTimeout(100); // after the section was brought into view (a frame after the page drew)
  await page.evaluate(() => window.scrollTo(0, 0));
};
const after = async (page: Page) => {
  await settle(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
};

/** A settings section as the window shows it, its heading at the window's top (its own address brings it there): a
 *  whole-page capture of its page was the same picture for every section on it (round 20: logo = time zone = contact). */
export const atSection = (section: string) => async (page: Page, url: string) => {
  await open(`/admin/dashboard/settings/${section}`)(page, url);
  const shown = page.locator(`main [data-settings-section="${section}"]`);
  await shown.waitFor();
  await page.waitForTimeout(100); // after the page brought it into view (a frame after it drew)
  await shown.evaluate((element) => {
    // Under whatever is held at the window's top (the phone's header), with a little air.
    const held = [...document.querySelectorAll('header')].find((h) => ['sticky', 'fixed'].includes(getComputedStyle(h).position));
    const top = element.getBoundingClientRect().top + window.scrollY - (held?.getBoundingClientRect().height ?? 0) - 16;
    window.scrollTo(0, Math.max(0, top));
  });
  await settle(page);
};

export const SECURITY_SHOTS: Shot[] = [
  {
    name: 'settings-security',
    go: async (page, url) => {
      await openFull(page, url);
      await toTop(page);
      await after(page);
    },
  },
  {
    // Nothing set up yet (the account as it is): the switch waits for a factor.
    name: 'settings-security-empty',
    // The window at the section (a whole-page capture from the top was settings-account's picture on a phone).
    screen: true,
    go: atSection('security'),
  },
  {
    // "Set up" on the real server: a new key and its QR code (nothing changes until a code confirms it).
    name: 'settings-security-app',
    screen: true,
    go: async (page, url) => {
      await open('/admin/dashboard/settings/security')(page, url);
      await page
        .getByRole('main')
        .getByRole('button', { name: either(adminEn.security.app.setUp, adminZh.security.app.setUp) })
        .click();
      await page.locator('[data-totp-secret]').waitFor();
      await settle(page);
    },
  },
  {
    // The server wants the password again before a sensitive change.
    name: 'settings-security-confirm',
    screen: true,
    go: async (page, url) => {
      await page.route(`**${API_PATHS.security.totpSetup}`, answer({ error: { code: 'confirm_required', message: 'Confirm' } }, 403));
      await open('/admin/dashboard/settings/security')(page, url);
      await page
        .getByRole('main')
        .getByRole('button', { name: either(adminEn.security.app.setUp, adminZh.security.app.setUp) })
        .click();
      await page.getByRole('dialog').locator('input[type="password"]').waitFor();
      await after(page);
    },
  },
  {
    // New recovery codes, shown once.
    name: 'settings-security-codes',
    screen: true,
    go: async (page, url) => {
      await page.route(`**${API_PATHS.security.recoveryCodes}`, answer({ codes: CODES }));
      await openFull(page, url);
      const t = await words(page);
      await page.getByRole('button', { name: t.security.codes.make, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.security.codes.make, exact: true }).click();
      await page.getByRole('dialog', { name: t.security.codes.shownTitle }).waitFor();
      await after(page);
    },
  },
  {
    name: 'settings-devices',
    go: async (page, url) => {
      // The account these devices signed in to: with its passkeys and app (a page listing passkey sign-ins beside "No
      // passkeys yet" contradicted itself, outside review round 24).
      await page.route(`**${API_PATHS.security.state}`, answer(FULL));
      await page.route(`**${API_PATHS.sessions.list}`, answer(devices()));
      await open('/admin/dashboard/settings/devices')(page, url);
      await page.locator('[data-session]').first().waitFor();
      await toTop(page);
      await after(page);
    },
  },
  {
    // The login's second step, as a right password with the app, a passkey and recovery codes set up meets it.
    name: 'login-second-step',
    go: async (page, url) => {
      await page.route(`**${API_PATHS.auth.user}`, answer({ error: { code: 'unauthorized', message: 'Sign in first' } }, 401));
      await page.route(`**${API_PATHS.auth.login}`, answer({ error: { code: 'second_factor_required', message: 'Second step' } }, 401));
      await page.route(`**${API_PATHS.auth.secondFactor}`, answer({ methods: ['totp', 'passkey', 'recovery'] }));
      await open('/admin')(page, url);
      await page.locator('input[name="username"]').fill('admin');
      await page.locator('input[name="password"]').fill('a password');
      await page.locator('form button[type="submit"]').click();
      await page.locator('[data-second-step]').waitFor();
      await after(page);
    },
  },
];

/** A backup's download, once a second step is set up and the password was not confirmed lately: the password first. */
export const BACKUP_CONFIRM_SHOT: Shot = {
  name: 'settings-backups-confirm',
  screen: true,
  go: async (page, url) => {
    // One backup to download: taken only if the site has none (the screenshots' seed takes one). One per variant left
    // the list with a run of "Taken by hand" minutes apart (outside review round 24).
    const held = (await (await page.request.get(`${url}${API_PATHS.backups.list}`)).json()) as { backups: unknown[] };
    if (!held.backups.length) await page.request.post(`${url}${API_PATHS.backups.list}`, { headers: { origin: url } });
    await page.route(`**${API_PATHS.security.state}`, answer(FULL));
    await open('/admin/dashboard/settings/backups')(page, url);
    await page.locator('main ul li a[download]').first().click();
    await page.getByRole('dialog').locator('input[type="password"]').waitFor();
    await after(page);
  },
};

/**
 * The same site at its IP address (its loopback one here): this browser's cookies (language, theme, session) sent there
 * too, so it is the same signed-in owner who opens it by address. Where the site is already reached by address, as is.
 */
const atAddress = async (page: Page, url: string, path: string) => {
  const address = url.replace('localhost', '127.0.0.1');
  if (address !== url) {
    const cookies = await page.context().cookies(url);
    await page
      .context()
      .addCookies(
        cookies.map(({ name, value, path, httpOnly, sameSite }) => ({ name, value, path, httpOnly, sameSite, domain: '127.0.0.1' })),
      );
  }
  await open(path)(page, address);
};

/** Settings → Security with passkeys set up elsewhere, saying why none can be added here, and the login without "Sign in
 * with a passkey". */
export const ADDRESS_SHOTS: Shot[] = [
  {
    name: 'settings-security-address',
    go: async (page, url) => {
      await page.route(`**${API_PATHS.security.state}`, answer(FULL));
      await atAddress(page, url, '/admin/dashboard/settings/security');
      await after(page);
    },
  },
  {
    name: 'login-address',
    go: async (page, url) => {
      await page.route(`**${API_PATHS.auth.user}`, answer({ error: { code: 'unauthorized', message: 'Sign in first' } }, 401));
      await atAddress(page, url, '/admin');
      await after(page);
    },
  },
];
