// The content tab's way around, in Chromium against the compiled binary: the side list shows a part alone (in the
// address, with the parts before and after it) or the whole page, and its page groups fold; on a phone the page and
// part picker does the same; "Current" shows only under a changed input; the save
// bar stays in view while something is unsaved, and once saved says when at the page's end; the preview sits beside the editor at
// 1280 px, stays in view (sticky), follows the part chosen, and opening it leaves the page's width as it was; no axe
// violation, light or dark.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { SECTIONS } from '../src/contract';
import { adminEn } from '../web/i18n/admin-en';
import { fill } from '../web/lib/i18n';
import { THEME_KEY } from '../web/lib/theme';
import { axeViolations } from './axe';
import { choosePart } from './content-nav';
import { eventually, siteInBrowser } from './site-in-browser';

const PASSWORD = 'content-navigation-password';
const site = siteInBrowser({ password: PASSWORD });
const t = adminEn;

const sideList = (page: Page) => page.getByRole('navigation', { name: t.content.nav.label, exact: true });
const bar = (page: Page) => page.getByRole('region', { name: t.content.bar.label, exact: true });
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
/** A part shown alone: its block starting in the top half of the window, the page's other parts not drawn. */
const alone = async (page: Page, section: string, part: string, other: string) => {
  const top = (await box(page, `#edit-${section}-${part}`)).y;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(page.viewportSize()!.height / 2);
  expect(await page.locator(`#edit-${section}-${other}`).isVisible()).toBe(false);
  expect(new URL(page.url()).pathname).toBe(`/admin/dashboard/content/${section}/${part}`);
};
/** Whether the element is wholly inside the window. */
const inView = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= -1 && r.bottom <= window.innerHeight + 1 && r.height > 0;
    });
const noViolations = async (page: Page, where: string) =>
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });

test('at 1280 px: the side list shows a part alone (in the address, with the parts around it), folds its groups, goes to another page’s part; Current only when changed; the bar stays while unsaved, then says saved', async () => {
  const page = await (await site.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } })).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => void errors.push(error.message));
  await site.signIn(page);
  await sideList(page).waitFor();
  expect(await page.locator('#content-section').isVisible()).toBe(false); // the picker is the phone's
  // The tab opens one part at a time: home's first part alone, its part marked in the list. With nothing to save the bar
  // is a quiet line at the editor's end, not docked, its Save Changes in sight (decision 0199); it docks once there is
  // something to save.
  await page.locator('#edit-home-hero').waitFor(); // the texts are here
  expect(await page.locator('#edit-home-team').isVisible()).toBe(false);
  expect(await sideList(page).getByRole('button', { name: t.content.groups.hero, exact: true }).getAttribute('aria-current')).toBe(
    'location',
  );
  expect(await bar(page).evaluate((el) => getComputedStyle(el).position)).not.toBe('sticky');
  expect(await bar(page).getByRole('button', { name: t.content.save, exact: true }).isVisible()).toBe(true);

  // A part shown alone at the top of the editor, in the address, taking the focus; the list marks it.
  const team = sideList(page).getByRole('button', { name: t.content.groups.team, exact: true });
  await team.click();
  await eventually(() => alone(page, 'home', 'team', 'hero'));
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('edit-home-team');
  expect(await team.getAttribute('aria-current')).toBe('location');
  // Under it, the parts before and after; Next shows the quotes alone (home's order: the values with how we work, the
  // team, then the quotes; decision 0218). A reload keeps the part.
  const steps = page.getByRole('navigation', { name: t.content.nav.steps, exact: true });
  expect(await steps.getByRole('button', { name: fill(t.content.nav.previous, { part: t.lists.kinds.steps.title }) }).isVisible()).toBe(
    true,
  );
  await steps.getByRole('button', { name: fill(t.content.nav.next, { part: t.lists.kinds.testimonials.title }) }).click();
  await eventually(() => alone(page, 'home', 'testimonials', 'team'));
  await page.reload();
  await eventually(() => alone(page, 'home', 'testimonials', 'team'), 10_000);
  await team.click();
  await eventually(() => alone(page, 'home', 'team', 'hero'));

  // Groups fold and unfold; another page's group opens and its part takes the editor to that page and part.
  const homeGroup = sideList(page).getByRole('button', {
    name: fill(t.content.nav.partsOf, { page: t.content.sections.home }),
    exact: true,
  });
  expect(await homeGroup.getAttribute('aria-expanded')).toBe('true');
  await homeGroup.click();
  expect(await homeGroup.getAttribute('aria-expanded')).toBe('false');
  expect(await team.isVisible()).toBe(false);
  await homeGroup.click();
  expect(await team.isVisible()).toBe(true);
  const servicesGroup = sideList(page).getByRole('button', {
    name: fill(t.content.nav.partsOf, { page: t.content.sections.services }),
    exact: true,
  });
  expect(await servicesGroup.getAttribute('aria-expanded')).toBe('false');
  await choosePart(page, 'services', t.content.groups.caseStudies);
  await eventually(async () =>
    expect((await sideList(page).locator('[aria-current="page"]').textContent())?.trim()).toBe(t.content.sections.services),
  );
  await eventually(() => alone(page, 'services', 'caseStudies', 'hero'), 10_000);
  await page.getByRole('group', { name: t.content.fields['caseStudies.title'], exact: true }).waitFor();

  // Back on home, the whole page: no "Current" line anywhere until a text is changed, then one, under that input only.
  await choosePart(page, 'home', t.content.groups.hero);
  await eventually(() => alone(page, 'home', 'hero', 'team'));
  await page.getByRole('button', { name: fill(t.content.nav.showWhole, { page: t.content.sections.home }), exact: true }).click();
  await page.locator('#edit-home-team').waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/dashboard/content/home/all');
  const current = page.locator('main').getByText(/^Current: /);
  const heroTitle = page.getByRole('group', { name: t.content.fields['hero.title'], exact: true });
  const english = heroTitle.getByLabel(t.content.english, { exact: true });
  await eventually(async () => expect(await english.inputValue()).not.toBe(''));
  expect(await current.count()).toBe(0);
  const stored = await english.inputValue();
  await english.fill(`${stored} (edited)`);
  await eventually(async () => expect(await current.count()).toBe(1));
  expect(await heroTitle.getByText(fill(t.content.current, { value: stored }), { exact: true }).isVisible()).toBe(true);

  // The bar stays in the window wherever the editor is scrolled to, with the edit counted.
  for (const y of [0, 1500, 3000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await eventually(async () => expect(await inView(page, 'section[aria-label="Unsaved changes"]')).toBe(true));
  }
  expect(await bar(page).getByText(t.content.bar.one, { exact: true }).isVisible()).toBe(true);
  await noViolations(page, 'content tab with an unsaved edit, light');

  // Saved (the toast says so where the owner is): the bar leaves the window's foot; a quiet line at the page's end says
  // when (decision 0180: the bar shows only while something is unsaved).
  await bar(page).getByRole('button', { name: t.content.save, exact: true }).click();
  const saved = bar(page).getByText(new RegExp(`^${t.content.bar.saved.split('{{time}}')[0]}\\d{1,2}:\\d{2}`));
  await saved.waitFor();
  expect(await current.count()).toBe(0);
  expect(await bar(page).evaluate((el) => getComputedStyle(el).position)).not.toBe('sticky');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await eventually(async () => expect(await inView(page, 'section[aria-label="Unsaved changes"]')).toBe(true));
  expect(await saved.isVisible()).toBe(true);
  const home = (await (await fetch(`${site.server.url}/api/content/home`)).json()) as { hero: { title: { en: string } } };
  expect(home.hero.title.en).toBe(`${stored} (edited)`);

  // Dark theme (as the owner's stored choice): the tab with a changed text, no violation either.
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
  await page.reload();
  await english.waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await english.fill(`${stored} (dark)`);
  await eventually(async () => expect(await current.count()).toBe(1));
  await noViolations(page, 'content tab with an unsaved edit, dark');
  expect(errors).toEqual([]);
}, 120_000);

test('at 1280 px the preview sits beside the editor, stays in view, follows the chosen part, and the page keeps its width', async () => {
  const page = await (await site.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } })).newPage();
  await site.signIn(page);
  const widths = async () => ({
    main: (await box(page, 'main')).width,
    header: (await box(page, 'header .admin-x')).width,
  });
  const before = await widths();
  expect(before.main).toBe(before.header); // in line with the header
  await page.getByRole('button', { name: t.content.preview.show, exact: true }).click();
  const preview = page.locator('aside[data-preview]');
  await preview.waitFor();
  expect(await widths()).toEqual(before);

  // Beside the editor (to its right, level with it), as tall as the window less the sticky header (decision 0258) and its
  // margins, and whole in the window.
  const editor = await box(page, '#edit-home-hero');
  const aside = await box(page, 'aside[data-preview]');
  expect(aside.x).toBeGreaterThan(editor.x + editor.width - 1);
  expect(aside.y).toBeLessThan(editor.y + 40);
  expect(aside.height).toBeGreaterThan(600);
  expect(aside.y + aside.height).toBeLessThanOrEqual(800);

  // Sticky: after the editor scrolls a long way, the preview is still in the window.
  await page.evaluate(() => window.scrollTo(0, 2500));
  await eventually(async () => expect(await inView(page, 'aside[data-preview]')).toBe(true));

  // It follows the part chosen: the frame scrolls to the testimonials, which then sit at its top.
  const frame = page.frameLocator('iframe');
  await frame.locator('[data-part="hero"]').waitFor({ timeout: 15_000 });
  await choosePart(page, 'home', t.lists.kinds.testimonials.title);
  await eventually(async () => {
    const top = await frame.locator('[data-part="testimonials"]').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
    expect(await frame.locator('body').evaluate(() => window.scrollY)).toBeGreaterThan(500);
  }, 10_000);
  // The admin page around the frame stayed where the editor put it (only the frame scrolled).
  await eventually(() => alone(page, 'home', 'testimonials', 'team'));
  // On the whole page, focusing a field of another part makes that part the one followed.
  // With the preview open the picker stands in for the side list and the title is heard only (decision 0244): the way
  // back to the whole page is the part select's first choice.
  await choosePart(page, 'home', t.content.nav.wholePage);
  await page
    .getByRole('group', { name: t.content.fields['team.title'], exact: true })
    .getByLabel(t.content.english, { exact: true })
    .focus();
  await eventually(async () => {
    const top = await frame.locator('[data-part="team"]').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
  }, 10_000);
  // At 1280 px the picker stands in for the side list while the preview is open (the editor and the preview get half
  // each); the list, out of sight, still marks the part followed.
  expect(await sideList(page).isVisible()).toBe(false);
  expect(await page.locator('#content-nav-home [aria-current="location"]').textContent()).toBe(t.content.groups.team);
  await noViolations(page, 'content tab with the preview open, light');
}, 120_000);

test('on a phone the one page and part picker shows a part alone, and opens another page at its part', async () => {
  const page = await (await site.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await site.signIn(page);
  expect(await sideList(page).isVisible()).toBe(false);
  // One picker for both (decision 0222), named as the side list is; its page groups are the section selector.
  const part = page.locator('#content-place');
  expect(await part.getAttribute('aria-label')).toBe(t.content.nav.label);
  expect(await part.locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label')))).toEqual(
    SECTIONS.map((s) => t.content.sections[s]),
  );
  // It reads the place whole ("Home › Top of the page"), never cut.
  const shown = page.locator('[data-place-shown]');
  expect(await shown.textContent()).toBe(`${t.content.sections.home}›${t.content.groups.hero}`);
  expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await part.selectOption('home/cta');
  // Shown alone, under the picker, which stays at the top of the window; the part's heading in sight.
  await eventually(async () => {
    await alone(page, 'home', 'cta', 'hero');
    expect((await box(page, '#edit-home-cta')).y).toBeGreaterThan((await box(page, '#content-place')).y);
  });
  expect(await page.locator('#edit-home-cta-title').isVisible()).toBe(true);
  expect(await shown.innerText()).toContain(t.content.groups.cta);
  expect(await inView(page, '#content-place')).toBe(true);
  // The picker is a finger's size, and nearly the window's width (Preview beside it).
  expect((await box(page, '#content-place')).height).toBeGreaterThanOrEqual(44);
  expect((await box(page, '#content-place')).width).toBeGreaterThanOrEqual(240);
  expect(await page.locator('#content-place').evaluate((el) => el.closest('.sticky')!.getBoundingClientRect().height)).toBeLessThanOrEqual(
    64,
  );
  // Preview ends that line (review round 21), and no lone whole-page icon stands under it: each page's first choice is
  // the whole page.
  const preview = page.getByRole('button', { name: t.content.preview.show, exact: true });
  expect(await preview.evaluate((el) => el.closest('.sticky') !== null)).toBe(true);
  expect(Math.abs((await preview.boundingBox())!.y - (await box(page, '#content-place')).y)).toBeLessThan(4);
  expect(
    await page.getByRole('button', { name: fill(t.content.nav.showWhole, { page: t.content.sections.home }), exact: true }).count(),
  ).toBe(0);
  // With an edit unsaved, the one-line save bar takes the tab bar's place at the window's foot; saved, the tab bar is back.
  const ctaTitle = page
    .getByRole('group', { name: t.content.fields['cta.title'], exact: true })
    .getByLabel(t.content.english, { exact: true });
  const was = await ctaTitle.inputValue();
  await ctaTitle.fill(`${was} (phone)`);
  await eventually(async () => expect(await page.locator('[data-tab-bar]').isVisible()).toBe(false));
  const saveBar = (await box(page, 'section[data-save-bar="replace"]'))!;
  expect(saveBar.height).toBeLessThanOrEqual(64);
  expect(saveBar.y + saveBar.height).toBeGreaterThan(844 - 2);
  expect(await bar(page).getByText(t.content.bar.oneShort, { exact: true }).isVisible()).toBe(true);
  await bar(page).getByRole('button', { name: t.content.bar.discard, exact: true }).click();
  await eventually(async () => expect(await page.locator('[data-tab-bar]').isVisible()).toBe(true));

  await part.selectOption('pricing/hero');
  // Another page opens at the part chosen.
  await page.locator('#edit-pricing-hero').waitFor();
  expect(await part.inputValue()).toBe('pricing/hero');
  expect(await page.getByRole('group', { name: t.content.fields['customSolution.title'], exact: true }).isVisible()).toBe(false);
  await part.selectOption('pricing/plans');
  await eventually(() => alone(page, 'pricing', 'plans', 'hero'));
  await noViolations(page, 'content tab on a phone, light');
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
  await page.reload();
  await page.locator('#content-place').waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await noViolations(page, 'content tab on a phone, dark');
}, 120_000);

test('at 1100 px the preview opens beside the editor and the picker stands in for the side list: a part shows just below it', async () => {
  const page = await (await site.newContext({ bypassCSP: true, viewport: { width: 1100, height: 760 } })).newPage();
  await site.signIn(page);
  expect(await sideList(page).isVisible()).toBe(true);
  await page.getByRole('button', { name: t.content.preview.show, exact: true }).click();
  await page.locator('aside[data-preview]').waitFor();
  expect(await sideList(page).isVisible()).toBe(false);
  await page.locator('#content-part').selectOption({ label: t.content.groups.features });
  await eventually(async () => {
    const picker = await box(page, '#content-part');
    const part = await box(page, '#edit-home-features');
    expect(part.y).toBeGreaterThan(picker.y + picker.height);
    expect(part.y).toBeLessThan(picker.y + picker.height + 120);
  });
  expect((await box(page, 'aside[data-preview]')).x).toBeGreaterThan((await box(page, '#edit-home-features')).x);
  await noViolations(page, 'content tab at 1100 px with the preview open');
}, 120_000);
