// What a site behind a shared cache notices: each change visitors see is purged at the cache by exactly the keys it
// touched (a real HTTP receiver on loopback plays the cache), a refusal is retried until it is accepted and shown to the
// admin meanwhile, the signature a webhook checks is right, and a start purges everything.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { startTestSite, type TestSite } from '../../testing/harness';
import { png } from '../media/fixtures/images';
import { PURGE_AGAIN_AFTER_MS, PURGE_RETRY } from './worker';

type Seen = { method: string; keys: string; urls: string[]; time: string; signature: string | null };
let seen: Seen[] = [];
let answer = 200;
const receiver = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch(request) {
    const h = request.headers;
    seen.push({
      method: request.method,
      keys: h.get('x-purge-keys') ?? '',
      urls: (h.get('x-purge-urls') ?? '').split(' '),
      time: h.get('x-purge-time') ?? '',
      signature: h.get('x-purge-signature'),
    });
    return new Response(null, { status: answer });
  },
});
afterAll(() => receiver.stop(true));

const SECRET = 'a secret of twenty characters';
let site: TestSite;
let admin: string;
beforeAll(async () => {
  site = await startTestSite({
    CACHE_PURGE_URL: `http://127.0.0.1:${receiver.port}/`,
    CACHE_PURGE_SECRET: SECRET,
    PUBLIC_URL: 'https://www.example.com',
  });
  admin = site.session();
  // Started (its purge of everything sent), then stopped: from here the tests send what is due themselves, on their
  // own clock, with no timer of the worker's running alongside.
  site.deps.purges.start();
  await site.deps.purges.runDue();
  await site.deps.purges.stop();
});
afterAll(async () => {
  await site.deps.purges.stop();
  site.close();
});
afterEach(() => {
  seen = [];
  answer = 200;
});

const status = async () => (await site.call('GET', '/api/admin/cache-purges', { cookie: admin })).json;
/** The purges due now, then (the clock moved on) the second one each change gets. */
async function bothPurges() {
  await site.deps.purges.runDue();
  site.clock.now += PURGE_AGAIN_AFTER_MS;
  await site.deps.purges.runDue();
}

describe('a change visitors see is purged by its keys', () => {
  test('a start purged everything once ("site"): whatever changed before it shows', async () => {
    // Seen in beforeAll; the queue holds nothing more.
    expect((await status()).waiting).toBe(0);
    expect((await status()).lastDoneAt).not.toBeNull();
  });

  test('a home text: PURGE naming /api/content/home, reaching the home page in both language spellings; signed', async () => {
    const saved = await site.call('POST', '/api/content', {
      cookie: admin,
      body: { section: 'home', key: 'hero.title', enValue: 'Purged title' },
    });
    expect(saved.status).toBe(200);
    await site.deps.purges.runDue();
    expect(seen.length).toBe(1);
    const [purge] = seen as [Seen];
    expect(purge.method).toBe('PURGE');
    expect(purge.keys).toBe('/api/content/home');
    expect(purge.urls).toEqual(
      expect.arrayContaining(['https://www.example.com/', 'https://www.example.com/?lang=zh', 'https://www.example.com/api/content/home']),
    );
    // Only what shows the home texts: the pricing page does not.
    expect(purge.urls.some((url) => url.includes('/pricing'))).toBe(false);
    const expected = createHmac('sha256', SECRET)
      .update(`${purge.time}\n${purge.keys}\n${purge.urls.join(' ')}`)
      .digest('hex');
    expect(purge.signature).toBe(`sha256=${expected}`);
    // The second purge waits its time (a render begun before the save may reach the cache after the first) and is
    // not shown to the admin as waiting.
    expect((await status()).waiting).toBe(0);
    site.clock.now += PURGE_AGAIN_AFTER_MS;
    await site.deps.purges.runDue();
    expect(seen.map((s) => s.keys)).toEqual(['/api/content/home', '/api/content/home']);
  });

  test('the contact details: every page shows them in its footer, so every page is reached', async () => {
    await site.call('POST', '/api/settings', { cookie: admin, body: { key: 'contactPhone', value: '+886 2 1234 5678' } });
    await bothPurges();
    expect(seen.map((s) => s.keys)).toEqual(['/api/settings/contact-info', '/api/settings/contact-info']);
    for (const page of ['/', '/services', '/pricing', '/contact']) expect(seen[0]!.urls).toContain(`https://www.example.com${page}`);
  });

  test('a write that changes nothing visitors see (the notification address) purges nothing', async () => {
    await site.call('POST', '/api/settings', { cookie: admin, body: { key: 'notificationEmail', value: 'owner@example.com' } });
    await bothPurges();
    expect(seen).toEqual([]);
  });

  test('a refusal is retried with backoff and shown to the admin; the next success clears it', async () => {
    answer = 503;
    await site.call('POST', '/api/content', { cookie: admin, body: { section: 'pricing', key: 'hero.title', enValue: 'Plans, purged' } });
    await site.deps.purges.runDue();
    expect(seen.length).toBe(1);
    const failing = await status();
    expect(failing.waiting).toBe(1);
    expect(failing.problem).toMatchObject({ attempts: 1, gaveUp: false });
    expect(failing.problem.error).toContain('503');
    // Not due again before its backoff.
    await site.deps.purges.runDue();
    expect(seen.length).toBe(1);
    answer = 200;
    site.clock.now += PURGE_AGAIN_AFTER_MS; // past the backoff (1 s) and the second purge's time: both in one request
    await site.deps.purges.runDue();
    expect(seen.map((s) => s.keys)).toEqual(['/api/content/pricing', '/api/content/pricing']);
    const after = await status();
    expect([after.waiting, after.problem]).toEqual([0, null]);
  });

  test('a deleted image: its URL (kept a year by any cache) is purged by its key', async () => {
    const uploaded = await site.app.handle(
      new Request('http://localhost/api/media', {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'image/png' },
        body: png(40, 30),
      }),
    );
    expect(uploaded.status).toBe(201);
    const { path } = (await uploaded.json()) as { path: string };
    const served = await site.app.handle(new Request(`http://localhost${path}`));
    const key = path.replace(/\.png$/, '');
    expect(served.headers.get('surrogate-key')).toBe(`site ${key}`);
    await bothPurges();
    seen = [];
    const name = path.slice('/media/'.length);
    expect((await site.call('DELETE', `/api/media/${name}`, { cookie: admin })).status).toBe(200);
    await bothPurges();
    expect(seen.map((s) => s.keys)).toEqual([key, key]);
  });

  test('a cache that refuses for a day: the purge is given up, and the admin is told', async () => {
    answer = 500;
    await site.call('POST', '/api/content', { cookie: admin, body: { section: 'contact', key: 'hero.title', enValue: 'Write to us' } });
    await site.deps.purges.runDue();
    site.clock.now += PURGE_RETRY.giveUpAfterMs + PURGE_AGAIN_AFTER_MS;
    await site.deps.purges.runDue();
    // A day on, the admin's session has run out: the status as the next sign-in will read it.
    const given = site.deps.purges.status();
    expect([given.waiting, given.problem?.gaveUp]).toEqual([0, true]);
    expect(site.logged.some((line) => String(line[0]).includes('given up after a day'))).toBe(true);
  });

  test('the status is the admin’s alone', async () => {
    expect((await site.call('GET', '/api/admin/cache-purges')).status).toBe(401);
  });
});

test('without CACHE_PURGE_URL nothing is kept or sent, and the admin is told the cache time bounds what visitors see', async () => {
  const plain = await startTestSite();
  try {
    plain.deps.purges.start();
    const cookie = plain.session();
    await plain.call('POST', '/api/content', { cookie, body: { section: 'home', key: 'hero.title', enValue: 'Not purged' } });
    await plain.deps.purges.runDue();
    expect(seen).toEqual([]);
    const body = (await plain.call('GET', '/api/admin/cache-purges', { cookie })).json;
    expect(body).toEqual({ target: null, sharedSeconds: 10, waiting: 0, lastDoneAt: null, problem: null });
  } finally {
    await plain.deps.purges.stop();
    plain.close();
  }
});
