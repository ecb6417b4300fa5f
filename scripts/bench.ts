// `npm run bench`: start-up time and memory of the built binary, then requests/s and latency under load.
// Prints figures only; it never fails on timing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from '../e2e/process';

const root = join(import.meta.dir, '..');
const binary = join(root, 'dist', 'site');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 64;

const build = Bun.spawnSync([process.execPath, join(root, 'scripts', 'build.ts')], { stdout: 'ignore', stderr: 'inherit' });
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(require('node:fs').readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};

/** Spawns the binary and polls until GET /api/services answers 200; returns the milliseconds it took. */
async function timeToFirst200(dataDir: string) {
  const began = performance.now();
  const server = await startProcess([binary], { cwd: dataDir, env: { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password-1' } });
  for (;;) {
    const res = await fetch(`${server.url}/api/services`).catch(() => null);
    if (res?.status === 200) {
      await res.arrayBuffer();
      return { server, ms: performance.now() - began };
    }
    await Bun.sleep(1);
  }
}

function load(url: string) {
  const run = Bun.spawnSync(['node', join(root, 'node_modules', 'autocannon', 'autocannon.js'), '-c', String(connections), '-d', String(seconds), '-j', url], { stdout: 'pipe', stderr: 'ignore' });
  const r = JSON.parse(run.stdout.toString());
  return { rps: r.requests.average as number, p50: r.latency.p50 as number, p99: r.latency.p99 as number, errors: (r.errors + r.non2xx) as number };
}

const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const cold = await timeToFirst200(dataDir);
await cold.server.stop();
const warm = await timeToFirst200(dataDir);
const rssStart = rssMb(warm.server.pid);
const results = [
  ['GET /api/services', load(`${warm.server.url}/api/services`)],
  ['GET / (HTML)', load(`${warm.server.url}/`)],
] as const;
const rssAfter = rssMb(warm.server.pid);
await warm.server.stop();
rmSync(dataDir, { recursive: true, force: true });

const f = (n: number, digits = 1) => n.toFixed(digits);
console.log(`\nstart to first 200: ${f(cold.ms)} ms on first run (creates the database), ${f(warm.ms)} ms on restart  (target ≤ 100 ms)`);
console.log(`RSS after start: ${f(rssStart)} MB; after load: ${f(rssAfter)} MB  (target ≤ 64 MB)`);
console.log(`\nload: autocannon, ${connections} connections, ${seconds} s each (target p99 < 10 ms)`);
console.log('endpoint               req/s      p50 ms  p99 ms  errors');
for (const [name, r] of results) {
  console.log(`${name.padEnd(22)} ${f(r.rps, 0).padStart(8)}  ${f(r.p50).padStart(7)} ${f(r.p99).padStart(7)} ${String(r.errors).padStart(7)}`);
}
