// Pieces through the API (decision 0091): written in both languages, each language published, scheduled and taken down
// on its own (the schedule keeps its moments with no one signed in, in the site's time zone), a slug's old address
// redirecting, bad input refused with nothing changed, and every change in the activity log and the history.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { auditLog, pieces, pieceVersions, redirects, revisions } from '../../../db/schema';
import { BODY_MAX_CHARS, SUMMARY_MAX } from '../../contract';
import { png } from '../media/fixtures/images';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { SCHEDULE_ACCOUNT } from './clock';
import { redirectFor } from '../redirects/service';
import { STORY_TABLE } from './service';

let site: TestSite;
let cookie: string;
let image: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
  const res = await site.app.handle(
    new Request('http://localhost/api/media', { method: 'POST', body: png(1200, 630), headers: { 'content-type': 'image/png', cookie } }),
  );
  image = ((await res.json()) as { path: string }).path;
}, 30_000);
afterAll(() => site.close());
beforeEach(() => {
  for (const table of [pieceVersions, pieces, redirects, auditLog, revisions]) site.db.delete(table).run();
  site.clock.now = Date.parse('2026-12-01T00:00:00Z'); // 08:00 in Taipei
  cookie = site.session();
});

const text = (title: string, extra: object = {}) => ({
  title,
  summary: `${title}, in short.`,
  body: `## ${title}\n\nWords.`,
  coverAlt: '',
  tags: [],
  ...extra,
});
const article = (extra: object = {}) => ({
  slug: 'ordering-system',
  coverImage: null,
  authorId: null,
  en: text('How we built an ordering system'),
  zh: text(''),
  ...extra,
});
const create = (body: unknown = article()) => site.call('POST', '/api/admin/pieces/journal', { body, cookie });
const state = (id: number, lang: string, body: object) =>
  site.call('PUT', `/api/admin/pieces/journal/${id}/${lang}/state`, { body, cookie });
const count = () => site.db.select().from(pieces).all().length;

describe('writing', () => {
  test('a new piece is a draft in both languages, listed for the admin, read back as it is written', async () => {
    const res = await create(
      article({ coverImage: image, en: text('How we built an ordering system', { tags: ['automation', 'Shops'] }) }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ collection: 'journal', slug: 'ordering-system', coverImage: image });
    expect([res.json.en.state, res.json.zh.state]).toEqual(['draft', 'draft']);
    expect(res.json.en.tags).toEqual(['automation', 'shops']);
    const list = await site.call('GET', '/api/admin/pieces/journal', { cookie });
    expect(list.json.map((p: { id: number }) => p.id)).toEqual([res.json.id]);
    expect((await site.call('GET', '/api/admin/pieces/work', { cookie })).json).toEqual([]);
    const { id: _id, en, zh, slug, coverImage, authorId } = res.json;
    const again = await site.call('PUT', `/api/admin/pieces/journal/${res.json.id}`, {
      body: { slug, coverImage, authorId, en: pick(en), zh: pick(zh) },
      cookie,
    });
    expect(again.status).toBe(200);
  });

  test('refused, nothing stored: a taken slug (409), a bad or reserved one (422), an image not in the library (422), a body over its limit (413)', async () => {
    expect((await create()).status).toBe(201);
    expectError(await create(), 409, 'conflict');
    for (const slug of ['Ordering System', 'ordering--system', '-x', 'page', 'tag', ''])
      expectError(await create(article({ slug })), 422, 'validation_failed');
    const missing = `/media/${'c'.repeat(64)}.png`;
    expectError(await create(article({ slug: 'other', coverImage: missing })), 422, 'validation_failed');
    const inBody = await create(article({ slug: 'other', en: text('T', { body: `![screen](${missing})` }) }));
    expectError(inBody, 422, 'validation_failed');
    expect(JSON.stringify(inBody.json.error.issues)).toContain('en.body');
    expectError(
      await create(article({ slug: 'other', zh: text('長', { body: '字'.repeat(BODY_MAX_CHARS + 1) }) })),
      413,
      'payload_too_large',
    );
    expect(count()).toBe(1);
    // The same slug in the other collection is another address.
    expect((await site.call('POST', '/api/admin/pieces/work', { body: article(), cookie })).status).toBe(201);
  });

  test("a summary's limit is its language's: Chinese holds fewer characters than English (decision 0120)", async () => {
    const zhMax = SUMMARY_MAX.zh;
    expect(zhMax).toBeLessThan(SUMMARY_MAX.en);
    // English at its own limit is taken; the same length in Chinese is refused, naming the field, nothing stored.
    const over = await create(article({ zh: text('長', { summary: '字'.repeat(zhMax + 1) }) }));
    expectError(over, 422, 'validation_failed');
    expect(JSON.stringify(over.json.error.issues)).toContain('zh.summary');
    expect(count()).toBe(0);
    const atLimits = await create(
      article({ en: text('Long', { summary: 'w'.repeat(SUMMARY_MAX.en) }), zh: text('長', { summary: '字'.repeat(zhMax) }) }),
    );
    expect(atLimits.status).toBe(201);
    expectError(
      await create(article({ slug: 'other', en: text('Long', { summary: 'w'.repeat(SUMMARY_MAX.en + 1) }) })),
      422,
      'validation_failed',
    );
  });

  test('a new slug leaves the old address redirecting, and going back removes the loop', async () => {
    const { id } = (await create()).json;
    const move = async (slug: string) => {
      const piece = (await site.call('GET', `/api/admin/pieces/journal/${id}`, { cookie })).json;
      const res = await site.call('PUT', `/api/admin/pieces/journal/${id}`, {
        body: { slug, coverImage: null, authorId: null, en: pick(piece.en), zh: pick(piece.zh) },
        cookie,
      });
      expect(res.status).toBe(200);
    };
    await move('ordering-system-2026');
    expect(redirectFor(site.db, '/blog/ordering-system')).toEqual({ to: '/blog/ordering-system-2026', permanent: true });
    await move('ordering');
    // No chain: the first address leads straight to the newest.
    expect(redirectFor(site.db, '/blog/ordering-system')!.to).toBe('/blog/ordering');
    expect(redirectFor(site.db, '/blog/ordering-system-2026')!.to).toBe('/blog/ordering');
    await move('ordering-system');
    expect(redirectFor(site.db, '/blog/ordering-system')).toBeNull();
    expect(redirectFor(site.db, '/blog/ordering')!.to).toBe('/blog/ordering-system');
  });

  test('a Work page names its client story, quote, services and screens; each must exist, a study has one page, an article none', async () => {
    const [study, quote, service] = [STORY_TABLE, 'testimonials', 'services'].map(
      (table) => site.db.$client.query<{ id: number }, []>(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).get()!.id,
    );
    const links = { studyId: study, testimonialId: quote, serviceIds: [service, service], gallery: [image] };
    const made = await site.call('POST', '/api/admin/pieces/work', { body: article({ slug: 'kestrel', ...links }), cookie });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ ...links, serviceIds: [service] });
    const refused = [
      await site.call('POST', '/api/admin/pieces/work', { body: article({ slug: 'kestrel-2', studyId: study }), cookie }),
      await site.call('POST', '/api/admin/pieces/work', { body: article({ slug: 'x', studyId: 99_999 }), cookie }),
      await site.call('POST', '/api/admin/pieces/work', { body: article({ slug: 'y', serviceIds: [99_999] }), cookie }),
      await site.call('POST', '/api/admin/pieces/work', { body: article({ slug: 'z', gallery: ['/media/nothing.png'] }), cookie }),
      await create(article({ slug: 'an-article', testimonialId: quote })),
    ];
    expect(refused.map((res) => res.status)).toEqual([409, 422, 422, 422, 422]);
    expect(count()).toBe(1);
  });

  test("a Work page's screens are captioned in each language: kept for the gallery's screens only, the page's alt and caption", async () => {
    const other = `/media/${'d'.repeat(64)}.png`;
    const captions = (en: object, zh: object) => ({
      en: text('Kestrel', { galleryCaptions: en }),
      zh: text('鷹準', { galleryCaptions: zh }),
    });
    const body = article({ slug: 'kestrel', gallery: [image], ...captions({ [image]: 'The board', [other]: 'Not in the story' }, {}) });
    const made = await site.call('POST', '/api/admin/pieces/work', { body, cookie });
    expect(made.status).toBe(201);
    // Only the gallery's screens keep a caption; a language may leave one blank.
    expect([made.json.en.galleryCaptions, made.json.zh.galleryCaptions]).toEqual([{ [image]: 'The board' }, {}]);
    for (const lang of ['en', 'zh']) {
      const res = await site.call('PUT', `/api/admin/pieces/work/${made.json.id}/${lang}/state`, { body: { state: 'published' }, cookie });
      expect(res.status).toBe(200);
    }
    const shown = async (lang: string) => (await site.call('GET', `/api/work/${lang}/stories/kestrel`)).json.gallery[0].alt;
    expect([await shown('en'), await shown('zh')]).toEqual(['The board', '']);
    // A caption too long, or for something not an image path, is refused and changes nothing.
    for (const bad of [{ [image]: 'x'.repeat(201) }, { 'not-a-path': 'Words' }]) {
      const res = await site.call('PUT', `/api/admin/pieces/work/${made.json.id}`, { body: { ...body, ...captions(bad, {}) }, cookie });
      expectError(res, 422, 'validation_failed');
    }
    expect(await shown('en')).toBe('The board');
  });

  test("a Work page's facts at a glance are its own fields in each language: checked, shown, kept in history (decision 0178)", async () => {
    const facts = [
      { term: 'Duration', detail: '14 weeks' },
      { term: 'Team', detail: '3 people' },
    ];
    const body = article({
      slug: 'kestrel',
      en: text('Kestrel', { facts }),
      zh: text('鷹準', { facts: [{ term: ' 工期 ', detail: '14 週' }] }),
    });
    const made = await site.call('POST', '/api/admin/pieces/work', { body, cookie });
    expect(made.status).toBe(201);
    expect([made.json.en.facts, made.json.zh.facts]).toEqual([facts, [{ term: '工期', detail: '14 週' }]]);
    for (const lang of ['en', 'zh'])
      await site.call('PUT', `/api/admin/pieces/work/${made.json.id}/${lang}/state`, { body: { state: 'published' }, cookie });
    const shown = async (lang: string) => (await site.call('GET', `/api/work/${lang}/stories/kestrel`)).json.facts;
    expect([await shown('en'), await shown('zh')]).toEqual([facts, [{ term: '工期', detail: '14 週' }]]);
    // A fact without its term or detail, one too long, a seventh, or facts on an article: refused, nothing changed.
    const put = (en: object) =>
      site.call('PUT', `/api/admin/pieces/work/${made.json.id}`, { body: { ...body, en: text('Kestrel', en) }, cookie });
    for (const bad of [
      [{ term: '', detail: '14 weeks' }],
      [{ term: 'Duration', detail: '  ' }],
      [{ term: 'x'.repeat(41), detail: '14 weeks' }],
      [{ term: 'Duration', detail: 'x'.repeat(121) }],
      Array.from({ length: 7 }, () => facts[0]),
      [{ term: 'Duration', detail: 'Two\nlines' }],
    ])
      expectError(await put({ facts: bad }), 422, 'validation_failed');
    expectError(await create(article({ slug: 'an-article', en: text('An article', { facts }) })), 422, 'validation_failed');
    expect(await shown('en')).toEqual(facts);
    // Saved with the version: a change is in its history, and restoring the earlier save brings the facts back.
    expect((await put({ facts: [{ term: 'Duration', detail: '16 weeks' }] })).status).toBe(200);
    expect(await shown('en')).toEqual([{ term: 'Duration', detail: '16 weeks' }]);
    const history = (await site.call('GET', `/api/revisions?target=work/${made.json.id}/en`, { cookie })).json as { id: number }[];
    expect((await site.call('POST', `/api/revisions/${history[0]!.id}/restore`, { cookie })).status).toBe(200);
    expect(await shown('en')).toEqual(facts);
  });

  test("history: a language's earlier text comes back, its state kept; the shared part brings its slug back, redirect too", async () => {
    const { id } = (await create()).json;
    const put = async (change: (piece: Record<string, any>) => object) => {
      const piece = (await site.call('GET', `/api/admin/pieces/journal/${id}`, { cookie })).json;
      const body = { slug: piece.slug, coverImage: null, authorId: null, en: pick(piece.en), zh: pick(piece.zh), ...change(piece) };
      expect((await site.call('PUT', `/api/admin/pieces/journal/${id}`, { body, cookie })).status).toBe(200);
    };
    await put((piece) => ({ en: { ...pick(piece.en), title: 'A worse title', body: 'Gone wrong.' } }));
    expect((await state(id, 'en', { state: 'published' })).status).toBe(200);
    type Revision = { id: number; before: { title?: string }; after: { title?: string; state?: string } };
    const history = (await site.call('GET', `/api/revisions?target=journal/${id}/en`, { cookie })).json as Revision[];
    // Newest first: the state change, then the edit that brought the worse title.
    expect(history.map((entry) => entry.after.state)).toEqual(['published', 'draft']);
    const edit = history.find((entry) => entry.before.title !== entry.after.title)!;
    const restored = await site.call('POST', `/api/revisions/${edit.id}/restore`, { cookie });
    expect(restored.status).toBe(200);
    const back = (await site.call('GET', `/api/admin/pieces/journal/${id}`, { cookie })).json;
    expect([back.en.title, back.en.body, back.en.state]).toEqual([
      'How we built an ordering system',
      '## How we built an ordering system\n\nWords.',
      'published',
    ]);
    // The restore is a save of its own, in the history above the one it undid.
    const after = (await site.call('GET', `/api/revisions?target=journal/${id}/en`, { cookie })).json as { restoredFrom?: number }[];
    expect(after.length).toBe(history.length + 1);

    await put(() => ({ slug: 'ordering-2027' }));
    const moved = (await site.call('GET', `/api/revisions?target=journal/${id}`, { cookie })).json as { id: number }[];
    expect((await site.call('POST', `/api/revisions/${moved[0]!.id}/restore`, { cookie })).status).toBe(200);
    expect((await site.call('GET', `/api/admin/pieces/journal/${id}`, { cookie })).json.slug).toBe('ordering-system');
    expect(redirectFor(site.db, '/blog/ordering-2027')!.to).toBe('/blog/ordering-system');
    // A slug another piece has taken since: refused, nothing changed.
    await put(() => ({ slug: 'ordering-2028' }));
    const again = (await site.call('GET', `/api/revisions?target=journal/${id}`, { cookie })).json as { id: number }[];
    expect((await create(article({ slug: 'ordering-system' }))).status).toBe(201);
    expect((await site.call('POST', `/api/revisions/${again[0]!.id}/restore`, { cookie })).status).toBe(409);
    expect((await site.call('GET', `/api/admin/pieces/journal/${id}`, { cookie })).json.slug).toBe('ordering-2028');
  });
});

describe('each language on its own schedule', () => {
  test('English up now; Chinese cannot go up without a title; the activity log and history say so', async () => {
    const { id } = (await create()).json;
    const up = await state(id, 'en', { state: 'published' });
    expect(up.status).toBe(200);
    expect(up.json.publishedNow).toBe(false);
    expect(up.json.piece.en).toMatchObject({ state: 'published', publishedAt: new Date(site.clock.now).toISOString() });
    expect(up.json.piece.zh.state).toBe('draft');
    expectError(await state(id, 'zh', { state: 'published' }), 422, 'validation_failed');
    expect(
      site.db
        .select()
        .from(pieceVersions)
        .all()
        .find((v) => v.lang === 'zh')!.state,
    ).toBe('draft');
    const logged = site.db
      .select()
      .from(auditLog)
      .all()
      .map((e) => [e.action, e.target]);
    expect(logged).toEqual([
      ['piece_create', `journal/${id}`],
      ['piece_state', `journal/${id}/en`],
    ]);
    expect(
      site.db
        .select()
        .from(revisions)
        .all()
        .map((r) => r.target),
    ).toEqual([`journal/${id}/en`]);
  });

  test('Chinese scheduled at 10:00 Taipei time goes up then, with no one signed in, dated that moment', async () => {
    await site.call('POST', '/api/settings', { body: { key: 'timeZone', value: 'Asia/Taipei' }, cookie });
    try {
      const { id } = (await create(article({ zh: text('我們如何打造訂購系統') }))).json;
      const res = await state(id, 'zh', { state: 'scheduled', publishAt: '2026-12-01T10:00' });
      expect(res.status).toBe(200);
      expect(res.json.publishedNow).toBe(false);
      // 10:00 in Taipei is 02:00 UTC.
      expect(res.json.piece.zh).toMatchObject({ state: 'scheduled', publishAt: '2026-12-01T02:00:00.000Z', publishedAt: null });
      expect(site.deps.publishing.runOnce()).toEqual([]);
      site.clock.now = Date.parse('2026-12-01T02:00:00Z');
      expect(site.deps.publishing.runOnce()).toEqual(['journal']);
      const zh = (await site.call('GET', `/api/admin/pieces/journal/${id}`, { cookie })).json.zh;
      expect(zh).toMatchObject({ state: 'published', publishAt: null, publishedAt: '2026-12-01T02:00:00.000Z' });
      const entry = site.db.select().from(auditLog).all().at(-1)!;
      expect(entry).toMatchObject({ account: SCHEDULE_ACCOUNT, action: 'piece_state', target: `journal/${id}/zh` });
      expect(JSON.parse(entry.detail as unknown as string)).toMatchObject({ to: 'published', by: 'schedule' });
    } finally {
      await site.call('POST', '/api/settings', { body: { key: 'timeZone', value: '' }, cookie });
    }
  });

  test('a time already past publishes now and says so; a take-down time brings it down when due', async () => {
    const { id } = (await create()).json;
    const past = await state(id, 'en', { state: 'scheduled', publishAt: '2026-11-30T09:00', unpublishAt: '2026-12-02T00:00' });
    expect(past.json.publishedNow).toBe(true);
    expect(past.json.piece.en).toMatchObject({ state: 'published', unpublishAt: '2026-12-02T00:00:00.000Z' });
    site.clock.now = Date.parse('2026-12-02T00:00:00Z');
    site.deps.publishing.runOnce();
    cookie = site.session(); // a day on: yesterday's session has ended
    const en = (await site.call('GET', `/api/admin/pieces/journal/${id}`, { cookie })).json.en;
    expect(en).toMatchObject({ state: 'unpublished', unpublishAt: null, publishedAt: '2026-12-01T00:00:00.000Z' });
  });

  test('refused, nothing changed: scheduling without a time, no such day, a take-down before it goes up, an unknown state or language', async () => {
    const { id } = (await create()).json;
    for (const body of [
      { state: 'scheduled' },
      { state: 'scheduled', publishAt: '2026-02-30T10:00' },
      { state: 'published', unpublishAt: '2026-11-01T00:00' },
      { state: 'live' },
    ])
      expectError(await state(id, 'en', body), 422, 'validation_failed');
    expectError(await state(id, 'fr', { state: 'published' }), 404, 'not_found');
    expectError(await state(999, 'en', { state: 'published' }), 404, 'not_found');
    expect(
      site.db
        .select()
        .from(pieceVersions)
        .all()
        .map((v) => v.state),
    ).toEqual(['draft', 'draft']);
  });

  test('after a restart that missed the moment, the schedule catches up as it starts', async () => {
    const { id } = (await create()).json;
    await state(id, 'en', { state: 'scheduled', publishAt: '2026-12-01T05:00' });
    site.clock.now = Date.parse('2026-12-03T00:00:00Z'); // the server was down at 05:00
    site.deps.publishing.start();
    try {
      for (let i = 0; i < 50 && site.db.select().from(pieceVersions).all()[0]!.state !== 'published'; i++) await Bun.sleep(10);
      expect(site.db.select().from(pieceVersions).all()[0]!.state).toBe('published');
    } finally {
      await site.deps.publishing.stop();
    }
  });
});

test('the editor’s preview is the page’s own rendering', async () => {
  const res = await site.call('POST', '/api/admin/markdown', {
    body: { markdown: '# Hi\n\n[x](javascript:alert(1)) 你好', lang: 'en' },
    cookie,
  });
  expect(res.json).toEqual({
    html: '<h2 id="hi"><a class="heading-link" href="#hi">Hi</a></h2>\n<p>[x](javascript:alert(1)) <span lang="zh-Hant">你好</span></p>\n',
    // The line each block starts on: the preview follows its text by them.
    lines: [0, 2],
  });
  expect((await site.call('POST', '/api/admin/markdown', { body: { markdown: 'x', lang: 'en' } })).status).toBe(401);
});

function pick(version: Record<string, unknown>) {
  const { title, summary, body, coverAlt, tags } = version;
  return { title, summary, body, coverAlt, tags };
}

describe('the public journal: only what is published, in its own language', () => {
  /** An article up in English (and in Chinese when `zh`), `minutesAgo` before the clock. */
  async function published(slug: string, minutesAgo: number, opts: { zh?: boolean; tags?: string[] } = {}) {
    const made = await create(
      article({ slug, en: text(`Article ${slug}`, { tags: opts.tags ?? [] }), zh: text(opts.zh ? `文章 ${slug}` : '') }),
    );
    const at = site.clock.now;
    site.clock.now -= minutesAgo * 60_000;
    await state(made.json.id, 'en', { state: 'published' });
    if (opts.zh) await state(made.json.id, 'zh', { state: 'published' });
    site.clock.now = at;
    return made.json.id as number;
  }
  const read = (path: string) => site.call('GET', path);

  test('ten to a page, newest first; the next page has the rest; past the last is 404; Chinese lists its own', async () => {
    for (let i = 1; i <= 12; i++) await published(`article-${i}`, 100 - i, { zh: i === 3, tags: i % 4 === 0 ? ['automation'] : [] });
    const first = await read('/api/journal/en/page/1');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ lang: 'en', tag: null, page: 1, pages: 2, total: 12 });
    expect(first.json.items.map((c: { slug: string }) => c.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `article-${12 - i}`));
    expect(first.json.items[0]).toMatchObject({ title: 'Article article-12', readingMinutes: 1, author: null, cover: null });
    expect((await read('/api/journal/en/page/2')).json.items.map((c: { slug: string }) => c.slug)).toEqual(['article-2', 'article-1']);
    expectError(await read('/api/journal/en/page/3'), 404, 'not_found');
    expectError(await read('/api/journal/en/page/0'), 404, 'not_found');
    const zh = (await read('/api/journal/zh/page/1')).json;
    expect(zh.items.map((c: { title: string }) => c.title)).toEqual(['文章 article-3']);
    const tagged = (await read('/api/journal/en/tag/automation/page/1')).json;
    expect(tagged.items.map((c: { slug: string }) => c.slug)).toEqual(['article-12', 'article-8', 'article-4']);
    expectError(await read('/api/journal/zh/tag/automation/page/1'), 404, 'not_found');
  });

  test('an article in the languages it is up in: its body rendered, its languages named; elsewhere 404', async () => {
    const both = await published('both', 5, { zh: true });
    await published('english-only', 4);
    const post = await read('/api/journal/en/posts/both');
    expect(post.json).toMatchObject({ slug: 'both', lang: 'en', title: 'Article both', languages: ['en', 'zh'] });
    expect(post.json.html).toBe(
      '<h2 id="article-both"><a class="heading-link" href="#article-both">Article both</a></h2>\n<p>Words.</p>\n',
    );
    expect((await read('/api/journal/en/posts/english-only')).json.languages).toEqual(['en']);
    expectError(await read('/api/journal/zh/posts/english-only'), 404, 'not_found');
    expectError(await read('/api/journal/en/posts/no-such-article'), 404, 'not_found');
    // Taken down in Chinese: gone from the Chinese journal at once, still up in English.
    await state(both, 'zh', { state: 'unpublished' });
    expectError(await read('/api/journal/zh/posts/both'), 404, 'not_found');
    expect((await read('/api/journal/zh/page/1')).json.items).toEqual([]);
    expect((await read('/api/journal/en/posts/both')).json.languages).toEqual(['en']);
  });

  test('a scheduled article is not there before its time, and is there once the schedule runs', async () => {
    const { id } = (await create(article({ slug: 'soon' }))).json;
    await state(id, 'en', { state: 'scheduled', publishAt: '2026-12-01T00:30' });
    expectError(await read('/api/journal/en/posts/soon'), 404, 'not_found');
    expect((await read('/api/journal/en/page/1')).json.total).toBe(0);
    site.clock.now = Date.parse('2026-12-01T00:30:00Z');
    site.deps.publishing.runOnce();
    expect((await read('/api/journal/en/posts/soon')).status).toBe(200);
    expect((await read('/api/journal/en/page/1')).json.total).toBe(1);
  });
});
