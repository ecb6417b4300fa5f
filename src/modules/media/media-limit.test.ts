// What bounds the images: MEDIA_LIMIT_MB caps their total, and an upload that would leave less than DISK_FREE_MIN_MB
// free on the data folder's disk is refused. Either refusal is a 507 in words that stores and records nothing.
import { afterEach, expect, test } from 'bun:test';
import { auditLog, media } from '../../../db/schema';
import { expectError, startSiteWithoutImages, type TestSite } from '../../testing/harness';
import { noisePng } from '../../testing/noise-image';

const MiB = 1024 * 1024;
const sites: TestSite[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.close()));
async function open(env: Record<string, string> = {}) {
  const site = await startSiteWithoutImages(env);
  sites.push(site);
  return { site, cookie: site.session() };
}
const upload = (site: TestSite, cookie: string, bytes: Uint8Array<ArrayBuffer>) =>
  site.app
    .handle(new Request('http://localhost/api/media', { method: 'POST', body: bytes, headers: { 'content-type': 'image/png', cookie } }))
    .then(async (res) => ({ status: res.status, json: (await res.json()) as any }));
const counts = (site: TestSite) => ({
  images: site.db.select().from(media).all().length,
  entries: site.db.select().from(auditLog).all().length,
});

test('MEDIA_LIMIT_MB: an upload past the cap is a 507 saying the store is full and to delete unused images; nothing is stored', async () => {
  const { site, cookie } = await open({ MEDIA_LIMIT_MB: '1' });
  const first = noisePng(400_000);
  expect((await upload(site, cookie, first)).status).toBe(201);
  expect((await upload(site, cookie, noisePng(400_000))).status).toBe(201);
  const before = counts(site);

  const refused = await upload(site, cookie, noisePng(400_000));
  expectError(refused, 507, 'insufficient_storage', { exact: true });
  expect(refused.json.error.message).toMatch(/media store is full/i);
  expect(refused.json.error.message).toMatch(/delete unused images/i);
  // Where: the Images tab, a tab of its own (no longer under Settings).
  expect(refused.json.error.message).toContain("the admin's Images tab, /admin/dashboard/images");
  expect(refused.json.error.message).toContain('MEDIA_LIMIT_MB');
  expect(counts(site)).toEqual(before);

  // The same bytes again take no room: still the stored image (200), even with the store full.
  expect((await upload(site, cookie, first)).status).toBe(200);
  // Deleting an unused image makes room.
  const [path] = (await site.call('GET', '/api/media', { cookie })).json.map((image: { path: string }) => image.path);
  expect((await site.call('DELETE', `/api${path}`, { cookie })).status).toBe(200);
  expect((await upload(site, cookie, noisePng(400_000))).status).toBe(201);
});

test('an upload that would leave less than DISK_FREE_MIN_MB free is a 507 about the disk; nothing is stored', async () => {
  const { site, cookie } = await open({ DISK_FREE_MIN_MB: '64' });
  site.deps.disk.freeBytes = () => 70 * MiB;
  expect((await upload(site, cookie, noisePng(300_000))).status).toBe(201);
  const before = counts(site);

  site.deps.disk.freeBytes = () => 64 * MiB + 200_000; // room on disk, but not for this image above the floor
  const refused = await upload(site, cookie, noisePng(300_000));
  expectError(refused, 507, 'insufficient_storage', { exact: true });
  expect(refused.json.error.message).toMatch(/disk/i);
  expect(refused.json.error.message).toContain('DISK_FREE_MIN_MB');
  expect(counts(site)).toEqual(before);

  // A disk whose free space cannot be read does not block uploads (the write itself still fails clearly if full).
  site.deps.disk.freeBytes = () => null;
  expect((await upload(site, cookie, noisePng(300_000))).status).toBe(201);
});
