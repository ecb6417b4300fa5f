// Keeping visitors' messages only as long as the owner chose: off by default, then the sweep deletes exactly the
// messages older than the setting; a value that is not a number of days is refused and changes nothing.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

const DAY = 86_400_000;
let site: TestSite;
let cookie: string;
beforeEach(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterEach(() => site.close());

const sendAt = async (daysAgo: number, message: string) => {
  const now = site.clock.now;
  site.clock.now = now - daysAgo * DAY;
  expect((await site.call('POST', '/api/contact-messages', { body: { name: 'Mei', email: 'mei@example.com', message } })).status).toBe(201);
  site.clock.now = now;
};
const kept = async () =>
  ((await site.call('GET', '/api/contact-messages', { cookie })).json as { message: string }[]).map((m) => m.message).sort();

test('off by default: nothing is deleted, however old', async () => {
  await sendAt(400, 'Sent four hundred days ago.');
  expect(site.deps.retention.runOnce()).toBe(0);
  expect(await kept()).toEqual(['Sent four hundred days ago.']);
});

test('with 30 days, the sweep deletes the messages older than 30 days and keeps the rest', async () => {
  await sendAt(45, 'Forty-five days old, goes.');
  await sendAt(31, 'Thirty-one days old, goes.');
  await sendAt(29, 'Twenty-nine days old, stays.');
  await sendAt(0, 'Today, stays.');
  expect((await site.call('POST', '/api/settings', { cookie, body: { key: 'messageRetentionDays', value: '30' } })).status).toBe(200);
  expect(site.deps.retention.runOnce()).toBe(2);
  expect(await kept()).toEqual(['Today, stays.', 'Twenty-nine days old, stays.']);
  expect(site.logged.some((line) => String(line[0]).startsWith('deleted 2 contact message(s)'))).toBe(true);
  // Blank again: kept from now on.
  await site.call('POST', '/api/settings', { cookie, body: { key: 'messageRetentionDays', value: '' } });
  site.clock.now += 60 * DAY;
  expect(site.deps.retention.runOnce()).toBe(0);
});

test('a value that is not 1 to 3650 days is refused and changes nothing', async () => {
  await site.call('POST', '/api/settings', { cookie, body: { key: 'messageRetentionDays', value: '90' } });
  for (const value of ['0', '-5', 'thirty', '3651', '1.5', ' 30']) {
    expectError(
      await site.call('POST', '/api/settings', { cookie, body: { key: 'messageRetentionDays', value } }),
      422,
      'validation_failed',
    );
  }
  expect((await site.call('GET', '/api/settings/messageRetentionDays', { cookie })).json).toEqual({
    key: 'messageRetentionDays',
    value: '90',
  });
});
