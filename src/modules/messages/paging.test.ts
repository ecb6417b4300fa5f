// The inbox at any size: pages newest first that never skip or repeat a message while new ones arrive, counts, the
// unread filter, search in English and Chinese (long and short), marking and deleting several, and product.md's plain list.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
let cookie: string;
beforeEach(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterEach(() => site.close());

async function send(name: string, message: string, email = 'visitor@example.com') {
  const res = await site.call('POST', '/api/contact-messages', { body: { name, email, message } });
  expect(res.status).toBe(201);
  return res.json.id as number;
}
/** A page: the list, and what the headers say (counts, the next page's cursor). */
const page = async (query: string) => {
  const res = await site.call('GET', `/api/contact-messages?${query || 'limit=25'}`, { cookie });
  expect(res.status).toBe(200);
  const header = (name: string) => res.headers.get(name);
  return {
    items: res.json as { id: number; isRead: boolean; message: string }[],
    nextCursor: header('x-next-cursor'),
    total: Number(header('x-total-count')),
    unread: Number(header('x-unread-count')),
  };
};
const idsOf = (p: { items: { id: number }[] }) => p.items.map((m) => m.id);

test('pages newest first; messages arriving between pages neither shift nor repeat one; ties in time keep id order', async () => {
  const sent: number[] = [];
  for (let i = 0; i < 60; i++) {
    if (i % 3) site.clock.now += 1000; // every third shares its time with the one before
    sent.push(await send(`Sender ${i}`, `Message number ${i} for the inbox.`));
  }
  const newestFirst = [...sent].reverse();
  const first = await page('limit=25');
  expect(idsOf(first)).toEqual(newestFirst.slice(0, 25));
  expect([first.total, first.unread]).toEqual([60, 60]);
  // Five new messages arrive before the next page is asked for.
  for (let i = 0; i < 5; i++) {
    site.clock.now += 1000;
    await send('Late', `Arrived while paging ${i}.`);
  }
  const second = await page(`limit=25&cursor=${first.nextCursor}`);
  const third = await page(`limit=25&cursor=${second.nextCursor}`);
  expect(third.nextCursor).toBeNull();
  expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(newestFirst);
  expect(second.total).toBe(65);
});

test('the unread filter and counts follow marking several read or unread; deleting several removes them', async () => {
  const sent: number[] = [];
  for (let i = 0; i < 6; i++) {
    site.clock.now += 1000;
    sent.push(await send('Mei', `Message ${i} about a shop system.`));
  }
  const ids = sent as [number, number, number, number, number, number];
  const marked = await site.call('POST', '/api/contact-messages/mark', {
    cookie,
    body: { ids: [ids[0], ids[1], ids[2], 999_999], isRead: true },
  });
  expect(marked.json).toEqual({ ids: [ids[0], ids[1], ids[2]] });
  let unread = await page('unread=true');
  expect(idsOf(unread)).toEqual([ids[5], ids[4], ids[3]]);
  expect([unread.total, unread.unread]).toEqual([6, 3]);
  await site.call('POST', '/api/contact-messages/mark', { cookie, body: { ids: [ids[1]], isRead: false } });
  unread = await page('unread=true');
  expect(idsOf(unread)).toEqual([ids[5], ids[4], ids[3], ids[1]]);
  const deleted = await site.call('POST', '/api/contact-messages/delete', { cookie, body: { ids: [ids[4], ids[5]] } });
  expect(deleted.json).toEqual({ ids: [ids[4], ids[5]] });
  const all = await page('');
  expect(idsOf(all)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
  expect([all.total, all.unread]).toEqual([4, 2]);
});

test('search finds name, email and text, in English and Chinese, with 1, 2 or more characters, and literally', async () => {
  const shop = await send('Mei Lin', 'We need an ordering system for our shop.', 'mei@shop.example');
  site.clock.now += 1000;
  const quote = await send('王小明', '您好，我想索取報價單，謝謝。', 'wang@example.com.tw');
  site.clock.now += 1000;
  const odd = await send('Odd "Quotes" 100%', 'A message with 50% off and "quotes" in it.');
  const found = async (q: string) => idsOf(await page(`q=${encodeURIComponent(q)}`));
  expect(await found('ordering')).toEqual([shop]); // text, 3+ characters: the full-text index
  expect(await found('ORDERING')).toEqual([shop]); // any case
  expect(await found('shop.example')).toEqual([shop]); // email
  expect(await found('Mei Lin')).toEqual([shop]); // name
  expect(await found('報價單')).toEqual([quote]); // Chinese, 3 characters
  expect(await found('報價')).toEqual([quote]); // Chinese, 2 characters
  expect(await found('王')).toEqual([quote]); // one character
  expect(await found('"quotes"')).toEqual([odd]); // quotes taken literally
  expect(await found('50%')).toEqual([odd]); // % is not a wildcard
  expect(await found('nothing like this')).toEqual([]);
  // Search and filter together.
  await site.call('POST', '/api/contact-messages/mark', { cookie, body: { ids: [quote], isRead: true } });
  expect(idsOf(await page(`q=${encodeURIComponent('報價')}&unread=true`))).toEqual([]);
});

test('a bad page request is refused in words: cursor, limit, filter, search length', async () => {
  expectError(await site.call('GET', '/api/contact-messages?cursor=abc', { cookie }), 422, 'validation_failed');
  expectError(await site.call('GET', '/api/contact-messages?limit=0', { cookie }), 422, 'validation_failed');
  expectError(await site.call('GET', '/api/contact-messages?limit=201', { cookie }), 422, 'validation_failed');
  expectError(await site.call('GET', '/api/contact-messages?unread=maybe', { cookie }), 422, 'validation_failed');
  expectError(await site.call('GET', `/api/contact-messages?q=${'x'.repeat(201)}`, { cookie }), 422, 'validation_failed');
  expectError(await site.call('POST', '/api/contact-messages/delete', { cookie, body: { ids: [] } }), 422, 'validation_failed');
  expectError(await site.call('POST', '/api/contact-messages/mark', { cookie, body: { ids: [1] } }), 422, 'validation_failed');
});

test("product.md's plain list answers the newest 200, newest first, with the counts and the way on in its headers", async () => {
  for (let i = 0; i < 205; i++) {
    site.clock.now += 10;
    await send('Bulk', `Bulk message number ${i}.`);
  }
  const res = await site.call('GET', '/api/contact-messages', { cookie });
  expect(res.json).toHaveLength(200);
  expect(res.json[0].message).toBe('Bulk message number 204.');
  expect(res.json[199].message).toBe('Bulk message number 5.');
  expect([res.headers.get('x-total-count'), res.headers.get('x-unread-count')]).toEqual(['205', '205']);
  const rest = await page(`limit=100&cursor=${res.headers.get('x-next-cursor')}`);
  expect(rest.items.map((m) => m.message)).toEqual([4, 3, 2, 1, 0].map((i) => `Bulk message number ${i}.`));
  expect(rest.nextCursor).toBeNull();
});

test('a message’s source is in every list (plain, paged, searched) as in the message read alone', async () => {
  const source = {
    landing: '/pricing',
    plan: 'pro annual',
    referrer: 'https://www.google.com/search?q=x',
    campaign: { source: 'newsletter' },
  };
  const sent = await site.call('POST', '/api/contact-messages', {
    body: { name: 'Mei', email: 'mei@example.com', message: 'About the Pro plan for our shop.', source },
  });
  expect(sent.status).toBe(201);
  const one = (await site.call('GET', `/api/contact-messages/${sent.json.id}`, { cookie })).json.source;
  expect(one).toEqual({
    landing: '/pricing',
    plan: 'pro annual',
    referrer: 'google.com',
    campaign: { source: 'newsletter', medium: '', campaign: '' },
  });
  const plain = (await site.call('GET', '/api/contact-messages', { cookie })).json as { source: unknown }[];
  expect(plain[0]!.source).toEqual(one);
  expect((await page('limit=25')).items.map((m) => (m as unknown as { source: unknown }).source)).toEqual([one]);
  expect((await page('limit=25&q=Pro%20plan')).items.map((m) => (m as unknown as { source: unknown }).source)).toEqual([one]);
});
