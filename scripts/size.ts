// `npm run size`: what a visitor of each public page downloads from the binary that ships. Builds dist/site, starts it
// alone in an empty folder, opens every public page in both languages in Chromium to see which scripts the page really
// loads (entry, chunks, its language), then asks the binary for those files gzip- and brotli-encoded and adds up the
// bytes it sends. The budget is 80 KB of JavaScript per public page (PUBLIC_SCRIPT_BUDGET), weighed as brotli (what browsers ask for) and as
// gzip (what a browser that does not ask for brotli gets); exits 1 when a page's brotli weight is over it, and says how
// far gzip is from it. Not part of `npm test`.
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { startBinary } from '../e2e/site-binary';
import { PUBLIC_SCRIPT_BUDGET } from './web-build';

const BUDGET_JS = PUBLIC_SCRIPT_BUDGET;
const PAGES = ['/', '/services', '/pricing', '/contact'];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const build = Bun.spawnSync([process.execPath, join(import.meta.dir, 'build.ts')], { stdout: 'ignore', stderr: 'inherit' });
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);

const site = await startBinary({ env: { ADMIN_PASSWORD: `size-${crypto.randomUUID()}` } });
const browser = await launchBrowser();

/** Bytes the binary sends for `path` in an encoding (the body as it travels, before the browser decodes it). */
async function served(path: string, encoding: 'gzip' | 'br' | 'identity'): Promise<number> {
  const res = await fetch(`${site.url}${path}`, { headers: { 'accept-encoding': encoding }, decompress: false });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

/** The same-site scripts a page loads in a real browser, from first byte to idle. */
async function scriptsLoadedBy(url: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const u = new URL(request.url());
    if (request.resourceType() === 'script' && u.origin === site.url.replace('localhost', '127.0.0.1')) scripts.add(u.pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts].sort();
}

let over = false;
const loadedAnywhere = new Set<string>();
try {
  /** How a weight stands against the budget: "ok" or how much over. */
  const against = (n: number) => (n > BUDGET_JS ? `+${kb(n - BUDGET_JS)} over` : 'ok');
  console.log(
    'page                    JS br  (budget)        JS gzip  (budget)        scripts  HTML br  HTML gzip (public stylesheet inlined)',
  );
  for (const lang of ['en', 'zh'] as const) {
    for (const path of PAGES) {
      const url = `${path}${lang === 'zh' ? '?lang=zh' : ''}`;
      const scripts = await scriptsLoadedBy(`${site.url}${url}`);
      scripts.forEach((s) => loadedAnywhere.add(s));
      let gzip = 0;
      let br = 0;
      for (const script of scripts) {
        gzip += await served(script, 'gzip');
        br += await served(script, 'br');
      }
      if (br > BUDGET_JS) over = true;
      console.log(
        `${url.padEnd(20)} ${kb(br).padStart(8)}  ${against(br).padEnd(14)} ${kb(gzip).padStart(8)}  ${against(gzip).padEnd(14)} ${String(scripts.length).padStart(8)} ${kb(await served(url, 'br')).padStart(8)} ${kb(await served(url, 'gzip')).padStart(10)}`,
      );
    }
  }
  // Every file the binary holds, and whether a public page ever asked for it (the admin area must not be).
  console.log('\nscripts in the binary              raw       gzip         br   loaded by a public page');
  const entry = await (await fetch(`${site.url}/admin`)).text();
  const files = new Set([...entry.matchAll(/src="(\/[^"]+\.js)"/g)].map((m) => m[1]!));
  for (const path of [...files]) {
    const code = await (await fetch(`${site.url}${path}`)).text();
    for (const m of code.matchAll(/["'](\.?\/[\w-]+\.js)["']/g)) files.add(`/${m[1]!.replace(/^\.?\//, '')}`);
  }
  for (const path of [...files, ...loadedAnywhere].filter((p, i, all) => all.indexOf(p) === i).sort()) {
    const sizes = await Promise.all((['identity', 'gzip', 'br'] as const).map((encoding) => served(path, encoding)));
    console.log(
      `${path.padEnd(30)} ${sizes.map((n, i) => kb(n).padStart(i ? 10 : 9)).join(' ')}   ${loadedAnywhere.has(path) ? 'yes' : 'no (lazy)'}`,
    );
  }
  console.log(`\nbudget: ${kb(BUDGET_JS)} of JavaScript per public page, brotli (gzip reported against it)`);
} finally {
  await browser.close();
  await site.close();
}
if (over) {
  console.error('over the JavaScript budget (brotli)');
  process.exit(1);
}
