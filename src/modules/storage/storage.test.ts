// GET /api/admin/storage: what the images take against MEDIA_LIMIT_MB and what the disk has left against
// DISK_FREE_MIN_MB, and whether either is low enough for the admin to be warned. Admin only.
import { afterEach, expect, test } from 'bun:test';
import { expectError, startSiteWithoutImages, type TestSite } from '../../testing/harness';
import { noisePng } from '../../testing/noise-image';

const MiB = 1024 * 1024;
const sites: TestSite[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.close()));
async function open(env: Record<string, string> = {}) {
  const site = await startSiteWithoutImages(env);
  sites.push(site);
  site.deps.disk.freeBytes = () => 500 * MiB;
  return { site, cookie: site.session() };
}
const status = async (site: TestSite, cookie: string) => {
  const res = await site.call('GET', '/api/admin/storage', { cookie });
  expect(res.status).toBe(200);
  return res.json;
};

test('a new site: no images, plenty of room, nothing low', async () => {
  const { site, cookie } = await open({ MEDIA_LIMIT_MB: '2', DISK_FREE_MIN_MB: '64' });
  expect(await status(site, cookie)).toEqual({
    mediaBytes: 0,
    mediaLimitBytes: 2 * MiB,
    diskFreeBytes: 500 * MiB,
    diskFreeMinBytes: 64 * MiB,
    low: { disk: false, media: false },
  });
});

test('images past 90% of MEDIA_LIMIT_MB are low; so is free space under DISK_FREE_MIN_MB', async () => {
  const { site, cookie } = await open({ MEDIA_LIMIT_MB: '1', DISK_FREE_MIN_MB: '64' });
  const image = noisePng(950_000);
  const res = await site.app.handle(
    new Request('http://localhost/api/media', { method: 'POST', body: image, headers: { 'content-type': 'image/png', cookie } }),
  );
  expect(res.status).toBe(201);
  expect(await status(site, cookie)).toMatchObject({ mediaBytes: image.length, low: { disk: false, media: true } });
  site.deps.disk.freeBytes = () => 10 * MiB;
  expect(await status(site, cookie)).toMatchObject({ diskFreeBytes: 10 * MiB, low: { disk: true, media: true } });
  // A disk that cannot be measured is not reported low.
  site.deps.disk.freeBytes = () => null;
  expect(await status(site, cookie)).toMatchObject({ diskFreeBytes: null, low: { disk: false } });
});

test('anonymous: 401', async () => {
  const { site } = await open();
  expectError(await site.call('GET', '/api/admin/storage'), 401, 'unauthorized', { exact: true });
});
