// Photos as light as text, measured (part of `npm run bench`; decision 0104). Figures only, never a failure on time:
// 1. The codecs on this machine, one core: seconds per megapixel to decode the upload, scale it, and encode AVIF and
//    WebP; then the whole job for a 10.7 MP photo in the binary's own child process (`site make-variants`), its wall
//    time and peak memory.
// 2. The bytes a phone (390 px at 3×) and a desktop (1280 px) download for an article whose cover is a 4000-pixel photo:
//    before its variants are made (the upload itself, as every page was served before) and after. Then a 24 MP upload:
//    the server's own resident memory while its variants are made, and its child's peak.
// 3. Lighthouse (mobile) on the services page with its first service drawn (the built-in visual) and with a real
//    photograph in its place, alternated over BENCH_ROUNDS rounds (3) in the same run: performance and LCP side by side.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../e2e/browser';
import { makePhoto } from '../e2e/fixtures/photo';
import { startProcess } from '../e2e/process';
import { adminCookie } from '../e2e/site-binary';
import { rssMb } from './bench/site';
import { decode, freshDecoders, resized, toAvif, toWebp } from '../src/modules/media/variants/codecs';
import { variantsInChild } from '../src/modules/media/variants/run-child';
import { figures, type Figures, lighthouse, medianFigures } from './audit/lighthouse';

const binary = join(import.meta.dir, '..', 'dist', 'site');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const PASSWORD = 'bench-images-password';
const f = (n: number, digits = 2) => n.toFixed(digits);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

// This script on core 1; the binary (and its child) on core 0.
Bun.spawnSync(['taskset', '-cp', '1', String(process.pid)], { stdout: 'ignore', stderr: 'ignore' });
const photo = await makePhoto();
const megapixels = (4000 * 2667) / 1e6;
console.log(`\nimages: a ${f(megapixels, 1)} MP photograph-like JPEG of ${kb(photo.byteLength)}`);

// 1. The codecs, in this process (one core), each step timed on its own after a first warm-up run.
async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = performance.now();
  const value = await run();
  return { value, seconds: (performance.now() - start) / 1000 };
}
await decode(photo, 'image/jpeg').then(freshDecoders); // the first job in a process is slower: warm up
const decoded = await timed(() => decode(photo, 'image/jpeg'));
await freshDecoders();
const wide = await timed(() => resized(decoded.value, 1920, false));
const outMp = (wide.value.width * wide.value.height) / 1e6;
const avif = await timed(() => toAvif(wide.value));
const webp = await timed(() => toWebp(wide.value));
console.log(
  [
    `codecs (s per MP): JPEG decode ${f(decoded.seconds / megapixels, 3)} (${f(decoded.seconds)} s)`,
    `scale to 1920 wide ${f(wide.seconds / megapixels, 3)} per source MP (${f(wide.seconds)} s)`,
    `AVIF encode ${f(avif.seconds / outMp)} (${f(avif.seconds)} s for ${f(outMp, 1)} MP, ${kb(avif.value.byteLength)})`,
    `WebP encode ${f(webp.seconds / outMp)} (${f(webp.seconds)} s, ${kb(webp.value.byteLength)})`,
  ].join('; '),
);
const job = await timed(() =>
  variantsInChild(['taskset', '-c', '0', binary], photo, 'image/jpeg', { timeoutMs: 120_000, maxMegabytes: 4096 }),
);
console.log(
  `the binary's child, whole job: ${f(job.seconds, 1)} s for ${job.value.variants.length} files (${f(job.seconds / megapixels)} s per MP), peak ${job.value.peakMegabytes ?? '?'} MB resident; the server's own memory does not hold the codecs`,
);

// 2 and 3 on the binary, in an empty folder of its own.
const dir = mkdtempSync(join(tmpdir(), 'bench-images-'));
const site = await startProcess(['taskset', '-c', '0', binary], {
  cwd: dir,
  env: { HOST: '127.0.0.1', PORT: '0', ADMIN_PASSWORD: PASSWORD, BACKUP_EVERY_HOURS: '0' },
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const cookie = await adminCookie(site.url, PASSWORD);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${site.url}${path}`, {
      method,
      headers: { cookie, origin: site.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  const state = async (path: string) =>
    ((await call('GET', '/api/media')) as { path: string; variants: string }[]).find((i) => i.path === path)?.variants;
  const { path } = (await fetch(`${site.url}/api/media`, {
    method: 'POST',
    headers: { cookie, origin: site.url, 'content-type': 'image/jpeg' },
    body: photo,
  }).then((r) => r.json())) as { path: string };
  const words = (title: string) => ({ title, summary: 'One photograph.', body: 'Words.', coverAlt: 'A field at dusk', tags: [] });
  const { id } = (await call('POST', '/api/admin/pieces/journal', {
    slug: 'photo',
    authorId: null,
    coverImage: path,
    en: words('Photo'),
    zh: words('照片'),
  })) as { id: number };
  await call('PUT', `/api/admin/pieces/journal/${id}/en/state`, { state: 'published' });

  /** What a first visit to the article downloads (bytes on the wire): its images, and everything. */
  async function download(viewport: { width: number; height: number }, scale: number) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
    const page = await context.newPage();
    let images = 0;
    let all = 0;
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      all += bytes;
      if (new URL(request.url()).pathname.startsWith('/media/')) images += bytes;
    });
    await page.goto(`${site.url}/blog/photo?lang=en`, { waitUntil: 'networkidle' });
    await context.close();
    return { images, all };
  }
  const measure = async () => ({
    phone: await download({ width: 390, height: 844 }, 3),
    desktop: await download({ width: 1280, height: 800 }, 1),
  });
  // The seed's images come first in the queue: the photo's variants are still to be made for a while.
  const beforeState = await state(path);
  const before = await measure();
  const stillBefore = await state(path);
  const started = Date.now();
  while ((await state(path)) !== 'ready') {
    if (Date.now() - started > 180_000) throw new Error('the variants were not made in 3 minutes');
    await Bun.sleep(500);
  }
  const after = await measure();
  const line = (name: string, b: { images: number; all: number }, a: { images: number; all: number }) =>
    `${name}: images ${kb(b.images)} → ${kb(a.images)}, the whole page ${kb(b.all)} → ${kb(a.all)}`;
  console.log(
    `an article with a 4000-pixel cover, first visit (before: the upload itself${beforeState === 'pending' && stillBefore === 'pending' ? '' : ' — NOTE: its variants were made during the "before" visit'}; after: its variants)`,
  );
  console.log(`  ${line('phone 390 px at 3×', before.phone, after.phone)}`);
  console.log(`  ${line('desktop 1280 px', before.desktop, after.desktop)}`);

  // A 24-megapixel upload: the server's own resident memory while its variants are made, and its child's peak.
  const big = await makePhoto(6000, 4000);
  const rss = { before: rssMb(site.pid), most: 0 };
  const uploaded = (await fetch(`${site.url}/api/media`, {
    method: 'POST',
    headers: { cookie, origin: site.url, 'content-type': 'image/jpeg' },
    body: big,
  }).then((r) => r.json())) as { path: string };
  const bigStarted = Date.now();
  while ((await state(uploaded.path)) !== 'ready') {
    rss.most = Math.max(rss.most, rssMb(site.pid));
    if (Date.now() - bigStarted > 180_000) throw new Error('the 24 MP variants were not made in 3 minutes');
    await Bun.sleep(100);
  }
  const childPeak = [...site.output().matchAll(/image variants: [0-9a-f]{12} in ([\d.]+) s \(\d+ files, (\d+) MB at most\)/g)].at(-1);
  console.log(
    `a 24 MP upload (${kb(big.byteLength)}): the server's resident memory ${f(rss.before, 0)} MB before, at most ${f(rss.most, 0)} MB while its variants were made, ${f(rssMb(site.pid), 0)} MB after; its child took ${childPeak?.[1] ?? '?'} s at nice 19 and peaked at ${childPeak?.[2] ?? '?'} MB, all returned when it ended`,
  );

  // 3. Lighthouse on /services: its first service drawn, then photographed, alternately.
  const services = (await call('GET', '/api/services')) as Record<string, unknown>[];
  const first = services[0]!;
  const drawn = { ...first, imagePath: null, imageAltEn: '', imageAltZh: '' };
  const photographed = { ...first, imagePath: path, imageAltEn: 'A field at dusk', imageAltZh: '黃昏的田野' };
  const runs: Record<'drawn' | 'photo', Figures[]> = { drawn: [], photo: [] };
  const lcpElement: Record<string, string> = {};
  for (let round = 1; round <= rounds; round++)
    for (const [name, entry] of [
      ['drawn', drawn],
      ['photo', photographed],
    ] as const) {
      await call('PUT', `/api/services/${first.id}`, entry);
      const report = lighthouse(`${site.url}/services?lang=en`, join(dir, `${name}-${round}.json`));
      if (typeof report === 'string') {
        console.log(`lighthouse (${name}): ${report}`);
        continue;
      }
      runs[name].push(figures(report));
      const item = (report.audits['largest-contentful-paint-element']?.details?.items?.[0] ?? {}) as {
        items?: { node?: { snippet?: string } }[];
      };
      lcpElement[name] = item.items?.[0]?.node?.snippet?.slice(0, 90) ?? '?';
    }
  console.log(`Lighthouse (mobile) on /services, median of ${rounds} rounds, the first service drawn or photographed:`);
  for (const name of ['drawn', 'photo'] as const) {
    if (!runs[name].length) continue;
    const m = medianFigures(runs[name]);
    console.log(
      `  ${name.padEnd(6)} performance ${m.scores[0]}, LCP ${Math.round(m.lcp)} ms, FCP ${Math.round(m.fcp)} ms, CLS ${m.cls.toFixed(3)} (rounds: ${runs[name].map((r) => `${r.scores[0]}/${Math.round(r.lcp)} ms`).join(', ')}); largest paint ${lcpElement[name]}`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
