// /api/content: every section's tree of { en, zh } leaves (public), and the admin's one-key writes with their rules.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { contentEntries } from '../../../db/schema';
import { CONTENT_KEYS, SECTIONS } from '../../contract';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { scenarios } from '../../testing/scenarios';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterAll(() => site.close());

type Tree = { [name: string]: Tree | { en: string; zh: string } };
/** The dotted paths of a tree's leaves, each leaf checked to be exactly { en, zh } strings. */
function leafPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, node]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof node.en === 'string' && typeof node.zh === 'string') {
      expect(Object.keys(node).sort()).toEqual(['en', 'zh']);
      return [path];
    }
    return leafPaths(node as Tree, path);
  });
}
const read = async (section: string) => (await site.call('GET', `/api/content/${section}`)).json;
const storedRows = () => site.db.select().from(contentEntries).all();

describe('GET /api/content/{section}', () => {
  for (const section of SECTIONS) {
    test(`${section}: one filled { en, zh } leaf for every registered key, and nothing else`, async () => {
      const res = await site.call('GET', `/api/content/${section}`);
      expect(res.status).toBe(200);
      expect(leafPaths(res.json).sort()).toEqual([...CONTENT_KEYS[section]].sort());
      for (const key of CONTENT_KEYS[section]) {
        const leaf = key.split('.').reduce((node: any, part) => node[part], res.json);
        expect(leaf.en.trim()).not.toBe('');
        expect(leaf.zh.trim()).not.toBe('');
      }
    });
  }

  test('home → hero.title holds the seeded English and Chinese headline', async () => {
    expect((await read('home')).hero.title).toEqual({
      en: 'Software shaped to the way your business runs',
      zh: '讓軟體配合您的營運',
    });
  });

  test('an unknown section is 404 with the error shape', async () => {
    expectError(await site.call('GET', '/api/content/blog'), 404, 'not_found');
  });
});

describe('POST /api/content (admin)', () => {
  test('enValue alone changes English and keeps the Chinese value; the public GET shows it', async () => {
    const before = (await read('services')).hero.title;
    const res = await site.call('POST', '/api/content', {
      cookie,
      body: { section: 'services', key: 'hero.title', enValue: 'Services, rewritten' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ section: 'services', key: 'hero.title', en: 'Services, rewritten', zh: before.zh });
    expect((await read('services')).hero.title).toEqual({ en: 'Services, rewritten', zh: before.zh });
  });

  test('a blank zhValue next to a real enValue leaves the Chinese value as it was', async () => {
    const before = (await read('home')).cta.title;
    await site.call('POST', '/api/content', { cookie, body: { section: 'home', key: 'cta.title', enValue: 'Talk to us', zhValue: '  ' } });
    expect((await read('home')).cta.title).toEqual({ en: 'Talk to us', zh: before.zh });
  });

  test('both values change both languages', async () => {
    const res = await site.call('POST', '/api/content', {
      cookie,
      body: { section: 'contact', key: 'info.title', enValue: 'Reach us', zhValue: '聯絡我們' },
    });
    expect(res.status).toBe(200);
    expect((await read('contact')).info.title).toEqual({ en: 'Reach us', zh: '聯絡我們' });
  });
});

/** Every section as read and every stored row: what a refused write must leave as it was. */
const everything = async () => [storedRows(), await Promise.all(SECTIONS.map(read))];

scenarios(
  'POST /api/content (admin): refused, nothing stored or changed',
  () => site,
  [
    { name: 'unknown section', body: { section: 'blog', key: 'hero.title', enValue: 'x' }, path: 'section' },
    { name: 'unknown key', body: { section: 'home', key: 'hero.tagline', enValue: 'x' }, path: 'key' },
    { name: 'a key of another section', body: { section: 'contact', key: 'cta.title', enValue: 'x' }, path: 'key' },
    { name: 'both values missing', body: { section: 'home', key: 'hero.title' } },
    { name: 'both values blank', body: { section: 'home', key: 'hero.title', enValue: '  ', zhValue: '' } },
    { name: 'enValue over 2000 characters', body: { section: 'home', key: 'hero.title', enValue: 'x'.repeat(2001) }, path: 'enValue' },
    { name: 'zhValue over 2000 characters', body: { section: 'home', key: 'hero.title', zhValue: '字'.repeat(2001) }, path: 'zhValue' },
    { name: 'enValue not text', body: { section: 'home', key: 'hero.title', enValue: 42 }, path: 'enValue' },
  ].map((c) => ({
    name: `422 for ${c.name}${c.path ? ` (issue at "${c.path}")` : ''}, nothing stored or changed`,
    method: 'POST',
    url: '/api/content',
    cookie: 'admin',
    body: c.body,
    status: 422,
    error: 'validation_failed',
    issues: c.path ? [c.path] : [],
    unchanged: everything,
  })),
);

scenarios(
  'POST /api/content refuses anonymous callers',
  () => site,
  [
    ['no cookie', undefined],
    ['a bogus cookie', 'session=garbage'],
  ].map(([who, cookie]) => ({
    name: `${who}: 401, and the text stays as it was`,
    method: 'POST',
    url: '/api/content',
    cookie,
    body: { section: 'pricing', key: 'hero.title', enValue: 'Defaced', zhValue: '被竄改' },
    status: 401,
    error: 'unauthorized',
    unchanged: () => read('pricing'),
  })),
);
