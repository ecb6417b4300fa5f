// `npm run screenshots`: every public page in both languages and themes, desktop and phone, as PNGs to look at,
// taken of the built binary (what ships), alone in an empty folder.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { startBinary } from '../e2e/site-binary';

const build = Bun.spawnSync([process.execPath, join(import.meta.dir, 'build.ts')], { stdout: 'ignore', stderr: 'inherit' });
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);

const out = process.argv[2] ?? join(tmpdir(), 'site-screenshots');
const paths = (process.env.PAGES ?? '/,/services,/pricing,/contact,/nope').split(',');
mkdirSync(out, { recursive: true });
const server = await startBinary({ env: { ADMIN_PASSWORD: 'screenshots-only' } });
const browser = await launchBrowser();
try {
  for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    for (const lang of ['en', 'zh']) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        // As a returning visitor: the choice stored in the browser and mirrored in the cookies the server reads.
        await context.addCookies(['lang', 'theme'].map((name) => ({ name, value: name === 'lang' ? lang : theme, url: server.url })));
        await context.addInitScript(([l, th]) => {
          localStorage.setItem('lang', l!);
          localStorage.setItem('customsoft.theme', th!);
        }, [lang, theme]);
        const page = await context.newPage();
        for (const path of paths) {
          await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
          const name = `${device}-${lang}-${theme}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}.png`;
          await page.screenshot({ path: join(out, name), fullPage: true });
        }
        await context.close();
      }
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.close();
}
