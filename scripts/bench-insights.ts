// Insights at 1,000,000 page views a month (part of `npm run bench`; BENCH_VIEWS to change it): a month of views and the
// inquiries they led to, written through the site's own recorder into a database the binary made; the bytes per million
// views of the raw views and of their daily figures; then the
// binary on core 0 answering the Insights tab's reports (7, 30, 90 days and the CSV), p50 and p95. Figures only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { seedInsights } from '../src/testing/insights-seed';
import { addDays, dayIn, runtimeTimeZone } from '../src/contract/zoned-time';
import { startProcess } from '../e2e/process';
import { pct } from './bench/wrk';

/** The day a moment falls on for a site whose time zone is not set: the server's. */
const dayOf = (ms: number) => dayIn(ms, runtimeTimeZone());

const binary = join(import.meta.dir, '..', 'dist', 'site');
const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const ROUNDS = 50;
const PASSWORD = 'bench-insights-password';
const f = (n: number, digits = 1) => n.toFixed(digits);
const mb = (bytes: number) => bytes / 1_048_576;

Bun.spawnSync(['taskset', '-cp', '1', String(process.pid)], { stdout: 'ignore', stderr: 'ignore' });
const dir = mkdtempSync(join(tmpdir(), 'bench-insights-'));
const data = join(dir, 'data');
const env = { HOST: '127.0.0.1', PORT: '0', DATA_DIR: data, ADMIN_PASSWORD: PASSWORD, BACKUP_EVERY_HOURS: '0' };
const first = await startProcess(['taskset', '-c', '0', binary], { cwd: dir, env });
await first.stop();

const db = openDatabase(data);
const now = Date.now();
const began = performance.now();
const seeded = seedInsights(db, { now, days: 30, viewsPerDay: Math.round(VIEWS / 30) });
const seedSeconds = (performance.now() - began) / 1000;
db.$client.run('PRAGMA wal_checkpoint(TRUNCATE)');
/** The bytes of the pages SQLite gives a table and its indexes (the dbstat table). */
const bytesOf = (...names: string[]) =>
  db.$client
    .query<{ bytes: number }, string[]>(`SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name IN (${names.map(() => '?').join(', ')})`)
    .get(...names)!.bytes;
const raw = bytesOf('page_views', 'page_views_day');
const figures = bytesOf('insight_rollups');
const rows = db.$client.query<{ n: number }, []>('SELECT COUNT(*) AS n FROM insight_rollups').get()!.n;
db.$client.close();

const perMillion = (bytes: number) => f((mb(bytes) * 1_000_000) / seeded.views);
console.log(
  `\ninsights: ${seeded.views.toLocaleString('en')} page views and ${seeded.inquiries.toLocaleString('en')} inquiries over 30 days written in ${f(seedSeconds)} s (${f(seeded.views / seedSeconds, 0)} views/s through the recorder, batches of 5,000)`,
);
console.log(
  `storage per million views: ${perMillion(raw)} MB of raw views (kept ANALYTICS_KEEP_DAYS); the month's daily figures ${f(figures / 1024, 0)} KB in ${rows.toLocaleString('en')} rows (kept)`,
);

const site = await startProcess(['taskset', '-c', '0', binary], { cwd: dir, env });
const login = await fetch(`${site.url}/api/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: PASSWORD }),
});
const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
const today = dayOf(now);
console.log('report (the Insights tab’s one call)        p50 ms   p95 ms   views in range   goal < 100 ms');
for (const [name, days, path] of [
  ['last 7 days', 7, '/api/admin/insights'],
  ['last 30 days', 30, '/api/admin/insights'],
  ['last 90 days', 90, '/api/admin/insights'],
  ['a year', 366, '/api/admin/insights'],
  ['CSV of 90 days', 90, '/api/admin/insights/export.csv'],
] as const) {
  const url = `${site.url}${path}?from=${addDays(today, 1 - days)}&to=${today}`;
  const times: number[] = [];
  let views = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.text();
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body}`);
    if (path.endsWith('insights')) views = (JSON.parse(body) as { totals: { views: number } }).totals.views;
  }
  const p95 = pct(times, 95);
  console.log(
    `${name.padEnd(42)} ${f(pct(times, 50), 2).padStart(6)} ${f(p95, 2).padStart(8)}   ${(views ? views.toLocaleString('en') : '-').padStart(14)}${p95 < 100 ? '' : '   (missed)'}`,
  );
}
await site.stop();
rmSync(dir, { recursive: true, force: true });
