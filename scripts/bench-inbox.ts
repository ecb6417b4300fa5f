// The inbox at 100,000 messages (part of `npm run bench`): the built binary on core 0, this process on core 1; p50
// and p95 of the first page, a deep page, searches (English, Chinese, 2 characters), the plain list, the counts' query,
// the full CSV export; then the admin's messages tab in Chromium. Prints figures only; never fails on time.
import { Database } from 'bun:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { startProcess } from '../e2e/process';
import { pct } from './bench/wrk';

const root = join(import.meta.dir, '..');
const binary = join(root, 'dist', 'site');
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const ROUNDS = 200;
const PASSWORD = 'bench-inbox-password';
const f = (n: number, digits = 1) => n.toFixed(digits);

Bun.spawnSync(['taskset', '-cp', '1', String(process.pid)], { stdout: 'ignore', stderr: 'ignore' });
const dir = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
const env = { HOST: '127.0.0.1', PORT: '0', DATA_DIR: join(dir, 'data'), ADMIN_PASSWORD: PASSWORD, BACKUP_EVERY_HOURS: '0' };

// A database made by the site itself, then filled as a year of a public form would fill it.
const first = await startProcess(['taskset', '-c', '0', binary], { cwd: dir, env });
await first.stop();
const db = new Database(join(dir, 'data', 'site.db'));
const words = ['invoice', 'quote', 'ordering system', 'website', 'automation', 'chatbot', 'inventory', 'booking', 'payroll', 'CRM'];
const zhWords = ['報價單', '網站', '自動化', '庫存管理', '預約系統', '客服機器人', '會計', '排班'];
const began = performance.now();
db.transaction(() => {
  const insert = db.prepare('INSERT INTO contact_messages (name, email, service, message, created_at, is_read) VALUES (?, ?, ?, ?, ?, ?)');
  const start = Date.now() - 365 * 86_400_000;
  for (let i = 0; i < MESSAGES; i++) {
    const zh = i % 3 === 0;
    const text = zh
      ? `您好，我們公司想了解${zhWords[i % zhWords.length]}的方案與費用，訂單編號 ${i}，謝謝。`
      : `Hello, we would like a ${words[i % words.length]} for our business (request ${i}). Please get back to us.`;
    insert.run(zh ? `王小明${i}` : `Visitor ${i}`, `visitor${i}@example.com`, null, text, start + i * 300_000, i % 10 === 0 ? 0 : 1);
  }
})();
const filled = performance.now() - began;
const counts = (() => {
  const q = db.prepare(
    'SELECT (SELECT count(*) FROM contact_messages) AS total, (SELECT count(*) FROM contact_messages WHERE is_read = 0) AS unread',
  );
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    q.get();
    times.push(performance.now() - t);
  }
  return times;
})();
db.close();

const site = await startProcess(['taskset', '-c', '0', binary], { cwd: dir, env });
const login = await fetch(`${site.url}/api/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: PASSWORD }),
});
const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
const get = (path: string) => fetch(`${site.url}${path}`, { headers: { cookie } });

async function time(path: string) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    const res = await get(path);
    rows = ((await res.json()) as unknown[]).length;
    times.push(performance.now() - t);
  }
  return { p50: pct(times, 50), p95: pct(times, 95), rows };
}
const deepCursor = (await get('/api/contact-messages?limit=100&q=request')).headers.get('x-next-cursor');
const cases: [string, string, number][] = [
  ['first page (25)', '/api/contact-messages?limit=25', 20],
  ['deep page (25, after a cursor)', `/api/contact-messages?limit=25&cursor=${deepCursor}`, 20],
  ['unread only (25)', '/api/contact-messages?limit=25&unread=true', 20],
  ['search "invoice"', '/api/contact-messages?limit=25&q=invoice', 50],
  ['search "example.com" (every message)', '/api/contact-messages?limit=25&q=example.com', 50],
  ['search "報價單" (Chinese)', `/api/contact-messages?limit=25&q=${encodeURIComponent('報價單')}`, 50],
  ['search "報價" (2 characters: a scan)', `/api/contact-messages?limit=25&q=${encodeURIComponent('報價')}`, 50],
  ['search "request 99998" (one match)', `/api/contact-messages?limit=25&q=${encodeURIComponent('request 99998')}`, 50],
  ['search "zq" (2 chars, none: full scan)', '/api/contact-messages?limit=25&q=zq', 50],
  ["product.md's plain list (200)", '/api/contact-messages', 0],
];
console.log(
  `\ninbox with ${MESSAGES.toLocaleString('en')} messages (filled in ${f(filled / 1000)} s); server on core 0, client on core 1, ${ROUNDS} requests each`,
);
console.log('request                                  p50 ms  p95 ms  rows  target p95');
for (const [name, path, target] of cases) {
  const r = await time(path);
  console.log(
    `${name.padEnd(40)} ${f(r.p50).padStart(6)} ${f(r.p95).padStart(7)} ${String(r.rows).padStart(5)}  ${target ? `< ${target} ms` : ''}`,
  );
}
console.log(
  `${'counts query (in process, same file)'.padEnd(40)} ${f(pct(counts, 50), 2).padStart(6)} ${f(pct(counts, 95), 2).padStart(7)}        < 5 ms`,
);
const exportStart = performance.now();
const csv = await (await get('/api/contact-messages/export.csv')).arrayBuffer();
const rss = Number(/VmRSS:\s+(\d+) kB/.exec(await Bun.file(`/proc/${site.pid}/status`).text())?.[1]) / 1024;
console.log(
  `CSV export of all: ${f((performance.now() - exportStart) / 1000, 2)} s, ${f(csv.byteLength / 1_048_576)} MB; server RSS after: ${f(rss)} MB`,
);

// The admin's tab in a browser: the first rows on screen, and a search's results on screen after typing.
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: cookie.split('=')[0]!, value: cookie.split('=').slice(1).join('='), url: site.url }]);
  await context.addInitScript(() => localStorage.setItem('admin_token', 'bench'));
  const page = await context.newPage();
  const opened = performance.now();
  await page.goto(`${site.url}/admin/dashboard/messages`);
  await page.locator('tbody tr').first().waitFor();
  const firstRows = performance.now() - opened;
  const typed = performance.now();
  await page.getByRole('searchbox').fill('request 4242');
  await page.locator('tbody tr', { hasText: 'Visitor 4242' }).first().waitFor();
  const searched = performance.now() - typed;
  console.log(
    `admin messages tab in Chromium: first rows after ${f(firstRows)} ms; a search's rows after ${f(searched)} ms (250 ms of it is the pause that waits for typing to stop)`,
  );
} finally {
  await browser.close();
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
