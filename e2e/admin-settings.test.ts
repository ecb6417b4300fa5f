// The settings as the owner uses them, in Chromium on the compiled binary (docs/design.md changelog
// "2026-11-28: the admin"): each section at its own address (reload, Back and Forward, the old #section links, an
// unknown name, the phone's select); retention moved out of the inbox; the password's rule before typing and a refusal
// on its field; whether email can go out, and a test email through a real SMTP server on loopback (and the words when
// it cannot); contact fields showing what visitors see; "Back up now" adding exactly one backup with its download; axe
// in light and dark, at 1280 and 390 px.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSmtpServer, type SmtpTestServer } from '../src/testing/smtp';
import { adminEn, type AdminDictionary } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { en } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { LANG_KEY } from '../web/lib/i18n';
import { THEME_KEY } from '../web/lib/theme';
import { axeViolations } from './axe';
import { launchBrowser } from './browser';
import { png } from '../src/modules/media/fixtures/images';
import { adminCookie, startBinary, type BinarySite } from './site-binary';
import { quiet, watchTraffic } from './page-quiet';
import { eventually } from './site-in-browser';

const PASSWORD = 'settings-e2e-password';
const OWNER = 'owner@example.test';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
let smtp: SmtpTestServer;
/** Sends email through `smtp`. */
let site: BinarySite;
/** No SMTP_URL: no email can go out. */
let mailless: BinarySite;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser(); // first: without a browser no binary is started
  smtp = await startSmtpServer();
  // No scheduled backups: "Back up now" counts the list before and after its click, and a scheduled one landing between
  // (a loaded machine reached that test minutes after the start) made it wait for an empty list that was not.
  site = await startBinary({
    env: { ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url, SMTP_FROM: 'Website <site@example.test>', BACKUP_EVERY_HOURS: '0' },
  });
  mailless = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD } });
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await site?.close();
  await mailless?.close();
  await smtp?.close();
});

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(values[n] ?? ''));

/** A signed-in page on `on`, in `lang` and `theme`, at `viewport`. */
async function signedIn(
  opts: { on?: BinarySite; lang?: 'en' | 'zh'; theme?: 'light' | 'dark'; viewport?: typeof DESKTOP } = {},
): Promise<Page> {
  const on = opts.on ?? site;
  const context = await browser.newContext({ baseURL: on.url, viewport: opts.viewport ?? DESKTOP, bypassCSP: true });
  contexts.push(context);
  const lang = opts.lang ?? 'en';
  await context.addCookies([{ name: 'lang', value: lang, url: on.url }]);
  await context.addInitScript(
    ([langKey, l, themeKey, theme]) => {
      localStorage.setItem(langKey!, l!);
      localStorage.setItem(themeKey!, theme!);
      localStorage.setItem('admin_token', 'e2e');
    },
    [LANG_KEY, lang, THEME_KEY, opts.theme ?? 'light'],
  );
  const login = await context.request.post('/api/admin/login', {
    data: { username: 'admin', password: PASSWORD },
    headers: { origin: on.url },
  });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  watchTraffic(page);
  return page;
}

const path = (page: Page) => new URL(page.url()).pathname;
/** The side list of every section, under its group's caption (decision 0162). */
const sideList = (page: Page, t: AdminDictionary = adminEn) => page.getByRole('navigation', { name: t.settings.tabs.label, exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('every page has its address: reload stays, Back and Forward move, a section’s old address lands on its page', async () => {
  const page = await signedIn();
  await page.goto('/admin/dashboard/settings');
  await heading(page, adminEn.settings.cards.email.title).waitFor();
  expect(await sideList(page).locator('[aria-current="page"]').innerText()).toBe(adminEn.settings.tabs.email);

  // Eleven items, each a page of its own (decision 0258; How soon changes show is a note of Backups), under four group
  // captions (decision 0246): every part one click away, nothing below it on its page.
  expect(await sideList(page).getByRole('link').count()).toBe(11);
  expect(await sideList(page).locator('[data-settings-item]').count()).toBe(11);
  expect(await sideList(page).locator('[data-settings-group]').count()).toBe(4);
  await sideList(page).getByRole('link', { name: adminEn.settings.tabs.devices, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/settings/devices');
  await eventually(async () => expect(await page.locator('#settings-devices').isVisible()).toBe(true));
  await eventually(async () =>
    expect(await sideList(page).locator('[aria-current="page"]').innerText()).toBe(adminEn.settings.tabs.devices),
  );
  // The header and its tabs stay at the window's top as the page scrolls (decision 0258).
  await page.mouse.wheel(0, 2000);
  await eventually(async () => expect((await page.locator('[data-admin-header]').boundingBox())!.y).toBe(0));
  await sideList(page).getByRole('link', { name: adminEn.settings.tabs.backups, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/settings/backups');
  await heading(page, adminEn.settings.tabs.backups).waitFor();
  // How soon changes show is a note of its Technical details, not a heading (decision 0258).
  expect(await heading(page, adminEn.settings.tabs.cache).count()).toBe(0);
  await page.reload();
  await heading(page, adminEn.settings.tabs.backups).waitFor();
  expect(path(page)).toBe('/admin/dashboard/settings/backups');
  expect(await sideList(page).locator('[aria-current="page"]').innerText()).toBe(adminEn.settings.tabs.backups);

  await sideList(page).getByRole('link', { name: adminEn.settings.tabs.contact, exact: true }).click();
  await heading(page, adminEn.settings.cards.contact.title).waitFor();
  expect(await heading(page, adminEn.settings.tabs.logo).count()).toBe(0);
  await page.goBack();
  await heading(page, adminEn.settings.tabs.backups).waitFor();
  expect(path(page)).toBe('/admin/dashboard/settings/backups');
  await page.goForward();
  await heading(page, adminEn.settings.cards.contact.title).waitFor();
  expect(path(page)).toBe('/admin/dashboard/settings/contact');

  // A section's address is its own page (decision 0258); How soon changes show's lands on Backups, its notes open.
  await page.goto('/admin/dashboard/settings/devices');
  await eventually(async () => expect(await page.locator('#settings-devices').isVisible()).toBe(true));
  expect(path(page)).toBe('/admin/dashboard/settings/devices');
  await eventually(async () => expect(await sideList(page).locator('[aria-current]').innerText()).toBe(adminEn.settings.tabs.devices));
  await page.goto('/admin/dashboard/settings/cache');
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/settings/backups' && url.hash === '#cache');
  await eventually(async () => expect(await page.locator('details[data-page-notes]').getAttribute('open')).toBe(''));
  await page.goto('/admin/dashboard/settings#account');
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/settings/account');
  await heading(page, adminEn.settings.cards.account.title).waitFor();
  // The image library's old address: its own tab now (decision 0200).
  await page.goto('/admin/dashboard/settings/images');
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/images');
  await page.getByRole('heading', { level: 2, name: adminEn.tabs.images, exact: true }).waitFor();
  await page.goto('/admin/dashboard/settings/no-such-section');
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/settings/email');
  await heading(page, adminEn.settings.cards.email.title).waitFor();
  // The server knows the addresses too: an old section's address loads the admin, not the 404 page.
  expect((await fetch(`${site.url}/admin/dashboard/settings/logo`)).status).toBe(200);
});

test('on a phone, in Chinese: a select of every section (no side list) moves to the chosen one’s address', async () => {
  const page = await signedIn({ lang: 'zh', viewport: PHONE });
  await page.goto('/admin/dashboard/settings/email');
  const select = page.getByRole('combobox', { name: adminZh.settings.nav.pick, exact: true });
  await select.waitFor();
  expect(await sideList(page, adminZh).isVisible()).toBe(false);
  expect((await select.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await select.selectOption('backups');
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/settings/backups');
  await heading(page, adminZh.settings.tabs.backups).waitFor();
  await page.goBack();
  await heading(page, adminZh.settings.cards.email.title).waitFor();
  expect(await select.inputValue()).toBe('email');
});

test('message retention is set in the settings and is gone from the inbox', async () => {
  const page = await signedIn();
  await page.goto('/admin/dashboard/settings/retention');
  const days = page.getByLabel(adminEn.messages.retentionLabel, { exact: true });
  await days.fill('0');
  await page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false }).click();
  await page.getByText(adminEn.messages.retentionInvalid, { exact: true }).waitFor();
  await days.fill('90');
  await page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false }).click();
  await toast(page, adminEn.toast.changesSaved).waitFor();
  const cookie = await adminCookie(site.url, PASSWORD);
  const stored = await (await fetch(`${site.url}/api/settings/messageRetentionDays`, { headers: { cookie } })).json();
  expect(stored).toEqual({ key: 'messageRetentionDays', value: '90' });
  await page.reload();
  await eventually(async () => expect(await days.inputValue()).toBe('90'));

  await page.goto('/admin/dashboard/messages');
  await page.getByText(adminEn.messages.empty, { exact: true }).waitFor();
  expect(await heading(page, adminEn.settings.tabs.retention).count()).toBe(0);
});

for (const [lang, t] of [
  ['en', adminEn],
  ['zh', adminZh],
] as const) {
  test(`${lang}: the password rule shows before typing; a short one is refused on its field, unsent; a wrong current password on its own`, async () => {
    const page = await signedIn({ lang });
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/api/admin/update-credentials') && sent.push(r.method())));
    await page.goto('/admin/dashboard/settings/account');
    const password = page.getByLabel(t.settings.newPassword, { exact: true });
    await password.waitFor();
    const rule = async () => page.locator(`#${(await password.getAttribute('aria-describedby'))!.split(' ')[0]}`).innerText();
    expect(await rule()).toBe(fill(t.settings.passwordRule, { min: 8 }));
    await password.fill('short');
    expect(await rule()).toBe(fill(t.settings.passwordCount, { count: 5, min: 8 }));
    await page.getByLabel(t.settings.confirmPassword, { exact: true }).fill('short');
    const current = page.getByLabel(t.settings.currentPassword, { exact: true });
    await current.fill(PASSWORD);
    await page.getByRole('button', { name: t.settings.save, exact: true, disabled: false }).click();
    await page.getByText(fill(t.settings.passwordTooShort, { min: 8 }), { exact: true }).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    // One line under the field: the error in place of the count (which said the same rule), and it is what is read.
    expect(await page.getByText(fill(t.settings.passwordCount, { count: 5, min: 8 }), { exact: true }).count()).toBe(0);
    expect(await rule()).toBe(fill(t.settings.passwordTooShort, { min: 8 }));
    expect(await password.locator('xpath=following-sibling::p').count()).toBe(1);
    expect(await current.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText(t.settings.currentPasswordWrong).count()).toBe(0);
    expect(sent).toEqual([]);

    // A long-enough password with a wrong current one: only the current password is blamed.
    await password.fill('long-enough-password');
    expect(await rule()).toBe(fill(t.settings.passwordLongEnough, { min: 8 }));
    await page.getByLabel(t.settings.confirmPassword, { exact: true }).fill('long-enough-password');
    await current.fill('not-the-password');
    await page.getByRole('button', { name: t.settings.save, exact: true, disabled: false }).click();
    await page.getByText(t.settings.currentPasswordWrong, { exact: true }).waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual(['POST']);
  });
}

test('the server names the field of a short password in its 422 (what the form reads), and counts no sign-in attempt for it', async () => {
  const cookie = await adminCookie(site.url, PASSWORD);
  const res = await fetch(`${site.url}/api/admin/update-credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: site.url },
    body: JSON.stringify({ currentPassword: PASSWORD, username: 'admin', password: 'short' }),
  });
  expect(res.status).toBe(422);
  const body = (await res.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
  expect(body.error.code).toBe('validation_failed');
  expect(body.error.issues).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
});

test('with a mail server: "Send a test email" delivers to the saved address through SMTP, and says so; the server down, it says why', async () => {
  const page = await signedIn();
  await page.goto('/admin/dashboard/settings/email');
  await page.getByText(fill(adminEn.settings.mailReadyNamed, { name: 'Website', address: 'site@example.test' }), { exact: true }).waitFor();
  const test = page.getByRole('button', { name: adminEn.settings.testEmail, exact: true });
  expect(await test.isDisabled()).toBe(true); // no address saved yet
  await page.getByText(adminEn.settings.testNeedsAddress, { exact: true }).waitFor();

  await page.getByLabel(adminEn.settings.notificationEmail, { exact: true }).fill(OWNER);
  await page.getByRole('switch', { name: adminEn.settings.notificationsEnabled, exact: true }).check();
  await page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false }).click();
  await toast(page, adminEn.toast.emailSettingsSaved).waitFor();
  await page.getByText(fill(adminEn.settings.testTo, { to: OWNER }), { exact: true }).waitFor();

  await test.click();
  await page.getByText(fill(adminEn.settings.testSentInline, { to: OWNER }), { exact: true }).waitFor();
  // Said once, under the button: no toast repeats it.
  await Bun.sleep(500);
  expect(await toast(page, OWNER).count()).toBe(0);
  await smtp.waitFor(() => smtp.received.length >= 1, 10_000, 'the test email');
  expect(smtp.received.map((m) => ({ to: m.to, subject: m.headers.subject }))).toEqual([
    { to: [OWNER], subject: 'Test email from your website' },
  ]);

  // The same call through the API: 200 naming the address, and one more email at the mail server.
  const cookie = await adminCookie(site.url, PASSWORD);
  const api = await fetch(`${site.url}/api/settings/test-email`, { method: 'POST', headers: { cookie, origin: site.url } });
  expect(api.status).toBe(200);
  expect(await api.json()).toEqual({ ok: true, to: OWNER });
  await smtp.waitFor(() => smtp.received.length >= 2, 10_000, 'the second test email');

  await smtp.stop();
  try {
    await test.click();
    const alert = page.getByRole('alert').filter({ hasText: adminEn.settings.testFailed });
    await alert.waitFor();
    await eventually(async () => expect(await alert.innerText()).toContain(adminEn.mail.problems.no_connection));
    expect(smtp.received).toHaveLength(2);
    expect(await toast(page, adminEn.settings.testFailed).count()).toBe(0); // the card says it; no toast again
  } finally {
    await smtp.start();
  }
  // The card's own words (and any toast still showing: they are drawn in the design's tokens now).
  expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });
});

for (const [lang, t] of [
  ['en', adminEn],
  ['zh', adminZh],
] as const) {
  test(`${lang}, no mail server: it says no email goes out, the test is disabled with the reason, and saving never says plain "saved"`, async () => {
    const page = await signedIn({ on: mailless, lang });
    await page.goto('/admin/dashboard/settings/email');
    await page.getByText(t.settings.mailOff, { exact: true }).waitFor();
    const test = page.getByRole('button', { name: t.settings.testEmail, exact: true });
    expect(await test.isDisabled()).toBe(true);
    const reason = await page.locator(`#${await test.getAttribute('aria-describedby')}`).innerText();
    expect(reason).toBe(t.settings.testNeedsMail);
    await page.getByText(t.settings.switchNoMail, { exact: true }).waitFor();
    // An address of its own per language: the same one again would be nothing to save (Save stays disabled).
    await page.getByLabel(t.settings.notificationEmail, { exact: true }).fill(`${lang}-${OWNER}`);
    await page.getByRole('button', { name: t.settings.save, exact: true, disabled: false }).click();
    await toast(page, t.settings.savedNoMail).waitFor();
    expect(await toast(page, t.toast.emailSettingsSaved).count()).toBe(0);
    expect(await test.isDisabled()).toBe(true);
    // Through the API as well: the test cannot be sent, and says why.
    const cookie = await adminCookie(mailless.url, PASSWORD);
    const res = await fetch(`${mailless.url}/api/settings/test-email`, { method: 'POST', headers: { cookie, origin: mailless.url } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('conflict');
  });
}

for (const [lang, t, dict, other] of [
  ['en', adminEn, en, zh],
  ['zh', adminZh, zh, en],
] as const) {
  test(`${lang}: contact fields show what visitors see: the built-in text where nothing is stored, the stored value once saved`, async () => {
    const page = await signedIn({ on: mailless, lang });
    await page.goto('/admin/dashboard/settings/contact');
    const address = page.getByLabel(t.settings.address, { exact: true });
    await address.waitFor();
    expect(await address.inputValue()).toBe('');
    await eventually(async () => expect(await address.getAttribute('placeholder')).toBe(dict.contact.fallback.address));
    await page
      .getByText(fill(t.settings.builtInShownBoth, { text: dict.contact.fallback.address, other: other.contact.fallback.address }), {
        exact: true,
      })
      .waitFor();
    // What the contact page shows now is that very text.
    const visitor = await browser.newContext({ baseURL: mailless.url });
    contexts.push(visitor);
    await visitor.addCookies([{ name: 'lang', value: lang, url: mailless.url }]);
    const html = await (await visitor.request.get('/contact')).text();
    expect(html).toContain(dict.contact.fallback.address);

    const phone = page.getByLabel(t.settings.phone, { exact: true });
    const saved = `+886 2 2700 ${lang === 'en' ? '1111' : '2222'}`;
    await phone.fill(saved);
    await page.getByRole('button', { name: t.settings.save, exact: true, disabled: false }).click();
    await toast(page, t.toast.contactInfoUpdated).waitFor();
    await page.reload();
    await eventually(async () => expect(await phone.inputValue()).toBe(saved));
    expect(await page.getByText(fill(t.settings.builtInShown, { text: dict.contact.fallback.phone }), { exact: true }).count()).toBe(0);
    expect(await (await visitor.request.get('/contact')).text()).toContain(saved);
  });
}

test('each form its own page: one bar says the change, its one "Save Changes" saves it, Discard undoes it (decision 0258)', async () => {
  const page = await signedIn({ on: mailless });
  await page.goto('/admin/dashboard/settings/contact');
  const phone = page.getByLabel(adminEn.settings.phone, { exact: true });
  await phone.waitFor();
  // Contact info and Time zone are pages of their own now: the zone is not on this one.
  expect(await page.getByLabel(adminEn.settings.timeZone.label, { exact: true }).count()).toBe(0);
  const number = '+886 2 2700 3333';
  await phone.fill(number);
  // Decision 0188: one bar docked, which names no form when only one is edited.
  const docked = page.locator('[data-save-bar="replace"]');
  await eventually(async () => expect(await docked.count()).toBe(1));
  expect(await page.getByRole('region', { name: adminEn.content.bar.label, exact: true }).count()).toBe(1);
  expect(await docked.textContent()).toContain(adminEn.content.bar.one);
  expect(await docked.locator('[data-save-where]').count()).toBe(0);
  const save = page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false });
  expect(await save.count()).toBe(1);
  await save.click();
  await toast(page, adminEn.toast.contactInfoUpdated).waitFor();
  await eventually(async () => expect(await docked.count()).toBe(0));
  await page.reload();
  await eventually(async () => expect(await phone.inputValue()).toBe(number));

  // Changed again, then Discard: back to what is stored, and no bar.
  await phone.fill('+886 2 2700 4444');
  await eventually(async () => expect(await docked.textContent()).toContain(adminEn.content.bar.one));
  await docked.getByRole('button', { name: adminEn.content.bar.discard, exact: true }).click();
  await eventually(async () => expect(await docked.count()).toBe(0));
  expect(await phone.inputValue()).toBe(number);

  // The time zone on its own page: its bar, its save.
  await page.goto('/admin/dashboard/settings/timezone');
  const zone = page.getByLabel(adminEn.settings.timeZone.label, { exact: true });
  await zone.waitFor();
  const before = await zone.inputValue();
  await zone.selectOption(before === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo');
  await eventually(async () => expect(await docked.textContent()).toContain(adminEn.content.bar.one));
  await docked.getByRole('button', { name: adminEn.content.bar.discard, exact: true }).click();
  await eventually(async () => expect(await docked.count()).toBe(0));
  expect(await zone.inputValue()).toBe(before);
});

test('"Back up now": exactly one backup per click, its name and Download shown (never the failure), the list at once one longer', async () => {
  const page = await signedIn();
  const cookie = await adminCookie(site.url, PASSWORD);
  const count = async () =>
    ((await (await fetch(`${site.url}/api/admin/backups`, { headers: { cookie } })).json()) as { backups: unknown[] }).backups.length;
  const before = await count();
  await page.goto('/admin/dashboard/settings/backups');
  const rows = page.getByRole('list', { name: adminEn.backups.listLabel }).getByRole('listitem');
  if (before) await rows.first().waitFor();
  else await page.getByText(adminEn.backups.none, { exact: true }).waitFor();
  expect(await rows.count()).toBe(before);

  await page.getByRole('button', { name: adminEn.backups.backUpNow, exact: true }).click();
  const made = page.getByRole('status').filter({ hasText: 'Backup made: ' });
  await made.waitFor();
  // In the closed "For your developer" section (so not drawn): its text, not its drawn text.
  const name = ((await page.locator('[data-developer-notes] [data-backup-file]').textContent()) ?? '').trim();
  expect(name).toMatch(/^site-\d{8}-\d+Z-manual\.db$/);
  expect(await page.getByText(adminEn.backups.failed).count()).toBe(0);
  // One success message, in the card: no toast says it again (nor covers the list or a button).
  await Bun.sleep(600);
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  expect(await page.locator('p', { hasText: 'Backup made: ' }).count()).toBe(1);
  await eventually(async () => expect(await rows.count()).toBe(before + 1));
  expect(await count()).toBe(before + 1);
  // Its download once, in the list, the first row marked Latest (review round 33 #5: not in the card again too).
  expect(await made.getByRole('link').count()).toBe(0);
  await eventually(async () => expect(await rows.first().locator('[data-backup-latest]').textContent()).toBe(adminEn.backups.latest));
  expect(await page.locator('[data-backup-latest]').count()).toBe(1);
  const link = rows.first().getByRole('link');
  expect(await link.getAttribute('href')).toBe(`/api/admin/backups/${name}`);
  const file = await page.request.get(`${site.url}/api/admin/backups/${name}`);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 15).toString()).toBe('SQLite format 3');

  // A second click within the minute is refused in words, and adds nothing.
  await page.getByRole('button', { name: adminEn.backups.backUpNow, exact: true }).click();
  await toast(page, adminEn.backups.failed).waitFor();
  // The error toast in the design's colours passes axe's contrast (sonner's own rich colours did not).
  expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });
  expect(await count()).toBe(before + 1);
  expect(await rows.count()).toBe(before + 1);
});

test('in Chinese, the logo upload speaks Chinese: a 選擇圖片 button (44 px, Tab and Enter open the picker) and the chosen file’s name', async () => {
  const page = await signedIn({ lang: 'zh', viewport: PHONE });
  await page.goto('/admin/dashboard/settings/logo');
  const choose = page.getByRole('button', { name: adminZh.filePicker.choose, exact: true });
  await choose.waitFor();
  await page.getByText(adminZh.filePicker.none, { exact: true }).waitFor();
  // The browser's own words are nowhere to be seen: its input is visually hidden, out of the tab order.
  const input = page.getByLabel(adminZh.logo.upload, { exact: true });
  expect(await input.evaluate((el) => [el.getBoundingClientRect().width <= 1, (el as HTMLInputElement).tabIndex])).toEqual([true, -1]);
  expect((await choose.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Enter on the focused button (pressed on the element itself, so a late re-render cannot take the focus away first).
  await expect(choose.isEnabled()).resolves.toBe(true);
  const chooser = page.waitForEvent('filechooser');
  await choose.press('Enter');
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png(240, 64, 0x30)) });
  await page.getByText(fill(adminZh.filePicker.chosen, { name: 'logo.png' }), { exact: true }).waitFor();
  await eventually(async () => expect(await page.getByRole('radio', { name: '240 × 64' }).isChecked()).toBe(true));
  expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });
});

test('the image library has its own Upload: a primary button in its head, the new image in the list with a toast', async () => {
  const page = await signedIn({ lang: 'en', viewport: DESKTOP });
  // Its old settings address lands on its own tab (decision 0200).
  await page.goto('/admin/dashboard/settings/images');
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/images');
  const upload = page.getByRole('button', { name: adminEn.images.upload, exact: true });
  await upload.waitFor();
  expect(await upload.getAttribute('class')).toContain('btn-primary');
  const chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (await chooser).setFiles({ name: 'wide.png', mimeType: 'image/png', buffer: Buffer.from(png(320, 200, 0x50)) });
  await page.getByText(adminEn.images.uploadedToast, { exact: true }).waitFor();
  // The newest first, so it is the one in the side panel, named from its file (decision 0248).
  const panel = page.getByRole('region', { name: adminEn.images.details, exact: true });
  await panel.getByText('320 × 200 pixels', { exact: true }).first().waitFor();
  expect(await panel.locator('[data-image-title]').textContent()).toBe('Wide');
  expect(await panel.getByRole('textbox', { name: adminEn.images.name.label }).inputValue()).toBe('Wide');
});

for (const theme of ['light', 'dark'] as const) {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    test(`axe finds nothing on any settings page, ${theme}, ${width} px (English; Chinese at 390)`, async () => {
      for (const lang of width === '390' ? (['en', 'zh'] as const) : (['en'] as const)) {
        const page = await signedIn({ theme, viewport, lang });
        const found: string[] = [];
        // The five pages (decisions 0184, 0200): every section is on one of them; and the image library, its own tab now.
        for (const section of ['email', 'contact', 'spam', 'account', 'backups']) {
          await page.goto(`/admin/dashboard/settings/${section}`);
          await page.locator('main section :is(.admin-page-title, .admin-section-title)').first().waitFor(); // the headings' tokens (decision 0244)
          await quiet(page);
          for (const v of await axeViolations(page)) found.push(`${lang} ${section}: ${v}`);
        }
        await page.goto('/admin/dashboard/images');
        await page.locator('main [data-images-upload]').waitFor();
        await quiet(page);
        for (const v of await axeViolations(page)) found.push(`${lang} images: ${v}`);
        expect(found).toEqual([]);
      }
    }, 120_000);
  }
}
