// A sign-in name is held to the one-line rule before it is stored, logged or counted: line breaks, other control
// characters and the invisible characters that reorder text (U+202E…) are a 422 that tries no password, counts no
// failure and writes no activity entry. A plain wrong name is still a failed sign-in, recorded with the name tried.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import * as v from 'valibot';
import { auditLog } from '../../../db/schema';
import { singleLine } from '../../contract/common';
import { ADMIN_PASSWORD, expectError, startTestSite, type TestSite } from '../../testing/harness';
import { passwordVersion } from './service';

/** Names no person types: each reorders or breaks what the admin reads in the activity log. */
const UNTYPABLE = [
  ['CR LF', 'adm\r\nin'],
  ['a right-to-left override', '\u202Eadmin'],
  ['a left-to-right embedding', 'ad\u202Amin'],
  ['a pop directional formatting', 'admin\u202C'],
  ['a first-strong isolate', 'ad\u2068min\u2069'],
  ['a line separator', 'ad\u2028min'],
  ['a paragraph separator', 'admin\u2029'],
  ['a C1 next-line control', 'ad\u0085min'],
  ['NUL', 'admin\u0000'],
] as const;

/** Names that read as "admin" in the activity log: refused for an account name, though a title may hold them. */
const INVISIBLE = [
  ['a zero-width space', 'adm\u200Bin'],
  ['a left-to-right mark', 'admin\u200E'],
  ['a byte-order mark', '\uFEFFadmin'],
  ['a soft hyphen', 'ad\u00ADmin'],
  ['a word joiner', 'ad\u2060min'],
] as const;

let site: TestSite;
beforeEach(async () => {
  // One failure per address or name and the next try waits: any attempt that counted would show.
  site = await startTestSite({ LOGIN_LIMIT: '1', LOGIN_ACCOUNT_LIMIT: '1' });
});
afterEach(() => site.close());

const login = (username: string, password: string) => site.call('POST', '/api/admin/login', { body: { username, password } });
const entries = () => site.db.select().from(auditLog).all();
/** Whether the per-account limit holds this name back (its key as sign-in-limits.ts makes it; the second test checks the probe). */
const accountHeld = (name: string) =>
  site.deps.limits.loginPerAccount.retryAfter(`${name.trim().toLowerCase()}|${passwordVersion(site.db)}`) > 0;

test('a name with a line break, a control, a direction or an invisible character is a 422 naming username: nothing tried, counted or recorded', async () => {
  for (const [, name] of [...UNTYPABLE, ...INVISIBLE]) {
    for (const password of ['a guess at the password', ADMIN_PASSWORD]) {
      const res = await login(name, password);
      expectError(res, 422, 'validation_failed');
      expect([...new Set(res.json.error.issues.map((issue: { path: string }) => issue.path))]).toEqual(['username']);
    }
    expect(accountHeld(name)).toBe(false);
  }
  expect(entries()).toEqual([]);
  expect(JSON.stringify(site.logged)).not.toMatch(/adm\\r\\nin|\u202E/);
  // With a limit of one failure per address, the owner still gets in: none of the refused names counted.
  expect((await login('admin', ADMIN_PASSWORD)).status).toBe(200);
  expect(entries().map((entry) => [entry.action, entry.account, entry.target])).toEqual([['sign_in', 'admin', 'admin']]);
});

test('a plain wrong name is still a failed sign-in, recorded with the name tried, and counted', async () => {
  expectError(await login('root', 'a guess at the password'), 401, 'unauthorized');
  expect(entries().map((entry) => [entry.action, entry.account, entry.target])).toEqual([['sign_in_failed', 'root', 'root']]);
  expect(accountHeld('root')).toBe(true);
  expectError(await login('admin', ADMIN_PASSWORD), 429, 'too_many_requests');
});

test('the one-line rule refuses them in every one-line field, and keeps what people do type', async () => {
  const oneLine = v.pipe(v.string(), singleLine());
  for (const [label, name] of UNTYPABLE) expect([label, v.is(oneLine, name)]).toEqual([label, false]);
  // Chinese, accents, an emoji sequence (zero-width joiner), the marks mixed-direction names need (U+200E/F, U+061C).
  for (const text of ['王小明', 'José Müller-Ørsted', '👩‍💻 Dev team', 'דוד\u200F (Tel Aviv)', 'شركة\u061C 2024', '+886 2 1234 5678'])
    expect([text, v.is(oneLine, text)]).toEqual([text, true]);
  const cookie = await site.login();
  const contact = await site.call('POST', '/api/contact-messages', {
    body: { name: 'Mei\u202E Lin', email: 'mei@example.com', message: 'Please call me about a new shop.' },
  });
  expect(contact.json.error.issues.map((issue: { path: string }) => issue.path)).toEqual(['name']);
  for (const username of ['ad\u202Emin', 'adm\u200Bin']) {
    const rename = await site.call('POST', '/api/admin/update-credentials', {
      cookie,
      body: { currentPassword: ADMIN_PASSWORD, username, password: '' },
    });
    expect([...new Set(rename.json.error.issues.map((issue: { path: string }) => issue.path))]).toEqual(['username']);
  }
});

test('with TRUST_PROXY, a forwarded address that is not an address never reaches the activity log or a limit', async () => {
  const proxied = await startTestSite({ TRUST_PROXY: 'true' });
  try {
    const forgeries = ['203.0.113.9 <forged entry>', '\u00e2\u0080\u00ae1.2.3.4' /* U+202E as its UTF-8 bytes arrive */, 'x'.repeat(300)];
    forgeries.push('dead.beef.cafe.face', '....', '::::::::', '1.2.3.4%from_admin_pc', 'face:b00c%logged_in_ok', '1.2.3.256');
    for (const forged of forgeries) {
      const res = await proxied.call('POST', '/api/admin/login', {
        body: { username: 'admin', password: 'a wrong guess' },
        headers: { 'x-forwarded-for': forged },
      });
      expectError(res, 401, 'unauthorized');
    }
    const ips = proxied.db
      .select()
      .from(auditLog)
      .all()
      .map((entry) => entry.ip);
    expect(ips).toEqual(forgeries.map(() => 'unknown'));
    await proxied.call('POST', '/api/admin/login', {
      body: { username: 'admin', password: 'a wrong guess' },
      headers: { 'x-forwarded-for': '10.0.0.1, 2001:db8::7' },
    });
    expect(proxied.db.select().from(auditLog).all().at(-1)?.ip).toBe('2001:db8::7');
  } finally {
    proxied.close();
  }
});
