// `npm run screenshots`: every public page and every admin screen and state (scripts/admin-tour.ts) in both languages
// and themes, desktop and phone, as PNGs to look at, taken of the built binary (what ships), alone in an empty folder,
// with the contact details filled in through the admin API first, as an owner puts the site live (not the fallbacks),
// and four months of visits seeded for Insights.
// The contact form is also shot refused and thanked. PAGES=/,/pricing limits the public pages; ADMIN=0 leaves the admin out, ADMIN=only leaves the public pages out;
// SHOTS=entry-form,plan-editor takes only those admin shots (the login is always taken).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { seedInsights } from '../src/modules/insights/seed';
import { launchBrowser } from '../e2e/browser';
import { startBinary } from '../e2e/site-binary';
import { ADMIN_SHOTS, CHINESE_SENDER, LOGIN_SHOT, LONG_MESSAGE } from '../e2e/admin-tour';

const build = Bun.spawnSync([process.execPath, join(import.meta.dir, 'build.ts')], { stdout: 'ignore', stderr: 'inherit' });
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);

const out = process.argv[2] ?? join(tmpdir(), 'site-screenshots');
const admin = process.env.ADMIN ?? '1';
const paths = admin === 'only' ? [] : (process.env.PAGES ?? '/,/services,/pricing,/contact,/privacy,/nope').split(',');
const only = process.env.SHOTS?.split(',');
const shots = admin === '0' ? [] : ADMIN_SHOTS.filter((shot) => !only || only.includes(shot.name));
mkdirSync(out, { recursive: true });
// Set up as the README asks a live site to be: its public address told (PUBLIC_URL), so links and previews show a domain
// as visitors see it, not the loopback address the browser here comes by (which the server still answers).
const server = await startBinary({
  env: { ADMIN_PASSWORD: 'screenshots-only', CONTACT_LIMIT: '100', PUBLIC_URL: 'https://www.customsoft.com.tw' },
});
const browser = await launchBrowser();
const post = (path: string, body: unknown, cookie = '') =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify(body),
  });
/** The contact-info settings an owner enters before launch (product.md §2 shows them in the contact card and footer). */
const CONTACT_INFO = {
  contactAddress: '5F, No. 88, Sec. 4, Ren’ai Rd., Da’an Dist., Taipei 106',
  contactPhone: '+886 2 2775 3180',
  contactEmail: 'hello@customsoft.com.tw',
};
const signIn = await post('/api/admin/login', { username: 'admin', password: 'screenshots-only' });
if (!signIn.ok) throw new Error(`sign-in for the contact details: ${signIn.status}`);
const adminCookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
for (const [key, value] of Object.entries(CONTACT_INFO)) {
  const saved = await post('/api/settings', { key, value }, adminCookie);
  if (!saved.ok) throw new Error(`setting ${key} for screenshots: ${saved.status}`);
}
// Four months of visits, as a site live for a while has counted them (the Insights shots), written into the running
// site's database through the same recorder real views go through. Only the last 45 days bring messages (about twenty):
// with four months of them the inbox's shots would be a list of sixty.
const db = openDatabase(join(server.folder, 'data'), { mustExist: true });
try {
  seedInsights(db, { now: Date.now() - 45 * 86_400_000, days: 75, viewsPerDay: 40, inquiries: false });
  seedInsights(db, { now: Date.now(), days: 45, viewsPerDay: 40 });
} finally {
  db.$client.close();
}
// Those messages read already, as an owner keeps up with them: the inbox's unread ones are the two sent below.
const seededIds = (
  (await (await fetch(`${server.url}/api/contact-messages`, { headers: { cookie: adminCookie } })).json()) as { id: number }[]
).map((m) => m.id);
for (let at = 0; at < seededIds.length; at += 100) {
  const marked = await post('/api/contact-messages/mark', { ids: seededIds.slice(at, at + 100), isRead: true }, adminCookie);
  if (!marked.ok) throw new Error(`marking the seeded messages read: ${marked.status}`);
}
await post('/api/contact-messages', LONG_MESSAGE);
// Sent from the Chinese site (?lang=zh), so its reply is in Chinese (decision 0068).
await post('/api/contact-messages?lang=zh', {
  name: CHINESE_SENDER,
  email: 'mei@example.com.tw',
  service: 'ai_assistant',
  message: '您好，我們想了解 AI 助理的導入流程與費用，謝謝。',
});
/** The contact form refused (summary, first field in view) and thanked (the panel), as the visitor's screen shows them. */
async function shootContactStates(page: import('playwright-core').Page, file: (state: string) => string) {
  await page.goto(`${server.url}/contact`, { waitUntil: 'networkidle' });
  await page.locator('textarea').fill('We need an ordering system for our shop.');
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('alert').waitFor();
  await Bun.sleep(300);
  await page.screenshot({ path: file('refused') });
  await page.locator('input[name="name"]').fill('Mei Lin');
  await page.locator('input[name="email"]').fill('mei@example.com');
  await page.locator('form button[type="submit"]').click();
  await page.locator('[data-thank-you]').waitFor();
  await Bun.sleep(300);
  await page.screenshot({ path: file('thanked') });
}

try {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    for (const lang of ['en', 'zh']) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        // As a returning visitor: the choice stored in the browser and mirrored in the cookies the server reads.
        await context.addCookies(['lang', 'theme'].map((name) => ({ name, value: name === 'lang' ? lang : theme, url: server.url })));
        await context.addInitScript(
          ([l, th]) => {
            localStorage.setItem('lang', l!);
            localStorage.setItem('customsoft.theme', th!);
          },
          [lang, theme],
        );
        const page = await context.newPage();
        const shoot = async (shot: typeof LOGIN_SHOT) => {
          await shot.go(page, server.url);
          // A shot of what stays in view (`screen`) is taken at the window's size: a full-page shot stretches the window
          // to the page's height, and with it anything sized to the window (the content tab's preview).
          await page.screenshot({ path: join(out, `${device}-${lang}-${theme}-admin-${shot.name}.png`), fullPage: !shot.screen });
        };
        if (shots.length) {
          await shoot(LOGIN_SHOT);
          const login = await page.request.post(`${server.url}/api/admin/login`, {
            data: { username: 'admin', password: 'screenshots-only' },
            headers: { origin: server.url },
          });
          if (!login.ok()) throw new Error(`login for screenshots: ${login.status()}`);
          await context.addInitScript(() => localStorage.setItem('admin_token', 'screenshots'));
        }
        for (const shot of shots) await shoot(shot);
        for (const path of paths) {
          await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
          const name = `${device}-${lang}-${theme}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}.png`;
          await page.screenshot({ path: join(out, name), fullPage: true });
        }
        if (paths.includes('/contact'))
          await shootContactStates(page, (state) => join(out, `${device}-${lang}-${theme}-contact-${state}.png`));
        await context.close();
      }
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.close();
}
