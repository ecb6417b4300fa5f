// `npm run audit`: Lighthouse (mobile preset, Debian's Chromium) on the four public pages in both languages, against
// the built binary, each page read beside its floor: the same page's very bytes served by nginx, audited in the same
// run. Scores move with the machine (90–96 on one, 98–99 on another for the same binary), so a score says something
// only next to what the same bytes reach here and now. Per page: Lighthouse on the site, then on nginx; the first site
// run's `network-requests` (everything the browser fetched: HTML, scripts and their chunks, CSS, font, icons,
// manifest, beacon) is fetched again from the site with Chromium's Accept-Encoding and kept as sent — same request
// URI (query included: `/?lang=en` and `/?lang=zh` are two files), same bytes (brotli stays brotli), same content type
// and headers; a beacon gets its status alone (scripts/audit/capture.ts, mirror.ts; decision 0085). nginx sends those
// bytes with the site's Content-Encoding: it neither compresses nor negotiates, so it needs no brotli module. The HTML
// keeps the site's PUBLIC_URL in its canonical and language links, as a copy of the page would.
// Two lines per page (site, nginx) with the four category scores, FCP, LCP, TBT and CLS; under them the weighted
// audits below 100 ("nginx too" when nginx's run missed it as well) and any request nginx answered otherwise than the
// site. AUDIT_ROUNDS=N (1) repeats the whole table, site and nginx interleaved so drift in load touches both, then
// prints the medians. AUDIT_PAGES (/,/services,/pricing,/contact) and AUDIT_LANGS (en,zh) choose pages. Figures only;
// it never fails on scores. AUDIT_REPORTS=<folder> keeps every report there (en-home.json, en-home.nginx.json, with
// .r2 and so on from the second round) to see why.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, NGINX } from '../e2e/nginx';
import { startBinary } from '../e2e/site-binary';
import { capture, type Captured, captureSummary, requestDifferences, sameOriginRequests } from './audit/capture';
import { figures, type Figures, HEADER, lighthouse, medianFigures, networkRequests, type Report, row } from './audit/lighthouse';
import { startMirror } from './audit/mirror';

if (!NGINX) {
  console.error('npm run audit reads each page beside nginx serving its bytes: install nginx (apt-get install -y nginx-light)');
  process.exit(1);
}
const root = join(import.meta.dir, '..');
const build = Bun.spawnSync([process.execPath, join(root, 'scripts', 'build.ts')], { stdout: 'ignore', stderr: 'inherit' });
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);

// The site knows its address, as a deployed one does (PUBLIC_URL): canonical and language links are then absolute, as
// search engines want them.
const port = freePort();
const server = await startBinary({
  env: { ADMIN_PASSWORD: 'audit-password-1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
});
const out = join(server.folder, 'report.json');
const rounds = Math.max(1, Number(process.env.AUDIT_ROUNDS ?? 1) || 1);
const pages = (process.env.AUDIT_LANGS ?? 'en,zh').split(',').flatMap((lang) =>
  (process.env.AUDIT_PAGES ?? '/,/services,/pricing,/contact').split(',').map((path) => ({
    lang,
    address: `${path}?lang=${lang}`,
    label: `${lang} ${path}`,
    name: `${lang}-${path.slice(1) || 'home'}`,
  })),
);
const captured = new Map<string, Captured[]>();
const results = pages.map(() => ({ site: [] as Figures[], nginx: [] as Figures[] }));
const origin = (url: string) => new URL(url).origin;
const indent = ' '.repeat(20);

function keep(name: string, round: number) {
  if (!process.env.AUDIT_REPORTS) return;
  mkdirSync(process.env.AUDIT_REPORTS, { recursive: true });
  copyFileSync(out, join(process.env.AUDIT_REPORTS, `${name}${round > 1 ? `.r${round}` : ''}.json`));
}

const nginxVersion = Bun.spawnSync([NGINX, '-v'], { stderr: 'pipe' }).stderr.toString().trim().replace('nginx version: ', '');
console.log(
  `site: ${server.url}; nginx (${nginxVersion}): each page's responses as the site sent them in its first run (same URL, bytes, content type, headers; brotli sent as brotli with the site's Content-Encoding)`,
);

/** One page in one round: the site, then nginx serving what the site sent for it (captured on the first good run). */
async function auditPage(page: (typeof pages)[number], i: number, round: number) {
  const site = lighthouse(`${server.url}${page.address}`, out);
  let mine: Figures | undefined;
  let siteRequests: { uri: string; status: number }[] = [];
  let capturedNow = false;
  if (typeof site === 'string') console.log(`${page.label.padEnd(14)}site  ${site}`);
  else {
    keep(page.name, round);
    mine = figures(site);
    results[i]!.site.push(mine);
    console.log(row(page.label, 'site', mine));
    siteRequests = sameOriginRequests(networkRequests(site), origin(server.url));
    if (!captured.has(page.name)) {
      captured.set(page.name, await capture(server.url, siteRequests, site.environment?.networkUserAgent));
      capturedNow = true;
    }
  }
  const responses = captured.get(page.name);
  let nginx: Report | string = 'not run: nothing captured yet (the site run failed)';
  let nginxRequests: { uri: string; status: number }[] = [];
  if (responses) {
    const mirror = await startMirror(responses);
    try {
      nginx = lighthouse(`${mirror.url}${page.address}`, out);
      if (typeof nginx !== 'string') nginxRequests = sameOriginRequests(networkRequests(nginx), origin(mirror.url));
    } finally {
      await mirror.stop();
    }
  }
  let floor: Figures | undefined;
  if (typeof nginx === 'string') console.log(`${''.padEnd(14)}nginx ${nginx}`);
  else {
    keep(`${page.name}.nginx`, round);
    floor = figures(nginx);
    results[i]!.nginx.push(floor);
    console.log(row('', 'nginx', floor));
  }
  const siteBelow = mine?.below ?? [];
  for (const reason of siteBelow) console.log(`${indent}below 100 — ${reason}${floor?.below.includes(reason) ? ' (nginx too)' : ''}`);
  for (const reason of floor?.below.filter((r) => !siteBelow.includes(r)) ?? []) console.log(`${indent}below 100, nginx only — ${reason}`);
  if (capturedNow && responses) console.log(`${indent}nginx served ${captureSummary(responses)}`);
  if (mine && floor)
    for (const difference of requestDifferences(siteRequests, nginxRequests)) console.log(`${indent}nginx run differed: ${difference}`);
}

try {
  for (let round = 1; round <= rounds; round++) {
    console.log(rounds > 1 ? `\nround ${round} of ${rounds}\n${HEADER}` : HEADER);
    for (const [i, page] of pages.entries()) await auditPage(page, i, round);
  }
  if (rounds > 1) {
    console.log(`\nmedian of ${rounds} rounds\n${HEADER}`);
    for (const [i, page] of pages.entries()) {
      const { site, nginx } = results[i]!;
      if (site.length) console.log(row(page.label, 'site', medianFigures(site)));
      if (nginx.length) console.log(row(site.length ? '' : page.label, 'nginx', medianFigures(nginx)));
    }
  }
} finally {
  await server.close();
}
