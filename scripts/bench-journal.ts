// The journal at 1,000 articles (part of `npm run bench`; BENCH_ARTICLES to change it): a database the binary made,
// filled with articles in both languages over three years and ten tags; then the binary on core 0 answering /blog, a
// tag's page, the feed and an article, p50 and p95 over 50 rounds, each measured twice: right after a change (the
// page rendered anew: a save clears the cache) and again (the kept page). Figures only; goal: p95 under 20 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { pieces, pieceVersions } from '../db/schema';
import { startProcess } from '../e2e/process';
import { pct } from './bench/wrk';

const binary = join(import.meta.dir, '..', 'dist', 'site');
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 1000);
const ROUNDS = 50;
const PASSWORD = 'bench-journal-password';
const TAGS = ['automation', 'ai', 'retail', 'manufacturing', 'logistics', 'maintenance', 'design', 'security', 'data', 'cloud'];
const f = (n: number, digits = 2) => n.toFixed(digits);

Bun.spawnSync(['taskset', '-cp', '1', String(process.pid)], { stdout: 'ignore', stderr: 'ignore' });
const dir = mkdtempSync(join(tmpdir(), 'bench-journal-'));
const data = join(dir, 'data');
const env = {
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: data,
  ADMIN_PASSWORD: PASSWORD,
  BACKUP_EVERY_HOURS: '0',
  PUBLIC_URL: 'https://studio.example',
};
const first = await startProcess(['taskset', '-c', '0', binary], { cwd: dir, env });
await first.stop();

const db = openDatabase(data);
const now = Date.now();
const paragraph = 'We measured how long each order took before and after, and wrote down what the staff said about it. ';
db.$client.transaction(() => {
  for (let i = 0; i < ARTICLES; i++) {
    const at = now - i * 26 * 3_600_000;
    const { id } = db
      .insert(pieces)
      .values({ collection: 'journal', slug: `article-${i}`, coverImage: null, authorId: 1, createdAt: at, updatedAt: at })
      .returning({ id: pieces.id })
      .get();
    const tags = [TAGS[i % TAGS.length]!, TAGS[(i * 7) % TAGS.length]!];
    for (const lang of ['en', 'zh'] as const)
      db.insert(pieceVersions)
        .values({
          pieceId: id,
          lang,
          title: lang === 'en' ? `Article ${i}: what we learned` : `第 ${i} 篇：我們學到的事`,
          summary: 'A short summary of the article, as a card shows it.',
          body: `## Part one\n\n${paragraph.repeat(20)}\n\n## Part two\n\n${paragraph.repeat(20)}`,
          tags: [...new Set(tags)],
          state: 'published',
          publishedAt: at,
          updatedAt: at,
        })
        .run();
  }
})();
db.$client.close();

const site = await startProcess(['taskset', '-c', '0', binary], { cwd: dir, env });
const login = await fetch(`${site.url}/api/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: PASSWORD }),
});
const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
/** A save that clears every kept answer: the time zone setting saved as it is. */
const change = () =>
  fetch(`${site.url}/api/settings`, {
    method: 'POST',
    headers: { cookie, origin: site.url, 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'timeZone', value: '' }),
  });
const timed = async (url: string) => {
  const t = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
};
console.log(
  `\njournal: ${ARTICLES.toLocaleString('en')} articles in both languages     after a change: p50  p95 ms   kept: p50  p95 ms   goal p95 < 20 ms`,
);
for (const [name, path] of [
  ['/blog (page 1)', '/blog?lang=en'],
  ['/blog page 40', '/blog/page/40?lang=zh'],
  ['a tag (page 1)', '/blog/tag/automation?lang=en'],
  ['the feed', '/blog/feed.xml?lang=en'],
  ['an article', '/blog/article-500?lang=zh'],
] as const) {
  const fresh: number[] = [];
  const kept: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await change();
    fresh.push(await timed(`${site.url}${path}`));
    kept.push(await timed(`${site.url}${path}`));
  }
  const p95 = Math.max(pct(fresh, 95), pct(kept, 95));
  console.log(
    `${name.padEnd(50)} ${f(pct(fresh, 50)).padStart(6)} ${f(pct(fresh, 95)).padStart(6)}        ${f(pct(kept, 50)).padStart(6)} ${f(pct(kept, 95)).padStart(6)}${p95 < 20 ? '' : '   (missed)'}`,
  );
}
await site.stop();
rmSync(dir, { recursive: true, force: true });
