// The admin area in a real browser, as one journey on one page: guard and login, content and pricing edits seen on the
// public site, a visitor's message read and deleted, contact info and credentials changed, logout and the new password,
// the unknown tab, the unsaved-changes question, Chinese, and the console. Each test is a step and relies on the ones before.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { png } from '../src/modules/media/fixtures/images';
import { en } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { launchBrowser } from './browser';
import { chooseSection } from './content-nav';
import type { SettingsPage } from '../web/features/admin-settings/sections';
import { startBinary, type BinarySite } from './site-binary';
import { eventually } from './site-in-browser';
import { solvedCheckFrom } from '../src/testing/form-check';

const OLD_PASSWORD = 'e2e-admin-password';
const NEW_PASSWORD = 'e2e-new-password-42';
let server: BinarySite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser(); // first: without a browser the binary is never started
  server = await startBinary({ env: { ADMIN_PASSWORD: OLD_PASSWORD } });
  context = await browser.newContext({ baseURL: server.url });
  page = await context.newPage();
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(`${page.url()}: ${message.text()}`)));
  page.on('pageerror', (error) => void pageErrors.push(`${page.url()}: ${error.message}`));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const path = () => new URL(page.url()).pathname;
const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const tabsNav = (t = adminEn) => page.getByRole('navigation', { name: t.tabs.label, exact: true });
/** The settings' side list of sections (a laptop's width). */
/** Opens a Settings page as the owner does: its name in the side list of pages (decisions 0162, 0184). */
async function openSettingsPage(name: SettingsPage, t = adminEn) {
  await page
    .getByRole('navigation', { name: t.settings.tabs.label, exact: true })
    .getByRole('link', { name: t.settings.tabs[name], exact: true })
    .click();
}
/** The content tab's side list of pages and parts (the section selector on a laptop). */
const sectionSelect = () => page.getByRole('navigation', { name: adminEn.content.nav.label, exact: true });
const contentInput = (field: string, language: string) =>
  page.getByRole('group', { name: field, exact: true }).getByLabel(language, { exact: true });
const planInput = (plan: string, label: string) => page.getByRole('group', { name: plan, exact: true }).getByLabel(label, { exact: true });
const accountMenu = (t = adminEn) => page.getByRole('button', { name: t.shell.menu });
const marker = () => page.evaluate(() => localStorage.getItem('admin_token'));

async function signIn(password: string) {
  await page.getByLabel(adminEn.login.username, { exact: true }).fill('admin');
  await page.getByLabel(adminEn.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: adminEn.login.submit, exact: true }).click();
}

/** The content tab of the dashboard, loaded and showing the stored home texts. */
async function openContentTab() {
  await page.goto('/admin/dashboard');
  await sectionSelect().waitFor();
  await eventually(async () =>
    expect(await contentInput(adminEn.content.fields['hero.title'], adminEn.content.english).inputValue()).not.toBe(''),
  );
}

const visitor = { name: 'E2E Visitor', email: 'visitor@example.com', message: 'We would like an ordering system for our three shops.' };
const PHONE = '+886 2 2345 6789';
const NEW_TITLE = `Software Tested End to End ${Date.now()}`;

test('1. logged out, /admin/dashboard shows the session check and then redirects to /admin', async () => {
  // Hold the session check back a little, so the checking state can be seen.
  await page.route('**/api/auth/user', async (route) => {
    await Bun.sleep(700);
    await route.continue();
  });
  await page.goto('/admin/dashboard');
  await page.getByText(adminEn.checking, { exact: true }).waitFor();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.unroute('**/api/auth/user');
  expect(page.url().endsWith('/admin')).toBe(true);
  await page.getByRole('heading', { level: 1, name: adminEn.login.title }).waitFor();
  expect(await page.getByRole('button', { name: adminEn.login.submit, exact: true }).isVisible()).toBe(true);
  expect(await page.getByText(adminEn.login.note, { exact: true }).isVisible()).toBe(true);
  expect(await marker()).toBeNull();
  await eventually(async () => expect(await page.title()).toBe(`${adminEn.login.title} - ${en.brand}`));
});

test('2. a wrong password says "Invalid username or password" and stays on /admin', async () => {
  await signIn('not-the-password');
  await page.getByText(adminEn.login.invalid, { exact: true }).waitFor();
  expect(adminEn.login.invalid).toBe('Invalid username or password');
  expect(await page.getByRole('alert').filter({ hasText: adminEn.login.invalid }).isVisible()).toBe(true);
  expect(path()).toBe('/admin');
  expect(await marker()).toBeNull();
});

test('3. the right login goes to /admin/dashboard with the content tab', async () => {
  await page.getByLabel(adminEn.login.password, { exact: true }).fill(OLD_PASSWORD);
  await page.getByRole('button', { name: adminEn.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await sectionSelect().waitFor();
  // The title is the site's name with the admin label; Sign out is the header's own button (decision 0199); who is
  // signed in is in the account menu (docs/design.md changelog "2026-11-28: the admin").
  expect(await page.getByRole('heading', { level: 1, name: `${en.brand} ${adminEn.adminLabel}` }).isVisible()).toBe(true);
  expect(await page.locator('header [data-admin-label]').isVisible()).toBe(true);
  expect(await page.locator('header').getByRole('button', { name: adminEn.logout, exact: true }).isVisible()).toBe(true);
  await accountMenu().click();
  expect(await page.getByText(fill(adminEn.signedInAs, { name: 'admin' })).isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  expect(await page.getByText(fill(adminEn.signedInAs, { name: 'admin' })).isVisible()).toBe(false);
  const current = tabsNav().locator('[aria-current="page"]');
  expect(await current.count()).toBe(1);
  expect((await current.textContent())?.trim()).toBe(adminEn.tabs.content);
  expect((await sectionSelect().locator('[aria-current="page"]').textContent())?.trim()).toBe(adminEn.content.sections.home);
  expect(await marker()).not.toBeNull();
  await eventually(async () => expect(await page.title()).toMatch(new RegExp(`^${adminEn.tabs.content}\\b.* - ${en.brand}$`)));
});

test('4. the home hero title edited in English and saved shows on the public home page', async () => {
  await openContentTab();
  const title = contentInput(adminEn.content.fields['hero.title'], adminEn.content.english);
  await title.fill(NEW_TITLE);
  await page.getByRole('button', { name: adminEn.content.save, exact: true }).click();
  await toast(adminEn.toast.contentUpdated).waitFor();
  await eventually(async () => expect(await title.inputValue()).toBe(NEW_TITLE));
  await page.goto('/');
  const h1 = page.getByRole('heading', { level: 1 });
  await eventually(async () => expect((await h1.textContent())?.trim()).toBe(NEW_TITLE));
});

test('5. the Basic monthly price changed to 29.99 in section Pricing shows as $29.99 on /pricing', async () => {
  await openContentTab();
  await chooseSection(page, 'pricing');
  const price = planInput(adminEn.content.plans.basic, adminEn.content.monthlyPrice);
  await eventually(async () => expect(await price.inputValue()).toBe('149'));
  await price.fill('29.99');
  await page.getByRole('button', { name: adminEn.content.save, exact: true }).click();
  await toast(adminEn.toast.contentUpdated).waitFor();
  await eventually(async () => expect(await price.inputValue()).toBe('29.99'));
  await page.goto('/pricing');
  await page.getByText('$29.99').first().waitFor();
});

test('6. a message sent from /contact shows Unread, opens in a dialog, then reads Read', async () => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: en.contact.form.name, exact: true }).fill(visitor.name);
  await page.getByRole('textbox', { name: en.contact.form.email, exact: true }).fill(visitor.email);
  await page.getByRole('textbox', { name: en.contact.form.message, exact: true }).fill(visitor.message);
  await page.getByRole('button', { name: en.contact.form.submit, exact: true }).click();
  await page.getByText(en.contact.form.success, { exact: true }).waitFor();

  await page.goto('/admin/dashboard/messages');
  const row = page.getByRole('row').filter({ hasText: visitor.name });
  await row.waitFor();
  expect(await row.getByText(visitor.email, { exact: true }).isVisible()).toBe(true);
  // The status is said in the name's cell (decision 0068): "(Unread)" for a screen reader, beside the dot.
  expect(await row.getByText(`(${adminEn.messages.unread})`, { exact: true }).count()).toBe(1);
  // Dates in long format ("November 22, 2026 at 2:07 AM").
  expect((await row.getByRole('cell').nth(2).textContent())?.trim()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}\b/);
  const current = tabsNav().locator('[aria-current="page"]');
  // The tab counts the one unread message (e2e/admin-inbox checks the count and the title).
  expect((await current.textContent())?.trim()).toBe(`${adminEn.tabs.messages} 1${fill(adminEn.messages.unreadBadge, { count: '1' })}`);

  await page.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: visitor.name }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: visitor.name }), exact: true });
  await dialog.waitFor();
  expect(await dialog.getByText(visitor.name, { exact: true }).isVisible()).toBe(true);
  expect(await dialog.getByRole('link', { name: visitor.email, exact: true }).getAttribute('href')).toBe(
    `mailto:${encodeURIComponent(visitor.email)}`,
  );
  expect(await dialog.getByText(visitor.message, { exact: true }).isVisible()).toBe(true);
  const reply = dialog.getByRole('link', { name: adminEn.messages.reply, exact: true });
  const href = (await reply.getAttribute('href')) ?? '';
  expect(href.startsWith('mailto:')).toBe(true);
  expect(href).toContain(encodeURIComponent(visitor.email));
  expect(href).toContain('subject=');
  expect(new URL(href).searchParams.get('subject')).toBeTruthy();
  // The greeting: an English sender by the first name (decision 0153).
  expect(new URL(href).searchParams.get('body')).toStartWith('Hi E2E,\n\n');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await eventually(async () => expect(await row.getByText(`(${adminEn.messages.unread})`, { exact: true }).count()).toBe(0));
});

test('7. delete asks first: Cancel keeps the message, confirming removes it with "Message deleted" and the empty text', async () => {
  const row = page.getByRole('row').filter({ hasText: visitor.name });
  const deleteButton = page.getByRole('button', { name: fill(adminEn.messages.deleteMessageFrom, { name: visitor.name }), exact: true });
  const confirm = page.getByRole('alertdialog', { name: adminEn.messages.confirmTitle, exact: true });
  // Delete is the row's own sign, named for the message.
  await deleteButton.click();
  await confirm.waitFor();
  expect(await confirm.getByText(fill(adminEn.messages.confirmBody, { name: visitor.name }), { exact: true }).isVisible()).toBe(true);
  await confirm.getByRole('button', { name: adminEn.messages.cancel, exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await row.isVisible()).toBe(true);

  await deleteButton.click();
  await confirm.waitFor();
  await confirm.getByRole('button', { name: adminEn.messages.confirmDelete, exact: true }).click();
  await toast(adminEn.toast.messageDeleted).waitFor();
  expect(adminEn.toast.messageDeleted).toBe('Message deleted');
  await page.getByText(adminEn.messages.empty, { exact: true }).waitFor();
  expect(await row.count()).toBe(0);
});

test('7b. deleting from the open detail dialog closes the dialog too', async () => {
  const other = { name: 'Second Sender', email: 'second@example.com', message: 'Please send me a quote for an AI assistant.' };
  const sent = await fetch(`${server.url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...other, altcha: await solvedCheckFrom(server.url) }),
  });
  expect(sent.ok).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: other.name }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: other.name }), exact: true });
  await dialog.waitFor();
  // Delete is in the footer's More actions menu (Reply and Close are the footer's buttons).
  await dialog.getByRole('button', { name: fill(adminEn.messages.moreActions, { name: other.name }), exact: true }).click();
  await dialog.getByRole('button', { name: adminEn.messages.delete, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: adminEn.messages.confirmTitle, exact: true });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: adminEn.messages.confirmDelete, exact: true }).click();
  await toast(adminEn.toast.messageDeleted).waitFor();
  await confirm.waitFor({ state: 'hidden' });
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(adminEn.messages.empty, { exact: true }).waitFor();
});

test('8a. settings → Email notifications: the address and the switch are saved and shown again', async () => {
  await tabsNav().getByRole('link', { name: adminEn.tabs.settings, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/settings');
  const email = page.getByLabel(adminEn.settings.notificationEmail, { exact: true });
  const enabled = page.getByRole('switch', { name: adminEn.settings.notificationsEnabled, exact: true });
  await email.waitFor();
  await email.fill('alerts@example.com');
  const wasOn = await enabled.isChecked();
  await enabled.click();
  await page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false }).click();
  // This server has no mail server (no SMTP_URL): saved, and said plainly that nothing goes out.
  await toast(adminEn.settings.savedNoMail).waitFor();
  await page.reload();
  await email.waitFor();
  expect(await email.inputValue()).toBe('alerts@example.com');
  expect(await enabled.isChecked()).toBe(!wasOn);
});

test('8b. settings → Contact info: a new phone saved shows on /contact', async () => {
  await page.goto('/admin/dashboard/settings/contact');
  const phone = page.getByLabel(adminEn.settings.phone, { exact: true });
  await phone.fill(PHONE);
  await page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false }).click();
  await toast(adminEn.toast.contactInfoUpdated).waitFor();
  expect(adminEn.toast.contactInfoUpdated).toBe('Contact information updated successfully');

  await page.goto('/contact');
  const card = page.locator('section[aria-labelledby="contact-info-title"]');
  await card.getByText(PHONE, { exact: true }).waitFor();
});

test('8c. settings → Logo: an uploaded logo saved shows in the home page’s header (server HTML) and as its icon', async () => {
  await page.goto('/admin/dashboard/settings');
  // The logo is a page of its own in the side list's Site group (decision 0258; it was under Contact info's card, 0184).
  await openSettingsPage('logo');
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/settings/logo');
  await page.getByText(adminEn.logo.builtIn, { exact: true }).waitFor();
  await page
    .getByLabel(adminEn.logo.upload, { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png(240, 64, 0x30)) });
  // The upload is chosen at once; saving puts it on the site.
  await eventually(async () => expect(await page.getByRole('radio', { name: '240 × 64' }).isChecked()).toBe(true));
  await page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false }).click();
  await toast(adminEn.logo.saved).waitFor();

  const html = await (await fetch(`${server.url}/`)).text();
  const logo = /<header[\s\S]*?<img src="(\/media\/[0-9a-f]{64}\.png)"[^>]*alt="([^"]+)"/.exec(html);
  expect(logo?.[2]).toBe(en.brand);
  expect(html).toContain(`<link rel="icon" href="${logo?.[1]}">`);
  await page.goto('/');
  const img = page.locator('header a[href="/?lang=en"] img');
  await img.waitFor();
  expect(await img.getAttribute('src')).toBe(logo![1]!);
  expect(await img.evaluate((el) => [(el as HTMLImageElement).naturalWidth, Math.round(el.getBoundingClientRect().height)])).toEqual([
    240, 32,
  ]);
  // Back to the built-in mark, so the screens after this one look as they always have.
  expect((await page.request.put(`${server.url}/api/brand`, { data: { logoPath: null } })).status()).toBe(200);
});

test('9. settings → Admin account: "admin", the confirm field on typing, a mismatch, then new credentials saved', async () => {
  await page.goto('/admin/dashboard/settings');
  await openSettingsPage('account');
  const username = page.getByLabel(adminEn.settings.username, { exact: true });
  await eventually(async () => expect(await username.inputValue()).toBe('admin'));
  const confirmField = page.getByLabel(adminEn.settings.confirmPassword, { exact: true });
  expect(await confirmField.count()).toBe(0);

  await page.getByLabel(adminEn.settings.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await confirmField.waitFor();
  await confirmField.fill(`${NEW_PASSWORD}-typo`);
  await page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false }).click();
  await page.getByText(adminEn.settings.passwordsMismatch, { exact: true }).waitFor();
  expect(adminEn.settings.passwordsMismatch).toBe('Passwords do not match');

  await confirmField.fill(NEW_PASSWORD);
  // Every change is confirmed with the current password: a wrong one is said at its field, the right one saves.
  const current = page.getByLabel(adminEn.settings.currentPassword, { exact: true });
  await current.fill('not-the-password');
  await page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false }).click();
  await page.getByText(adminEn.settings.currentPasswordWrong, { exact: true }).waitFor();
  await current.fill(OLD_PASSWORD);
  await page.getByRole('button', { name: adminEn.settings.save, exact: true, disabled: false }).click();
  await toast(adminEn.toast.credentialsUpdated).waitFor();
  expect(adminEn.toast.credentialsUpdated).toBe('Admin credentials updated successfully');
  expect(await page.getByText(adminEn.settings.passwordsMismatch, { exact: true }).count()).toBe(0);
});

test('10. log out: back on /admin and the admin_token marker is gone', async () => {
  expect(await marker()).not.toBeNull();
  // The success toast of step 9 may sit over the header's Sign out for 5 s: close it first, as a user would.
  const saved = toast(adminEn.toast.credentialsUpdated);
  if (await saved.count()) await saved.getByRole('button').click();
  await saved.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: adminEn.logout, exact: true }).click({ timeout: 2_000 });
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('button', { name: adminEn.login.submit, exact: true }).waitFor();
  expect(await marker()).toBeNull();
  // The server session is over too: the dashboard sends us back.
  await page.goto('/admin/dashboard');
  await page.waitForURL((url) => url.pathname === '/admin');
});

test('11. the old password fails, the new one works', async () => {
  await page.getByRole('button', { name: adminEn.login.submit, exact: true }).waitFor();
  await signIn(OLD_PASSWORD);
  await page.getByText(adminEn.login.invalid, { exact: true }).waitFor();
  expect(path()).toBe('/admin');

  await page.getByLabel(adminEn.login.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: adminEn.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await sectionSelect().waitFor();
  expect(await marker()).not.toBeNull();
});

test('12. an unknown tab /admin/dashboard/nope shows the dashboard\'s "Page Not Found"', async () => {
  await page.goto('/admin/dashboard/nope');
  await page.getByRole('heading', { name: adminEn.unknownTab.title, exact: true }).waitFor();
  expect(await page.getByText(adminEn.unknownTab.body, { exact: true }).isVisible()).toBe(true);
  expect(await tabsNav().isVisible()).toBe(true);
  expect(await tabsNav().locator('[aria-current="page"]').count()).toBe(0);
  await page.getByRole('link', { name: adminEn.unknownTab.back, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/content');
  await sectionSelect().waitFor();
});

test('13. leaving the content tab with an unsaved edit asks; dismissing stays, accepting leaves', async () => {
  await openContentTab();
  const title = contentInput(adminEn.content.fields['hero.title'], adminEn.content.english);
  await title.fill('An edit that is never saved');
  const messagesLink = tabsNav().getByRole('link', { name: adminEn.tabs.messages, exact: true });

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await messagesLink.click();
  await eventually(() => expect(asked).toEqual([`confirm: ${adminEn.unsaved}`]));
  await Bun.sleep(300); // give a wrong navigation the time to happen
  expect(path()).toBe('/admin/dashboard');
  expect(await title.inputValue()).toBe('An edit that is never saved');
  expect((await tabsNav().locator('[aria-current="page"]').textContent())?.trim()).toBe(adminEn.tabs.content);

  page.once('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await messagesLink.click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/messages');
  expect(asked).toHaveLength(2);
  await page.getByText(adminEn.messages.empty, { exact: true }).waitFor();
  // Nothing was saved.
  const stored = (await (await fetch(`${server.url}/api/content/home`)).json()) as { hero: { title: { en: string } } };
  expect(stored.hero.title.en).toBe(NEW_TITLE);

  // Reloading the page with an unsaved edit asks too (the browser's own question).
  await openContentTab();
  await title.fill('Another unsaved edit');
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await sectionSelect().waitFor();
  expect(asked[2]).toBe('beforeunload');
  await eventually(async () => expect(await title.inputValue()).toBe(NEW_TITLE));
});

test('14. the dashboard works in Chinese: the tab labels are the Chinese ones', async () => {
  await page.goto('/admin/dashboard/content');
  await sectionSelect().waitFor();
  // The language is in the account menu (review round 24, decision 0220).
  await accountMenu().click();
  await page.getByRole('button', { name: en.nav.switchLanguage }).click();
  const nav = tabsNav(adminZh);
  await nav.waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hant');
  for (const tab of ['content', 'writing', 'messages', 'insights', 'settings', 'activity'] as const) {
    expect(await nav.getByRole('link', { name: adminZh.tabs[tab], exact: true }).isVisible()).toBe(true);
  }
  expect(await page.getByRole('heading', { level: 1, name: `${zh.brand} ${adminZh.adminLabel}` }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: adminZh.content.save, exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: adminZh.logout, exact: true }).isVisible()).toBe(true);

  await nav.getByRole('link', { name: adminZh.tabs.settings, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/settings');
  await openSettingsPage('account', adminZh);
  await page.getByLabel(adminZh.settings.newPassword, { exact: true }).fill('x');
  await page.getByLabel(adminZh.settings.confirmPassword, { exact: true }).fill('y');
  await page.getByRole('button', { name: adminZh.settings.save, exact: true, disabled: false }).click();
  await page.getByText(adminZh.settings.passwordsMismatch, { exact: true }).waitFor();
});

test('15. no page errors, and the only console errors are the 401s of the session check and the wrong logins (and the 422 of the wrong current password)', () => {
  expect(pageErrors).toEqual([]);
  const unexpected = consoleErrors.filter(
    (line) =>
      !/: Failed to load resource: the server responded with a status of (401 \(Unauthorized\)|422 \(Unprocessable (Content|Entity)\))$/.test(
        line,
      ),
  );
  expect(unexpected).toEqual([]);
  expect(consoleErrors.length).toBeGreaterThanOrEqual(3); // the logged-out check, the wrong password, the old password
});
