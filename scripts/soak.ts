// `npm run soak`: the built binary under steady load for SOAK_MINUTES (10), its memory printed every minute, and the
// growth between the first minute and the last (goal < 10 %). The site on core 0, wrk on core 1; each minute spreads
// over the public JSON, pages in both languages (plain, brotli, gzip), a 404 and contact messages stored (durable
// writes). Prints figures; never fails on them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rssMb, startSite } from './bench/site';
import { postScript, wrk } from './bench/wrk';

const root = join(import.meta.dir, '..');
const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const loads: [string, Record<string, string>][] = [
  ['/api/services', {}],
  ['/', {}],
  ['/pricing?lang=zh', { 'accept-encoding': 'br' }],
  ['/services', { 'accept-encoding': 'gzip' }],
  ['/no-such-page', {}],
  ['/api/pricing-plans', {}],
  ['/api/contact-messages', {}], // POSTed (see below)
];

Bun.spawnSync(['taskset', '-cp', '1', String(process.pid)], { stdout: 'ignore' });
const dir = mkdtempSync(join(tmpdir(), 'site-soak-'));
const site = await startSite(join(root, 'dist', 'site'), dir, 0, { CONTACT_LIMIT: '1000000' });
const post = postScript(dir, {
  name: 'Soak Visitor',
  email: 'soak@example.com',
  message: 'A message sent by the soak, long enough to be a real one.',
});
console.log(`RSS after start: ${rssMb(site.pid).toFixed(1)} MB; ${minutes} minutes of load, 64 connections (16 for the writes)`);
const samples: number[] = [];
for (let minute = 1; minute <= minutes; minute++) {
  let requests = 0;
  let errors = 0;
  for (const [path, headers] of loads) {
    const writes = path === '/api/contact-messages';
    const r = wrk(`${site.url}${path}`, {
      seconds: Math.floor(60 / loads.length),
      connections: writes ? 16 : 64,
      core: 1,
      headers,
      script: writes ? post : undefined,
    });
    requests += r.requests;
    errors += path === '/no-such-page' ? 0 : r.errors; // the 404 page is an "error" to wrk
  }
  samples.push(rssMb(site.pid));
  console.log(
    `minute ${String(minute).padStart(2)}: ${requests.toLocaleString('en')} requests, ${errors} errors, RSS ${samples.at(-1)!.toFixed(1)} MB`,
  );
}
await site.stop();
rmSync(dir, { recursive: true, force: true });
const growth = ((samples.at(-1)! - samples[0]!) / samples[0]!) * 100;
console.log(
  `RSS growth from minute 1 to minute ${minutes}: ${growth.toFixed(1)} % (goal < 10 %); highest ${Math.max(...samples).toFixed(1)} MB (goal ≤ 100)`,
);
