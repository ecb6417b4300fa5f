// `npm run bench`: the built binary against nginx serving the very same bytes, measured honestly: the server (or
// nginx) pinned to core 0, wrk (a native load generator) and this script to core 1; warm-up first, then rounds that
// alternate site and nginx, each round printed, then the median ratio. Then start-up, memory, contact messages
// stored per second (with synchronous=FULL as always), page views taken per second, the inbox at 100,000 messages and
// the journal at 1,000 articles (scripts/bench-journal.ts), photos (scripts/bench-images.ts), insights at a million page views (scripts/bench-insights.ts), the contact form's proof of work (scripts/bench-challenge.ts). Prints figures only; never fails on time. BENCH_SECONDS (10) per run, BENCH_ROUNDS (3), BENCH_CONNECTIONS (64).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_STORIES } from '../db/seed-work';
import { copiedHeaders, NGINX, startNginx, type StaticFile } from './bench/nginx';
import { rssMb, startSite } from './bench/site';
import { throughVarnish } from './bench/varnish';
import { hitScript, median, postScript, wrk, type Load } from './bench/wrk';
import { Database } from 'bun:sqlite';
import { HAS_VARNISH } from '../e2e/varnish';

const root = join(import.meta.dir, '..');
const binary = join(root, 'dist', 'site');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const [SERVER_CORE, LOAD_CORE] = [0, 1];
const f = (n: number, digits = 1) => n.toFixed(digits);

function ensureTools() {
  const missing = (['wrk', 'taskset'] as const).filter((tool) => Bun.spawnSync(['sh', '-c', `command -v ${tool}`]).exitCode !== 0);
  if (!existsSync(NGINX)) missing.push('nginx-light' as never);
  if (!HAS_VARNISH) missing.push('varnish' as never);
  if (!missing.length) return;
  const packages = missing.map((tool) => (tool === 'taskset' ? 'util-linux' : tool));
  console.log(`installing ${packages.join(', ')} (Debian packages) for the bench…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  Bun.spawnSync([...sudo, 'apt-get', 'update', '-qq'], { stdout: 'ignore', stderr: 'inherit' });
  const install = Bun.spawnSync([...sudo, 'apt-get', 'install', '-y', '-qq', ...packages], {
    stdout: 'ignore',
    stderr: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.exitCode !== 0) throw new Error(`could not install ${packages.join(', ')}; install them and run again`);
}

ensureTools();
Bun.spawnSync(['taskset', '-cp', String(LOAD_CORE), String(process.pid)], { stdout: 'ignore' });
const build = Bun.spawnSync([process.execPath, join(root, 'scripts', 'build.ts')], { stdout: 'ignore', stderr: 'inherit' });
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);

const dir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const first = await startSite(binary, dir, SERVER_CORE);
await first.stop();
const site = await startSite(binary, dir, SERVER_CORE, { CONTACT_LIMIT: '1000000' });
await Bun.sleep(2000);
const rssIdle = rssMb(site.pid);

// What is measured, and the very bytes (compressed as the site sent them) and headers nginx will serve.
type Target = { name: string; path: string; nginxPath: string; headers: Record<string, string>; goal: number };
const targets: Target[] = [
  { name: 'GET /api/services', path: '/api/services', nginxPath: '/api/services', headers: {}, goal: 0.9 },
  { name: 'GET /api/services (br)', path: '/api/services', nginxPath: '/api/services.br', headers: { 'accept-encoding': 'br' }, goal: 0.9 },
  { name: 'GET / (HTML)', path: '/', nginxPath: '/', headers: {}, goal: 0.8 },
  { name: 'GET / (HTML, br)', path: '/', nginxPath: '/index.br', headers: { 'accept-encoding': 'br' }, goal: 0.8 },
  // The journal and a client story (decisions 0092, 0095): rendered once and kept, but never in the fast lane (whether
  // a journal address is a page is its read's answer, asked each time).
  { name: 'GET /blog (HTML, br)', path: '/blog?lang=en', nginxPath: '/blog.br', headers: { 'accept-encoding': 'br' }, goal: 0.8 },
  {
    name: 'GET a story (HTML, br)',
    path: `/work/${SEED_STORIES[0]!.slug}?lang=en`,
    nginxPath: '/story.br',
    headers: { 'accept-encoding': 'br' },
    goal: 0.8,
  },
];
const files: StaticFile[] = [];
for (const target of targets) {
  const res = await fetch(`${site.url}${target.path}`, { headers: target.headers, decompress: false });
  const body = new Uint8Array(await res.arrayBuffer());
  files.push({ path: target.nginxPath, body, type: res.headers.get('content-type')!, headers: copiedHeaders(res.headers) });
  console.log(
    `${target.name.padEnd(24)} ${res.status} ${f(body.byteLength / 1024)} KB body, ${[...res.headers].map(([k, v]) => k.length + v.length + 4).reduce((a, b) => a + b, 0)} bytes of headers${res.headers.get('content-encoding') ? `, ${res.headers.get('content-encoding')}` : ''}`,
  );
}
const nginx = await startNginx(dir, files, SERVER_CORE);

const load = (url: string, headers: Record<string, string>) => wrk(url, { seconds, connections, core: LOAD_CORE, headers });
console.log(`\nwarm-up: 2 s each`);
for (const target of targets) {
  wrk(`${site.url}${target.path}`, { seconds: 2, connections, core: LOAD_CORE, headers: target.headers });
  wrk(`${nginx.url}${target.nginxPath}`, { seconds: 2, connections, core: LOAD_CORE, headers: target.headers });
}
console.log(
  `wrk, ${connections} connections, ${seconds} s per run, ${rounds} rounds; server and nginx (1 worker, buffered access log) on core ${SERVER_CORE}, wrk on core ${LOAD_CORE}`,
);
console.log('round  target                      site req/s  p50 ms  p99 ms  errors | nginx req/s  p50 ms  p99 ms | ratio');
const results = targets.map(() => ({ site: [] as Load[], nginx: [] as Load[] }));
for (let round = 1; round <= rounds; round++) {
  targets.forEach((target, i) => {
    const s = load(`${site.url}${target.path}`, target.headers);
    const n = load(`${nginx.url}${target.nginxPath}`, target.headers);
    results[i]!.site.push(s);
    results[i]!.nginx.push(n);
    console.log(
      `${String(round).padStart(5)}  ${target.name.padEnd(26)} ${f(s.rps, 0).padStart(11)} ${f(s.p50, 2).padStart(7)} ${f(s.p99, 2).padStart(7)} ${String(s.errors).padStart(7)} | ${f(n.rps, 0).padStart(11)} ${f(n.p50, 2).padStart(7)} ${f(n.p99, 2).padStart(7)} | ${f(s.rps / n.rps, 2)}`,
    );
  });
}
const rssLoaded = rssMb(site.pid);
nginx.stop();

console.log('\nmedian of the rounds                site req/s  p99 ms | nginx req/s | ratio  goal (ratio; p99 < 5 ms)');
targets.forEach((target, i) => {
  const { site: s, nginx: n } = results[i]!;
  const ratio = median(s.map((r, k) => r.rps / n[k]!.rps));
  console.log(
    `${target.name.padEnd(34)} ${f(median(s.map((r) => r.rps)), 0).padStart(11)} ${f(median(s.map((r) => r.p99)), 2).padStart(7)} | ${f(median(n.map((r) => r.rps)), 0).padStart(11)} | ${f(ratio, 2).padStart(5)}  ≥ ${target.goal}${ratio >= target.goal ? '' : '  (ratio missed)'}${median(s.map((r) => r.p99)) < 5 ? '' : '  (p99 missed)'}`,
  );
});

// The same reads through Varnish with the shipped VCL, as visitors behind a shared cache get them (decision 0070).
await throughVarnish(site.url, { seconds, rounds, connections, serverCore: SERVER_CORE, loadCore: LOAD_CORE });

// Contact messages stored per second: each one a durable write (WAL, synchronous=FULL) and its own transaction.
const post = postScript(dir, {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  message: 'A message sent by the write bench, long enough to be real.',
});
const writes = wrk(`${site.url}/api/contact-messages`, { seconds, connections: 16, core: LOAD_CORE, script: post });
console.log(
  `\ncontact messages stored: ${f(writes.rps, 0)}/s (16 connections, ${seconds} s, ${writes.errors} refused or failed; p99 ${f(writes.p99, 2)} ms)  goal ≥ 500/s`,
);

const rssAfterWrites = rssMb(site.pid);
await site.stop();

// Page views taken per second (decision 0074), each from a visitor of its own: behind a trusted proxy that names a new
// address every time (so the limits per address are as for real visitors); then, with the site stopped (which writes
// the last second's), how many the database counted: a view answered 204 but dropped would show here.
const viewsSite = await startSite(binary, dir, SERVER_CORE, { TRUST_PROXY: 'true' });
const hits = wrk(`${viewsSite.url}/api/hits`, { seconds, connections: 16, core: LOAD_CORE, script: hitScript(dir) });
const rssAfterViews = rssMb(viewsSite.pid);
await viewsSite.stop();
const counted = new Database(join(dir, 'data', 'site.db'), { readonly: true })
  .query<{ views: number | null }, []>("SELECT SUM(views) AS views FROM insight_rollups WHERE dimension = 'total'")
  .get()!.views;
console.log(
  `page views taken: ${f(hits.rps, 0)}/s (16 connections, ${seconds} s, ${hits.errors} refused or failed; p99 ${f(hits.p99, 2)} ms); ${counted ?? 0} of ${hits.requests} counted; RSS ${f(rssAfterViews)} MB after  goal ≥ 5,000/s`,
);

console.log(`\nstart to first 200: ${f(first.startMs)} ms on the first run (creates the database), ${f(site.startMs)} ms on a restart`);
console.log(
  `RSS: ${f(rssIdle)} MB idle after start (goal ≤ 50), ${f(rssLoaded)} MB after the read load, ${f(rssAfterWrites)} MB after the writes (goal ≤ 100); npm run soak watches it for 10 minutes`,
);
rmSync(dir, { recursive: true, force: true });

// The inbox at 100,000 messages, on the binary just built (BENCH_INBOX=0 leaves it out).
if (process.env.BENCH_INBOX !== '0') {
  const inbox = Bun.spawnSync([process.execPath, join(import.meta.dir, 'bench-inbox.ts')], { stdout: 'inherit', stderr: 'inherit' });
  if (inbox.exitCode !== 0) console.log(`the inbox bench stopped with exit code ${inbox.exitCode}`);
}
// The contact form's proof of work: its cost on the server and the solving in a slowed Chromium (BENCH_CHALLENGE=0
// leaves it out).
if (process.env.BENCH_CHALLENGE !== '0') {
  const challenge = Bun.spawnSync([process.execPath, join(import.meta.dir, 'bench-challenge.ts')], {
    stdout: 'inherit',
    stderr: 'inherit',
  });
  if (challenge.exitCode !== 0) console.log(`the form check bench stopped with exit code ${challenge.exitCode}`);
}
// The journal at 1,000 articles (BENCH_JOURNAL=0 leaves it out).
if (process.env.BENCH_JOURNAL !== '0') {
  const journal = Bun.spawnSync([process.execPath, join(import.meta.dir, 'bench-journal.ts')], { stdout: 'inherit', stderr: 'inherit' });
  if (journal.exitCode !== 0) console.log(`the journal bench stopped with exit code ${journal.exitCode}`);
}
// Photos: the codecs' speed, the bytes a page with a 4000-pixel photo costs, Lighthouse drawn against photographed
// (BENCH_IMAGES=0 leaves it out).
if (process.env.BENCH_IMAGES !== '0') {
  const images = Bun.spawnSync([process.execPath, join(import.meta.dir, 'bench-images.ts')], { stdout: 'inherit', stderr: 'inherit' });
  if (images.exitCode !== 0) console.log(`the images bench stopped with exit code ${images.exitCode}`);
}
// Insights at 1,000,000 page views a month (BENCH_INSIGHTS=0 leaves it out).
if (process.env.BENCH_INSIGHTS === '0') process.exit(0);
const insights = Bun.spawnSync([process.execPath, join(import.meta.dir, 'bench-insights.ts')], { stdout: 'inherit', stderr: 'inherit' });
if (insights.exitCode !== 0) console.log(`the insights bench stopped with exit code ${insights.exitCode}`);
