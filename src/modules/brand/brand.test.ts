// /api/brand through the real app on a real SQLite file: anyone reads the logo, only the signed-in admin on this site
// changes it; a path that names no uploaded image is refused and nothing changes; the chosen image cannot be deleted
// while it is the logo; null brings the built-in mark back; each change is one activity entry.
import { LOOK_NOT_MADE } from '../../testing/image-look';
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { siteBrand } from '../../../db/schema';
import type { AuditEntry, Brand } from '../../contract';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { png } from '../media/fixtures/images';

let site: TestSite;
let cookie: string;
beforeEach(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterEach(() => site.close());

const BUILT_IN: Brand = { logoPath: null, logoWidth: null, logoHeight: null };

async function upload(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const res = await site.app.handle(
    new Request('http://localhost/api/media', { method: 'POST', body: bytes, headers: { 'content-type': 'image/png', cookie } }),
  );
  return ((await res.json()) as { path: string }).path;
}
const brand = async () => (await site.call('GET', '/api/brand')).json as Brand;
const put = (body: unknown, as = cookie, headers?: Record<string, string>) => site.call('PUT', '/api/brand', { cookie: as, body, headers });
const activity = async () => (await site.call('GET', '/api/admin/audit?action=brand_update', { cookie })).json as AuditEntry[];

test('anyone reads the logo, without a cookie: the built-in mark (all null) on a fresh site', async () => {
  const res = await site.call('GET', '/api/brand');
  expect(res.status).toBe(200);
  expect(res.json).toEqual(BUILT_IN);
});

test('a visitor, a bogus session and another site are refused; nothing changes', async () => {
  const logo = await upload(png(120, 40));
  expectError(await put({ logoPath: logo }, ''), 401, 'unauthorized');
  expectError(await put({ logoPath: logo }, 'session=garbage'), 401, 'unauthorized');
  expectError(await put({ logoPath: logo }, cookie, { origin: 'https://evil.example' }), 403, 'forbidden');
  expect(await brand()).toEqual(BUILT_IN);
  expect(site.db.select().from(siteBrand).all()).toEqual([]);
  expect(await activity()).toEqual([]);
});

test('refused with 422: a path that names no stored image, an outside address, a number, a missing or extra field; nothing changes', async () => {
  const logo = await upload(png(120, 40));
  expect((await put({ logoPath: logo })).status).toBe(200);
  const stored = site.db.select().from(siteBrand).all();
  const refusals: [unknown, string][] = [
    [{ logoPath: `/media/${'0'.repeat(64)}.png` }, 'logoPath'],
    [{ logoPath: logo.replace('.png', '.webp') }, 'logoPath'],
    [{ logoPath: 'https://example.com/logo.png' }, 'logoPath'],
    [{ logoPath: 7 }, 'logoPath'],
    [{}, 'logoPath'],
    [{ logoPath: null, logoWidth: 10 }, 'logoWidth'],
  ];
  for (const [body, path] of refusals) {
    const res = await put(body);
    expectError(res, 422, 'validation_failed');
    expect([JSON.stringify(body), res.json.error.issues.some((i: { path: string }) => i.path === path)]).toEqual([
      JSON.stringify(body),
      true,
    ]);
  }
  expect(site.db.select().from(siteBrand).all()).toEqual(stored);
  expect(await brand()).toEqual({ logoPath: logo, logoWidth: 120, logoHeight: 40, logoLook: LOOK_NOT_MADE });
  expect(await activity()).toHaveLength(1);
});

test('set: answered and read back with the image’s own size; the next GET (cached before) shows it; one activity entry', async () => {
  expect(await brand()).toEqual(BUILT_IN); // now cached
  const logo = await upload(png(240, 64));
  const res = await put({ logoPath: logo });
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ logoPath: logo, logoWidth: 240, logoHeight: 64, logoLook: LOOK_NOT_MADE });
  expect(await brand()).toEqual({ logoPath: logo, logoWidth: 240, logoHeight: 64, logoLook: LOOK_NOT_MADE });
  const [entry] = await activity();
  expect([entry!.action, entry!.target, entry!.account, entry!.detail]).toEqual(['brand_update', 'logo', 'admin', { from: '', to: logo }]);
});

test('the image cannot be deleted while it is the logo (409 naming it, listed as a use); null restores the mark and frees it', async () => {
  const logo = await upload(png(120, 40));
  expect((await put({ logoPath: logo })).status).toBe(200);
  const listed = (await site.call('GET', '/api/media', { cookie })).json as { path: string; uses: unknown[] }[];
  expect(listed.find((image) => image.path === logo)?.uses).toEqual([{ kind: 'brand' }]);

  const refused = await site.call('DELETE', `/api${logo}`, { cookie });
  expectError(refused, 409, 'conflict');
  expect(refused.json.error.message).toContain('the site logo');
  expect((await site.call('GET', logo)).status).toBe(200);

  expect((await put({ logoPath: null })).json).toEqual(BUILT_IN);
  expect(await brand()).toEqual(BUILT_IN);
  const [removal] = await activity();
  expect(removal!.detail).toEqual({ from: logo, to: '' });
  expect((await site.call('DELETE', `/api${logo}`, { cookie })).status).toBe(200);
});
