// Hardening, attacked: security headers everywhere, cross-site writes refused, login and contact limits, honeypot, logs.
import { afterEach, expect, test } from 'bun:test';
import { contactMessages } from '../../db/schema';
import { ADMIN_PASSWORD, startTestSite, type TestSite } from '../testing/harness';

const sites: TestSite[] = [];
const open = async (env: Record<string, string> = {}) => {
  const site = await startTestSite(env);
  sites.push(site);
  return site;
};
afterEach(() => sites.splice(0).forEach((s) => s.close()));
const stored = (site: TestSite) => site.db.select().from(contactMessages).all().length;
const message = { name: 'Mei', email: 'mei@example.com', message: 'We need an ordering system.' };

test('every kind of response carries the security headers; HSTS only over HTTPS', async () => {
  const site = await open();
  const html = await site.call('GET', '/pricing');
  const asset = /src="(\/[^"]+\.js)"/.exec(html.text)![1]!;
  const responses = [
    html,
    await site.call('GET', asset),
    await site.call('GET', '/api/services'),
    await site.call('GET', '/api/nope'),
    await site.call('POST', '/api/contact-messages', { body: '{', headers: { 'content-type': 'application/json' } }),
  ];
  for (const res of responses) {
    const csp = res.headers.get('content-security-policy')!;
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    // Nothing inline but by its hash, for scripts and styles alike (decision 0078).
    expect(csp).not.toMatch(/unsafe-(inline|hashes|eval)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  }
  const https = await site.app.handle(new Request('https://localhost/'));
  expect(https.headers.get('strict-transport-security')).toContain('max-age=');
  const spoofed = await site.call('GET', '/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(spoofed.headers.get('strict-transport-security')).toBeNull(); // not trusted without TRUST_PROXY
});

test('only the live preview may be framed, and only by the site itself; the admin area is never to be indexed', async () => {
  const site = await open();
  const preview = await site.call('GET', '/admin/preview');
  expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  expect(preview.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
  expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  for (const path of ['/admin', '/admin/dashboard', '/admin/preview/x', '/']) {
    const res = await site.call('GET', path);
    expect({
      path,
      csp: res.headers.get('content-security-policy')?.includes("frame-ancestors 'none'"),
      frame: res.headers.get('x-frame-options'),
    }).toEqual({ path, csp: true, frame: 'DENY' });
    expect({ path, robots: res.headers.get('x-robots-tag') }).toEqual({ path, robots: path === '/' ? null : 'noindex, nofollow' });
  }
  const https = await site.app.handle(new Request('https://localhost/admin/preview'));
  expect(https.headers.get('x-frame-options')).toBe('SAMEORIGIN');
});

test('behind a trusted proxy, X-Forwarded-Proto https brings HSTS and the __Host- cookie', async () => {
  const site = await open({ TRUST_PROXY: 'true' });
  const res = await site.call('POST', '/api/admin/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
    headers: { 'x-forwarded-proto': 'https' },
  });
  expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  expect(res.headers.getSetCookie()[0]).toStartWith('__Host-session=');
  expect(res.headers.getSetCookie()[0]).toContain('Secure');
});

test('HSTS follows HSTS_MAX_AGE and HSTS_INCLUDE_SUBDOMAINS: two years without subdomains by default, none at 0', async () => {
  const hstsOf = async (env: Record<string, string>) => {
    const site = await open({ TRUST_PROXY: 'true', ...env });
    const values = [];
    // A page, the JSON API and a script, each twice: the second answer comes from the cache (the fast lane).
    const script = /src="(\/[^"]+\.js)"/.exec((await site.call('GET', '/pricing')).text)![1]!;
    for (const path of ['/pricing', '/api/services', script, '/pricing', '/api/services', script]) {
      values.push((await site.call('GET', path, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security'));
    }
    return [...new Set(values)];
  };
  expect(await hstsOf({})).toEqual(['max-age=63072000']);
  expect(await hstsOf({ HSTS_MAX_AGE: '300' })).toEqual(['max-age=300']);
  expect(await hstsOf({ HSTS_MAX_AGE: '31536000', HSTS_INCLUDE_SUBDOMAINS: 'true' })).toEqual(['max-age=31536000; includeSubDomains']);
  expect(await hstsOf({ HSTS_MAX_AGE: '0', HSTS_INCLUDE_SUBDOMAINS: 'true' })).toEqual([null]);
});

test.each([
  ['Origin of another site', { origin: 'https://evil.example' }],
  ['Origin "null" (sandboxed frame, file)', { origin: 'null' }],
  ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: 'https://blog.localhost' }],
])('a write with %s is refused with 403 and stores nothing', async (_, headers) => {
  const site = await open();
  const res = await site.call('POST', '/api/contact-messages', { body: message, headers });
  expect(res.status).toBe(403);
  expect(res.json.error.code).toBe('forbidden');
  expect(stored(site)).toBe(0);
});

test('a signed-in admin lured to another site cannot delete a message from there', async () => {
  const site = await open();
  const cookie = site.session();
  const id = (await site.call('POST', '/api/contact-messages', { body: message })).json.id;
  const res = await site.call('DELETE', `/api/contact-messages/${id}`, {
    cookie,
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(res.status).toBe(403);
  expect(stored(site)).toBe(1);
});

test('same-origin writes, and clients that send no browser headers (curl, scripts), keep working; cross-site reads are fine', async () => {
  const site = await open();
  expect(
    (
      await site.call('POST', '/api/contact-messages', {
        body: message,
        headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      })
    ).status,
  ).toBe(201);
  expect((await site.call('POST', '/api/contact-messages', { body: message })).status).toBe(201);
  expect(
    (await site.call('GET', '/api/services', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status,
  ).toBe(200);
  expect(stored(site)).toBe(2);
});

test('failed logins are limited per address with 429 and Retry-After; the admin can still sign in from elsewhere', async () => {
  const site = await open({ TRUST_PROXY: 'true', LOGIN_LIMIT: '3' });
  const from = (ip: string, password: string) =>
    site.call('POST', '/api/admin/login', { body: { username: 'admin', password }, headers: { 'x-forwarded-for': ip } });
  for (let i = 0; i < 3; i++) expect((await from('203.0.113.9', `guess-${i}`)).status).toBe(401);
  const blocked = await from('203.0.113.9', ADMIN_PASSWORD);
  expect(blocked.status).toBe(429);
  expect(blocked.json.error.code).toBe('too_many_requests');
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
  expect((await from('198.51.100.7', ADMIN_PASSWORD)).status).toBe(200);
  site.clock.now += 15 * 60_000 + 1000;
  expect((await from('203.0.113.9', ADMIN_PASSWORD)).status).toBe(200);
});

test('without TRUST_PROXY a forged X-Forwarded-For does not reset the count', async () => {
  const site = await open({ LOGIN_LIMIT: '2' });
  for (let i = 0; i < 2; i++) {
    const res = await site.call('POST', '/api/admin/login', {
      body: { username: 'admin', password: 'nope-nope' },
      headers: { 'x-forwarded-for': `10.0.0.${i}` },
    });
    expect(res.status).toBe(401);
  }
  const res = await site.call('POST', '/api/admin/login', {
    body: { username: 'admin', password: 'nope-nope' },
    headers: { 'x-forwarded-for': '10.0.0.99' },
  });
  expect(res.status).toBe(429);
});

test('failed logins per account are capped across addresses', async () => {
  const site = await open({ TRUST_PROXY: 'true', LOGIN_LIMIT: '100', LOGIN_ACCOUNT_LIMIT: '4' });
  for (let i = 0; i < 4; i++) {
    const res = await site.call('POST', '/api/admin/login', {
      body: { username: 'Admin', password: `wrong-${i}` },
      headers: { 'x-forwarded-for': `192.0.2.${i}` },
    });
    expect(res.status).toBe(401);
  }
  const res = await site.call('POST', '/api/admin/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
    headers: { 'x-forwarded-for': '192.0.2.200' },
  });
  expect(res.status).toBe(429);
  site.clock.now += 60 * 60_000 + 1000;
  expect((await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status).toBe(200);
});

test('the contact form is limited per address; a filled honeypot looks accepted and is stored nowhere', async () => {
  const site = await open({ TRUST_PROXY: 'true', CONTACT_LIMIT: '2' });
  const send = (body: object, ip = '203.0.113.50') =>
    site.call('POST', '/api/contact-messages', { body, headers: { 'x-forwarded-for': ip } });
  const trap = await send({ ...message, website: 'http://buy.example' });
  expect(trap.status).toBe(201);
  expect(trap.json).toMatchObject({ name: 'Mei', isRead: false });
  expect(stored(site)).toBe(0);
  expect((await send(message)).status).toBe(201);
  const limited = await send(message);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(stored(site)).toBe(1);
  expect((await send(message, '203.0.113.51')).status).toBe(201); // a neighbour is not blocked
  site.clock.now += 10 * 60_000 + 1000;
  expect((await send(message)).status).toBe(201);
  expect(stored(site)).toBe(3);
});

test('a message with more than three links is refused and not stored; three are fine', async () => {
  const site = await open();
  const links = (n: number) => Array.from({ length: n }, (_, i) => `https://site${i}.example`).join(' and ');
  const refused = await site.call('POST', '/api/contact-messages', { body: { ...message, message: `Look: ${links(4)}` } });
  expect(refused.status).toBe(422);
  expect(refused.json.error.issues[0].path).toBe('message');
  expect((await site.call('POST', '/api/contact-messages', { body: { ...message, message: `Look: ${links(3)}` } })).status).toBe(201);
  expect(stored(site)).toBe(1);
});

test('one JSON log line per request, with time, client, method, path, status and duration, and nothing secret', async () => {
  const site = await open();
  await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
  await site.call('GET', '/api/contact-messages?secret=query', { cookie: 'session=cookie-value-here' });
  await site.call('GET', '/api/nope');
  await Bun.sleep(10);
  const lines = site.requests.map((line) => JSON.parse(line));
  expect(lines.map((l) => [l.method, l.path, l.status])).toEqual([
    ['POST', '/api/admin/login', 200],
    ['GET', '/api/contact-messages', 401],
    ['GET', '/api/nope', 404],
  ]);
  for (const l of lines) {
    expect(Object.keys(l).sort()).toEqual(['ip', 'method', 'ms', 'path', 'status', 'time']);
    expect(typeof l.ms).toBe('number');
  }
  const all = site.requests.join('\n');
  for (const secret of [ADMIN_PASSWORD, 'cookie-value-here', 'secret=query']) expect(all).not.toContain(secret);
});

test('an unexpected failure answers 500 without internals and logs the context', async () => {
  const site = await open();
  site.db.$client.close(); // the database going away mid-flight
  const res = await site.call('GET', '/api/services');
  expect(res.status).toBe(500);
  expect(res.json).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } });
  expect(res.text).not.toMatch(/sqlite|SELECT|at \//i);
  const logged = site.logged.find((entry) => entry[0] === 'error')!;
  expect(logged.slice(0, 3)).toEqual(['error', 'GET', '/api/services']);
});
