// Every route the app registers is either on the public list below or answers 401 to an anonymous caller, so a route
// added without `{ admin: true }` fails here. The list of routes comes from the app itself, not from this file.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

/** What a visitor may call without signing in (DESIGN: public reads, the contact form, login and logout). */
const PUBLIC = new Set([
  'GET /api/content/:section',
  'GET /api/company-values',
  'GET /api/services',
  'GET /api/case-studies',
  'GET /api/pricing-plans',
  'GET /api/pricing-plans/:id',
  'GET /api/settings/contact-info',
  'GET /api/page-snippets/:section', // what search results show of a page: its head says it to everyone anyway
  'POST /api/contact-messages',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/auth/user', // answers 401 itself when signed out: it is how the client asks
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /media/*', // uploaded images, served to every visitor
  'GET /healthz', // for a monitor: status, version, uptime, counts; nothing secret
  'GET /*',
]);
const EXAMPLE_PARAMS: Record<string, string> = { id: '1', section: 'home', key: 'contactEmail' };

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
  // One message, so a route that forgot its guard would find something to show or delete.
  await site.call('POST', '/api/contact-messages', { body: { name: 'Guard', email: 'guard@example.com', message: 'Is this route guarded?' } });
});
afterAll(() => site.close());

const routes = () =>
  site.app.routes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS').map((route) => `${route.method} ${route.path.replace(/(.)\/$/, '$1')}`); // a prefix plus "/" is the prefix

test('the app registers both kinds of route: public and admin', () => {
  const all = routes();
  expect(all.filter((route) => PUBLIC.has(route)).length).toBeGreaterThan(8);
  expect(all.filter((route) => !PUBLIC.has(route)).length).toBeGreaterThan(8);
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
