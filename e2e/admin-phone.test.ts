// The admin area as an owner meets it on a phone and in Chinese, in Chromium against the compiled binary: no screen
// scrolls sideways and no button, tab or badge wraps its label, at 390 px and 1280 px in both languages; the inbox is a
// list whose whole row opens the message; the dialog keeps its actions in view; a failed load says so in words with a
// Retry; a session that ends mid-edit asks to sign in again and the edit survives; the admin starts in the language and
// theme the visitor chose on the public site.
import { expect, test } from 'bun:test';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '../db/client';
import type { ContentTree } from '../src/contract';
import { seedInsights } from '../src/testing/insights-seed';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { ADMIN_SHOTS, LONG_MESSAGE } from './admin-tour';
import { axeViolations } from './axe';
import { layoutProblems } from './layout-problems';
import { eventually, inboxList, siteInBrowser } from './site-in-browser';
import { solvedCheckFrom } from '../src/testing/form-check';

const PASSWORD = 'admin-phone-password';
const site = siteInBrowser({ password: PASSWORD });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function signedIn(lang: 'en' | 'zh', viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.newContext({ viewport, bypassCSP: true }); // axe is injected as a script
  await context.addCookies([{ name: 'lang', value: lang, url: site.server.url }]);
  await context.addInitScript((l) => {
    localStorage.setItem('lang', l);
    localStorage.setItem('admin_token', 'e2e');
  }, lang);
  const login = await context.request.post('/api/admin/login', {
    data: { username: 'admin', password: PASSWORD },
    headers: { origin: site.server.url },
  });
  expect(login.status()).toBe(200);
  return { context, page: await context.newPage() };
}

let sent = false;
/**
 * Two messages in the inbox, sent once (the site limits messages per sender address), and four months of visits with
 * the messages they led to, so the Insights screens are walked with their tables full.
 */
async function sendMessages() {
  if (sent) return;
  sent = true;
  const db = openDatabase(join(site.server.folder, 'data'), { mustExist: true });
  try {
    seedInsights(db, { now: Date.now(), days: 120, viewsPerDay: 40 });
  } finally {
    db.$client.close();
  }
  for (const body of [
    LONG_MESSAGE,
    { name: '陳美玲', email: 'mei@example.com.tw', service: 'ai_assistant', message: '您好，我們想了解 AI 助理的導入流程與費用，謝謝。' },
  ]) {
    const res = await fetch(`${site.server.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.server.url },
      body: JSON.stringify({ ...body, altcha: await solvedCheckFrom(site.server.url) }),
    });
    expect(res.status).toBe(201);
  }
}

for (const lang of ['en', 'zh'] as const) {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${lang} on a ${device}: no admin screen scrolls sideways, and no button, tab or badge wraps its label, and on a phone every control is at least 44 × 44 px`, async () => {
      await sendMessages();
      const { page } = await signedIn(lang, viewport);
      const found: string[] = [];
      for (const shot of ADMIN_SHOTS) {
        await shot.go(page, site.server.url);
        for (const problem of await layoutProblems(page, device === 'phone')) found.push(`${shot.name}: ${problem}`);
      }
      expect(found).toEqual([]);
      // About 46 screens at 1.5–3 s each: some 95 s on two shared cores, so the limit leaves room for a busy machine
      // (session 53: 182 s for en and zh on a phone with eight helpers at once).
    }, 240_000);
  }
}

test('the inbox on a phone: a row shows sender, first line, unread mark and the long date (how long ago in its title, 0191), and opens the message anywhere it is tapped', async () => {
  const fresh = { ...LONG_MESSAGE, name: 'Alexandra Whitfield-Konstantinopoulou' };
  const res = await fetch(`${site.server.url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.server.url },
    body: JSON.stringify({ ...fresh, altcha: await solvedCheckFrom(site.server.url) }),
  });
  expect(res.status).toBe(201);
  const { page } = await signedIn('zh');
  await page.goto('/admin/dashboard/messages');
  const row = page.locator('tbody tr', { hasText: fresh.name });
  await row.waitFor();
  const opener = row.getByRole('button').first();
  expect(await opener.getAttribute('aria-label')).toBeNull(); // named by what it shows
  const name = (await opener.textContent()) ?? '';
  expect(name).toContain(fresh.name);
  expect(name).toContain('We would like a quote for automating our invoicing.');
  expect(name).toContain(adminZh.messages.unread);
  // product.md's long date is what the row shows; its title adds the time and how long ago (decision 0191).
  // This year's shows the month and day alone (decision 0245: "12月7日"), the year kept in its text for screen readers.
  expect(await row.locator('time').textContent()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  expect(await row.locator('time').innerText()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/); // one line to a script
  const shown = await row.locator('time').evaluate((el) =>
    [...el.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join(''),
  );
  expect(shown).toMatch(/^\d{1,2}月\d{1,2}日$/); // the eye sees the month and day
  expect(await row.locator('time').getAttribute('title')).toMatch(/\d{4}年\d{1,2}月\d{1,2}日.* · (現在|\d+ (秒|分鐘|小時)前)$/);
  // Only the opener: View and Delete are the dialog's business on a phone.
  expect(await row.getByRole('button', { name: adminZh.messages.view }).isVisible()).toBe(false);
  const box = (await row.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await page.mouse.click(box.x + box.width - 20, box.y + box.height - 8); // the far corner, by the time
  const dialog = page.getByRole('dialog', { name: adminZh.messages.detailTitle.replace('{{name}}', fresh.name) });
  await dialog.waitFor();
  // The long text scrolls inside; its unbroken address and link wrap; Reply stays on screen.
  const reply = dialog.getByRole('link', { name: adminZh.messages.reply });
  const replyBox = (await reply.boundingBox())!;
  expect(replyBox.y + replyBox.height).toBeLessThanOrEqual(PHONE.height);
  expect(
    await dialog.evaluate((d) =>
      [...d.querySelectorAll('*')].every((e) => e.scrollWidth <= e.clientWidth + 1 || getComputedStyle(e).overflowX !== 'visible'),
    ),
  ).toBe(true);
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth + 1)).toBe(true);
  expect(await dialog.getByRole('link', { name: LONG_MESSAGE.email }).getAttribute('href')).toBe(
    `mailto:${encodeURIComponent(LONG_MESSAGE.email)}`,
  );
  expect(await dialog.getByRole('button', { name: adminZh.messages.copyAddress }).isVisible()).toBe(true);
  // Opened by a tap, and tapped inside: no focus ring drawn (rings are for the keyboard).
  await dialog.locator('h2').click();
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');
});

test('on a phone a list row keeps its thumbnail, title and two buttons on one line, in both languages', async () => {
  for (const lang of ['en', 'zh'] as const) {
    const { page } = await signedIn(lang);
    await page.goto('/admin/dashboard/content/home/all');
    const rows = page.locator('[data-entry-row]');
    // Each list of the page loads on its own: wait until they all have (under load the first alone had come, 10 rows).
    await eventually(async () => expect(await rows.count()).toBeGreaterThan(20), 30_000);
    const lines = await rows.evaluateAll((items) =>
      items.map((row) => {
        const title = row.querySelector('[data-entry-title]')!.getBoundingClientRect();
        const menu = row.querySelector('[popovertarget]')!.getBoundingClientRect();
        // The menu's middle lies within the title's band: the same line, not a second one under it.
        return {
          title: row.querySelector('[data-entry-title]')!.textContent,
          sameLine: menu.top < title.bottom && menu.bottom > title.top,
        };
      }),
    );
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => !line.sameLine)).toEqual([]);
  }
}, 120_000);

test('a list that could not load says so in the admin’s language with a Retry, never a status or JSON; Retry loads it', async () => {
  await sendMessages();
  const { page } = await signedIn('zh');
  await page.route(inboxList, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' }),
  );
  await page.goto('/admin/dashboard/messages');
  const alert = page.getByRole('alert').filter({ hasText: adminZh.failure.loadMessages });
  await alert.waitFor();
  expect(await alert.innerText()).not.toMatch(/500|boom|error|\{/);
  expect(await alert.innerText()).toContain(adminZh.failure.server);
  await page.unroute(inboxList);
  await alert.getByRole('button', { name: adminZh.failure.retry }).click();
  await page.locator('tbody tr').first().waitFor();
});

test('desktop: a session that ends mid-edit: saving asks to sign in again in a compact dialog (no error toast), and the edit is saved after', async () => {
  const { context, page } = await signedIn('en', DESKTOP);
  await page.goto('/admin/dashboard/content');
  const hero = page.getByRole('group', { name: adminEn.content.fields['hero.title'] }).getByLabel(adminEn.content.english);
  await hero.fill('Written before the session ended');
  // The session ends (expired, or signed out elsewhere): the browser no longer holds it.
  await context.clearCookies();
  await page.getByRole('button', { name: adminEn.content.save }).click();
  const dialog = page.getByRole('dialog', { name: adminEn.session.expiredTitle });
  await dialog.waitFor();
  expect(await hero.inputValue()).toBe('Written before the session ended');
  // The dialog says it: no red toast repeats it under the dialog.
  await Bun.sleep(600);
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  await compactSignIn(page, DESKTOP);
  await dialog.getByLabel(adminEn.login.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: adminEn.login.submit }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(page.url()).toEndWith('/admin/dashboard/content');
  expect(await hero.inputValue()).toBe('Written before the session ended');
  await page.getByRole('button', { name: adminEn.content.save }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: adminEn.toast.contentUpdated }).waitFor();
  const home = (await (await fetch(`${site.server.url}/api/content/home`)).json()) as ContentTree;
  expect(home).toMatchObject({ hero: { title: { en: 'Written before the session ended' } } });
});

test('phone, in Chinese: a session that ends while saving a setting asks in a compact centred dialog, no error toast, and signing in closes it', async () => {
  const { context, page } = await signedIn('zh', PHONE);
  await page.goto('/admin/dashboard/settings/contact');
  const phone = page.getByLabel(adminZh.settings.phone, { exact: true });
  await phone.waitFor();
  await phone.fill('+886 2 2700 3333');
  await context.clearCookies();
  await page.getByRole('button', { name: adminZh.settings.save, exact: true, disabled: false }).click();
  const dialog = page.getByRole('dialog', { name: adminZh.session.expiredTitle });
  await dialog.waitFor();
  await compactSignIn(page, PHONE, adminZh);
  await dialog.getByLabel(adminZh.login.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: adminZh.login.submit }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(page.url()).toEndWith('/admin/dashboard/settings/contact');
});

/** The open "Sign in again" dialog: no toast repeats it; a compact card on every width, as tall as its content. */
async function compactSignIn(page: Page, viewport: typeof PHONE, d = adminEn) {
  const dialog = page.getByRole('dialog', { name: d.session.expiredTitle });
  await Bun.sleep(600); // a toast would be showing by now
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  const box = (await dialog.boundingBox())!;
  const field = (await dialog.getByLabel(d.login.password).boundingBox())!;
  const submit = (await dialog.getByRole('button', { name: d.login.submit }).boundingBox())!;
  const gap = submit.y - (field.y + field.height);
  expect(gap).toBeGreaterThanOrEqual(24); // room under the field, then the footer's rule and its padding
  expect(gap).toBeLessThanOrEqual(64); // and no empty screen between them
  expect(box.height).toBeLessThan(viewport.height * 0.6);
  expect(box.y).toBeGreaterThan(0);
  expect(box.width).toBeLessThan(viewport.width);
  expect(await axeViolations(page)).toEqual([]);
}

test('the admin opens in the language and theme chosen on the public site, even when only the cookies remember them', async () => {
  const context = await site.newContext({ viewport: DESKTOP });
  await context.addCookies(
    ['lang=zh', 'theme=dark'].map((pair) => ({ name: pair.split('=')[0]!, value: pair.split('=')[1]!, url: site.server.url })),
  );
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByRole('heading', { name: adminZh.login.title }).waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.classList.contains('dark')])).toEqual([
    'zh-Hant',
    true,
  ]);
  await eventually(async () => expect(await page.getByRole('button', { name: adminZh.login.submit, exact: true }).isVisible()).toBe(true));
});
