// Admin login, the session cookie, the current user and logout: what a browser and an API client see.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sessions } from '../../../db/schema';
import { ADMIN_PASSWORD, expectError, sessionCookie, startTestSite, type TestSite } from '../../testing/harness';
import { runtimeTimeZone } from '../../contract/zoned-time';

let site: TestSite;
beforeAll(async () => (site = await startTestSite()));
afterAll(() => site.close());

const login = (body: unknown, cookie?: string) => site.call('POST', '/api/admin/login', { body, cookie });
const whoAmI = (cookie?: string) => site.call('GET', '/api/auth/user', { cookie });

describe('POST /api/admin/login', () => {
  const refused: { name: string; body: unknown }[] = [
    { name: 'a wrong password', body: { username: 'admin', password: 'wrong horse battery' } },
    { name: 'a wrong username', body: { username: 'root', password: ADMIN_PASSWORD } },
    { name: 'the username in other case', body: { username: 'Admin', password: ADMIN_PASSWORD } },
  ];
  for (const c of refused) {
    test(`${c.name}: 401 "Invalid username or password" and no cookie`, async () => {
      const res = await login(c.body);
      expectError(res, 401, 'unauthorized');
      expect(res.json.error.message).toBe('Invalid username or password');
      expect(res.headers.getSetCookie().some((s) => s.startsWith('session='))).toBe(false);
    });
  }

  const invalid: { name: string; body: unknown; path: string }[] = [
    { name: 'missing username', body: { password: ADMIN_PASSWORD }, path: 'username' },
    { name: 'missing password', body: { username: 'admin' }, path: 'password' },
    { name: 'empty username', body: { username: '', password: ADMIN_PASSWORD }, path: 'username' },
    { name: 'empty password', body: { username: 'admin', password: '' }, path: 'password' },
  ];
  for (const c of invalid) {
    test(`${c.name}: 422 naming the field, no session made`, async () => {
      const before = site.db.select().from(sessions).all().length;
      const res = await login(c.body);
      expectError(res, 422, 'validation_failed');
      expect(res.json.error.issues.map((i: { path: string }) => i.path)).toContain(c.path);
      expect(site.db.select().from(sessions).all()).toHaveLength(before);
    });
  }

  test('a 422 does not echo the submitted password (sent as text)', async () => {
    const res = await login({ password: 'my-Secret-Passphrase' });
    expect(res.status).toBe(422);
    expect(res.text).not.toContain('my-Secret-Passphrase');
  });

  test('a 422 does not echo the submitted password (sent as a number)', async () => {
    const res = await login({ username: 'admin', password: 73194528 });
    expect(res.status).toBe(422);
    expect(res.text).not.toContain('73194528');
  });

  test('the right credentials: 200 { username } and an HttpOnly, SameSite=Lax, Path=/ session cookie', async () => {
    const res = await login({ username: 'admin', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
    const set = res.headers.getSetCookie().find((s) => s.startsWith('session='))!;
    expect(set).toMatch(/^session=[A-Za-z0-9_-]{40,}/);
    const attributes = set
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).not.toContain('secure'); // plain HTTP here
    expect(attributes).toContain(`max-age=${7 * 24 * 3600}`); // forgotten when SESSION_MAX_DAYS (7) would end it anyway
  });

  test('over HTTPS the cookie is also Secure, with the __Host- prefix (no Domain, Path=/)', async () => {
    // HTTPS reaches the server through the reverse proxy that ends TLS (Bun itself serves plain HTTP).
    const proxied = await startTestSite({ TRUST_PROXY: 'true' });
    const res = await proxied.call('POST', '/api/admin/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    proxied.close();
    expect(res.status).toBe(200);
    const set = res.headers.getSetCookie().find((s) => s.startsWith('__Host-session='))!;
    const attributes = set.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('path=/');
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
  });

  test('the database keeps only a hash of the token, never the token itself', async () => {
    const cookie = await site.login();
    const token = cookie.slice('session='.length);
    const stored = JSON.stringify(site.db.select().from(sessions).all());
    expect(stored).not.toContain(token);
  });

  test('logging in again gives a different token and ends the one sent with the login', async () => {
    const first = await site.login();
    const again = await login({ username: 'admin', password: ADMIN_PASSWORD }, first);
    expect(again.status).toBe(200);
    const second = sessionCookie(again.headers);
    expect(second).not.toBe(first);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(second)).json).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
  });
});

describe('GET /api/auth/user and POST /api/admin/logout', () => {
  test('with a live session cookie: 200 { username: "admin" }', async () => {
    const res = await whoAmI(await site.login());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
  });

  for (const [who, cookie] of [
    ['no cookie', undefined],
    ['a bogus cookie', 'session=garbage'],
    ['an empty cookie', 'session='],
  ] as const) {
    test(`${who}: 401 with the error shape`, async () => {
      expectError(await whoAmI(cookie), 401, 'unauthorized');
    });
  }

  test('logout answers 200, clears the cookie, and the old cookie no longer works anywhere', async () => {
    const cookie = await site.login();
    const res = await site.call('POST', '/api/admin/logout', { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    const cleared = res.headers.getSetCookie().find((s) => s.startsWith('session='))!;
    expect(cleared).toMatch(/^session=;/);
    expect(cleared.toLowerCase()).toContain('max-age=0');
    expectError(await whoAmI(cookie), 401, 'unauthorized');
    expectError(await site.call('GET', '/api/contact-messages', { cookie }), 401, 'unauthorized');
  });

  test('logout of one session leaves another session signed in', async () => {
    const [mine, other] = [await site.login(), await site.login()];
    await site.call('POST', '/api/admin/logout', { cookie: mine });
    expect((await whoAmI(other)).status).toBe(200);
  });

  test('logout without a session is harmless: 200', async () => {
    const res = await site.call('POST', '/api/admin/logout');
    expect(res.status).toBe(200);
  });
});
