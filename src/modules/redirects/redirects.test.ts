// Redirects and the "not found" list through the API and the pages route (decision 0096): an address kept sends visitors
// on with its query, loops and chains are refused with nothing changed, a 404 a person met is counted (bots, queries and
// API paths apart), the list stays bounded, and saving a redirect for a counted address takes it off the list.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { auditLog, missedPaths, redirects } from '../../../db/schema';
import { MISSED_PATHS_KEEP_DAYS, MISSED_PATHS_MAX } from '../../contract';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';
import { moveAddress, recordMissed } from './service';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
}, 30_000);
afterAll(() => site.close());
beforeEach(() => {
  for (const table of [redirects, missedPaths, auditLog]) site.db.delete(table).run();
  site.deps.cache.clear();
  cookie = site.session();
});

const add = (body: object) => site.call('POST', '/api/admin/redirects', { body, cookie });
const visit = (path: string, agent = BROWSER) =>
  site.app.handle(new Request(`http://localhost${path}`, { headers: { 'user-agent': agent }, redirect: 'manual' }));
const missed = async () => (await site.call('GET', '/api/admin/missed-paths', { cookie })).json as { path: string; hits: number }[];
const kept = () =>
  site.db
    .select()
    .from(redirects)
    .all()
    .map((r) => `${r.fromPath} → ${r.toPath}`);

describe('a redirect the admin keeps', () => {
  test('sends visitors on, 301 or 302, with their query; it is listed, changed, deleted, and each change is in the activity log', async () => {
    const made = await add({ from: '/old-prices', to: '/pricing', permanent: true });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ from: '/old-prices', to: '/pricing', permanent: true });
    const res = await visit('/old-prices?lang=zh');
    expect([res.status, res.headers.get('location')]).toEqual([301, '/pricing?lang=zh']);

    const changed = await site.call('PUT', `/api/admin/redirects/${made.json.id}`, {
      body: { from: '/old-prices', to: 'https://shop.example.com/plans?ref=site', permanent: false },
      cookie,
    });
    expect(changed.status).toBe(200);
    const moved = await visit('/old-prices?lang=en');
    expect([moved.status, moved.headers.get('location')]).toEqual([302, 'https://shop.example.com/plans?ref=site&lang=en']);
    expect((await site.call('GET', '/api/admin/redirects', { cookie })).json).toMatchObject([{ from: '/old-prices', permanent: false }]);

    expect((await site.call('DELETE', `/api/admin/redirects/${made.json.id}`, { cookie })).status).toBe(200);
    expect((await visit('/old-prices')).status).toBe(404);
    expect(
      site.db
        .select()
        .from(auditLog)
        .all()
        .map((e) => [e.action, e.target]),
    ).toEqual([
      ['redirect_save', '/old-prices'],
      ['redirect_save', '/old-prices'],
      ['redirect_delete', '/old-prices'],
    ]);
  });

  test('a moved file (an old brochure) is sent on too', async () => {
    await add({ from: '/files/brochure-2025.pdf', to: '/services', permanent: true });
    const res = await visit('/files/brochure-2025.pdf');
    expect([res.status, res.headers.get('location')]).toEqual([301, '/services']);
  });

  const refused: [string, object, number, string][] = [
    ['to itself', { from: '/a', to: '/a', permanent: true }, 409, 'cannot lead to itself'],
    ['from a page of the site', { from: '/pricing', to: '/contact', permanent: true }, 422, 'is a page of the site'],
    ['from the admin area', { from: '/admin/x', to: '/contact', permanent: true }, 422, 'is a page of the site'],
    ['from an address with a query', { from: '/a?x=1', to: '/contact', permanent: true }, 422, 'without spaces, ? or #'],
    ['to another host without a scheme', { from: '/a', to: '//evil.example', permanent: true }, 422, 'https://'],
    ['to a script', { from: '/a', to: 'javascript:alert(1)', permanent: true }, 422, 'https://'],
    ['without saying whether it is permanent', { from: '/a', to: '/contact' }, 422, 'permanent'],
    ['with a field it does not know', { from: '/a', to: '/contact', permanent: true, extra: 1 }, 422, ''],
  ];
  for (const [name, body, status, words] of refused)
    test(`refused ${name}: ${status}, and nothing is kept`, async () => {
      const res = await add(body);
      expectError(res, status, status === 409 ? 'conflict' : 'validation_failed');
      expect(JSON.stringify(res.json)).toContain(words);
      expect(kept()).toEqual([]);
    });

  test('chains and loops are refused (409), naming the address to use; a taken address too', async () => {
    expect((await add({ from: '/b', to: '/c', permanent: true })).status).toBe(201);
    const chain = await add({ from: '/a', to: '/b', permanent: true });
    expectError(chain, 409, 'conflict');
    expect(JSON.stringify(chain.json)).toContain('point to that address instead');
    expectError(await add({ from: '/c', to: '/b', permanent: true }), 409, 'conflict'); // back: a loop
    expectError(await add({ from: '/x', to: '/b', permanent: true }), 409, 'conflict'); // /x → /b → /c
    expectError(await add({ from: '/b', to: '/d', permanent: true }), 409, 'conflict'); // /b is taken
    expect(kept()).toEqual(['/b → /c']);
  });

  test('a slug that changes folds into the kept redirects: no chain is ever made', () => {
    moveAddress(site.db, '/blog/one', '/blog/two');
    moveAddress(site.db, '/blog/two', '/blog/three');
    expect(kept().sort()).toEqual(['/blog/one → /blog/three', '/blog/two → /blog/three']);
  });

  test('only the admin reads or writes them', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/redirects'],
      ['POST', '/api/admin/redirects'],
      ['GET', '/api/admin/missed-paths'],
      ['DELETE', '/api/admin/missed-paths/1'],
    ] as const)
      expect((await site.call(method, path, { body: method === 'POST' ? {} : undefined })).status).toBe(401);
  });
});

describe('the "not found" list', () => {
  test('counts the 404s a person met by address, query dropped; bots, API calls and pages that exist are not counted', async () => {
    for (const path of ['/old-page?utm_source=x', '/old-page', '/blog/no-such-article', '/wp-admin.php'])
      expect((await visit(path)).status).toBe(404);
    await visit('/old-page', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await visit('/old-page', 'curl/8.5.0');
    await visit('/api/no-such-thing');
    await visit('/pricing');
    const list = await missed();
    expect(list.map((m) => [m.path, m.hits])).toEqual([
      ['/old-page', 2],
      ['/blog/no-such-article', 1],
      ['/wp-admin.php', 1],
    ]);
  });

  test('where its last visitor came from: a page of this site (a broken link to mend), another site, or nothing said', async () => {
    const from = (referer?: string) =>
      site.app.handle(
        new Request('http://localhost/old-brochure', {
          headers: { 'user-agent': BROWSER, ...(referer ? { referer } : {}) },
        }),
      );
    await from('https://www.google.com/search?q=brochure');
    expect((await missed())[0]).toMatchObject({ path: '/old-brochure', hits: 1, referrer: 'google.com' });
    await from('http://localhost/services?lang=zh#cases');
    expect((await missed())[0]).toMatchObject({ hits: 2, referrer: '/services' });
    await from();
    expect((await missed())[0]).toMatchObject({ hits: 3, referrer: '' });
  });

  test('saving a redirect for a counted address takes it off the list and sends the next visitor on', async () => {
    await visit('/team');
    expect((await missed()).map((m) => m.path)).toEqual(['/team']);
    expect((await add({ from: '/team', to: '/?lang=en', permanent: true })).status).toBe(201);
    expect(await missed()).toEqual([]);
    expect((await visit('/team')).headers.get('location')).toBe('/?lang=en');
  });

  test('a dismissed address leaves the list (404 for one that is not there)', async () => {
    await visit('/gone');
    const [row] = (await site.call('GET', '/api/admin/missed-paths', { cookie })).json as { id: number }[];
    expect((await site.call('DELETE', `/api/admin/missed-paths/${row!.id}`, { cookie })).status).toBe(200);
    expect(await missed()).toEqual([]);
    expectError(await site.call('DELETE', `/api/admin/missed-paths/${row!.id}`, { cookie }), 404, 'not_found');
  });

  test(`bounded: at most ${MISSED_PATHS_MAX} addresses (the least recently seen go), none older than ${MISSED_PATHS_KEEP_DAYS} days`, () => {
    const start = site.clock.now;
    recordMissed(site.db, '/ancient', start - (MISSED_PATHS_KEEP_DAYS + 1) * 86_400_000);
    for (let i = 0; i <= MISSED_PATHS_MAX; i++) recordMissed(site.db, `/p${i}`, start + i);
    const paths = site.db
      .select()
      .from(missedPaths)
      .all()
      .map((row) => row.path);
    expect(paths.length).toBe(MISSED_PATHS_MAX);
    expect(paths).not.toContain('/ancient');
    expect(paths).not.toContain('/p0');
    expect(paths).toContain(`/p${MISSED_PATHS_MAX}`);
  });
});
