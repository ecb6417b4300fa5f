// Changing the admin's login: POST /api/admin/update-credentials (username, optional new password) and the adminUsername setting.
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { ADMIN_PASSWORD, expectError, startTestSite, type TestSite } from '../../testing/harness';
import { runtimeTimeZone } from '../../contract/zoned-time';

// A fresh site per test: every test here changes the credentials.
let site: TestSite;
let cookie: string;
beforeEach(async () => {
  site = await startTestSite();
  cookie = await site.login();
});
afterEach(() => site.close());

const NEW_PASSWORD = 'a brand new passphrase';
/** A change as the admin sends it: with the current password (unless the body says otherwise). */
const update = (body: Record<string, unknown>, as = cookie) =>
  site.call('POST', '/api/admin/update-credentials', { cookie: as, body: { currentPassword: ADMIN_PASSWORD, ...body } });
const loginStatus = async (username: string, password: string) =>
  (await site.call('POST', '/api/admin/login', { body: { username, password } })).status;
const whoAmI = (as: string) => site.call('GET', '/api/auth/user', { cookie: as });

describe('POST /api/admin/update-credentials', () => {
  for (const [label, body] of [
    ['a blank password', { username: 'boss', password: '' }],
    ['no password at all', { username: 'boss' }],
  ] as const) {
    test(`${label} keeps the current password and changes the login name`, async () => {
      const res = await update(body);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ username: 'boss', timeZone: runtimeTimeZone() });
      expect((await whoAmI(cookie)).json).toEqual({ username: 'boss', timeZone: runtimeTimeZone() });
      expect(await loginStatus('boss', ADMIN_PASSWORD)).toBe(200);
      expect(await loginStatus('admin', ADMIN_PASSWORD)).toBe(401);
    });
  }

  test('a blank password does not end other sessions', async () => {
    const other = await site.login();
    await update({ username: 'admin', password: '' });
    expect((await whoAmI(other)).status).toBe(200);
  });

  test('a new password ends every other session but keeps the caller signed in', async () => {
    const other = await site.login();
    const res = await update({ username: 'admin', password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
    expectError(await whoAmI(other), 401, 'unauthorized');
    expect((await site.call('GET', '/api/contact-messages', { cookie: other })).status).toBe(401);
    expect((await whoAmI(cookie)).json).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
  });

  test('after a new password the old one fails and the new one works', async () => {
    await update({ username: 'admin', password: NEW_PASSWORD });
    const res = await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expectError(res, 401, 'unauthorized');
    expect(res.json.error.message).toBe('Invalid username or password');
    expect(await loginStatus('admin', NEW_PASSWORD)).toBe(200);
  });

  const bad: { name: string; body: unknown; path: string; message?: string }[] = [
    { name: 'a blank username', body: { username: '   ', password: '' }, path: 'username', message: 'Username is required' },
    { name: 'a missing username', body: { password: NEW_PASSWORD }, path: 'username' },
    { name: 'a username with a space', body: { username: 'big boss', password: '' }, path: 'username' },
    {
      name: 'a 7-character password',
      body: { username: 'admin', password: 'short12' },
      path: 'password',
      message: 'Password must be at least 8 characters',
    },
    { name: 'a password over 256 characters', body: { username: 'admin', password: 'p'.repeat(257) }, path: 'password' },
    { name: 'an extra field', body: { username: 'admin', password: '', role: 'owner' }, path: 'role' },
  ];
  for (const c of bad) {
    test(`422 for ${c.name}: name and password unchanged, other sessions kept, password not echoed`, async () => {
      const other = await site.login();
      const res = await update(c.body as Record<string, unknown>);
      expectError(res, 422, 'validation_failed');
      const issue = res.json.error.issues.find((i: { path: string }) => i.path === c.path);
      expect(issue).toBeDefined();
      if (c.message) expect(issue.message).toBe(c.message);
      const sent = (c.body as { password?: string }).password;
      if (sent) expect(res.text).not.toContain(sent);
      expect((await whoAmI(other)).json).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
      expect(await loginStatus('admin', ADMIN_PASSWORD)).toBe(200);
    });
  }

  for (const [who, anon] of [
    ['no cookie', ''],
    ['a bogus cookie', 'session=garbage'],
  ] as const) {
    test(`${who}: 401, and the credentials stay as they were`, async () => {
      const res = await update({ username: 'intruder', password: 'intruder password' }, anon);
      expectError(res, 401, 'unauthorized');
      expect(await loginStatus('intruder', 'intruder password')).toBe(401);
      expect(await loginStatus('admin', ADMIN_PASSWORD)).toBe(200);
    });
  }
});

describe('the adminUsername setting is the login name', () => {
  test('POST /api/settings cannot change it (no current password there): 422 naming key, and the login name stays', async () => {
    const res = await site.call('POST', '/api/settings', { cookie, body: { key: 'adminUsername', value: 'owner' } });
    expectError(res, 422, 'validation_failed');
    expect(res.json.error.issues.map((i: { path: string }) => i.path)).toEqual(['key']);
    expect(await loginStatus('owner', ADMIN_PASSWORD)).toBe(401);
    expect(await loginStatus('admin', ADMIN_PASSWORD)).toBe(200);
    expect((await whoAmI(cookie)).json).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
  });
});

describe('the current password is asked for every change', () => {
  for (const [label, currentPassword] of [
    ['missing', undefined],
    ['blank', ''],
    ['wrong', 'not the password'],
  ] as const) {
    test(`${label}: 422 naming currentPassword, and neither the name nor the password changes`, async () => {
      const res = await update({ username: 'thief', password: 'thief-password-1', currentPassword });
      expectError(res, 422, 'validation_failed');
      expect(res.json.error.issues.map((i: { path: string }) => i.path)).toEqual(['currentPassword']);
      expect(await loginStatus('thief', 'thief-password-1')).toBe(401);
      expect(await loginStatus('admin', ADMIN_PASSWORD)).toBe(200);
    });
  }

  test('wrong guesses count as failed sign-ins: after LOGIN_LIMIT of them the session is refused with 429', async () => {
    const strict = await startTestSite({ LOGIN_LIMIT: '3' });
    try {
      const stolen = await strict.login();
      const guess = (currentPassword: string) =>
        strict.call('POST', '/api/admin/update-credentials', {
          cookie: stolen,
          body: { currentPassword, username: 'thief', password: 'thief-password-1' },
        });
      for (let i = 0; i < 3; i++) expect((await guess(`guess-${i}`)).status).toBe(422);
      const blocked = await guess(ADMIN_PASSWORD);
      expectError(blocked, 429, 'too_many_requests');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      strict.close();
    }
  });
});
