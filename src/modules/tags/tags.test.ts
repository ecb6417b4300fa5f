// Journal tags shared by both languages and named in each (decision 0100), through the API: a new site's tags read by
// their names on each language's cards and tag pages, a rename shows at once (the cached pages made again), a tag no one
// named reads as its word made a label, and bad input or a tag still in use is refused with nothing changed.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { auditLog, tagNames } from '../../../db/schema';
import { SEED_TAG_NAMES } from '../../../db/seed-journal';
import type { JournalPage, TagEntry } from '../../contract';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
}, 30_000);
afterAll(() => site.close());
beforeEach(() => {
  site.db.delete(auditLog).run();
  site.db.delete(tagNames).run();
  for (const [slug, names] of Object.entries(SEED_TAG_NAMES))
    site.db
      .insert(tagNames)
      .values({ slug, ...names, updatedAt: 0 })
      .run();
  site.deps.cache.clear();
  cookie = site.session();
});

const tags = async () => (await site.call('GET', '/api/admin/tags', { cookie })).json as TagEntry[];
const page = async (path: string) => (await site.call('GET', path)).json as JournalPage;
const chips = (read: JournalPage) => read.items.map((card) => card.tagNames.join(' + '));

describe('a new site', () => {
  test('lists its tags with both names and the articles carrying each in each language', async () => {
    const listed = await tags();
    expect(listed.map((tag) => tag.slug)).toEqual([
      'ai',
      'automation',
      'documents',
      'e-commerce',
      'invoicing',
      'maintenance',
      'manufacturing',
      'process',
    ]);
    expect(listed.find((tag) => tag.slug === 'manufacturing')).toEqual({
      slug: 'manufacturing',
      nameEn: 'Manufacturing',
      nameZh: '製造業',
      uses: { en: 1, zh: 1 },
    });
  });

  test("shows each tag by its name in the page's language, under one address for both", async () => {
    // A card's chips are the tags two articles or more carry (decision 0172): a tag of one article has none.
    expect(chips(await page('/api/journal/en/page/1'))).toEqual(['Automation', 'How we work', 'Automation', 'Automation', 'How we work']);
    expect(chips(await page('/api/journal/zh/page/1'))).toEqual(['自動化', '合作方式', '自動化', '自動化', '合作方式']);
    const en = await page('/api/journal/en/tag/automation/page/1');
    const zh = await page('/api/journal/zh/tag/automation/page/1');
    expect([en.tagName, en.total, zh.tagName, zh.total]).toEqual(['Automation', 3, '自動化', 3]);
    // A tag of one article still has its page (an address once linked keeps answering).
    expect((await page('/api/journal/zh/tag/manufacturing/page/1')).total).toBe(1);
  });
});

describe("a journal page's topics", () => {
  test("every tag of what is up in the page's language, the most used first, by its name there", async () => {
    const topics = (read: JournalPage) => read.topics.map((topic) => `${topic.tag} ${topic.name} ${topic.count}`);
    expect(topics(await page('/api/journal/zh/page/1'))).toEqual([
      'automation 自動化 3',
      'process 合作方式 2',
      'ai 智慧助理 1',
      'documents 文件 1',
      'e-commerce 電子商務 1',
      'invoicing 電子發票 1',
      'maintenance 系統維運 1',
      'manufacturing 製造業 1',
    ]);
    expect(topics(await page('/api/journal/en/tag/ai/page/1'))[0]).toBe('automation Automation 3');
  });
});

describe('naming a tag', () => {
  test('a new name shows on the next read of every journal page (the cache made again), and is in the activity log', async () => {
    expect(chips(await page('/api/journal/zh/page/1'))[0]).toBe('自動化');
    const named = await site.call('PUT', '/api/admin/tags/automation', { body: { nameEn: 'Automation', nameZh: '流程自動化' }, cookie });
    expect(named.status).toBe(200);
    expect(named.json).toEqual({ slug: 'automation', nameEn: 'Automation', nameZh: '流程自動化', uses: { en: 3, zh: 3 } });
    expect(chips(await page('/api/journal/zh/page/1'))[0]).toBe('流程自動化');
    expect((await page('/api/journal/zh/tag/automation/page/1')).tagName).toBe('流程自動化');
    const logged = site.db.select().from(auditLog).all();
    expect(logged.map((row) => [row.action, row.target])).toEqual([['tag_named', 'automation']]);
  });

  test('a word no one named, or a name left blank, reads as the word made a label', async () => {
    site.db.delete(tagNames).run();
    site.deps.cache.clear();
    // The second article (the scoping piece) and the last carry process, the others automation.
    expect(chips(await page('/api/journal/zh/page/1'))[1]).toBe('Process');
    await site.call('PUT', '/api/admin/tags/process', { body: { nameEn: '', nameZh: '合作方式' }, cookie });
    expect(chips(await page('/api/journal/en/page/1'))[1]).toBe('Process');
    expect(chips(await page('/api/journal/zh/page/1'))[1]).toBe('合作方式');
  });

  test('refuses a word that is not an address word, a name too long, and a visitor, changing nothing', async () => {
    const before = await tags();
    expectError(await site.call('PUT', '/api/admin/tags/Auto%20Mation', { body: { nameEn: 'x', nameZh: 'x' }, cookie }), 404, 'not_found');
    expectError(
      await site.call('PUT', '/api/admin/tags/automation', { body: { nameEn: 'x'.repeat(41), nameZh: '' }, cookie }),
      422,
      'validation_failed',
    );
    expectError(
      await site.call('PUT', '/api/admin/tags/automation', { body: { nameEn: 'x', nameZh: 'y', extra: 1 }, cookie }),
      422,
      'validation_failed',
    );
    expect((await site.call('PUT', '/api/admin/tags/automation', { body: { nameEn: 'x', nameZh: 'y' } })).status).toBe(401);
    expect(await tags()).toEqual(before);
    expect(site.db.select().from(auditLog).all()).toEqual([]);
  });
});

describe('forgetting a tag', () => {
  test('an unused named word goes; one articles carry is 409; one never named is 404', async () => {
    await site.call('PUT', '/api/admin/tags/retail', { body: { nameEn: 'Retail', nameZh: '零售' }, cookie });
    expect((await tags()).find((tag) => tag.slug === 'retail')?.uses).toEqual({ en: 0, zh: 0 });
    expect((await site.call('DELETE', '/api/admin/tags/retail', { cookie })).json).toEqual({ ok: true });
    expect((await tags()).some((tag) => tag.slug === 'retail')).toBe(false);
    expectError(await site.call('DELETE', '/api/admin/tags/manufacturing', { cookie }), 409, 'conflict');
    expect((await tags()).find((tag) => tag.slug === 'manufacturing')?.nameZh).toBe('製造業');
    expectError(await site.call('DELETE', '/api/admin/tags/never-named', { cookie }), 404, 'not_found');
  });
});

describe("a tag's page in the other language", () => {
  test('exists where an article there carries the word: its languages say so, for the alternates and the switch', async () => {
    expect((await page('/api/journal/zh/tag/manufacturing/page/1')).languages).toEqual(['en', 'zh']);
    const blank = { title: '', summary: '', body: '', coverAlt: '', tags: [] };
    const made = await site.call('POST', '/api/admin/pieces/journal', {
      cookie,
      body: {
        slug: 'shop-notes',
        coverImage: null,
        authorId: null,
        en: { ...blank, title: 'Shop notes', body: 'Words.', tags: ['retail'] },
        zh: blank,
      },
    });
    expect(made.status).toBe(201);
    expect(
      (await site.call('PUT', `/api/admin/pieces/journal/${made.json.id}/en/state`, { cookie, body: { state: 'published' } })).status,
    ).toBe(200);
    expect((await page('/api/journal/en/tag/retail/page/1')).languages).toEqual(['en']);
    expect((await site.call('GET', '/api/journal/zh/tag/retail/page/1')).status).toBe(404);
    await site.call('DELETE', `/api/admin/pieces/journal/${made.json.id}`, { cookie });
  });
});
