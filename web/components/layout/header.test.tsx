// The header's links: product.md's four pages in their order with the client stories and the journal among them, and the
// section a visitor is in marked current, on its inner pages too (an article marks Journal, a story Client stories).
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { renderInApp } from '../../testing/render';
import { Header } from './header';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const mainNav = (name: string) => within(screen.getAllByRole('navigation', { name, hidden: true })[0]!);

test("six links in order: product.md's four, then after a hairline the client stories and the journal", async () => {
  await renderInApp(<Header />);
  const nav = screen.getAllByRole('navigation', { name: en.nav.main, hidden: true })[0]!;
  const links = within(nav).getAllByRole('link', { hidden: true });
  expect(links.map((link) => link.textContent)).toEqual([
    en.pages.home,
    en.pages.services,
    en.pages.pricing,
    en.pages.contact,
    en.pages.work,
    en.pages.journal,
  ]);
  // The hairline between the groups, for the eye alone; the second pair a step lighter from 1024 px unless current.
  const rule = links[3]!.nextElementSibling!;
  expect(rule.getAttribute('aria-hidden')).toBe('true');
  expect(rule.nextElementSibling).toBe(links[4]!);
  expect(links[4]!.className).toContain('lg:font-normal');
  expect(links[0]!.className).not.toContain('lg:font-normal');
});

for (const [path, page] of [
  ['/blog', 'journal'],
  ['/blog/the-spreadsheet-that-ran-a-factory', 'journal'],
  ['/blog/tag/automation', 'journal'],
  ['/work/kestrel-precision-scheduling', 'work'],
  ['/pricing', 'pricing'],
] as const) {
  test(`${path} marks ${page} as the current section`, async () => {
    window.history.replaceState(null, '', path);
    await renderInApp(<Header />, { lang: 'zh' });
    const current = mainNav(zh.nav.main)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([zh.pages[page]]);
  });
}

test('a page outside the six (the privacy notice) marks none', async () => {
  window.history.replaceState(null, '', '/privacy');
  await renderInApp(<Header />);
  expect(document.querySelectorAll('header [aria-current]').length).toBe(0);
});

test('the call to action leads to the contact page, and on the contact page to its form, in the same solid pill', async () => {
  window.history.replaceState(null, '', '/pricing');
  await renderInApp(<Header />);
  const starts = screen.getAllByRole('link', { name: en.nav.start, hidden: true });
  // One while the menu is closed: in the row from 640 px (below it the open menu draws it at its foot, decision 0174).
  expect(starts).toHaveLength(1);
  for (const start of starts) expect(start.getAttribute('href')).toMatch(/^\/contact(\?|$)/);
  const pill = starts[0]!.className;
  cleanup();
  window.history.replaceState(null, '', '/contact');
  await renderInApp(<Header />, { lang: 'zh' });
  // There it would lead to the page you are on (round 13): it leads to the form instead, drawn as on every other page
  // (decision 0269, round 32: a quiet outline on /contact alone read as a second style).
  const here = screen.getAllByRole('link', { name: zh.nav.start, hidden: true });
  expect(here).toHaveLength(1);
  expect(here[0]!.getAttribute('href')).toBe('#send-a-message');
  expect(here[0]!.className).toBe(pill);
});

test('on a phone the language switch stays in the row as a chip, the theme waits in the menu; both in the row from 640 px', async () => {
  await renderInApp(<Header />);
  // Closed, the page names its other language once (the header's switch, a crawler's alternate).
  const row = screen.getAllByRole('link', { name: new RegExp(en.nav.switchLanguage), hidden: true });
  expect(row).toHaveLength(1);
  // Round 21: in view at every width, below 640 px a compact 44 px chip (中) beside the menu's toggle, no icon; a real
  // link to the page in the other language, as the menu's.
  const chip = row[0]!;
  expect(chip.closest('.max-sm\\:hidden')).toBeNull();
  expect(chip.className).toContain('h-11');
  expect(chip.className).toContain('min-w-11');
  expect(chip.textContent).toContain(en.nav.otherLanguageShort);
  // Drawn as a chip, and the theme's button left to the menu, below 640 px by the stylesheet's `row-switches` rule.
  expect(chip.parentElement?.classList.contains('row-switches')).toBe(true);
  const theme = [...document.querySelectorAll('header button')].find((b) =>
    b.getAttribute('aria-label')?.startsWith(en.nav.theme.split('{')[0]!),
  );
  expect(theme?.parentElement).toBe(chip.parentElement);
  fireEvent.click(screen.getByRole('button', { name: en.nav.openMenu }));
  const menu = within(document.getElementById('mobile-menu')!);
  expect(menu.getAllByRole('link', { name: new RegExp(en.nav.switchLanguage), hidden: true })).toHaveLength(1);
  expect(menu.getAllByRole('button', { hidden: true })).toHaveLength(1);
  expect(screen.getAllByRole('link', { name: new RegExp(en.nav.switchLanguage), hidden: true })).toHaveLength(2);
  expect(menu.getByRole('link', { name: new RegExp(en.nav.switchLanguage), hidden: true }).getAttribute('href')).toBe(
    chip.getAttribute('href'),
  );
});
