// An image's versions (decision 0101): PUT /api/media/<name>/chinese and …/dark name the image the Chinese pages and the
// dark theme show in its place, as a cover and as a story's screen; bad choices are refused and change nothing; each is
// audited, keeps the image it stands in for from being deleted, and goes with the image it stands in for. Through the
// real app on a real SQLite file.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { desc } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { startSiteWithoutImages, startTestSite, type TestSite } from '../../testing/harness';
import { LOOK_NOT_MADE } from '../../testing/image-look';
import { png } from './fixtures/images';
import { SEED_ARTICLES } from '../../../db/seed-journal';

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
const name = (path: string) => path.slice('/media/'.length);
const choose = (path: string, to: string | null, version = 'chinese') =>
  site.call('PUT', `/api/media/${name(path)}/${version}`, { cookie, body: { path: to } });
const text = (title: string) => ({ title, summary: 'In short.', body: 'Words.', coverAlt: `${title}: the cover`, tags: [] });
async function published(collection: 'journal' | 'work', body: Record<string, unknown>) {
  const made = await site.call('POST', `/api/admin/pieces/${collection}`, {
    cookie,
    body: { slug: 'shown', authorId: null, en: text('Shown'), zh: text('展示'), ...body },
  });
  expect(made.status).toBe(201);
  for (const lang of ['en', 'zh'])
    await site.call('PUT', `/api/admin/pieces/${collection}/${made.json.id}/${lang}/state`, { cookie, body: { state: 'published' } });
}
const mediaList = async () =>
  Object.fromEntries(
    (await site.call('GET', '/api/media', { cookie })).json.map((image: { path: string }) => [image.path, image]),
  ) as Record<string, { zhPath: string | null; uses: unknown[] }>;

test('a cover’s Chinese version: the Chinese pages show it (its own size), the English ones the image itself', async () => {
  const english = await upload(png(160, 90));
  const chinese = await upload(png(320, 180, 0x30));
  await published('journal', { coverImage: english });
  const before = (await site.call('GET', '/api/journal/zh/posts/shown')).json;
  expect(before.cover.path).toBe(english);

  const res = await choose(english, chinese);
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ ok: true });
  // The public answers were made again: no stale English cover on the Chinese pages.
  const zh = (await site.call('GET', '/api/journal/zh/posts/shown')).json;
  expect(zh.cover).toEqual({ path: chinese, width: 320, height: 180, alt: '展示: the cover', look: LOOK_NOT_MADE, dark: null });
  expect((await site.call('GET', '/api/journal/zh/page/1')).json.items[0].cover.path).toBe(chinese);
  expect((await site.call('GET', '/api/journal/en/posts/shown')).json.cover).toEqual({
    path: english,
    width: 160,
    height: 90,
    alt: 'Shown: the cover',
    look: LOOK_NOT_MADE,
    dark: null,
  });
  expect((await site.call('GET', '/blog/shown?lang=zh')).text).toContain(chinese);

  const list = await mediaList();
  expect(list[english]!.zhPath).toBe(chinese);
  expect(list[chinese]!.uses).toEqual([{ kind: 'chinese', of: english }]);
  const entry = site.db.select().from(auditLog).orderBy(desc(auditLog.id)).get()!;
  expect(entry.action).toBe('image_version');
  expect(entry.target).toBe(english);
  expect(JSON.parse(entry.detail)).toEqual({ version: 'chinese', from: null, to: chinese });

  // Taken back: the Chinese pages show the image itself again.
  expect((await choose(english, null)).status).toBe(200);
  expect((await site.call('GET', '/api/journal/zh/posts/shown')).json.cover.path).toBe(english);
  expect((await mediaList())[english]!.zhPath).toBeNull();
});

test('dark versions: each language’s picture carries the one the dark theme shows, the Chinese version its own', async () => {
  const english = await upload(png(160, 90));
  const englishDark = await upload(png(160, 90, 0x10));
  const chinese = await upload(png(160, 90, 0x30));
  const chineseDark = await upload(png(160, 90, 0x40));
  await published('journal', { coverImage: english });
  expect((await choose(english, englishDark, 'dark')).status).toBe(200);
  expect((await choose(english, chinese)).status).toBe(200);
  const dark = (path: string) => ({ path, width: 160, height: 90 });
  expect((await site.call('GET', '/api/journal/en/posts/shown')).json.cover).toMatchObject({ path: english, dark: dark(englishDark) });
  // The Chinese version has no dark version yet: the dark theme shows it as it is.
  expect((await site.call('GET', '/api/journal/zh/posts/shown')).json.cover).toMatchObject({ path: chinese, dark: null });
  expect((await choose(chinese, chineseDark, 'dark')).status).toBe(200);
  expect((await site.call('GET', '/api/journal/zh/page/1')).json.items[0].cover).toMatchObject({ path: chinese, dark: dark(chineseDark) });
  // Both kinds of image read in the server's page: the light one shown, the dark one in the dark theme.
  const html = (await site.call('GET', '/blog/shown?lang=zh')).text;
  const imgs = html.match(/<img [^>]*>/g) ?? [];
  const tagOf = (path: string) => imgs.find((tag) => tag.includes(`src="${path}"`)) ?? '';
  expect(tagOf(chinese)).toContain('dark:hidden');
  expect(tagOf(chineseDark)).toContain('hidden dark:block');
  expect(tagOf(chineseDark)).toContain('loading="lazy"');
  const list = await mediaList();
  expect(list[englishDark]!.uses).toEqual([{ kind: 'dark', of: english }]);
  expect(list[chineseDark]!.uses).toEqual([{ kind: 'dark', of: chinese }]);

  // A dark version has no versions; a Chinese version is not a dark one; a dark version is not a Chinese one.
  const spare = await upload(png(40, 30, 0x60));
  expect((await choose(englishDark, spare)).status).toBe(422);
  expect((await choose(englishDark, spare, 'dark')).status).toBe(422);
  expect((await choose(spare, chinese, 'dark')).status).toBe(422);
  expect((await choose(spare, englishDark)).status).toBe(422);
  expect((await choose(chinese, spare)).status).toBe(422);
  expect((await site.call('PUT', `/api/media/${name(spare)}/sepia`, { cookie, body: { path: english } })).status).toBe(404);
});

test('a story’s screens show their Chinese versions on its Chinese page', async () => {
  const screen = await upload(png(160, 90));
  const other = await upload(png(160, 90, 0x50));
  const screenZh = await upload(png(160, 90, 0x70));
  await published('work', { coverImage: null, gallery: [screen, other] });
  expect((await choose(screen, screenZh)).status).toBe(200);
  const zh = (await site.call('GET', '/api/work/zh/stories/shown')).json;
  expect(zh.gallery.map((picture: { path: string }) => picture.path)).toEqual([screenZh, other]);
  const en = (await site.call('GET', '/api/work/en/stories/shown')).json;
  expect(en.gallery.map((picture: { path: string }) => picture.path)).toEqual([screen, other]);
});

test('refused, changing nothing: itself, an image not in the library, a chain either way, a bad body, an unknown image', async () => {
  const a = await upload(png(40, 30));
  const b = await upload(png(40, 30, 0x20));
  const c = await upload(png(40, 30, 0x40));
  expect((await choose(a, b)).status).toBe(200);
  const audits = site.db.select().from(auditLog).all().length;

  const self = await choose(c, c);
  expect(self.status).toBe(422);
  expect(JSON.stringify(self.json.error)).toContain('its own Chinese version');
  const missing = await choose(c, `/media/${'f'.repeat(64)}.png`);
  expect(missing.status).toBe(422);
  expect(JSON.stringify(missing.json.error)).toContain('not in the library');
  // b already stands in for a: it cannot have one of its own, and a (which has one) cannot stand in for c.
  expect((await choose(b, c)).status).toBe(422);
  expect((await choose(c, a)).status).toBe(422);
  expect((await choose(c, 'https://example.com/x.png')).status).toBe(422);
  expect((await site.call('PUT', `/api/media/${name(c)}/chinese`, { cookie, body: {} })).status).toBe(422);
  expect((await choose(`/media/${'e'.repeat(64)}.png`, c)).status).toBe(404);
  expect((await site.call('PUT', `/api/media/${name(c)}/chinese`, { body: { path: b } })).status).toBe(401);

  const list = await mediaList();
  expect([list[a]!.zhPath, list[b]!.zhPath, list[c]!.zhPath]).toEqual([b, null, null]);
  expect(site.db.select().from(auditLog).all().length).toBe(audits);
});

test('a Chinese version cannot be deleted while it stands in; it can once the image it stands in for is gone', async () => {
  const english = await upload(png(40, 30));
  const chinese = await upload(png(40, 30, 0x20));
  await choose(english, chinese);
  const refused = await site.call('DELETE', `/api/media/${name(chinese)}`, { cookie });
  expect(refused.status).toBe(409);
  expect(refused.json.error.message).toContain(`the Chinese version of ${english}`);
  expect((await site.call('DELETE', `/api/media/${name(english)}`, { cookie })).status).toBe(200);
  expect((await mediaList())[chinese]!.uses).toEqual([]);
  expect((await site.call('DELETE', `/api/media/${name(chinese)}`, { cookie })).status).toBe(200);
});

test('a new site’s drawn covers and screens come with their Chinese and dark versions, which the pages show', async () => {
  const fresh = await startTestSite();
  try {
    const covers = async (lang: string) =>
      (await fresh.call('GET', `/api/journal/${lang}/page/1`)).json.items.map((card: { cover: { path: string } }) => card.cover.path);
    const en = await covers('en');
    const zh = await covers('zh');
    // The five sample articles (decision 0163), each with its drawn cover.
    expect(en).toHaveLength(SEED_ARTICLES.length);
    expect(zh).toHaveLength(SEED_ARTICLES.length);
    expect(en).toHaveLength(5);
    zh.forEach((path: string, i: number) => expect(path).not.toBe(en[i]));
    const story = async (lang: string) => (await fresh.call('GET', `/api/work/${lang}/stories/kestrel-precision-scheduling`)).json;
    const [storyEn, storyZh] = [await story('en'), await story('zh')];
    expect(storyZh.cover.path).not.toBe(storyEn.cover.path);
    expect(storyZh.gallery[0].path).not.toBe(storyEn.gallery[0].path);
    // Each Chinese drawing is the Chinese version of its English one, in the library for the owner to change.
    const library = (await fresh.call('GET', '/api/media', { cookie: fresh.session() })).json as { path: string; zhPath: string | null }[];
    for (const [i, path] of en.entries()) expect(library.find((image) => image.path === path)?.zhPath).toBe(zh[i]);
    // And each language's drawing has its dark one, for the dark theme.
    const darkOf = async (lang: string) =>
      (await fresh.call('GET', `/api/journal/${lang}/page/1`)).json.items.map(
        (card: { cover: { dark: { path: string } } }) => card.cover.dark.path,
      );
    const [darkEn, darkZh] = [await darkOf('en'), await darkOf('zh')];
    expect(new Set([...en, ...zh, ...darkEn, ...darkZh]).size).toBe(4 * SEED_ARTICLES.length);
    expect(storyZh.gallery[0].dark.path).not.toBe(storyEn.gallery[0].dark.path);
  } finally {
    fresh.close();
  }
});
