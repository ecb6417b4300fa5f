// The journal's pages as the server renders them (decision 0092): only what is published in the page's language, its
// head naming only the languages it exists in, its structured data an article with breadcrumbs, the sitemap listing
// every published version with when it changed, and an old slug's address sent on to the new one.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { pieces, pieceVersions, redirects } from '../../../db/schema';
import { png } from '../media/fixtures/images';
import { startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite({ PUBLIC_URL: 'https://studio.example' });
}, 30_000);
afterAll(() => site.close());
beforeEach(() => {
  for (const table of [pieceVersions, pieces, redirects]) site.db.delete(table).run();
  site.deps.cache.clear();
  cookie = site.session();
});

const text = (title: string) => ({
  title,
  summary: `${title}, in short.`,
  body: `## First part\n\nWords about ${title}.\n\n## Second part\n\nMore.`,
  coverAlt: '',
  tags: ['automation'],
});
async function article(slug: string, langs: ('en' | 'zh')[]) {
  const made = await site.call('POST', '/api/admin/pieces/journal', {
    body: { slug, coverImage: null, authorId: 1, en: text(`Article ${slug}`), zh: text(`文章 ${slug}`) },
    cookie,
  });
  for (const lang of langs)
    await site.call('PUT', `/api/admin/pieces/journal/${made.json.id}/${lang}/state`, { body: { state: 'published' }, cookie });
  return made.json;
}
const page = (path: string) => site.call('GET', path);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (m) => JSON.parse(m[1]!)['@graph'] as { '@type': string }[],
  );

describe('pages', () => {
  test('/blog lists what is published in its language, newest first; each article is its own page', async () => {
    await article('first', ['en', 'zh']);
    await article('english-only', ['en']);
    const en = await page('/blog?lang=en');
    expect(en.status).toBe(200);
    expect(en.text).toContain('Article english-only');
    expect(en.text.indexOf('Article english-only')).toBeLessThan(en.text.indexOf('Article first'));
    const zh = await page('/blog?lang=zh');
    expect(zh.text).toContain('文章 first');
    expect(zh.text).not.toContain('english-only');
    const post = await page('/blog/first?lang=zh');
    expect(post.status).toBe(200);
    expect(post.text).toContain('<h1');
    expect(post.text).toContain('<h2 id="first-part">');
    expect(post.text).toContain('<title>文章 first - 客製化軟體解決方案</title>');
  });

  test('a long title keeps the site\'s name in both languages: "{page} - {brand}", however wide (decision 0214)', async () => {
    // Past the 60 columns a search result shows with the name: still named (decision 0160 had dropped it in English only).
    const slug = 'a-title-long-enough-to-run-past-what-a-search-result-shows';
    await article(slug, ['en', 'zh']);
    const en = (await page(`/blog/${slug}?lang=en`)).text;
    expect(en).toContain(`<title>Article ${slug} - Custom Software Solutions</title>`);
    expect(en).toContain(`<meta property="og:title" content="Article ${slug} - Custom Software Solutions">`);
    expect((await page(`/blog/${slug}?lang=zh`)).text).toContain(`<title>文章 ${slug} - 客製化軟體解決方案</title>`);
  });

  test('an article in one language: the other is the 404 page, and its head names only its own language', async () => {
    await article('english-only', ['en']);
    const missing = await page('/blog/english-only?lang=zh');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('找不到頁面');
    const en = (await page('/blog/english-only?lang=en')).text;
    expect(en.match(/<link rel="alternate" hreflang="[^"]+"[^>]*>/g)).toEqual([
      '<link rel="alternate" hreflang="en" href="https://studio.example/blog/english-only?lang=en">',
    ]);
    expect(en).toContain('<link rel="canonical" href="https://studio.example/blog/english-only?lang=en">');
    expect(en).toContain('<meta name="description" content="Article english-only, in short.">');
    expect(en).toContain('<meta property="og:type" content="article">');
    const both = await article('both', ['en', 'zh']);
    const twice = (await page('/blog/both?lang=en')).text;
    expect(twice.match(/hreflang="([^"]+)"/g)).toEqual(['hreflang="en"', 'hreflang="zh-Hant"', 'hreflang="x-default"']);
    expect(both.slug).toBe('both');
  });

  test("a version's own search title and description head its page; blank, the title and summary do (decision 0147)", async () => {
    const made = await site.call('POST', '/api/admin/pieces/journal', {
      body: {
        slug: 'searched',
        coverImage: null,
        authorId: 1,
        en: { ...text('Article searched'), seoTitle: 'Ordering systems, explained', seoDescription: 'What an ordering system does.' },
        zh: text('文章 searched'),
      },
      cookie,
    });
    expect(made.status).toBe(201);
    expect(made.json.en).toMatchObject({ seoTitle: 'Ordering systems, explained', seoDescription: 'What an ordering system does.' });
    expect(made.json.zh).toMatchObject({ seoTitle: '', seoDescription: '' });
    for (const lang of ['en', 'zh'])
      await site.call('PUT', `/api/admin/pieces/journal/${made.json.id}/${lang}/state`, { body: { state: 'published' }, cookie });
    const en = (await page('/blog/searched?lang=en')).text;
    expect(en).toContain('<title>Ordering systems, explained</title>');
    expect(en).toContain('<meta name="description" content="What an ordering system does.">');
    expect(en).toContain('<meta property="og:title" content="Ordering systems, explained">');
    expect(en).toContain('<meta property="og:description" content="What an ordering system does.">');
    // The page itself still reads its title.
    expect(en).toContain('Article searched</h1>');
    const zh = (await page('/blog/searched?lang=zh')).text;
    expect(zh).toContain('<title>文章 searched - 客製化軟體解決方案</title>');
    expect(zh).toContain('<meta name="description" content="文章 searched, in short.">');
    // Past the server's caps: refused, naming the field.
    const over = await site.call('PUT', `/api/admin/pieces/journal/${made.json.id}`, {
      body: {
        slug: 'searched',
        coverImage: null,
        authorId: 1,
        en: { ...text('Article searched'), seoTitle: 'w'.repeat(71) },
        zh: { ...text('文章 searched'), seoDescription: '字'.repeat(201) },
      },
      cookie,
    });
    expect(over.status).toBe(422);
    expect(JSON.stringify(over.json.error.issues)).toContain('en.seoTitle');
  });

  test('structured data: the company, the site, the article and its breadcrumbs, each with its type', async () => {
    await article('both', ['en', 'zh']);
    const graph = jsonLd((await page('/blog/both?lang=zh')).text);
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'BlogPosting', 'BreadcrumbList']);
    expect(graph[2]).toMatchObject({
      headline: '文章 both',
      inLanguage: 'zh-Hant',
      author: { '@type': 'Person', name: '吳冠宇' },
      mainEntityOfPage: 'https://studio.example/blog/both?lang=zh',
    });
    expect(graph[3]).toMatchObject({ itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, name: '文章 both' }] });
    const list = jsonLd((await page('/blog?lang=en')).text);
    expect(list.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'BreadcrumbList']);
  });

  test('a Chinese version has Chinese tags: its tag page lists it under a percent-encoded address, and its links use that address', async () => {
    const made = await site.call('POST', '/api/admin/pieces/journal', {
      body: {
        slug: 'tagged',
        coverImage: null,
        authorId: 1,
        en: { ...text('Tagged'), tags: ['automation'] },
        zh: { ...text('有標籤'), tags: ['自動化', 'AI-助理'] },
      },
      cookie,
    });
    expect(made.status).toBe(201);
    expect(made.json.zh.tags).toEqual(['自動化', 'ai-助理']);
    for (const lang of ['en', 'zh'])
      await site.call('PUT', `/api/admin/pieces/journal/${made.json.id}/${lang}/state`, { body: { state: 'published' }, cookie });
    const address = `/blog/tag/${encodeURIComponent('自動化')}`;
    expect(address).toBe('/blog/tag/%E8%87%AA%E5%8B%95%E5%8C%96');
    const tagPage = await page(`${address}?lang=zh`);
    expect(tagPage.status).toBe(200);
    expect(tagPage.text).toContain('有標籤');
    // A tag one article carries has no chip (decision 0172); a second article carrying it gives it one.
    expect((await page('/blog/tagged?lang=zh')).text).not.toContain(`href="${address}?lang=zh"`);
    const second = await article('second', ['zh']);
    site.db.$client.run(`UPDATE piece_versions SET tags = '["自動化"]' WHERE piece_id = ${second.id} AND lang = 'zh'`);
    site.deps.cache.clear();
    expect((await page('/blog/tagged?lang=zh')).text).toContain(`href="${address}?lang=zh"`);
    // The same tag spelled with lowercase escapes is sent on to the one address; the English journal has no such tag.
    const lower = await site.call('GET', `${address.toLowerCase()}?lang=zh`);
    expect([lower.status, lower.headers.get('location')]).toEqual([301, `${address}?lang=zh`]);
    expect((await page(`${address}?lang=en`)).status).toBe(404);
    // A tag that is not one (a space, a slash encoded) is refused with nothing stored.
    for (const tags of [['two words'], ['a/b'], ['!']])
      expect(
        (
          await site.call('POST', '/api/admin/pieces/journal', {
            body: { slug: 'bad', coverImage: null, authorId: null, en: { ...text('Bad'), tags }, zh: text('') },
            cookie,
          })
        ).status,
      ).toBe(422);
  });

  test('an article ends with two more to read in its language: one sharing a tag first, then the newest', async () => {
    await article('shares-a-tag', ['en', 'zh']);
    await article('newest-english', ['en']);
    await article('newer-still', ['en']);
    // Another tag for the last two, so only the first shares the article's.
    for (const slug of ['newest-english', 'newer-still']) {
      const row = site.db
        .select()
        .from(pieces)
        .all()
        .find((piece) => piece.slug === slug)!;
      site.db.$client.run(`UPDATE piece_versions SET tags = '["other"]' WHERE piece_id = ${row.id}`);
    }
    await article('the-article', ['en', 'zh']);
    site.deps.cache.clear();
    const en = (await page('/api/journal/en/posts/the-article')).json;
    expect(en.more.map((card: { slug: string }) => card.slug)).toEqual(['shares-a-tag', 'newer-still']);
    const zh = (await page('/api/journal/zh/posts/the-article')).json;
    expect(zh.more.map((card: { slug: string }) => card.slug)).toEqual(['shares-a-tag']);
    const html = (await page('/blog/the-article?lang=en')).text;
    expect(html).toContain('Keep reading');
    expect(html).toContain('href="/blog/newer-still?lang=en"');
  });

  test('a tag of fewer than three articles goes on to the newest others, not carrying it (decision 0154)', async () => {
    await article('tagged-one', ['en']);
    await article('other-old', ['en']);
    await article('other-new', ['en']);
    await article('other-newest', ['en']);
    for (const slug of ['other-old', 'other-new', 'other-newest']) {
      const row = site.db
        .select()
        .from(pieces)
        .all()
        .find((piece) => piece.slug === slug)!;
      site.db.$client.run(`UPDATE piece_versions SET tags = '["other"]' WHERE piece_id = ${row.id}`);
    }
    site.deps.cache.clear();
    const tag = (await page('/api/journal/en/tag/automation/page/1')).json;
    expect(tag.items.map((card: { slug: string }) => card.slug)).toEqual(['tagged-one']);
    expect(tag.others.map((card: { slug: string }) => card.slug)).toEqual(['other-newest', 'other-new']);
    // The whole journal, and a tag of three or more, have none.
    expect((await page('/api/journal/en/page/1')).json.others).toEqual([]);
    expect((await page('/api/journal/en/tag/other/page/1')).json.others).toEqual([]);
    const html = (await page('/blog/tag/automation?lang=en')).text;
    expect(html).toContain('More from the journal');
    expect(html).toContain('href="/blog/other-newest?lang=en"');
  });

  test('nothing there: a page past the last, a tag with nothing, /blog/page/1 are the 404 page; a spelling in capitals is sent on', async () => {
    await article('one', ['en']);
    for (const path of ['/blog/page/2', '/blog/tag/nothing', '/blog/page/1', '/blog/tag/automation?lang=zh', '/blog/no-such-article'])
      expect([path, (await page(path)).status]).toEqual([path, 404]);
    expect((await page('/blog/tag/automation?lang=en')).status).toBe(200);
    const upper = await site.call('GET', '/Blog/One/?lang=en');
    expect([upper.status, upper.headers.get('location')]).toEqual([301, '/blog/one?lang=en']);
  });

  test('the byline names the writer from the team list, with their photo once the list has one', async () => {
    await article('signed', ['en', 'zh']);
    const post = async (lang: 'en' | 'zh') => (await page(`/api/journal/${lang}/posts/signed`)).json.author;
    expect(await post('zh')).toEqual({ name: '吳冠宇', role: '共同創辦人 · 技術', photo: null });
    const uploaded = await site.app.handle(
      new Request('http://localhost/api/media', { method: 'POST', body: png(400, 400), headers: { 'content-type': 'image/png', cookie } }),
    );
    const path = ((await uploaded.json()) as { path: string }).path;
    site.db.$client
      .query("UPDATE people SET image_path = ?, image_width = 400, image_height = 400, image_alt_en = 'Kevin at the bench' WHERE id = 1")
      .run(path);
    site.deps.cache.clear();
    expect(await post('en')).toMatchObject({ name: 'Kevin Wu', photo: { path, width: 400, height: 400, alt: 'Kevin at the bench' } });
    // The article's page draws it in the byline, beside the name.
    expect((await page('/blog/signed?lang=en')).text).toMatch(new RegExp(`data-byline[^]*<img[^>]*src="${path}"[^]*Kevin Wu`));
  });

  test('a new slug: the old address is sent on permanently, its language kept', async () => {
    const made = await article('old-name', ['en', 'zh']);
    const pick = (v: Record<string, unknown>) => ({ title: v.title, summary: v.summary, body: v.body, coverAlt: v.coverAlt, tags: v.tags });
    const res = await site.call('PUT', `/api/admin/pieces/journal/${made.id}`, {
      body: { slug: 'new-name', coverImage: null, authorId: 1, en: pick(made.en), zh: pick(made.zh) },
      cookie,
    });
    expect(res.status).toBe(200);
    const moved = await page('/blog/old-name?lang=zh');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/blog/new-name?lang=zh']);
    expect((await page('/blog/new-name?lang=zh')).status).toBe(200);
  });
});

test('the sitemap lists the journal and each article in the languages it is up in, with when it changed', async () => {
  await article('both', ['en', 'zh']);
  await article('english-only', ['en']);
  await article('draft', []);
  const xml = (await page('/sitemap.xml')).text;
  expect(xml).toContain('<loc>https://studio.example/blog/both?lang=zh</loc><lastmod>');
  expect(xml).toContain('<loc>https://studio.example/blog/english-only?lang=en</loc>');
  expect(xml).not.toContain('english-only?lang=zh');
  expect(xml).not.toContain('/blog/draft');
  expect(xml).toContain('<loc>https://studio.example/blog?lang=zh</loc>');
  expect(xml).toContain('<loc>https://studio.example/pricing?lang=en</loc>');
});

test('the feed, per language, parses in a real feed reader: the newest articles up in that language, linked from every page', async () => {
  const Parser = (await import('rss-parser')).default;
  await article('both', ['en', 'zh']);
  site.clock.now += 60_000;
  await article('english-only', ['en']);
  const en = await page('/blog/feed.xml?lang=en');
  expect(en.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const feed = await new Parser().parseString(en.text);
  expect(feed.title).toBe('Journal - Custom Software Solutions');
  expect(feed.link).toBe('https://studio.example/blog?lang=en');
  expect(feed.items.map((item) => [item.title, item.link])).toEqual([
    ['Article english-only', 'https://studio.example/blog/english-only?lang=en'],
    ['Article both', 'https://studio.example/blog/both?lang=en'],
  ]);
  expect(feed.items[0]).toMatchObject({
    contentSnippet: 'Article english-only, in short.',
    categories: ['automation'],
    creator: 'Kevin Wu',
  });
  expect(Date.parse(feed.items[0]!.pubDate!)).toBe(Math.floor(site.clock.now / 1000) * 1000);
  const zh = await new Parser().parseString((await page('/blog/feed.xml?lang=zh')).text);
  expect(zh.items.map((item) => item.title)).toEqual(['文章 both']);
  for (const [path, lang] of [
    ['/pricing?lang=zh', 'zh'],
    ['/blog/both?lang=en', 'en'],
    ['/no-such-page', 'en'],
  ] as const)
    expect((await page(path)).text).toContain(
      `<link rel="alternate" type="application/rss+xml" title="${lang === 'zh' ? '日誌（RSS）' : 'Journal (RSS)'}" href="https://studio.example/blog/feed.xml?lang=${lang}">`,
    );
});
