// /api/settings: the public contact-info bundle, and the admin's reads and writes of the six keys with each key's rule.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { settings } from '../../../db/schema';
import { SETTING_KEYS } from '../../contract';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterAll(() => site.close());

const storedRows = () => site.db.select().from(settings).all();
const getSetting = async (key: string) => (await site.call('GET', `/api/settings/${key}`, { cookie })).json;

describe('GET /api/settings/contact-info (public)', () => {
  test("answers address, phone and email (and the Chinese pages' address) as text, without a cookie", async () => {
    const res = await site.call('GET', '/api/settings/contact-info');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['address', 'addressZh', 'email', 'phone']);
    for (const value of Object.values(res.json)) expect(typeof value).toBe('string');
  });
});

describe('GET /api/settings/{key} (admin)', () => {
  for (const key of SETTING_KEYS) {
    test(`${key}: 200 { key, value } with a text value`, async () => {
      const res = await site.call('GET', `/api/settings/${key}`, { cookie });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ key, value: expect.any(String) });
    });
  }

  test('adminUsername reads "admin" on a fresh site', async () => {
    expect(await getSetting('adminUsername')).toEqual({ key: 'adminUsername', value: 'admin' });
  });

  test('an unknown key is 404', async () => {
    expectError(await site.call('GET', '/api/settings/smtpPassword', { cookie }), 404, 'not_found');
  });
});

describe('POST /api/settings (admin)', () => {
  const writes: [key: string, value: string, stored: string][] = [
    ['notificationEmail', 'owner@example.com', 'owner@example.com'],
    ['notificationEmail', '', ''],
    ['notificationsEnabled', 'true', 'true'],
    ['notificationsEnabled', 'false', 'false'],
    ['contactAddress', '  No. 7, Section 5, Xinyi Road, Taipei  ', 'No. 7, Section 5, Xinyi Road, Taipei'],
    ['contactPhone', '+886 2 1234 5678', '+886 2 1234 5678'],
    ['contactEmail', 'hello@example.com', 'hello@example.com'],
    ['contactAddressZh', ' 台北市信義路五段7號 ', '台北市信義路五段7號'],
  ];
  for (const [key, value, stored] of writes) {
    test(`${key} = ${JSON.stringify(value)} is saved and read back as ${JSON.stringify(stored)}`, async () => {
      const res = await site.call('POST', '/api/settings', { cookie, body: { key, value } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ key, value: stored });
      expect(await getSetting(key)).toEqual({ key, value: stored });
    });
  }

  test('the contact settings are what the public contact-info bundle shows', async () => {
    const res = await site.call('GET', '/api/settings/contact-info');
    expect(res.json).toEqual({
      address: 'No. 7, Section 5, Xinyi Road, Taipei',
      phone: '+886 2 1234 5678',
      email: 'hello@example.com',
      addressZh: '台北市信義路五段7號',
    });
  });

  const bad: { name: string; body: unknown; path: string; message?: string }[] = [
    { name: 'an unknown key', body: { key: 'smtpPassword', value: 'x' }, path: 'key' },
    {
      name: 'notificationsEnabled "yes"',
      body: { key: 'notificationsEnabled', value: 'yes' },
      path: 'value',
      message: 'Must be "true" or "false"',
    },
    { name: 'notificationsEnabled as a boolean', body: { key: 'notificationsEnabled', value: true }, path: 'value' },
    {
      name: 'an invalid notificationEmail',
      body: { key: 'notificationEmail', value: 'owner@' },
      path: 'value',
      message: 'Invalid email address',
    },
    {
      name: 'an invalid contactEmail',
      body: { key: 'contactEmail', value: 'hello at example' },
      path: 'value',
      message: 'Invalid email address',
    },
    { name: 'a blank adminUsername', body: { key: 'adminUsername', value: '   ' }, path: 'value', message: 'Username is required' },
    { name: 'an adminUsername with a space', body: { key: 'adminUsername', value: 'site admin' }, path: 'value' },
    { name: 'a contactPhone over 50 characters', body: { key: 'contactPhone', value: '1'.repeat(51) }, path: 'value' },
    { name: 'an extra field', body: { key: 'contactPhone', value: '123', note: 'x' }, path: 'note' },
  ];
  for (const c of bad) {
    test(`422 for ${c.name}; nothing stored`, async () => {
      const before = storedRows();
      const res = await site.call('POST', '/api/settings', { cookie, body: c.body });
      expectError(res, 422, 'validation_failed');
      const issue = res.json.error.issues.find((i: { path: string }) => i.path === c.path);
      expect(issue).toBeDefined();
      if (c.message) expect(issue.message).toBe(c.message);
      expect(storedRows()).toEqual(before);
    });
  }

  test('after all the refusals the admin username is still "admin"', async () => {
    expect(await getSetting('adminUsername')).toEqual({ key: 'adminUsername', value: 'admin' });
  });
});

describe('anonymous callers are refused with 401', () => {
  for (const [who, anonCookie] of [
    ['no cookie', undefined],
    ['a bogus cookie', 'session=garbage'],
  ] as const) {
    for (const key of SETTING_KEYS) {
      test(`${who}: GET /api/settings/${key}`, async () => {
        const res = await site.call('GET', `/api/settings/${key}`, { cookie: anonCookie });
        expectError(res, 401, 'unauthorized');
        expect(res.json.value).toBeUndefined();
      });
    }

    test(`${who}: POST /api/settings stores nothing`, async () => {
      const before = storedRows();
      const res = await site.call('POST', '/api/settings', {
        cookie: anonCookie,
        body: { key: 'contactEmail', value: 'attacker@example.com' },
      });
      expectError(res, 401, 'unauthorized');
      expect(storedRows()).toEqual(before);
      expect((await site.call('GET', '/api/settings/contact-info')).json.email).not.toBe('attacker@example.com');
    });
  }
});
