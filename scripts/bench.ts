// `npm run bench`: start-up time and memory of the built binary, then requests/s and latency under load, side by
// side with nginx (Debian's package) serving the very same bytes from disk. Prints figures only; never fails on time.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from '../e2e/process';

const root = join(import.meta.dir, '..');
const binary = join(root, 'dist', 'site');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 64;
const NGINX = '/usr/sbin/nginx';

const build = Bun.spawnSync([process.execPath, join(root, 'scripts', 'build.ts')], { stdout: 'ignore', stderr: 'inherit' });
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

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

type Load = { rps: number; p50: number; p99: number; errors: number };
function load(url: string): Load {
  const run = Bun.spawnSync(['node', join(root, 'node_modules', 'autocannon', 'autocannon.js'), '-c', String(connections), '-d', String(seconds), '-j', url], { stdout: 'pipe', stderr: 'ignore' });
  const r = JSON.parse(run.stdout.toString());
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** nginx with one worker (the site is one process too), serving files written from the site's own answers. */
async function startNginx(dir: string, files: Record<string, string>) {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, 'www', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'www', path), body);
  }
  const port = 20000 + Math.floor(Math.random() * 20000);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${dir}/www;
    location = / { default_type 'text/html; charset=utf-8'; try_files /index.html =404; }
    location /api/ { default_type 'application/json;charset=utf-8'; }
  } }`,
  );
  Bun.spawnSync(['chmod', '-R', 'a+rX', dir]); // nginx workers run as an unprivileged user
  const proc = Bun.spawn([NGINX, '-c', join(dir, 'nginx.conf'), '-p', dir], { stdout: 'ignore', stderr: 'inherit' });
  for (let i = 0; i < 200; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/api/services`).catch(() => null))?.ok) break;
    await Bun.sleep(10);
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => proc.kill('SIGQUIT') };
}

const f = (n: number, digits = 1) => n.toFixed(digits);
const row = (name: string, r: Load) =>
  console.log(`${name.padEnd(34)} ${f(r.rps, 0).padStart(8)}  ${f(r.p50).padStart(7)} ${f(r.p99).padStart(7)} ${String(r.errors).padStart(7)}`);

const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const cold = await timeToFirst200(dataDir);
await cold.server.stop();
const warm = await timeToFirst200(dataDir);
const rssStart = rssMb(warm.server.pid);
// The same bytes nginx will serve: the site's JSON and its English home page.
const servicesJson = await (await fetch(`${warm.server.url}/api/services`)).text();
const homeHtml = await (await fetch(`${warm.server.url}/`)).text();
const site = { json: load(`${warm.server.url}/api/services`), html: load(`${warm.server.url}/`) };
const rssAfter = rssMb(warm.server.pid);
await warm.server.stop();

let nginx: { json: Load; html: Load } | null = null;
if (existsSync(NGINX)) {
  const server = await startNginx(dataDir, { 'api/services': servicesJson, 'index.html': homeHtml });
  nginx = { json: load(`${server.url}/api/services`), html: load(`${server.url}/`) };
  server.stop();
}
rmSync(dataDir, { recursive: true, force: true });

console.log(`\nstart to first 200: ${f(cold.ms)} ms on first run (creates the database), ${f(warm.ms)} ms on restart  (target ≤ 100 ms)`);
console.log(`RSS after start: ${f(rssStart)} MB; after load: ${f(rssAfter)} MB  (target ≤ 64 MB)`);
console.log(`\nload: autocannon, ${connections} connections, ${seconds} s each; nginx with 1 worker, same bytes from disk`);
console.log('target                               req/s      p50 ms  p99 ms  errors');
row('site  GET /api/services (JSON)', site.json);
if (nginx) row('nginx GET /api/services (same bytes)', nginx.json);
row('site  GET / (server-rendered HTML)', site.html);
if (nginx) row('nginx GET / (same bytes)', nginx.html);
if (nginx) {
  console.log(`\nratio site/nginx: JSON ${f(site.json.rps / nginx.json.rps, 2)} (target ≥ 0.9), HTML ${f(site.html.rps / nginx.html.rps, 2)} (target ≥ 0.8)`);
} else {
  console.log('\nnginx not found: apt-get install -y nginx-light for the side-by-side figures');
}

// The inbox at 100,000 messages, on the binary just built.
const inbox = Bun.spawnSync([process.execPath, join(import.meta.dir, 'bench-inbox.ts')], { stdout: 'inherit', stderr: 'inherit' });
if (inbox.exitCode !== 0) console.log(`the inbox bench stopped with exit code ${inbox.exitCode}`);
