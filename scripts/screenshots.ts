// `npm run screenshots`: every public page (the journal, a topic of it and an article included) and every admin screen and state (e2e/admin-tour.ts) in both languages
// and themes, desktop and phone, as PNGs to look at, taken of the built binary (what ships), alone in an empty folder,
// with the contact details filled in through the admin API first, as an owner puts the site live (not the fallbacks),
// and four months of visits seeded for Insights (scripts/screenshots/seed.ts). A long page is also cut into readable slices (DIR/slices/).
// The contact form is also shot refused and thanked. PAGES=/,/pricing limits the public pages; ADMIN=0 leaves the admin out, ADMIN=only leaves the public pages out;
// SHOTS=entry-form,plan-editor takes only those admin shots (the login is always taken); VARIANTS=desktop-en-light,phone-zh-dark
// only those widths, languages and themes.
// A shot the browser died under is taken again in a new one; the run ends with the count and the shots that failed, and
// exits 1 when any did (scripts/screenshots/runner.ts).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_ARTICLES } from '../db/seed-journal';
import { SEED_STORIES } from '../db/seed-work';
import { ADMIN_SHOTS } from '../e2e/admin-tour';
import { launchBrowser } from '../e2e/browser';
import { startBinary } from '../e2e/site-binary';
import { shotGroups } from './screenshots/groups';
import { runShots, summary } from './screenshots/runner';
import { seedSite } from './screenshots/seed';

const build = Bun.spawnSync([process.execPath, join(import.meta.dir, 'build.ts')], { stdout: 'ignore', stderr: 'inherit' });
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);

const out = process.argv[2] ?? join(tmpdir(), 'site-screenshots');
const admin = process.env.ADMIN ?? '1';
// The journal, a topic's page of it and a new site's newest article too (decisions 0092, 0145), and the client stories
// with one (decision 0095).
const JOURNAL = `/blog,/blog/tag/${SEED_ARTICLES[0]!.en.tags[0]},/blog/${SEED_ARTICLES[0]!.slug},/work,/work/${SEED_STORIES[0]!.slug}`;
const paths = admin === 'only' ? [] : (process.env.PAGES ?? `/,/services,/pricing,/contact,/privacy,${JOURNAL},/nope`).split(',');
const only = process.env.SHOTS?.split(',');
const variants = process.env.VARIANTS?.split(',');
const shots = admin === '0' ? [] : ADMIN_SHOTS.filter((shot) => !only || only.includes(shot.name));
const password = 'screenshots-only';
mkdirSync(out, { recursive: true });
// Set up as docs/deploy.md asks a live site to be: its public address told (PUBLIC_URL), so links and previews show a domain
// as visitors see it, not the loopback address the browser here comes by (which the server still answers).
const server = await startBinary({ env: { ADMIN_PASSWORD: password, CONTACT_LIMIT: '100', PUBLIC_URL: 'https://www.customsoft.com.tw' } });
// Browsed by name, not by IP address, as an owner reaches a site: a browser offers passkeys only to a named host, and
// the login's "Sign in with a passkey" belongs in its shot.
const site = server.url.replace('127.0.0.1', 'localhost');
let failed = 0;
try {
  await seedSite(site, server.folder, password);
  const run = await runShots(shotGroups({ site, out, password, shots, paths, variants }), { launch: () => launchBrowser() });
  console.log(summary(run, out));
  failed = run.failed.length;
} finally {
  await server.close();
}
if (failed) process.exit(1);
