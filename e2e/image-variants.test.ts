// Photos as light as text, on the compiled binary in Chromium (decision 0104): a real 10-megapixel JPEG uploaded, the
// site stopped while its variants are being made and started again (the work is finished), then an article with it
// as its cover: a 390 px phone fetches the 480-pixel AVIF and nothing larger, a 1280 px screen a larger one, neither
// the 4,000-pixel upload. The admin sets the photo's focus with a click, sees its crops move, and the page's cover
// keeps that point in view.
import { Database } from 'bun:sqlite';
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminEn } from '../web/i18n/admin-en';
import { launchBrowser } from './browser';
import { eventually } from './eventually';
import { makePhoto } from './fixtures/photo';
import { adminCookie, freshSite, type BinarySite } from './site-binary';

const PASSWORD = 'image-variants-e2e-password';
const sites = freshSite({ after: 'all' });
let browser: Browser;
let folder: string;
let site: BinarySite;
let cookie: string;
let photo: string;

beforeAll(async () => {
  browser = await launchBrowser();
  folder = sites.folder();
  site = await sites.start(folder, { ADMIN_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await browser?.close();
});

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${site.url}${path}`, {
    method,
    headers: { cookie, origin: site.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const signInByApi = async () => {
  cookie = await adminCookie(site.url, PASSWORD);
};
const variantsOf = async (path: string) =>
  ((await (await call('GET', '/api/media')).json()) as { path: string; variants: string }[]).find((image) => image.path === path)?.variants;

test('a 10 MP photo gets its variants in the background, also across a restart half-way', async () => {
  await signInByApi();
  // A new site's sample pictures came with their variants made (decision 0226): ready from its first request.
  const seeded = (await (await call('GET', '/api/media')).json()) as { path: string; variants: string }[];
  expect(seeded.length).toBeGreaterThan(40);
  expect(seeded.filter((image) => image.variants !== 'ready').map((image) => image.path)).toEqual([]);
  const bytes = await makePhoto();
  expect(bytes.byteLength).toBeGreaterThan(1_000_000);
  const uploaded = await fetch(`${site.url}/api/media`, {
    method: 'POST',
    headers: { cookie, origin: site.url, 'content-type': 'image/jpeg' },
    body: bytes,
  });
  expect(uploaded.status).toBe(201);
  photo = ((await uploaded.json()) as { path: string }).path;
  // The upload answered before its variants: they are being made now. Stopped half-way, the site leaves it waiting.
  expect(await variantsOf(photo)).toBe('pending');
  await Bun.sleep(700);
  expect(await site.stop()).toBe(0);
  const db = new Database(join(folder, 'data', 'site.db'), { readonly: true });
  const sha256 = photo.slice(7, 71);
  expect(db.query('SELECT variants FROM media WHERE sha256 = ?').get(sha256)).toEqual({ variants: 'pending' });
  expect(db.query('SELECT count(*) AS n FROM media_variants WHERE sha256 = ?').get(sha256)).toEqual({ n: 0 });
  db.close();

  // Started again, it finishes the work by itself, at the lowest priority, so on a machine busy with other suites it
  // may take minutes. The sample images came with theirs made (decision 0226): none is ahead of it.
  site = await sites.start(folder, { ADMIN_PASSWORD: PASSWORD });
  await signInByApi();
  await eventually(async () => expect(await variantsOf(photo)).toBe('ready'), 600_000);
  for (const variant of [`-480.avif`, `-1920.avif`, `-960.webp`]) {
    const res = await fetch(`${site.url}/media/${sha256}${variant}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, `image/${variant.split('.')[1]}`]);
  }
}, 720_000);

/** The files of the photo (the upload, its variants) `page` fetched while `load` ran: the ends of their names. */
async function mediaFetched(page: Page, load: () => Promise<unknown>): Promise<string[]> {
  const fetched: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`/media/${photo.slice(7, 71)}`)) fetched.push(url.pathname.slice(7 + 64));
  });
  await load();
  await page.waitForLoadState('networkidle');
  return fetched;
}

test('a phone fetches the AVIF of the width it needs, a wide screen a larger one, neither the upload', async () => {
  const text = (title: string) => ({ title, summary: 'A photo at every width.', body: 'Words.', coverAlt: 'A field at dusk', tags: [] });
  const made = await call('POST', '/api/admin/pieces/journal', {
    slug: 'light',
    authorId: null,
    coverImage: photo,
    en: text('Light'),
    zh: text('光'),
  });
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: number };
  expect((await call('PUT', `/api/admin/pieces/journal/${id}/en/state`, { state: 'published' })).status).toBe(200);

  const phone = await (await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } })).newPage();
  // The cover is 390 − 40 = 350 px wide: the 480-pixel AVIF is the narrowest that fills it.
  expect(await mediaFetched(phone, () => phone.goto('/blog/light?lang=en'))).toEqual(['-480.avif']);
  const cover = phone.getByRole('img', { name: 'A field at dusk' });
  expect(await cover.evaluate((img: HTMLImageElement) => [img.currentSrc.slice(-9), img.complete])).toEqual(['-480.avif', true]);

  const wide = await (await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 800 } })).newPage();
  // 48rem = 768 px wide: the 960-pixel one.
  expect(await mediaFetched(wide, () => wide.goto('/blog/light?lang=en'))).toEqual(['-960.avif']);
  await phone.context().close();
  await wide.context().close();
}, 60_000);

test('the admin sets the focus with a click and sees the crops; every crop on the pages keeps it in view', async () => {
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel(adminEn.login.username, { exact: true }).fill('admin');
  await page.getByLabel(adminEn.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: adminEn.login.submit, exact: true }).click();
  await page.getByRole('region', { name: adminEn.content.bar.label, exact: true }).waitFor();
  await page.goto('/admin/dashboard/images');
  // Its thumbnail chosen, its details and actions are in the side panel.
  await page.locator(`[data-image-thumb="${photo}"]`).click();
  const row = page.locator(`[data-image-details="${photo}"]`);
  // It says its sizes are made, at which widths, under "Technical details" (decision 0248).
  await row.getByText(adminEn.images.technical, { exact: true }).click();
  await row.getByText('480 · 960 · 1440 · 1920', { exact: false }).waitFor();
  await row.getByRole('button', { name: /^Set focus of the image uploaded/ }).click();
  const dialog = page.getByRole('dialog', { name: adminEn.images.focus.title });
  const crops = dialog.locator('img[data-shape]');
  expect(await crops.evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).objectPosition))).toEqual([
    '50% 50%',
    '50% 50%',
    '50% 50%',
  ]);

  // A click where the subject is: a fifth across, four fifths down.
  const photoBox = (await dialog.locator('[data-part="focus-photo"] img').boundingBox())!;
  await page.mouse.click(photoBox.x + photoBox.width * 0.2, photoBox.y + photoBox.height * 0.8);
  await dialog.getByText('Focus point: 20% across, 80% down', { exact: true }).waitFor();
  await eventually(async () =>
    expect(await crops.evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).objectPosition))).toEqual([
      '20% 80%',
      '20% 80%',
      '20% 80%',
    ]),
  );
  // The arrow keys move it too, from the point itself.
  await dialog.getByRole('button', { name: 'Focus point: 20% across, 80% down' }).press('ArrowRight');
  await dialog.getByRole('button', { name: 'Focus point: 25% across, 80% down' }).waitFor();
  await dialog.getByRole('button', { name: adminEn.images.focus.save, exact: true }).click();
  await page.getByText(adminEn.images.focus.saved).waitFor();

  // The page's cover, cropped to 16:9 from a 3:2 photo, now keeps that point in view.
  const visitor = await (await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto('/blog/light?lang=en');
  const cover = visitor.getByRole('img', { name: 'A field at dusk' });
  expect(await cover.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('25% 80%');
  await visitor.context().close();
  await context.close();
}, 60_000);
