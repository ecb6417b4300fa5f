// Search snippets in a real browser against the compiled binary: the admin uploads an image, sets the home page's
// title and description in English and Chinese and picks the image in the content tab, saves; the pages the binary
// serves then carry them in their head (title, description, Open Graph, large card), and the change is in history.
import { expect, test } from 'bun:test';
import { png } from '../src/modules/media/fixtures/images';
import { adminEn } from '../web/i18n/admin-en';
import { fill } from '../web/lib/i18n';
import { axeViolations } from './axe';
import { eventually, siteInBrowser } from './site-in-browser';

const PASSWORD = 'search-snippets-password';
// og:image must be an absolute URL, which the site writes only when it knows its address (PUBLIC_URL).
const site = siteInBrowser({ password: PASSWORD, publicUrl: true });
const t = adminEn;
const SNIPPET = {
  en: { title: 'Software Built Around You', description: 'Custom software, automation and AI assistants for growing teams.' },
  zh: { title: '為您量身打造的軟體', description: '為成長中的團隊打造客製化軟體、自動化與 AI 助理。' },
};

/** The head of a page as the binary serves it to a crawler. */
async function head(path: string) {
  const html = await (await fetch(`${site.server.url}${path}`)).text();
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogImage: meta('og:image'),
    card: meta('twitter:card'),
  };
}

test('set the home page’s snippet in both languages with an uploaded image: the binary’s pages carry it', async () => {
  const context = await site.newContext({ bypassCSP: true }); // axe is injected as a script
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => void errors.push(error.message));
  await site.signIn(page);
  await page.getByRole('navigation', { name: t.content.nav.label, exact: true }).waitFor();

  // An image uploaded as the admin's browser does it (a list entry's picture), then the page read again to list it.
  const bytes = [...png(1200, 630)];
  const image = await page.evaluate(async (data) => {
    const res = await fetch('/api/media', { method: 'POST', body: new Uint8Array(data), headers: { 'content-type': 'image/png' } });
    return ((await res.json()) as { path: string }).path;
  }, bytes);
  // The search snippet is a part of its own (a page opens one part at a time).
  await page.goto('/admin/dashboard/content/home/snippet');

  const input = (what: string, language: string) => page.getByLabel(`${what} (${language})`, { exact: true });
  await input(t.snippets.pageTitle, t.content.english).fill(SNIPPET.en.title);
  await input(t.snippets.description, t.content.english).fill(SNIPPET.en.description);
  await input(t.snippets.pageTitle, t.content.chinese).fill(SNIPPET.zh.title);
  await input(t.snippets.description, t.content.chinese).fill(SNIPPET.zh.description);
  await page.getByTestId('snippet-preview-zh').getByText(SNIPPET.zh.title, { exact: true }).waitFor();
  // The image chosen from the library's dialog, which closes on the choice.
  await page.getByRole('button', { name: t.snippets.choose, exact: true }).click();
  const library = page.getByRole('dialog', { name: t.snippets.dialogTitle });
  // Its tile is the target (the radio itself is hidden); a check() would wait on a radio the closing dialog hides.
  await library
    .locator('label')
    .filter({ hasText: fill(t.snippets.imageSize, { width: '1200', height: '630' }) })
    .first()
    .click();
  await library.waitFor({ state: 'hidden' });
  expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });
  // Saved by the content tab's one bar, with the page's texts.
  await page
    .getByRole('region', { name: t.content.bar.label, exact: true })
    .getByRole('button', { name: t.content.save, exact: true })
    .click();
  await page.locator('[data-state="saved"]').waitFor();

  const card = { ogImage: `${site.server.url}${image}`, card: 'summary_large_image' };
  await eventually(async () => expect((await head('/')).title).toBe(SNIPPET.en.title));
  expect(await head('/')).toEqual({
    title: SNIPPET.en.title,
    description: SNIPPET.en.description,
    ogTitle: SNIPPET.en.title,
    ogDescription: SNIPPET.en.description,
    ...card,
  });
  expect(await head('/?lang=zh')).toEqual({
    title: SNIPPET.zh.title,
    description: SNIPPET.zh.description,
    ogTitle: SNIPPET.zh.title,
    ogDescription: SNIPPET.zh.description,
    ...card,
  });
  // The image is served where og:image points.
  const served = await fetch(card.ogImage);
  expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);

  // The browser's own title follows the snippet when the visitor arrives at the page.
  await page.goto('/');
  await eventually(async () => expect(await page.title()).toBe(SNIPPET.en.title));

  // The save is a version in the snippet's history.
  await page.goto('/admin/dashboard/content/home/snippet');
  const name = fill(t.snippets.historyName, { page: t.content.sections.home });
  await page.getByRole('button', { name: fill(t.history.openFor, { name }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fill(t.history.title, { name }) });
  await dialog.getByText(t.history.before, { exact: true }).first().waitFor();
  await expect(dialog.getByRole('listitem').count()).resolves.toBe(1);
  // Each field it changed, what it was and what it became (docs/design.md changelog "2026-11-28: the admin"): the
  // English title from empty to the one saved.
  expect(await dialog.locator('[data-change="titleEn"] dd p').allInnerTexts()).toEqual([t.history.none, SNIPPET.en.title]);
  await page.getByRole('button', { name: t.history.close, exact: true }).click();
  expect(errors).toEqual([]);
});

test('on a phone the editor fits the screen in the dark theme', async () => {
  const context = await site.newContext({ viewport: { width: 375, height: 800 } });
  await context.addCookies([{ name: 'theme', value: 'dark', url: site.server.url }]);
  const page = await context.newPage();
  await site.signIn(page);
  await page.goto('/admin/dashboard/content/home/snippet');
  const section = page.getByRole('region', { name: t.snippets.title, exact: true });
  await section.waitFor();
  await section.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
