// Search snippets through the real app on a real SQLite file: anyone reads a page's snippet, only the admin changes it;
// a refused change stores nothing; each save is a version with time and account, and restoring one brings its exact
// values back (itself recorded); the server-rendered head of the page carries the edited title, description and image
// in each language, and falls back to exactly the automatic ones when the texts are blanked.
import { afterAll, afterEach, beforeEach, expect, test } from 'bun:test';
import { Window } from 'happy-dom';
import { en } from '../../../web/i18n/en';
import { zh } from '../../../web/i18n/zh';
import { fitDescription } from '../../../web/lib/page-snippet';
import type { AuditEntry, PageSnippet, Revision, SnippetUpdate } from '../../contract';
import { expectError, startSiteWithoutImages, type TestSite } from '../../testing/harness';
import { png } from '../media/fixtures/images';

let site: TestSite;
let cookie: string;
let image: string;
beforeEach(async () => {
  // og:image is an absolute URL, written only when the site knows its address (decision 0026).
  site = await startSiteWithoutImages({ PUBLIC_URL: 'http://localhost' });
  cookie = site.session();
  const res = await site.app.handle(
    new Request('http://localhost/api/media', { method: 'POST', body: png(1200, 630), headers: { 'content-type': 'image/png', cookie } }),
  );
  image = ((await res.json()) as { path: string }).path;
});
afterEach(() => site.close());

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
afterAll(() => window.close());

const BLANK: SnippetUpdate = { titleEn: '', titleZh: '', descriptionEn: '', descriptionZh: '', imagePath: null };
const EDITED = {
  titleEn: 'Software Built Around You',
  titleZh: '為您打造的軟體',
  descriptionEn: 'Custom software & automation for "small" teams.',
  descriptionZh: '為小型團隊打造的客製化軟體與自動化。',
};

const put = (body: unknown, section = 'home', as = cookie) => site.call('PUT', `/api/page-snippets/${section}`, { cookie: as, body });
const snippet = async (section = 'home') => (await site.call('GET', `/api/page-snippets/${section}`)).json as PageSnippet;
const history = async () => (await site.call('GET', '/api/revisions?target=page-snippets/home', { cookie })).json as Revision[];

/** What a crawler reads from the head of a rendered page. */
async function head(path: string) {
  const res = await site.call('GET', path);
  expect(res.status).toBe(200);
  const doc = new window.DOMParser().parseFromString(res.text, 'text/html');
  const meta = (key: string) => doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  return {
    title: doc.title,
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogImage: meta('og:image'),
    card: meta('twitter:card'),
  };
}

test('anyone reads a snippet: all automatic until the admin sets one; an unknown page is not found', async () => {
  expect(await snippet('pricing')).toEqual({ section: 'pricing', ...BLANK });
  expectError(await site.call('GET', '/api/page-snippets/blog'), 404, 'not_found');
});

test('only the signed-in admin changes a snippet', async () => {
  expectError(await put({ ...BLANK, ...EDITED }, 'home', ''), 401, 'unauthorized');
  expect(await snippet()).toEqual({ section: 'home', ...BLANK });
});

test('refused: a title or description too long, a line break, an image not uploaded, a page that does not exist; nothing is stored', async () => {
  const refusals: [unknown, string, string][] = [
    [{ ...BLANK, titleEn: 'x'.repeat(71) }, 'titleEn', 'Title: at most 70 characters'],
    [{ ...BLANK, descriptionZh: '字'.repeat(201) }, 'descriptionZh', 'Description: at most 200 characters'],
    [{ ...BLANK, titleZh: '第一行\n第二行' }, 'titleZh', 'Must be one line, without control characters'],
    [{ ...BLANK, imagePath: `/media/${'0'.repeat(64)}.png` }, 'imagePath', 'No such image'],
    [{ ...BLANK, imagePath: 'https://example.com/cat.png' }, 'imagePath', 'No such image'],
    [{ titleEn: 'Only one field' }, 'titleZh', 'This field is required'],
  ];
  for (const [body, path, message] of refusals) {
    const res = await put(body);
    expectError(res, 422, 'validation_failed');
    expect(res.json.error.issues).toContainEqual({ path, message });
  }
  expectError(await put({ ...BLANK, ...EDITED }, 'blog'), 404, 'not_found');
  expect(await snippet()).toEqual({ section: 'home', ...BLANK });
  expect(await history()).toEqual([]);
});

test('a save is trimmed, answered as GET reads it, and the next GET shows it', async () => {
  const res = await put({ ...EDITED, titleEn: `  ${EDITED.titleEn}  `, imagePath: image });
  expect(res.status).toBe(200);
  const stored: PageSnippet = { section: 'home', ...EDITED, imagePath: image };
  expect(res.json).toEqual(stored);
  expect(await snippet()).toEqual(stored);
  expect(await snippet('contact')).toEqual({ section: 'contact', ...BLANK }); // one page's snippet only
});

test('each save is a version with time and account; restoring brings the exact old values back, and is recorded', async () => {
  expect((await put({ ...EDITED, imagePath: image })).status).toBe(200);
  site.clock.now += 60_000;
  expect((await put({ ...BLANK, titleEn: 'Second' })).status).toBe(200);
  const [second, first] = await history();
  expect(first).toMatchObject({
    account: 'admin',
    before: { section: 'home', ...BLANK },
    after: { section: 'home', ...EDITED, imagePath: image },
    restoredFrom: null,
  });
  expect(second!.before).toEqual({ section: 'home', ...EDITED, imagePath: image });
  expect(Date.parse(second!.at) - Date.parse(first!.at)).toBe(60_000);

  const restored = await site.call('POST', `/api/revisions/${second!.id}/restore`, { cookie });
  expect(restored.status).toBe(200);
  expect(await snippet()).toEqual({ section: 'home', ...EDITED, imagePath: image });
  expect((await head('/')).title).toBe(EDITED.titleEn); // the page shows it at once
  const [restore] = await history();
  expect(restore).toMatchObject({ restoredFrom: second!.id, before: { titleEn: 'Second' }, after: { ...EDITED, imagePath: image } });
  const [entry] = (await site.call('GET', '/api/admin/audit?limit=1', { cookie })).json as AuditEntry[];
  expect([entry!.action, entry!.target]).toEqual(['snippet_update', 'page-snippets/home']);
  expect(entry!.detail).toEqual({
    changes: {
      titleEn: { from: 'Second', to: EDITED.titleEn },
      titleZh: { from: '', to: EDITED.titleZh },
      descriptionEn: { from: '', to: EDITED.descriptionEn },
      descriptionZh: { from: '', to: EDITED.descriptionZh },
      imagePath: { from: '', to: image },
    },
  });
});

test('a save that changes nothing keeps no version', async () => {
  expect((await put(BLANK)).status).toBe(200);
  expect(await history()).toEqual([]);
});

test('the rendered head carries the edited title, description and image in each language, and the automatic ones once blanked', async () => {
  const automatic = { en: await head('/'), zh: await head('/?lang=zh') };
  const hero = (await site.call('GET', '/api/content/home')).json.hero.subtitle as { en: string; zh: string };
  for (const [lang, t] of [
    ['en', en],
    ['zh', zh],
  ] as const) {
    const title = `${t.pages.home} - ${t.brand}`;
    // No image of its own: the built-in share image drawn for the language, as a large card.
    expect(automatic[lang]).toEqual({
      title,
      description: fitDescription(hero[lang]),
      ogTitle: title,
      ogDescription: fitDescription(hero[lang]),
      ogImage: `http://localhost${lang === 'zh' ? '/og-image-zh.png' : '/og-image.png'}`,
      card: 'summary_large_image',
    });
  }

  expect((await put({ ...EDITED, imagePath: image })).status).toBe(200);
  const card = { ogImage: `http://localhost${image}`, card: 'summary_large_image' };
  expect(await head('/')).toEqual({
    title: EDITED.titleEn,
    description: EDITED.descriptionEn,
    ogTitle: EDITED.titleEn,
    ogDescription: EDITED.descriptionEn,
    ...card,
  });
  expect(await head('/?lang=zh')).toEqual({
    title: EDITED.titleZh,
    description: EDITED.descriptionZh,
    ogTitle: EDITED.titleZh,
    ogDescription: EDITED.descriptionZh,
    ...card,
  });
  expect((await site.call('GET', '/')).text).toContain('&quot;small&quot;'); // escaped in the attribute
  expect((await head('/services')).title).toBe(`${en.pages.services} - ${en.brand}`); // only that page

  // Only the English title set: the Chinese page keeps its automatic texts, and no image means the built-in one.
  expect((await put({ ...BLANK, titleEn: 'English only' })).status).toBe(200);
  expect(await head('/?lang=zh')).toEqual(automatic.zh);
  expect(await head('/')).toEqual({ ...automatic.en, title: 'English only', ogTitle: 'English only' });

  expect((await put(BLANK)).status).toBe(200);
  expect(await head('/')).toEqual(automatic.en);
  expect(await head('/?lang=zh')).toEqual(automatic.zh);
});

test('GET /api/media lists the uploaded images, newest first, for the admin only', async () => {
  const res = await site.app.handle(
    new Request('http://localhost/api/media', {
      method: 'POST',
      body: png(64, 48, 0x20),
      headers: { 'content-type': 'image/png', cookie },
    }),
  );
  const second = ((await res.json()) as { path: string }).path;
  expectError(await site.call('GET', '/api/media'), 401, 'unauthorized');
  const list = await site.call('GET', '/api/media', { cookie });
  expect(list.status).toBe(200);
  expect(list.json.map((i: { path: string; width: number; height: number; type: string }) => [i.path, i.width, i.height, i.type])).toEqual([
    [second, 64, 48, 'image/png'],
    [image, 1200, 630, 'image/png'],
  ]);
});
