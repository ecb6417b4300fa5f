// Every route the app registers is either on the public list below or answers 401 to an anonymous caller, so a route
// added without `{ admin: true }` fails here; and every admin read refuses a request another site's page made. The
// list of routes comes from the app itself, not from this file.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { auditLog, contactMessages } from '../../../db/schema';
import { ADMIN_PASSWORD, expectError, startTestSite, type TestSite } from '../../testing/harness';
import { fromBase32, hotp, stepAt } from './second-factor/totp';

/** What a visitor may call without signing in (docs/architecture.md: public reads, the contact form, login and logout). */
const PUBLIC = new Set([
  'GET /api/content/:section',
  'GET /api/company-values',
  'GET /api/services',
  'GET /api/case-studies',
  'GET /api/testimonials',
  'GET /api/clients',
  'GET /api/figures',
  'GET /api/steps',
  'GET /api/faqs',
  'GET /api/people',
  'GET /api/pricing-plans',
  'GET /api/pricing-plans/:id',
  'GET /api/settings/contact-info',
  'GET /api/page-snippets/:section', // what search results show of a page: its head says it to everyone anyway
  'GET /api/brand', // the logo every page's header shows
  // The journal's published articles (decision 0091): what its public pages show.
  'GET /api/journal/:lang/page/:page',
  'GET /api/journal/:lang/tag/:tag/page/:page',
  'GET /api/journal/:lang/posts/:slug',
  'GET /api/work/:lang',
  'GET /api/work/:lang/stories/:slug',
  'POST /api/contact-messages',
  'GET /api/contact-challenge', // the contact form's proof of work (decision 0108): a fresh challenge, nothing stored
  'POST /api/hits', // a public page's view (decision 0074)
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/auth/user', // answers 401 itself when signed out: it is how the client asks
  // The second step of a sign-in (decision 0073): each needs the pending sign-in a right password (or a passkey
  // ceremony) started, and starts no session without a right factor (second-factor.test.ts).
  'GET /api/admin/login/second-factor',
  'POST /api/admin/login/second-factor',
  'POST /api/admin/login/passkey-options',
  'POST /api/admin/login/passkey',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /og-image.png', // the built-in share images
  'GET /og-image-zh.png',
  'GET /og/:lang/:section/:file', // a published piece's drawn share card (decision 0097)
  'GET /media/*', // uploaded images, served to every visitor
  'GET /healthz', // for a monitor: status, version, uptime, counts; nothing secret
  'GET /*',
]);
const EXAMPLE_PARAMS: Record<string, string> = { id: '1', section: 'home', key: 'contactEmail' };

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
  // One message, so a route that forgot its guard would find something to show or delete.
  await site.call('POST', '/api/contact-messages', {
    body: { name: 'Guard', email: 'guard@example.com', message: 'Is this route guarded?' },
  });
});
afterAll(() => site.close());

const routes = () =>
  site.app.routes
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => `${route.method} ${route.path.replace(/(.)\/$/, '$1')}`); // a prefix plus "/" is the prefix

test('the app registers both kinds of route: public and admin', () => {
  const all = routes();
  expect(all.filter((route) => PUBLIC.has(route)).length).toBeGreaterThan(8);
  expect(all.filter((route) => !PUBLIC.has(route)).length).toBeGreaterThan(8);
  // Admin routes the next test must find guarded (decision 0068: a message marked replied).
  expect(all).toEqual(expect.arrayContaining(['PATCH /api/contact-messages/:id', 'DELETE /api/contact-messages/:id']));
});

test('every route not on the public list answers 401 to an anonymous caller (and to a made-up session)', async () => {
  const unguarded: string[] = [];
  for (const route of routes().filter((r) => !PUBLIC.has(r))) {
    const [method, pattern] = route.split(' ') as [string, string];
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? '1');
    for (const cookie of [undefined, 'session=made-up-token']) {
      const res = await site.call(method, path, { cookie, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      if (res.status !== 401) unguarded.push(`${route} (${cookie ? 'made-up session' : 'anonymous'}) → ${res.status}`);
      else expectError(res, 401, 'unauthorized');
    }
  }
  expect(unguarded).toEqual([]);
  expect((await site.call('GET', '/api/contact-messages', { cookie: await site.login() })).json).toHaveLength(1);
});

/** What a browser sends when another site's page links, frames, fetches or submits to us. */
const FROM_ANOTHER_SITE: Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' }, // a sibling subdomain is another site's page too
  { origin: 'https://evil.example' }, // a browser without Sec-Fetch-* headers, fetching with CORS
];
const adminReads = () =>
  routes()
    .filter((route) => route.startsWith('GET ') && !PUBLIC.has(route))
    .map((route) => route.slice(4).replace(/:(\w+)/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? '1'));

test('every admin GET refuses a request from another site with 403, signed in or not, before it reads or records anything', async () => {
  const cookie = await site.login();
  const reads = adminReads();
  expect(reads).toEqual(
    expect.arrayContaining(['/api/contact-messages/export.csv', '/api/admin/backups/1', '/api/contact-messages/1', '/api/admin/audit']),
  );
  const entries = site.db.select().from(auditLog).all().length;
  const answered: string[] = [];
  for (const path of reads)
    for (const headers of FROM_ANOTHER_SITE)
      for (const who of [cookie, undefined]) {
        const res = await site.call('GET', path, { cookie: who, headers });
        if (res.status !== 403)
          answered.push(`GET ${path} ${JSON.stringify(headers)} (${who ? 'signed in' : 'anonymous'}) → ${res.status}`);
        else expectError(res, 403, 'forbidden');
      }
  expect(answered).toEqual([]);
  expect(site.db.select().from(auditLog).all()).toHaveLength(entries);
  expect(
    site.db
      .select()
      .from(contactMessages)
      .all()
      .map((m) => m.isRead),
  ).toEqual([false]);
});

test("the admin app's own calls, a typed address and clients without browser headers still read every admin GET", async () => {
  const cookie = await site.login();
  const own: Record<string, string>[] = [
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    { origin: 'http://localhost' },
    {},
  ];
  const refused: string[] = [];
  for (const path of adminReads())
    for (const headers of own) {
      const res = await site.call('GET', path, { cookie, headers });
      if (res.status === 403 || res.status === 401) refused.push(`GET ${path} ${JSON.stringify(headers)} → ${res.status}`);
    }
  expect(refused).toEqual([]);
});

test("the admin's pages (not the API) still open from a link on another site: a notification email links to them", async () => {
  for (const path of ['/admin', '/admin/dashboard', '/admin/preview']) {
    const res = await site.call('GET', path, { headers: FROM_ANOTHER_SITE[0] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  }
});

test('with a second step required, what the password alone leaves in the browser opens no route on the list (issue 33)', async () => {
  const cookie = await site.login();
  const setup = (await site.call('POST', '/api/admin/security/totp/setup', { cookie })).json as { secret: string };
  const secret = fromBase32(setup.secret);
  expect(
    (await site.call('POST', '/api/admin/security/totp', { cookie, body: { code: hotp(secret, stepAt(site.clock.now)) } })).status,
  ).toBe(200);

  const res = await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
  expectError(res, 401, 'second_factor_required');
  // Every cookie it set (the pending sign-in's, the known device's), sent back as a browser would.
  const left = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(left).toContain('sign-in=');
  const opened: string[] = [];
  for (const route of routes().filter((r) => !PUBLIC.has(r))) {
    const [method, pattern] = route.split(' ') as [string, string];
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? '1');
    const answer = await site.call(method, path, { cookie: left, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    if (answer.status !== 401) opened.push(`${route} → ${answer.status}`);
  }
  expect(opened).toEqual([]);
  expect((await site.call('GET', '/api/auth/user', { cookie: left })).status).toBe(401);
});
