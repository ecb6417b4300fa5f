// A story page ends with the next story in /work's order (round to the first), in its own language, on a new site's
// three sample stories: shown in the server's HTML, and none when a language has only the one. Its client's logo and the
// quote's photo come from the clients and testimonials lists when they have one.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ PUBLIC_URL: 'https://studio.example' });
}, 120_000);
afterAll(() => site.close());

const story = async (lang: string, slug: string) => (await site.call('GET', `/api/work/${lang}/stories/${slug}`)).json;

test("a story's client logo is the clients list's entry named as its quote's company; the quote's photo is the testimonial's", async () => {
  const seeded = await story('en', 'kestrel-precision-scheduling');
  expect([seeded.clientLogo, seeded.quote.photo]).toEqual([null, null]);
  // Any picture in the library will do: the story's own cover stands in for a logo and a portrait.
  const path = seeded.cover.path as string;
  const run = (sql: string) => site.db.$client.query(sql).run(path);
  run(`UPDATE clients SET image_path = ?, image_alt_en = 'Kestrel logo' WHERE name_en = 'Kestrel Precision'`);
  run(`UPDATE testimonials SET image_path = ?, image_alt_en = 'Jason Liao' WHERE company_en = 'Kestrel Precision'`);
  const shown = await story('zh', 'kestrel-precision-scheduling');
  expect(shown.clientLogo).toMatchObject({ width: seeded.cover.width });
  expect(shown.quote.photo).toMatchObject({ width: seeded.cover.width });
  // The Jadeport quote's company has no logo: none.
  expect((await story('en', 'jadeport-foods-assistant')).clientLogo).toBeNull();
});

test("/work's list names each story's client (its quote's company) and gives the featured one its client's words", async () => {
  const { items } = (await site.call('GET', '/api/work/en')).json as { items: { slug: string; client?: string; pull?: unknown }[] };
  expect(items.map((item) => item.client)).toEqual(['Jadeport Foods', 'Kestrel Precision', 'Harborline Logistics']);
  expect(items[0]!.pull).toMatchObject({ company: 'Jadeport Foods', quote: expect.stringContaining('eleven at night') });
  expect(items.slice(1).map((item) => item.pull)).toEqual([null, null]);
  // A story's own page keeps its full quote and carries no list-only fields.
  expect((await story('en', items[0]!.slug)).pull).toBeUndefined();
});

test('each story names the next in its language, the last one the first; the page links it', async () => {
  expect((await story('en', 'jadeport-foods-assistant')).next.slug).toBe('kestrel-precision-scheduling');
  expect((await story('zh', 'kestrel-precision-scheduling')).next).toMatchObject({
    slug: 'harborline-delivery-routing',
    title: '港運物流的配送路線規劃',
  });
  expect((await story('zh', 'harborline-delivery-routing')).next).toMatchObject({
    slug: 'jadeport-foods-assistant',
    title: '玉港食品的 AI 客服助理',
  });
  const html = (await site.call('GET', '/work/harborline-delivery-routing?lang=en')).text;
  expect(html).toContain('Next story');
  expect(html).toContain('href="/work/jadeport-foods-assistant?lang=en"');
});

test('a language with one story up names no next one', async () => {
  const cookie = site.session();
  const pieces = (await site.call('GET', '/api/admin/pieces/work', { cookie })).json as { id: number; slug: string }[];
  for (const slug of ['jadeport-foods-assistant', 'harborline-delivery-routing']) {
    const { id } = pieces.find((piece) => piece.slug === slug)!;
    const down = await site.call('PUT', `/api/admin/pieces/work/${id}/zh/state`, { body: { state: 'unpublished' }, cookie });
    expect(down.status).toBe(200);
  }
  expect((await story('zh', 'kestrel-precision-scheduling')).next).toBeNull();
  expect((await story('en', 'kestrel-precision-scheduling')).next.slug).toBe('harborline-delivery-routing');
});
