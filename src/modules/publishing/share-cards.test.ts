// A published piece's drawn share card (decision 0097): what its page's head names for social sites, drawn from the
// version that is up, never from a draft; a new title is a new address and a new picture.
import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test';
import { pieces, pieceVersions } from '../../../db/schema';
import { startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite({ PUBLIC_URL: 'https://studio.example' });
}, 30_000);
afterAll(() => site.close());
beforeEach(() => {
  for (const table of [pieceVersions, pieces]) site.db.delete(table).run();
  site.deps.cache.clear();
  cookie = site.session();
});

const text = (title: string) => ({ title, summary: `${title}, in short.`, body: 'Words.', coverAlt: '', tags: [] });
async function article(slug: string, en: string, zh: string) {
  const body = { slug, coverImage: null, authorId: 1, en: text(en), zh: text(zh) };
  const made = await site.call('POST', '/api/admin/pieces/journal', { body, cookie });
  await site.call('PUT', `/api/admin/pieces/journal/${made.json.id}/en/state`, { body: { state: 'published' }, cookie });
  return { id: made.json.id as number, body };
}
const get = (path: string, headers: Record<string, string> = {}) => site.app.handle(new Request(`http://localhost${path}`, { headers }));
const metaOf = (html: string, name: string) => html.match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`))?.[1];
/** A PNG's width and height, from its header. */
const sizeOf = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset);
  return {
    signature: [...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join(''),
    width: view.getUint32(16),
    height: view.getUint32(20),
  };
};

test("an article's head names its own card, titled; the card is a 1200 × 630 PNG, kept by caches and revalidated", async () => {
  await article('factory-sheet', 'The spreadsheet that ran a factory', '撐起整間工廠的那份試算表');
  const html = await (await get('/blog/factory-sheet?lang=en')).text();
  const image = metaOf(html, 'og:image')!;
  expect(image).toMatch(/^https:\/\/studio\.example\/og\/en\/blog\/factory-sheet\.png\?v=[0-9a-z]+$/);
  expect(metaOf(html, 'twitter:image')).toBe(image);
  expect(metaOf(html, 'og:image:alt')).toBe('The spreadsheet that ran a factory');
  expect(metaOf(html, 'og:image:width')).toBe('1200');
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  const card = await get(new URL(image).pathname + new URL(image).search);
  expect(card.status).toBe(200);
  expect(card.headers.get('content-type')).toBe('image/png');
  expect(card.headers.get('surrogate-key')).toContain('/api/journal/en/posts/factory-sheet');
  const png = new Uint8Array(await card.arrayBuffer());
  expect(sizeOf(png)).toEqual({ signature: 'PNG', width: 1200, height: 630 });
  const again = await get('/og/en/blog/factory-sheet.png', { 'if-none-match': card.headers.get('etag')! });
  expect(again.status).toBe(304);
}, 30_000);

test('a version that is not up has no card: its title is not drawn for anyone', async () => {
  await article('english-only', 'Up in English', '中文還是草稿');
  expect((await get('/og/zh/blog/english-only.png')).status).toBe(404);
  expect((await get('/og/en/work/english-only.png')).status).toBe(404);
  expect((await get('/og/en/blog/no-such-piece.png')).status).toBe(404);
  expect((await get('/og/fr/blog/english-only.png')).status).toBe(404);
  expect((await get('/og/en/blog/english-only.png')).status).toBe(200);
}, 30_000);

test('a new title is a new card at a new address', async () => {
  const made = await article('renamed', 'The first title', '第一個標題');
  const before = metaOf(await (await get('/blog/renamed?lang=en')).text(), 'og:image')!;
  const first = new Uint8Array(await (await get('/og/en/blog/renamed.png')).arrayBuffer());
  const body = { ...made.body, en: text('A better title, chosen later') };
  expect((await site.call('PUT', `/api/admin/pieces/journal/${made.id}`, { body, cookie })).status).toBe(200);
  const after = metaOf(await (await get('/blog/renamed?lang=en')).text(), 'og:image')!;
  expect(after).not.toBe(before);
  const second = new Uint8Array(await (await get('/og/en/blog/renamed.png')).arrayBuffer());
  expect(Buffer.from(second).equals(Buffer.from(first))).toBe(false);
}, 30_000);
