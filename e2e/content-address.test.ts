// The content tab's page is in the address, against the compiled binary in Chromium: choosing a page names it, a reload
// keeps it, Back returns to the page before, and Back with an unsaved edit asks first (staying keeps the text and the
// address). Like the settings' sections (e2e/admin-settings.test.ts).
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { adminEn } from '../web/i18n/admin-en';
import { chooseSection } from './content-nav';
import { siteInBrowser } from './site-in-browser';

const site = siteInBrowser({ password: 'content-address-password' });
const t = adminEn;

const path = (page: Page) => new URL(page.url()).pathname;
/** The page the editor shows: its title at the top of the editor, the page's name first (decision 0244: with one part
 *  shown alone it reads "Pricing › Top of the page"). Attached, not visible: with the preview open at 1280 px the part
 *  picker above names the page, and the title is for screen readers only. */
const shownPage = (page: Page) => page.locator('h2[data-content-title]').filter({ hasText: new RegExp(`^${t.content.sections.pricing}`) });

test('a page of the content tab has its own address: reload keeps it, Back leaves it, an unsaved edit is asked about', async () => {
  const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await site.signIn(page);
  await chooseSection(page, 'pricing', t, false);
  await page.waitForURL('**/admin/dashboard/content/pricing');
  await shownPage(page).waitFor({ state: 'attached' });

  await page.reload();
  await shownPage(page).waitFor({ state: 'attached' });
  expect(path(page)).toBe('/admin/dashboard/content/pricing');

  // Back: the page before (pricing), shown without a reload.
  await chooseSection(page, 'services', t, false);
  await page.waitForURL('**/admin/dashboard/content/services');
  await page.goBack();
  await page.waitForURL('**/admin/dashboard/content/pricing');
  await shownPage(page).waitFor({ state: 'attached' });

  // An unsaved edit, then Back: the question comes; "stay" keeps the page, the text and the page's address.
  const field = page
    .getByRole('group', { name: t.content.fields['hero.title'], exact: true })
    .getByLabel(t.content.english, { exact: true });
  await field.fill('An edit not saved yet');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.goBack();
  await page.waitForURL('**/admin/dashboard/content/pricing');
  await shownPage(page).waitFor({ state: 'attached' });
  expect(await field.inputValue()).toBe('An edit not saved yet');
});
