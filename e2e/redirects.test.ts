// Writing → Redirects in Chromium against the compiled binary (decision 0096): an address a visitor reached that has no
// page shows in "Not found" with its count; one click turns it into a redirect (a chain is refused in the admin's words
// before anything is sent); the next visitor lands on the page; the screen reads right in Chinese and passes axe in both
// themes; a redirect deleted sends visitors to "Page Not Found" again.
import { expect, test } from 'bun:test';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { PERSON_AGENT } from './admin-tour';
import { axeViolations } from './axe';
import { eventually, siteInBrowser } from './site-in-browser';

const PASSWORD = 'redirects-password';
const site = siteInBrowser({ password: PASSWORD });
const words = adminEn.redirects;

test('a missed address becomes a redirect in one click, and the next visitor lands on the page it names', async () => {
  // A visitor follows an old link: Page Not Found, counted (their browser is a person's).
  const visitor = await (await site.newContext({ userAgent: PERSON_AGENT })).newPage();
  for (let i = 0; i < 2; i++) {
    const res = await visitor.goto('/our-team?utm_source=newsletter', { referer: 'https://news.example.com/issue-12' });
    expect(res!.status()).toBe(404);
  }
  // The admin: a redirect already there, so a chain can be tried.
  const page = await (await site.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })).newPage();
  await site.signIn(page);
  const made = await page.request.post('/api/admin/redirects', {
    headers: { origin: site.server.url },
    data: { from: '/team', to: '/?lang=en', permanent: true },
  });
  expect(made.status()).toBe(201);
  await page.goto('/admin/dashboard/writing/redirects');
  const missed = page.locator('[data-missed="/our-team"]');
  await missed.waitFor();
  expect(await missed.innerText()).toContain(words.missed.visits.replace('{{count}}', '2'));
  expect(await missed.innerText()).toContain(words.missed.from.replace('{{where}}', 'news.example.com'));
  expect(await page.locator('[data-redirect="/team"]').innerText()).toContain(words.permanent);
  expect(await axeViolations(page)).toEqual([]);

  await missed.getByRole('button', { name: words.missed.redirectNamed.replace('{{path}}', '/our-team') }).click();
  const dialog = page.getByRole('dialog', { name: words.form.titleNew });
  await dialog.waitFor();
  expect(await dialog.getByLabel(words.form.from).inputValue()).toBe('/our-team');
  // Its kind comes first, a choice of two, permanent unless changed.
  expect(await dialog.getByRole('radio', { name: words.form.permanentChoice }).isChecked()).toBe(true);
  // Plain words first, the code said under them, secondary.
  expect(await dialog.getByText(words.form.code.replace('{{code}}', '301')).isVisible()).toBe(true);
  const save = dialog.getByRole('button', { name: words.form.save });
  // Nowhere to go yet: Save waits.
  expect(await save.isDisabled()).toBe(true);
  // Pointing at an address that is itself redirected: said under the field as it is typed, and Save still waits.
  const to = dialog.getByRole('combobox', { name: words.form.to });
  await to.fill('/team');
  await dialog.getByText('/team is itself redirected to /?lang=en: choose /?lang=en instead.').waitFor();
  expect(await to.getAttribute('aria-invalid')).toBe('true');
  expect(await save.isDisabled()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  // The site's own addresses are listed under the field, narrowed as it is typed; the arrows and Enter take one.
  await to.fill('serv');
  const offered = dialog.getByRole('listbox', { name: words.form.to });
  expect(await offered.getByRole('option', { name: /^\/pricing/ }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await to.press('ArrowDown');
  expect(await to.getAttribute('aria-activedescendant')).toBe(await offered.getByRole('option').first().getAttribute('id'));
  await to.press('Enter');
  expect(await to.inputValue()).toBe('/services');
  expect(await offered.isVisible()).toBe(false);
  expect(await save.isDisabled()).toBe(false);
  await save.click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('[data-redirect="/our-team"]').waitFor();
  await eventually(async () => expect(await page.locator('[data-missed]').count()).toBe(0));

  // The next visitor, with the old link's query: sent on, the query kept.
  await visitor.goto('/our-team?utm_source=newsletter');
  const landed = new URL(visitor.url());
  expect([landed.pathname, landed.searchParams.get('utm_source')]).toEqual(['/services', 'newsletter']);
  expect(await visitor.locator('h1').innerText()).not.toBe('');

  // Deleted, from the row's "…" menu and after a confirm: the old address is Page Not Found again.
  const row = page.locator('[data-redirect="/our-team"]');
  expect(await row.getByRole('button', { name: words.remove, exact: true }).count()).toBe(0);
  await row.getByRole('button', { name: words.moreNamed.replace('{{from}}', '/our-team') }).click();
  await row.getByRole('button', { name: words.removeNamed.replace('{{from}}', '/our-team') }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByRole('button', { name: words.remove }).click();
  await page.getByText(words.removed).first().waitFor();
  expect((await visitor.goto('/our-team'))!.status()).toBe(404);
});

test('in Chinese and the dark theme the screen is in Chinese, passes axe, and a phone sees every row without scrolling sideways', async () => {
  const context = await site.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true, colorScheme: 'dark' });
  const page = await context.newPage();
  await site.signIn(page);
  await context.addCookies(
    ['lang=zh', 'theme=dark'].map((pair) => ({ name: pair.split('=')[0]!, value: pair.split('=')[1]!, url: site.server.url })),
  );
  await context.addInitScript(() => {
    localStorage.setItem('lang', 'zh');
    localStorage.setItem('theme', 'dark');
  });
  await page.request.get('/an-old-brochure.pdf', { headers: { 'user-agent': PERSON_AGENT } });
  await page.goto('/admin/dashboard/writing/redirects');
  await page.getByRole('heading', { name: adminZh.redirects.missed.section }).waitFor();
  await page.locator('[data-missed="/an-old-brochure.pdf"]').waitFor();
  expect(await page.getByRole('link', { name: adminZh.redirects.section }).getAttribute('aria-current')).toBe('page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.classList.contains('dark')])).toEqual([
    'zh-Hant',
    true,
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/redirects-zh-dark-phone.png', fullPage: true });
});
