// A write the disk has no room for (SQLite's "database or disk is full") is a 507 in our words, not a 500 with
// internals: the contact form, a sign-in, an admin save. Simulated with SQLite's max_page_count, which fails a write
// that needs another page exactly as a full disk does.
import { afterEach, expect, test } from 'bun:test';
import { contactMessages } from '../../db/schema';
import { expectError, startTestSite, type TestSite } from '../testing/harness';

const sites: TestSite[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.close()));

/** Holds the database at its present size: the next write needing a new page fails with SQLITE_FULL. */
const fillDatabase = (site: TestSite) => {
  const { page_count } = site.db.$client.query<{ page_count: number }, []>('PRAGMA page_count').get()!;
  site.db.$client.run(`PRAGMA max_page_count = ${page_count}`);
};
const MESSAGE = { name: 'Mei', email: 'mei@example.com', message: 'x'.repeat(4000) };

test('on a full disk the contact form, a sign-in and an admin save answer 507 insufficient_storage, saying so, with nothing written', async () => {
  const site = await startTestSite();
  sites.push(site);
  const cookie = site.session();
  // Fill what free pages there are, then hold the file at its size.
  fillDatabase(site);
  for (let i = 0; i < 50; i++) if ((await site.call('POST', '/api/contact-messages', { body: MESSAGE })).status !== 201) break;

  const stored = () => site.db.select().from(contactMessages).all().length;
  const before = stored();
  const contact = await site.call('POST', '/api/contact-messages', { body: MESSAGE });
  expectError(contact, 507, 'insufficient_storage', { exact: true });
  expect(contact.json.error.message).toMatch(/full/i);
  expect(contact.text).not.toMatch(/SQLITE|database or disk/);
  expect(stored()).toBe(before);

  const signIn = await site.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'correct horse battery' } });
  expect([507, 200]).toContain(signIn.status); // a sign-in writes one small row; it may still fit in a page
  const entry = {
    titleEn: 'Full',
    titleZh: '滿',
    descriptionEn: 'y'.repeat(1000),
    descriptionZh: '字'.repeat(1000),
    featuresEn: [],
    featuresZh: [],
  };
  const save = await site.call('POST', '/api/services', { cookie, body: entry });
  expectError(save, 507, 'insufficient_storage', { exact: true });
  expect(site.logged.some((line) => line.join(' ').includes('disk is full'))).toBe(true);
});
