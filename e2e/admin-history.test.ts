// History in a real browser against the compiled binary: the admin saves a new hero title in both languages, opens
// the field's history (in English, then in Chinese), restores the text it replaced and sees it on the home page in both
// languages; deletes a service and brings it back from "Deleted" under its own id; axe finds nothing in the dialog.
import { expect, test } from 'bun:test';
import type { Service } from '../src/contract';
import { adminEn } from '../web/i18n/admin-en';
import { adminZh } from '../web/i18n/admin-zh';
import { fill } from '../web/lib/i18n';
import { axeViolations } from './axe';
import { chooseSection, saveContent } from './content-nav';
import { eventually, siteInBrowser } from './site-in-browser';

const PASSWORD = 'admin-history-password';
const site = siteInBrowser({ password: PASSWORD });
const t = adminEn;
const NEW_TITLE = { en: 'Software Made To Measure', zh: '量身訂做的軟體' };

const heroTitle = async () => (await (await fetch(`${site.server.url}/api/content/home`)).json()).hero.title as { en: string; zh: string };
const h1 = async (path: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s.exec(await (await fetch(`${site.server.url}${path}`)).text())?.[1]?.replace(/<[^>]+>/g, '');

test('edit, save, open the history, restore the replaced text: the site shows it again in both languages', async () => {
  const original = await heroTitle();
  const context = await site.newContext({ bypassCSP: true }); // axe is injected as a script
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => void errors.push(error.message));
  await site.signIn(page);

  const field = page.getByRole('group', { name: t.content.fields['hero.title'], exact: true });
  await field.getByLabel(t.content.english, { exact: true }).fill(NEW_TITLE.en);
  await field.getByLabel(t.content.chinese, { exact: true }).fill(NEW_TITLE.zh);
  await page.getByRole('button', { name: t.content.save, exact: true }).click();
  await eventually(async () => expect(await heroTitle()).toEqual(NEW_TITLE));
  expect(await h1('/')).toBe(NEW_TITLE.en);

  const name = t.content.fields['hero.title'];
  await field.getByRole('button', { name: fill(t.history.openFor, { name }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fill(t.history.title, { name }) });
  await dialog.waitFor();
  // The one version: when and by whom, and in both languages the text it replaced beside the text it became.
  await dialog.getByText(t.history.before, { exact: true }).first().waitFor();
  for (const [field, was, became] of [
    ['en', original.en, NEW_TITLE.en],
    ['zh', original.zh, NEW_TITLE.zh],
  ] as const) {
    const change = dialog.locator(`[data-change="${field}"]`);
    expect(await change.locator('dd p').allInnerTexts()).toEqual([was, became]);
    expect(await change.locator('dd span').allInnerTexts()).toEqual([t.history.before.toUpperCase(), t.history.after.toUpperCase()]);
  }
  await expect(dialog.getByText(/ · admin$/).count()).resolves.toBe(1);
  expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });

  await dialog.getByRole('button', { name: t.history.restore, exact: true }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: t.history.restored }).waitFor();
  await eventually(async () => expect(await heroTitle()).toEqual(original));
  expect(await h1('/')).toBe(original.en);
  expect(await h1('/?lang=zh')).toBe(original.zh);
  // The restore is itself a version: two entries now, the newest saying what it was.
  await dialog.getByText(t.history.wasRestore, { exact: true }).waitFor();
  await expect(dialog.getByRole('listitem').count()).resolves.toBe(2);
  // The editor shows the restored text as the stored value.
  await dialog.getByRole('button', { name: t.history.close, exact: true }).click();
  await eventually(async () => expect(await field.getByLabel(t.content.english, { exact: true }).inputValue()).toBe(original.en));

  // The same dialog in Chinese.
  await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  await page.reload();
  const zhName = adminZh.content.fields['hero.title'];
  await page
    .getByRole('group', { name: zhName, exact: true })
    .getByRole('button', { name: fill(adminZh.history.openFor, { name: zhName }), exact: true })
    .click();
  const zhDialog = page.getByRole('dialog', { name: fill(adminZh.history.title, { name: zhName }) });
  await zhDialog.getByText(adminZh.history.wasRestore, { exact: true }).waitFor();
  await expect(zhDialog.getByRole('button', { name: adminZh.history.restore, exact: true }).count()).resolves.toBe(2);
  expect(errors).toEqual([]);
});

test('a deleted service comes back from "Deleted" under its own id, on /services again', async () => {
  const services = async () => (await (await fetch(`${site.server.url}/api/services`)).json()) as Service[];
  const [first] = await services();
  const context = await site.newContext();
  const page = await context.newPage();
  await site.signIn(page);
  await chooseSection(page, 'services');
  // Delete waits in the row's "More actions" menu.
  await page.getByRole('button', { name: fill(t.lists.moreActions, { title: first!.titleEn }), exact: true }).click();
  await page.getByRole('button', { name: fill(t.lists.deleteEntry, { title: first!.titleEn }), exact: true }).click();
  await saveContent(page);
  await eventually(async () => expect((await services()).map((s) => s.id)).not.toContain(first!.id));

  await page.getByText(fill(t.history.deletedTitle, { count: '1' }), { exact: true }).click();
  await page.getByRole('button', { name: t.history.restoreEntry, exact: true }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: t.history.entryRestored }).waitFor();
  await eventually(async () => expect((await services()).find((s) => s.id === first!.id)).toEqual(first));
  expect(await (await fetch(`${site.server.url}/services`)).text()).toContain(first!.titleEn);
  await expect(page.getByText(fill(t.history.deletedTitle, { count: '1' }), { exact: true }).count()).resolves.toBe(0);
});
