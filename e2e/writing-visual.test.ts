// The visual editor in Chromium on the compiled binary (decision 0103): an article written as it will read, with the
// toolbar (whose buttons say where the caret is), Markdown's own signs typed at a line's start, a table moved through
// with Tab, a link from its box, an image pasted and described; saved as the Markdown the page renders, shown again
// as Markdown at one press, and published as the page shows it. axe finds nothing on it.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { png } from '../src/modules/media/fixtures/images';
import { adminEn } from '../web/i18n/admin-en';
import { fill } from '../web/lib/i18n';
import { axeViolations } from './axe';
import { eventually, siteInBrowser } from './site-in-browser';

const PASSWORD = 'writing-visual-e2e-password';
const site = siteInBrowser({ password: PASSWORD, env: { TZ: 'UTC' } });
const words = adminEn.publishing;

const editor = (page: Page) => page.getByRole('textbox', { name: words.editor.body, exact: true });
const tool = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: words.toolbar.label }).getByRole('button', { name, exact: true });
const format = (page: Page, name: string) =>
  page.getByRole('group', { name: words.editor.viewChoice }).getByRole('button', { name, exact: true });
const markdownSwitch = (page: Page) => format(page, words.editor.markdown);

test('written as it reads: toolbar, Markdown signs, a table, a link and a pasted image, saved as the Markdown the page shows', async () => {
  const page = await (await site.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })).newPage();
  await site.signIn(page);
  await page.goto('/admin/dashboard/writing/journal/new');
  await page.getByLabel(words.editor.title, { exact: true }).fill('Orders without retyping');

  // The editor opens visual, alone (no preview beside it), in the page's article styles.
  await editor(page).click();
  expect(await page.locator('.article-body').count()).toBe(1);
  expect(await markdownSwitch(page).getAttribute('aria-pressed')).toBe('false');
  expect(await format(page, words.editor.visual).getAttribute('aria-pressed')).toBe('true');

  // "## " makes a heading, as a writer who knows Markdown types it.
  await page.keyboard.type('## What changed');
  expect(await editor(page).locator('h2').innerText()).toBe('What changed');
  expect(await tool(page, words.toolbar.heading).getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('Enter');
  expect(await tool(page, words.toolbar.heading).getAttribute('aria-pressed')).toBe('false');

  // H3 beside H2 makes a subheading (and its key, Ctrl + Alt + 3, gives the paragraph back).
  await tool(page, words.toolbar.subheading).click();
  await page.keyboard.type('Step by step');
  expect(await editor(page).locator('h3').innerText()).toBe('Step by step');
  expect(await tool(page, words.toolbar.subheading).getAttribute('aria-pressed')).toBe('true');
  expect(await tool(page, words.toolbar.heading).getAttribute('aria-pressed')).toBe('false');
  await page.keyboard.press('Control+Alt+3');
  expect(await editor(page).locator('h3').count()).toBe(0);
  await page.keyboard.press('Control+Alt+3');
  expect(await editor(page).locator('h3').innerText()).toBe('Step by step');
  await page.keyboard.press('Enter');

  // Bold from the toolbar, on while the caret is in it.
  await page.keyboard.type('The team ');
  await tool(page, words.toolbar.bold).click();
  await page.keyboard.type('stopped retyping');
  expect(await tool(page, words.toolbar.bold).getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' orders.');
  expect(await editor(page).locator('strong').innerText()).toBe('stopped retyping');

  // A list from "- ", left with an empty item.
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Fewer errors');
  await page.keyboard.press('Enter');
  // In English a quote typed is the curly one the page shows (review round 18: "straight" quotes).
  await page.keyboard.type('Faster "days" it\'s');
  expect(await editor(page).locator('li').last().innerText()).toBe('Faster “days” it’s');
  expect(await tool(page, words.toolbar.bullets).getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  expect(await tool(page, words.toolbar.bullets).getAttribute('aria-pressed')).toBe('false');

  // A table: its first heading selected to type over, Tab to the next cell and on into the row below.
  await tool(page, words.toolbar.table).click();
  await page.keyboard.type('Measure');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Before');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hours');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  expect(await editor(page).locator('th').allInnerTexts()).toEqual(['Measure', 'Before']);

  // A link on words chosen: the box completes a bare address and refuses one the page would not link.
  await editor(page).locator('p', { hasText: 'The team' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Read our plans.');
  await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 'plans'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await tool(page, words.toolbar.link).click();
  const box = page.getByRole('dialog', { name: words.toolbar.linkBox.title });
  await box.getByLabel(words.toolbar.linkBox.address).fill('javascript:alert(1)');
  await box.getByRole('button', { name: words.toolbar.linkBox.apply }).click();
  await box.getByText(words.toolbar.linkBox.wrong).waitFor();
  await box.getByLabel(words.toolbar.linkBox.address).fill('example.com/plans');
  await box.getByRole('button', { name: words.toolbar.linkBox.apply }).click();
  await box.waitFor({ state: 'hidden' });
  expect(await editor(page).locator('a').getAttribute('href')).toBe('https://example.com/plans');

  // An image pasted: uploaded to the library, put in with its description to type (the box is focused for it).
  await editor(page).locator('p', { hasText: 'The team' }).click();
  await page.keyboard.press('End');
  await editor(page).evaluate(
    (el, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'board.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    Array.from(png(1200, 600)),
  );
  const described = page.getByRole('textbox', { name: words.images.altLabel });
  await described.waitFor();
  await eventually(async () => expect(await described.evaluate((el) => el === document.activeElement)).toBe(true));
  await page.keyboard.type('The order board');
  await page.keyboard.press('Enter');

  // One press shows it as Markdown: what is saved and what the page renders.
  await markdownSwitch(page).click();
  const markdown = await page.getByLabel(words.editor.body, { exact: true }).inputValue();
  expect(markdown).toMatch(
    /^## What changed\n\n### Step by step\n\nThe team \*\*stopped retyping\*\* orders\. Read our \[plans\]\(https:\/\/example\.com\/plans\)\.\n\n!\[The order board\]\(\/media\/[0-9a-f]{64}\.(png|webp)\)\n\n- Fewer errors\n- Faster “days” it’s\n\n\| Measure \| Before \|\n\| --- \| --- \|\n\| Hours \| 12 \|/,
  );
  // And back: the same text, drawn.
  await format(page, words.editor.visual).click();
  await eventually(async () => expect(await editor(page).locator('.rich-image img').getAttribute('alt')).toBe('The order board'));

  // The bar's one call to act, "Publish ▾", and its Publish now.
  await page.getByRole('button', { name: fill(words.editor.publishMenu, { language: words.langs.en }) }).click();
  await page.getByRole('button', { name: words.schedule.publishNow, exact: true }).click();
  await page.waitForURL(/\/admin\/dashboard\/writing\/journal\/\d+$/);
  await eventually(async () => expect(await page.locator('[data-state]').getAttribute('data-state')).toBe('published'));
  const article = await (await fetch(`${site.server.url}/blog/orders-without-retyping?lang=en`)).text();
  expect(article).toContain('<strong>stopped retyping</strong>');
  expect(article).toContain('href="https://example.com/plans" rel="noopener"');
  expect(article).toMatch(/<th[^>]*>Measure<\/th>/);
  expect(article).toContain('alt="The order board"');
  expect(await axeViolations(page)).toEqual([]);
});

test('Markdown pasted as plain text arrives formatted and one undo takes it back; an empty text says where to start', async () => {
  const page = await (await site.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await site.signIn(page);
  await page.goto('/admin/dashboard/writing/journal/new');
  await editor(page).click();
  await editor(page).evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', '## 改變了什麼\n\n團隊**不再重複輸入**訂單。\n\n1. 一\n2. 二');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  expect(await editor(page).locator('h2').innerText()).toBe('改變了什麼');
  expect(await editor(page).locator('strong').innerText()).toBe('不再重複輸入');
  expect(await editor(page).locator('ol li').count()).toBe(2);
  await page.keyboard.press('Control+z');
  await eventually(async () => expect(await editor(page).locator('h2').count()).toBe(0));
  // The empty text says where to start.
  expect(await editor(page).locator('[data-placeholder]').getAttribute('data-placeholder')).toBe(words.editor.bodyPlaceholder.journal);
});
