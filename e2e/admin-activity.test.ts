// The dashboard's header and Activity tab in Chromium against the compiled binary: the header carries the site's mark
// and name beside the admin title; repeated sign-ins fold into one row with a count; a save that changed nothing
// leaves no entry; an image is named by where it is shown, never by its hash path; the client's address sits in a
// row's details only; on a phone every control is a 44 px target; axe finds nothing, light or dark, in both languages.
import { expect, test } from 'bun:test';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { en } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { THEME_KEY } from '../web/lib/theme';
import { axeViolations } from './axe';
import { layoutProblems } from './layout-problems';
import { png } from '../src/modules/media/fixtures/images';
import { eventually, siteInBrowser } from './site-in-browser';

const PASSWORD = 'admin-activity-password';
const site = siteInBrowser({ password: PASSWORD });

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${site.server.url}${path}`, {
    method,
    headers: {
      cookie,
      origin: site.server.url,
      ...(body instanceof Uint8Array ? { 'content-type': 'image/png' } : { 'content-type': 'application/json' }),
    },
    body: body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as { path?: string } | null };
}

let prepared = false;
/** A content change saved twice, an image uploaded and shown as the home page's sharing picture, then three sign-ins. */
async function prepare() {
  if (prepared) return;
  prepared = true;
  const cookie = await site.adminCookie();
  const hero = { section: 'home', key: 'hero.title', enValue: 'Software that fits', zhValue: '合身的軟體' };
  expect((await call(cookie, 'POST', '/api/content', hero)).status).toBe(200);
  expect((await call(cookie, 'POST', '/api/content', hero)).status).toBe(200);
  const upload = await call(cookie, 'POST', '/api/media', png(40, 30));
  expect(upload.status).toBe(201);
  const snippet = { titleEn: 'Home', titleZh: '首頁', descriptionEn: 'About us', descriptionZh: '關於我們', imagePath: upload.json!.path };
  expect((await call(cookie, 'PUT', '/api/page-snippets/home', snippet)).status).toBe(200);
  for (let i = 0; i < 3; i++) await site.adminCookie();
}

/** Sign-ins in a row at the top of the log: the three of prepare(), then one per test (English first). */
const inARow = { en: 4, zh: 5 };

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: the header shows the site's mark and name; the activity folds sign-ins, names the image and skips the no-op save`, async () => {
    await prepare();
    const t = lang === 'en' ? adminEn : adminZh;
    const pub = lang === 'en' ? en : zh;
    const context = await site.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    await context.addCookies([{ name: 'lang', value: lang, url: site.server.url }]);
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    const login = await context.request.post('/api/admin/login', {
      data: { username: 'admin', password: PASSWORD },
      headers: { origin: site.server.url },
    });
    expect(login.status()).toBe(200);
    await page.goto('/admin/dashboard/activity');
    const header = page.locator('header').first();
    await header.getByText(pub.brand, { exact: true }).waitFor(); // visible (the whole name, on a phone too), or the test times out
    expect(await header.locator('svg').count()).toBeGreaterThan(0);
    await expect(header.getByRole('heading', { level: 1, name: `${pub.brand} ${t.adminLabel}` }).isVisible()).resolves.toBe(true);

    // It opens on the changes (decision 0244): the content saved, no sign-in; the sign-ins and everything one click away.
    const log = page.locator('ol.card');
    await log.first().waitFor();
    expect(await log.locator('> li').filter({ hasText: t.activity.actions.content_update }).count()).toBe(1);
    expect(await log.locator('> li').filter({ hasText: t.activity.actions.sign_in }).count()).toBe(0);
    const views = page.getByRole('group', { name: t.activity.views.label });
    await views.getByRole('button', { name: t.activity.views.signIns }).click();
    await eventually(async () => expect(await log.locator('> li').filter({ hasText: t.activity.actions.content_update }).count()).toBe(0));
    await views.getByRole('button', { name: t.activity.views.all }).click();
    await eventually(async () => expect(await log.locator('> li').filter({ hasText: t.activity.actions.content_update }).count()).toBe(1));
    const text = await log.innerText();
    // The sign-ins in a row today: one row, with its count (the first one, before the changes, is a row of its own).
    expect(text).toContain(t.activity.times.replace('{{count}}', String(inARow[lang])));
    expect(await log.locator('> li').filter({ hasText: t.activity.actions.sign_in }).count()).toBe(2);
    // The content saved twice with the same values: one entry, and no "nothing changed".
    expect(await log.locator('> li').filter({ hasText: t.activity.actions.content_update }).count()).toBe(1);
    expect(text).not.toContain(t.activity.detail.unchanged);
    // The image by where it is shown; no 64-character hash anywhere (on a phone a row is one line: what it recorded
    // is in its details, so the whole text, shown or not).
    const all = (await log.textContent()) ?? '';
    expect(all).toContain(t.activity.detail.imageUsed.split('{{')[0]!.trim());
    expect(all).not.toMatch(/[0-9a-f]{64}/);
    // The address only in the details, shown when opened.
    expect(
      await log
        .getByText(/127\.0\.0\.1/)
        .first()
        .isVisible(),
    ).toBe(false);
    const folded = log.locator('> li').filter({ hasText: t.activity.actions.sign_in }).first();
    // Its toggle a chevron named "Details" (for screen readers, and on hover).
    await folded.locator('summary', { hasText: t.activity.details }).click();
    expect(
      await folded
        .getByText(/127\.0\.0\.1/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await folded.locator('details time').count()).toBe(inARow[lang]);

    expect(await layoutProblems(page, true)).toEqual([]);
    expect({ light: await axeViolations(page) }).toEqual({ light: [] });
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
    await context.addCookies([{ name: 'theme', value: 'dark', url: site.server.url }]);
    await page.reload();
    await page.locator('ol.card').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect({ dark: await axeViolations(page) }).toEqual({ dark: [] });
  }, 90_000);
}
