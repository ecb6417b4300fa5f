// `npm run audit`: Lighthouse (mobile preset, Debian's Chromium) on the four public pages in both languages, against
// the built binary; prints the four category scores with FCP, LCP, TBT and CLS. Figures only; it never fails on scores.
// AUDIT_REPORTS=<folder> keeps each page's whole report there (en-home.json, zh-pricing.json, …) to see why.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM } from '../e2e/browser';
import { freePort } from '../e2e/nginx';
import { startBinary } from '../e2e/site-binary';

const root = join(import.meta.dir, '..');
const build = Bun.spawnSync([process.execPath, join(root, 'scripts', 'build.ts')], { stdout: 'ignore', stderr: 'inherit' });
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);

// The site knows its address, as a deployed one does (PUBLIC_URL): canonical and language links are then absolute, as
// search engines want them.
const port = freePort();
const server = await startBinary({
  env: { ADMIN_PASSWORD: 'audit-password-1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
});
const dir = server.folder;
const flags =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Fetched by npx on first use rather than installed with the project: 180 packages the tests never need.
// 12.x is the last line that runs on Node 20.
const LIGHTHOUSE = 'lighthouse@12.8.2';

console.log('page               perf  a11y  best   seo   FCP ms   LCP ms  TBT ms    CLS');
try {
  for (const lang of (process.env.AUDIT_LANGS ?? 'en,zh').split(',')) {
    for (const path of (process.env.AUDIT_PAGES ?? '/,/services,/pricing,/contact').split(',')) {
      const url = `${server.url}${path}?lang=${lang}`;
      const out = join(dir, 'report.json');
      const run = Bun.spawnSync(
        [
          'npx',
          '--yes',
          LIGHTHOUSE,
          url,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          `--chrome-flags=${flags}`,
          `--only-categories=${CATEGORIES.join(',')}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdout: 'ignore', stderr: 'pipe' },
      );
      if (run.exitCode !== 0) {
        console.log(`${(`${lang} ${path}`).padEnd(17)} lighthouse failed: ${run.stderr.toString().trim().split('\n').at(-1)}`);
        continue;
      }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      if (process.env.AUDIT_REPORTS) {
        mkdirSync(process.env.AUDIT_REPORTS, { recursive: true });
        copyFileSync(out, join(process.env.AUDIT_REPORTS, `${lang}-${path.slice(1) || 'home'}.json`));
      }
      const score = (c: string) => String(Math.round((report.categories[c]?.score ?? 0) * 100)).padStart(5);
      const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
      const below = CATEGORIES.flatMap((c) =>
        Object.values(report.audits as Record<string, { score: number | null; title: string; scoreDisplayMode: string }>)
          .filter(
            (a) =>
              report.categories[c].auditRefs.some((r: { id: string; weight: number }) => r.weight > 0 && report.audits[r.id] === a) &&
              a.score !== null &&
              a.score < 1 &&
              a.scoreDisplayMode !== 'informative',
          )
          .map((a) => `${c}: ${a.title}`),
      );
      console.log(
        `${(`${lang} ${path}`).padEnd(17)}${CATEGORIES.map(score).join(' ')} ${['first-contentful-paint', 'largest-contentful-paint'].map((id) => String(Math.round(audit(id))).padStart(8)).join(' ')} ${String(Math.round(audit('total-blocking-time'))).padStart(7)} ${audit('cumulative-layout-shift').toFixed(3).padStart(6)}`,
      );
      for (const reason of below) console.log(`                   below 100 — ${reason}`);
    }
  }
} finally {
  await server.close();
}
