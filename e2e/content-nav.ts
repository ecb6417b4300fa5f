// How a browser test goes to a page or a part of it in the content tab: the side list on a wide screen (or the page and
// part picker where the side list gives way: a laptop beside the preview; on a phone the one picker of both, its values
// "page/part"), as the owner would.
import type { Page } from 'playwright-core';
import type { Section } from '../src/contract';
import { adminEn, type AdminDictionary } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';

/** The admin's strings in the language the page is in. */
export const dictionaryOf = async (page: Page): Promise<AdminDictionary> =>
  (await page.evaluate(() => document.documentElement.lang)).startsWith('zh') ? adminZh : adminEn;

const sideList = (page: Page, t: AdminDictionary) => page.getByRole('navigation', { name: t.content.nav.label, exact: true });

/**
 * Opens the content tab's page for `section` (the side list's page button, or the page select), whole unless `whole` is
 * false (a page opens at its first part: the tests that choose a page then work through all of it ask for the whole).
 */
export async function chooseSection(page: Page, section: Section, t: AdminDictionary = adminEn, whole = true) {
  const select = page.locator('#content-section');
  const place = page.locator('#content-place');
  if (await place.count()) {
    // The phone's one picker: the page whole, or at its first part (as a page opens).
    if ((await place.inputValue()).startsWith(`${section}/`) && !whole) return;
    const first = await place.locator(`option[value^="${section}/"]`).nth(1).getAttribute('value');
    await place.selectOption(whole ? `${section}/all` : first!);
    return;
  }
  if (await select.isVisible()) await select.selectOption(section);
  else await sideList(page, t).getByRole('button', { name: t.content.sections[section], exact: true }).click();
  if (whole) await showWholePage(page, section, t);
}

/** Shows the whole page being edited, if one part of it is shown alone (and the page is `section`: not stayed on). */
export async function showWholePage(page: Page, section: Section, t: AdminDictionary = adminEn) {
  const place = page.locator('#content-place');
  if (await place.count()) {
    const at = await place.inputValue();
    if (at.startsWith(`${section}/`) && at !== `${section}/all`) await place.selectOption(`${section}/all`);
    return;
  }
  const open = page.locator('#content-section');
  const here = (await open.isVisible())
    ? (await open.inputValue()) === section
    : (await sideList(page, t).locator('[aria-current="page"]').textContent())?.trim() === t.content.sections[section];
  if (!here) return;
  // Where the picker shows, the part select's first choice (on a phone the only way: review round 21).
  const part = page.locator('#content-part');
  if (await part.isVisible()) {
    if ((await part.inputValue()) !== 'all') await part.selectOption('all');
    return;
  }
  const button = page.getByRole('button', { name: t.content.nav.showWhole.replace('{{page}}', t.content.sections[section]), exact: true });
  if (await button.first().isVisible()) await button.first().click();
}

/** Goes to a part (named as the navigation names it) of the page being edited. */
export async function choosePart(page: Page, section: Section, part: string, t: AdminDictionary = adminEn) {
  const place = page.locator('#content-place');
  if (await place.count()) {
    // The part's option under its page's group (another page's part may have the same name).
    const value = await place
      .locator(`optgroup[label="${t.content.sections[section]}"] option`)
      .filter({ hasText: new RegExp(`^(● )?${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .first()
      .getAttribute('value');
    await place.selectOption(value!);
    return;
  }
  const select = page.locator('#content-part');
  if (await select.isVisible()) {
    await chooseSection(page, section, t);
    await select.selectOption({ label: part });
    return;
  }
  const nav = sideList(page, t);
  const group = nav.getByRole('button', { name: t.content.nav.partsOf.replace('{{page}}', t.content.sections[section]), exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await nav.locator(`#content-nav-${section}`).getByRole('button', { name: part, exact: true }).click();
}

/** The content tab's one "Save Changes" (its bar at the foot of the screen); waits until the bar says all is saved. */
export async function saveContent(page: Page, t: AdminDictionary = adminEn) {
  const bar = page.getByRole('region', { name: t.content.bar.label, exact: true });
  await bar.getByRole('button', { name: t.content.save, exact: true }).click();
  await bar.and(page.locator('[data-state="saved"]')).waitFor({ timeout: 15_000 });
}
