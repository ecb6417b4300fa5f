// An upload's variants through the site itself: the upload answers at once; in the background a child makes the AVIF
// and WebP sizes; they are served at their own immutable addresses, counted against MEDIA_LIMIT_MB, and gone with their
// image. An image the child cannot read keeps being served as it was, its failure kept in words. An image stored before
// variants existed gets them when the site starts.
import { afterEach, expect, test } from 'bun:test';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { media } from '../../../../db/schema';
import { png } from '../fixtures/images';
import { startSiteWithoutImages, type TestSite } from '../../../testing/harness';
import { mediaBytes } from '../library';
import { VariantMaker } from './maker';

/** Waits for `check` to pass, trying every 100 ms until `ms` have gone. */
async function eventually(check: () => void, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await Bun.sleep(100);
    }
  }
}

const SOURCE = [process.execPath, join(import.meta.dir, '..', '..', '..', 'index.ts')];
let site: TestSite | undefined;
afterEach(async () => {
  await site?.deps.variants.stop();
  site?.close();
});

const upload = async (bytes: Uint8Array<ArrayBuffer>, cookie: string) => {
  const response = await site!.app.handle(
    new Request('http://localhost/api/media', { method: 'POST', body: bytes, headers: { 'content-type': 'image/png', cookie } }),
  );
  return { status: response.status, json: (await response.json()) as { path: string } };
};
const get = (path: string) => site!.app.handle(new Request(`http://localhost${path}`));
const state = (sha256: string) =>
  site!.db
    .select({ variants: media.variants, error: media.variantsError, placeholder: media.placeholder })
    .from(media)
    .where(eq(media.sha256, sha256))
    .get();

test('an upload answers at once; its variants follow, served immutable, counted, and deleted with it', async () => {
  site = await startSiteWithoutImages({}, { selfCommand: SOURCE });
  site.deps.variants.start();
  const cookie = site.session();
  const before = mediaBytes(site.db);
  expect(before).toBe(0);
  const sent = await upload(png(1200, 700, 0x60), cookie);
  expect(sent.status).toBe(201);
  const sha256 = sent.json.path.slice('/media/'.length, -'.png'.length);
  expect(state(sha256)?.variants).toBe('pending');

  await eventually(() => expect(state(sha256)?.variants).toBe('ready'), 60_000);
  expect(state(sha256)?.placeholder).toMatch(/^#606060 [A-Za-z0-9_-]+$/);
  for (const [width, format] of [
    [1200, 'avif'],
    [960, 'webp'],
    [480, 'avif'],
  ] as const) {
    const answer = await get(`/media/${sha256}-${width}.${format}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(`image/${format}`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
  // A width it was not made at, a width above its own, a format it has no variant in: not found.
  for (const path of [`/media/${sha256}-700.avif`, `/media/${sha256}-1440.webp`, `/media/${sha256}-480.jpg`])
    expect((await get(path)).status).toBe(404);
  expect(mediaBytes(site.db)).toBeGreaterThan(before + png(1200, 700, 0x60).byteLength);

  const removed = await site.app.handle(
    new Request(`http://localhost/api/media/${sha256}.png`, { method: 'DELETE', headers: { cookie, origin: 'http://localhost' } }),
  );
  expect(removed.status).toBe(200);
  expect((await get(`/media/${sha256}-480.avif`)).status).toBe(404);
  expect(mediaBytes(site.db)).toBe(before);
}, 90_000);

test('an image stored before variants existed gets them at start; one the child cannot read fails in words', async () => {
  site = await startSiteWithoutImages({}, { selfCommand: SOURCE });
  const cookie = site.session();
  const good = (await upload(png(500, 300, 0x20), cookie)).json.path.slice(7, -4);
  // A stored PNG whose pixels are damaged past its header (the upload checks judge the header and its chunks' order).
  const bad = (await upload(png(640, 480, 0x30), cookie)).json.path.slice(7, -4);
  const bytes = site.db.select({ bytes: media.bytes }).from(media).where(eq(media.sha256, bad)).get()!.bytes;
  bytes.fill(0x7f, 60, bytes.byteLength - 12);
  site.db.update(media).set({ bytes }).where(eq(media.sha256, bad)).run();
  expect([state(good)?.variants, state(bad)?.variants]).toEqual(['pending', 'pending']);

  site.deps.variants.start();
  await eventually(() => expect([state(good)?.variants, state(bad)?.variants]).toEqual(['ready', 'failed']), 60_000);
  expect(state(bad)?.error).toBeTruthy();
  // Still served as uploaded.
  expect((await get(`/media/${bad}.png`)).status).toBe(200);
}, 90_000);

test('a stop while an image is worked on kills its child and leaves it waiting; the next start makes its variants', async () => {
  site = await startSiteWithoutImages({}, { selfCommand: SOURCE });
  const cookie = site.session();
  const sha256 = (await upload(png(2400, 1600, 0x50), cookie)).json.path.slice(7, -4);
  site.deps.variants.start();
  await Bun.sleep(300); // its child has started
  const stopped = performance.now();
  await site.deps.variants.stop();
  expect(performance.now() - stopped).toBeLessThan(1000);
  expect(state(sha256)?.variants).toBe('pending');
  const { db, log } = { db: site.db, log: () => {} };
  const again = new VariantMaker({
    db,
    command: SOURCE,
    limits: () => ({ timeoutMs: 60_000, maxMegabytes: 2048 }),
    now: Date.now,
    changed: () => {},
    log,
  });
  again.start();
  try {
    await eventually(() => expect(state(sha256)?.variants).toBe('ready'), 60_000);
  } finally {
    await again.stop();
  }
}, 90_000);

test('once made, a cover is drawn from its variants with its tint; a focus the admin sets moves every crop of it', async () => {
  site = await startSiteWithoutImages({}, { selfCommand: SOURCE });
  const cookie = site.session();
  const path = (await upload(png(1200, 700, 0x60), cookie)).json.path;
  const sha256 = path.slice(7, -4);
  const text = (title: string) => ({ title, summary: 'In short.', body: 'Words.', coverAlt: `${title}: the cover`, tags: [] });
  const made = await site.call('POST', '/api/admin/pieces/journal', {
    cookie,
    body: { slug: 'shown', authorId: null, coverImage: path, en: text('Shown'), zh: text('展示') },
  });
  expect(made.status).toBe(201);
  await site.call('PUT', `/api/admin/pieces/journal/${made.json.id}/en/state`, { cookie, body: { state: 'published' } });
  const page = async () => (await site!.call('GET', '/blog/shown?lang=en')).text;
  // Before its variants: the upload itself, no <picture> (its sizes would be addresses that answer 404).
  expect(await page()).not.toContain('<picture');

  site.deps.variants.start();
  await eventually(() => expect(state(sha256)?.variants).toBe('ready'), 60_000);
  // The page the cache held was made again: both formats at every width made, the AVIF preloaded, the tint painted.
  const html = await page();
  const avif = `/media/${sha256}-480.avif 480w, /media/${sha256}-960.avif 960w, /media/${sha256}-1200.avif 1200w`;
  expect(html).toContain(`<source type="image/avif" srcSet="${avif}"`);
  expect(html).toContain(`<source type="image/webp" srcSet="${avif.replaceAll('.avif ', '.webp ')}"`);
  expect(html).toMatch(new RegExp(`<link rel="preload" as="image" href="${path}" imageSrcSet="${avif}"[^>]*type="image/avif"`));
  expect(html).toContain('tint-606060');
  expect(html).toContain('.tint-606060.tint-606060{background-color:#606060}');
  // Over the tint, a tiny copy of it blurred, from the class's own words (decision 0182).
  const preview = /\blq-([A-Za-z0-9_-]+)/.exec(html)?.[1];
  expect(preview).toBeDefined();
  expect(html).toContain(`.lq-${preview}.lq-${preview}{background-image:url("data:image/svg+xml;`);

  const focus = (body: unknown) => site!.call('PUT', `/api/media/${sha256}.png/focus`, { cookie, body });
  for (const bad of [{ x: 1.2, y: 0.5 }, { x: 0.5 }, { x: 0.2, y: 0.8, z: 1 }, { x: '0.2', y: 0.8 }])
    expect((await focus(bad)).status).toBe(422);
  expect((await site.call('PUT', `/api/media/${'0'.repeat(64)}.png/focus`, { cookie, body: { x: 0.2, y: 0.8 } })).status).toBe(404);
  expect((await page()).includes('fx-')).toBe(false);
  expect((await focus({ x: 0.2, y: 0.8 })).status).toBe(200);
  // Every crop keeps the subject in view: the cover carries the focus classes, whose rules the page inlines.
  const after = await page();
  expect(after).toMatch(/class="[^"]*tint-606060 fx-20 fy-80/);
  expect(after).toContain('.fx-20{--fx:20%;object-position:var(--fx)var(--fy,50%)}');
  const images = (await site.call('GET', '/api/media', { cookie })).json as { path: string; look: { focus: unknown }; variants: string }[];
  expect(images.find((image) => image.path === path)).toMatchObject({ variants: 'ready', look: { focus: { x: 0.2, y: 0.8 } } });
}, 90_000);
