// The admin's image library: GET /api/media says where each image is used (services, case studies, search snippets),
// DELETE /api/media/<name> removes an unused one (audited; its public URL is then a 404) and refuses a used one (409,
// naming where), through the real app on a real SQLite file.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { desc } from 'drizzle-orm';
import { auditLog, media } from '../../../db/schema';
import { expectError, startSiteWithoutImages, type TestSite } from '../../testing/harness';
import { png } from './fixtures/images';

let site: TestSite;
let cookie: string;
beforeEach(async () => {
  site = await startSiteWithoutImages();
  cookie = site.session();
});
afterEach(() => site.close());

const upload = async (bytes: Uint8Array<ArrayBuffer>): Promise<string> => {
  const res = await site.app.handle(
    new Request('http://localhost/api/media', { method: 'POST', body: bytes, headers: { 'content-type': 'image/png', cookie } }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { path: string }).path;
};
const SERVICE = {
  titleEn: 'Report Automation',
  titleZh: '報表自動化',
  descriptionEn: '',
  descriptionZh: '',
  featuresEn: [],
  featuresZh: [],
  imageAltEn: 'A chart',
  imageAltZh: '圖表',
};
const CASE = {
  titleEn: 'Stock Alerts',
  titleZh: '庫存警示',
  descriptionEn: '',
  descriptionZh: '',
  industryEn: 'Logistics',
  industryZh: '物流',
  imageAltEn: 'A shelf',
  imageAltZh: '貨架',
};
const SNIPPET = { titleEn: '', titleZh: '', descriptionEn: '', descriptionZh: '' };
const name = (path: string) => path.slice('/media/'.length);
const lastAudit = () => site.db.select().from(auditLog).orderBy(desc(auditLog.id)).get();

test('the list says where each image is used: each service, case study and search snippet naming it, newest image first', async () => {
  const shared = await upload(png(40, 30));
  site.clock.now += 1;
  const snippetOnly = await upload(png(60, 30, 0x20));
  site.clock.now += 1;
  const unused = await upload(png(20, 20, 0x40));
  const service = (await site.call('POST', '/api/services', { cookie, body: { ...SERVICE, imagePath: shared } })).json;
  const study = (await site.call('POST', '/api/case-studies', { cookie, body: { ...CASE, imagePath: shared } })).json;
  expect((await site.call('PUT', '/api/page-snippets/home', { cookie, body: { ...SNIPPET, imagePath: shared } })).status).toBe(200);
  expect((await site.call('PUT', '/api/page-snippets/pricing', { cookie, body: { ...SNIPPET, imagePath: snippetOnly } })).status).toBe(200);

  const res = await site.call('GET', '/api/media', { cookie });
  expect(res.status).toBe(200);
  expect(res.json.map((image: { path: string }) => image.path)).toEqual([unused, snippetOnly, shared]);
  const byPath = Object.fromEntries(res.json.map((image: { path: string }) => [image.path, image]));
  expect(byPath[shared]).toMatchObject({
    type: 'image/png',
    width: 40,
    height: 30,
    bytes: expect.any(Number),
    uploadedAt: expect.any(Number),
  });
  expect(byPath[shared].uses).toEqual([
    { kind: 'services', id: service.id, titleEn: 'Report Automation', titleZh: '報表自動化' },
    { kind: 'case-studies', id: study.id, titleEn: 'Stock Alerts', titleZh: '庫存警示' },
    { kind: 'page-snippets', section: 'home' },
  ]);
  expect(byPath[snippetOnly].uses).toEqual([{ kind: 'page-snippets', section: 'pricing' }]);
  expect(byPath[unused].uses).toEqual([]);
});

test('an unused image is deleted: { ok }, one activity entry, gone from the list, its URL a 404', async () => {
  const path = await upload(png(24, 16));
  const keep = await upload(png(25, 16));
  expect((await site.call('GET', path)).status).toBe(200);
  const res = await site.call('DELETE', `/api${path}`, { cookie });
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ ok: true });
  const entry = lastAudit()!;
  expect(entry).toMatchObject({ action: 'image_delete', target: path, account: 'admin' });
  expect(JSON.parse(entry.detail)).toEqual({ type: 'image/png', width: 24, height: 16, bytes: png(24, 16).length });
  expectError(await site.call('GET', path), 404, 'not_found');
  expect((await site.call('GET', '/api/media', { cookie })).json.map((image: { path: string }) => image.path)).toEqual([keep]);
  // Gone is gone: a second delete has nothing to delete, and writes no entry.
  const entries = site.db.select().from(auditLog).all().length;
  expectError(await site.call('DELETE', `/api${path}`, { cookie }), 404, 'not_found');
  expect(site.db.select().from(auditLog).all().length).toBe(entries);
});

test('an image may be named by its hash alone; a wrong extension or a made-up name is a 404 that changes nothing', async () => {
  const path = await upload(png(30, 10));
  const sha256 = name(path).split('.')[0]!;
  for (const made of [`${sha256}.jpg`, `${'0'.repeat(64)}.png`, 'cat.png', sha256.toUpperCase(), `${sha256}.png.png`]) {
    expectError(await site.call('DELETE', `/api/media/${made}`, { cookie }), 404, 'not_found');
  }
  expect(site.db.select().from(media).all()).toHaveLength(1);
  expect((await site.call('DELETE', `/api/media/${sha256}`, { cookie })).status).toBe(200);
  expect(site.db.select().from(media).all()).toHaveLength(0);
});

test('an image in use is refused with 409 naming every place that uses it; nothing is deleted or recorded', async () => {
  const path = await upload(png(50, 20));
  const service = (await site.call('POST', '/api/services', { cookie, body: { ...SERVICE, imagePath: path } })).json;
  expect((await site.call('PUT', '/api/page-snippets/contact', { cookie, body: { ...SNIPPET, imagePath: path } })).status).toBe(200);
  const entries = site.db.select().from(auditLog).all().length;

  const res = await site.call('DELETE', `/api${path}`, { cookie });
  expectError(res, 409, 'conflict', { exact: true });
  expect(res.json.error.message).toContain('in use');
  expect(res.json.error.message).toContain(`“Report Automation” (services/${service.id})`);
  expect(res.json.error.message).toContain('page-snippets/contact');
  expect((await site.call('GET', path)).status).toBe(200);
  expect(site.db.select().from(auditLog).all().length).toBe(entries);

  // Once nothing uses it, it can go.
  expect((await site.call('PUT', `/api/services/${service.id}`, { cookie, body: { ...service, imagePath: null } })).status).toBe(200);
  expect((await site.call('PUT', '/api/page-snippets/contact', { cookie, body: { ...SNIPPET, imagePath: null } })).status).toBe(200);
  expect((await site.call('DELETE', `/api${path}`, { cookie })).status).toBe(200);
});

test('a case study using an image keeps it too', async () => {
  const path = await upload(png(50, 21));
  const study = (await site.call('POST', '/api/case-studies', { cookie, body: { ...CASE, imagePath: path } })).json;
  const res = await site.call('DELETE', `/api${path}`, { cookie });
  expectError(res, 409, 'conflict');
  expect(res.json.error.message).toContain(`“Stock Alerts” (case-studies/${study.id})`);
});

test('anonymous: the list and a delete are 401 and nothing is deleted', async () => {
  const path = await upload(png(10, 10));
  expectError(await site.call('GET', '/api/media'), 401, 'unauthorized');
  expectError(await site.call('DELETE', `/api${path}`), 401, 'unauthorized');
  expect((await site.call('GET', path)).status).toBe(200);
});

test('a saved version that names a deleted image cannot bring it back: its restore is a 422 naming imagePath', async () => {
  const path = await upload(png(44, 22));
  const service = (await site.call('POST', '/api/services', { cookie, body: { ...SERVICE, imagePath: path } })).json;
  expect((await site.call('PUT', `/api/services/${service.id}`, { cookie, body: { ...service, imagePath: null } })).status).toBe(200);
  expect((await site.call('DELETE', `/api${path}`, { cookie })).status).toBe(200);
  const [latest] = (await site.call('GET', `/api/revisions?target=services/${service.id}`, { cookie })).json as {
    id: number;
    before: { imagePath: string | null };
  }[];
  expect(latest!.before.imagePath).toBe(path);
  const res = await site.call('POST', `/api/revisions/${latest!.id}/restore`, { cookie });
  expectError(res, 422, 'validation_failed');
  expect(res.json.error.issues.map((issue: { path: string }) => issue.path)).toEqual(['imagePath']);
});

test('an image a journal article or a story page shows (cover, screen, or in its text) is named as used and cannot be deleted', async () => {
  const [cover, screen, inText, free] = [
    await upload(png(40, 30, 1)),
    await upload(png(40, 30, 2)),
    await upload(png(40, 30, 3)),
    await upload(png(40, 30, 4)),
  ];
  const text = (title: string, body = 'Words.') => ({ title, summary: '', body, coverAlt: '', tags: [] });
  const article = await site.call('POST', '/api/admin/pieces/journal', {
    body: {
      slug: 'with-pictures',
      coverImage: cover,
      authorId: null,
      en: text('With pictures', `![A chart](${inText})`),
      zh: text('有圖'),
    },
    cookie,
  });
  expect(article.status).toBe(201);
  const story = await site.call('POST', '/api/admin/pieces/work', {
    body: { slug: 'a-story', coverImage: null, authorId: null, gallery: [screen], en: text('A story'), zh: text('一個案例') },
    cookie,
  });
  expect(story.status).toBe(201);
  const listed = (await site.call('GET', '/api/media', { cookie })).json as { path: string; uses: { kind: string; titleEn: string }[] }[];
  const usesOf = (path: string) => listed.find((image) => image.path === path)!.uses.map((use) => [use.kind, use.titleEn]);
  expect(usesOf(cover)).toEqual([['journal', 'With pictures']]);
  expect(usesOf(inText)).toEqual([['journal', 'With pictures']]);
  expect(usesOf(screen)).toEqual([['work', 'A story']]);
  expect(usesOf(free)).toEqual([]);
  const name = (path: string) => path.slice('/media/'.length);
  for (const used of [cover, screen, inText]) expect((await site.call('DELETE', `/api/media/${name(used)}`, { cookie })).status).toBe(409);
  expect((await site.call('DELETE', `/api/media/${name(free)}`, { cookie })).status).toBe(200);
});

test('an upload is named from its file name; the name is edited by PATCH (trimmed, up to 120 characters), audited, and a bad one changes nothing (decision 0248)', async () => {
  const sent = await site.app.handle(
    new Request(`http://localhost/api/media?name=${encodeURIComponent('delivery_routing--Harborline.final.png')}`, {
      method: 'POST',
      body: png(33, 22),
      headers: { 'content-type': 'image/png', cookie },
    }),
  );
  expect(sent.status).toBe(201);
  const { path, name: given } = (await sent.json()) as { path: string; name: string | null };
  expect(given).toBe('Delivery routing Harborline.final');
  // The same bytes again under another file name keep the name they have.
  const again = await site.app.handle(
    new Request('http://localhost/api/media?name=other.png', {
      method: 'POST',
      body: png(33, 22),
      headers: { 'content-type': 'image/png', cookie },
    }),
  );
  expect(((await again.json()) as { name: string }).name).toBe('Delivery routing Harborline.final');
  const listed = () => site.call('GET', '/api/media', { cookie }) as Promise<{ json: { path: string; name: string | null }[] }>;
  expect((await listed()).json.find((image) => image.path === path)?.name).toBe('Delivery routing Harborline.final');

  const renamed = await site.call('PATCH', `/api${path}`, { cookie, body: { name: '  Harborline routes  ' } });
  expect(renamed.status).toBe(200);
  expect(renamed.json).toMatchObject({ path, name: 'Harborline routes' });
  const entry = lastAudit()!;
  expect(entry).toMatchObject({ action: 'image_name', target: path });
  expect(JSON.parse(entry.detail)).toEqual({ from: 'Delivery routing Harborline.final', to: 'Harborline routes' });

  const entries = site.db.select().from(auditLog).all().length;
  for (const body of [{ name: 'x'.repeat(121) }, { name: 'two\nlines' }, { name: 7 }, {}, { name: 'ok', extra: 1 }]) {
    const refused = await site.call('PATCH', `/api${path}`, { cookie, body });
    expect(refused.status).toBe(422);
    expect(refused.json.error.issues[0].path).toBe(Object.hasOwn(body, 'extra') ? 'extra' : 'name');
  }
  expectError(await site.call('PATCH', `/api/media/${'0'.repeat(64)}.png`, { cookie, body: { name: 'x' } }), 404, 'not_found');
  expect(site.db.select().from(auditLog).all().length).toBe(entries);
  expect((await listed()).json.find((image) => image.path === path)?.name).toBe('Harborline routes');
  // 120 characters is the most; "" or null takes the name away. An upload without ?name= has none.
  expect((await site.call('PATCH', `/api${path}`, { cookie, body: { name: 'y'.repeat(120) } })).json.name).toBe('y'.repeat(120));
  expect((await site.call('PATCH', `/api${path}`, { cookie, body: { name: '   ' } })).json.name).toBeNull();
  const plain = await upload(png(12, 12));
  expect((await listed()).json.find((image) => image.path === plain)?.name).toBeNull();
  expect((await site.call('PATCH', `/api${plain}`, { body: { name: 'x' } })).status).toBe(401);
});
