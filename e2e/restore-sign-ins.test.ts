// A restore cannot reopen a closed door (decision 0075), run the way the attack goes on the compiled binary: two browsers
// signed in, the other one takes a backup, the owner signs it out and changes the password, stops the site and runs
// `./site restore` on that backup — the other browser is back at the sign-in page, the old password fails, the new one
// works, and the command and the saved folder say which account is in force.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminEn } from '../web/i18n/admin-en';
import { launchBrowser } from './browser';
import { freshSite, type BinarySite } from './site-binary';

const PASSWORD = 'restore-sign-ins-password';
const NEW_PASSWORD = 'the owner’s new password 2026';
const fresh = freshSite({ after: 'all' });
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A browser of its own that signs in through the login page, as a person does. */
async function signedInBrowser(site: BinarySite): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel(adminEn.login.username, { exact: true }).fill('admin');
  await page.getByLabel(adminEn.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: adminEn.login.submit, exact: true }).click();
  await page.getByRole('region', { name: adminEn.content.bar.label, exact: true }).waitFor();
  return { context, page };
}
const login = (url: string, password: string) =>
  fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });

test('restore after "sign out everywhere else" and a new password: the other browser is signed out, the old password fails', async () => {
  const folder = fresh.folder();
  let site = await fresh.start(folder, { ADMIN_PASSWORD: PASSWORD });
  const owner = await signedInBrowser(site);
  const other = await signedInBrowser(site);
  const origin = { origin: site.url };

  // The other browser (a stolen session) takes a backup: the sessions table in it holds both.
  const backup = await other.context.request.post('/api/admin/backups', { headers: origin, data: {} });
  expect(backup.status()).toBe(201);
  const name = ((await backup.json()) as { name: string }).name;

  // The owner signs everyone else out and changes the password.
  expect((await owner.context.request.post('/api/admin/sessions/end-others', { headers: origin, data: {} })).status()).toBe(200);
  const changed = await owner.context.request.post('/api/admin/update-credentials', {
    headers: origin,
    data: { currentPassword: PASSWORD, username: 'admin', password: NEW_PASSWORD },
  });
  expect(changed.status()).toBe(200);
  expect((await other.context.request.get('/api/auth/user')).status()).toBe(401);

  // Stopped, restored from the other browser's backup, started again on the same folder.
  expect(await site.stop('SIGTERM')).toBe(0);
  const restore = Bun.spawnSync([join(folder, 'site'), 'restore', join('data', 'backups', name)], {
    cwd: folder,
    env: { ...process.env, HOST: '127.0.0.1' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const said = restore.stdout.toString();
  expect(restore.exitCode).toBe(0);
  expect(said).toContain('The administrator account in force is the one the site had until now: "admin"');
  expect(said).toContain('Every session, sign-in in progress and remembered device has ended');
  const saved = readdirSync(join(folder, 'data')).find((entry) => entry.startsWith('saved-before-restore-'))!;
  expect(readFileSync(join(folder, 'data', saved, 'README.txt'), 'utf8')).toContain(
    'The administrator account in force is the one the site had until now',
  );
  site = await fresh.start(folder, { ADMIN_PASSWORD: PASSWORD });
  const back = (page: Page) => page.goto(page.url().replace(/^http:\/\/[^/]+/, site.url));

  // The other browser's session is not back: its dashboard sends it to the sign-in page.
  expect((await other.context.request.get(`${site.url}/api/auth/user`)).status()).toBe(401);
  await back(other.page);
  await other.page.getByRole('button', { name: adminEn.login.submit, exact: true }).waitFor();
  // Nor is the owner's (every session ended); the old password fails, the new one signs in.
  expect((await owner.context.request.get(`${site.url}/api/auth/user`)).status()).toBe(401);
  expect((await login(site.url, PASSWORD)).status).toBe(401);
  expect((await login(site.url, NEW_PASSWORD)).status).toBe(200);
  await owner.context.close();
  await other.context.close();
}, 90_000);
