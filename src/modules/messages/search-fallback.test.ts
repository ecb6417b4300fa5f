// A search whose matches the window does not hold (paging.ts, selectPage): the first page and a page after a cursor
// must look past their window, through the trigram index or, for one or two characters, by reading the table, with
// and without the unread filter; every match once, newest first, and no cursor after the last.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';

/** The window at limit=1: paging.ts's WINDOW_PER_ROW (40) candidates per row of the page, plus one row. */
const WINDOW = 40 * (1 + 1);
/** Messages in each state, unread and read: room for a match past the first window and another past the next. */
const PER_STATE = 2 * WINDOW + 10;
/**
 * Where each word is, as the rank of a message among those of its state (0 the newest), the same among the unread and
 * among the read: the first past the first page's window, the second past the window of the page after the first
 * (more than 1 + WINDOW ranks on), the last within the window after that. Nothing newer than the first matches.
 */
const WORDS = {
  invoice: { ranks: [WINDOW + 2, 2 * WINDOW + 4, 2 * WINDOW + 7], text: (i: number) => `Could you resend the invoice? (${i})` }, // 3+ characters
  報價: { ranks: [WINDOW + 3, 2 * WINDOW + 5, 2 * WINDOW + 8], text: (i: number) => `您好，想請您提供報價，謝謝。(${i})` }, // Chinese, 2 characters
  Q3: { ranks: [WINDOW + 4, 2 * WINDOW + 6, 2 * WINDOW + 9], text: (i: number) => `About our Q3 budget. (${i})` }, // 2 letters, any case
};
type Word = keyof typeof WORDS;
type Filter = 'all' | 'unread' | 'read';

let site: TestSite;
let cookie: string;
/** The matching messages' names, newest first, by word and filter. */
const expected = {} as Record<Word, Record<Filter, string[]>>;

// 340 messages a second apart; every second one (odd i, counting from the oldest) is marked read, so Unread only and
// Read each hold 170 and the inbox as a whole 340. A message matching a word is from "Customer <i>".
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
  const wordAt = new Map<number, Word>();
  for (const word of Object.keys(WORDS) as Word[]) {
    for (const rank of WORDS[word].ranks) {
      const unreadAt = 2 * (PER_STATE - 1 - rank);
      wordAt.set(unreadAt, word).set(unreadAt + 1, word);
    }
  }
  const read: number[] = [];
  for (let i = 0; i < 2 * PER_STATE; i++) {
    site.clock.now += 1000;
    const word = wordAt.get(i);
    const body = word
      ? { name: `Customer ${i}`, email: 'visitor@example.com', message: WORDS[word].text(i) }
      : { name: `Sender ${i}`, email: 'visitor@example.com', message: `Filler note ${i}, nothing to look for here.` };
    const res = await site.call('POST', '/api/contact-messages', { body });
    expect(res.status).toBe(201);
    if (i % 2) read.push(res.json.id);
  }
  for (let at = 0; at < read.length; at += 100) {
    const marked = await site.call('POST', '/api/contact-messages/mark', { cookie, body: { ids: read.slice(at, at + 100), isRead: true } });
    expect(marked.json.ids).toHaveLength(read.slice(at, at + 100).length);
  }
  for (const word of Object.keys(WORDS) as Word[]) {
    const at = [...wordAt]
      .filter(([, w]) => w === word)
      .map(([i]) => i)
      .sort((a, b) => b - a);
    const names = (list: number[]) => list.map((i) => `Customer ${i}`);
    expected[word] = { all: names(at), unread: names(at.filter((i) => i % 2 === 0)), read: names(at.filter((i) => i % 2 === 1)) };
  }
});
afterAll(() => site.close());

const filterQuery: Record<Filter, string> = { all: '', unread: '&unread=true', read: '&unread=false' };

/** One page of one message. */
async function page(query: string) {
  const res = await site.call('GET', `/api/contact-messages?limit=1${query}`, { cookie });
  expect(res.status).toBe(200);
  return { names: (res.json as { name: string }[]).map((m) => m.name), nextCursor: res.headers.get('x-next-cursor') };
}

/** Follows the next cursor from the first page of the search to the last: each page's one name, in order. */
async function everyPage(q: string, filter: Filter) {
  const query = `&q=${encodeURIComponent(q)}${filterQuery[filter]}`;
  const shown: string[] = [];
  let cursor: string | null = null;
  do {
    const next = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(next.names).toHaveLength(1); // a page with a cursor has its one message; none is empty before the end
    shown.push(...next.names);
    cursor = next.nextCursor;
  } while (cursor && shown.length <= 2 * PER_STATE);
  return shown;
}

for (const word of Object.keys(WORDS) as Word[]) {
  for (const filter of ['all', 'unread', 'read'] as const) {
    const kind = [...word].length < 3 ? `${[...word].length}-character (read past the window)` : 'trigram';
    test(`${kind} "${word}", ${filter}: the first page is the newest match, then each other match once, in order, then no cursor`, async () => {
      const want = expected[word][filter];
      const first = await page(`&q=${encodeURIComponent(word)}${filterQuery[filter]}`);
      expect(first.names).toEqual(want.slice(0, 1));
      expect(first.nextCursor).not.toBeNull();
      // After the first page's cursor the next match is more than a window away (Unread, Read) or the only match in it (all).
      const second = await page(`&q=${encodeURIComponent(word)}${filterQuery[filter]}&cursor=${first.nextCursor}`);
      expect(second.names).toEqual(want.slice(1, 2));
      expect(await everyPage(word, filter)).toEqual(want);
    });
  }
}

test('the search is not case-sensitive past the window: "q3" finds what "Q3" finds', async () => {
  expect(await everyPage('q3', 'all')).toEqual(expected.Q3.all);
});

test('a word in no message: an empty page and no cursor, with or without a cursor and the filter', async () => {
  const after = (await page('')).nextCursor!; // a cursor a user holds: the inbox's first page's
  for (const q of ['refund policy', '訂單', 'zz']) {
    for (const filter of ['all', 'unread', 'read'] as const) {
      for (const cursor of ['', `&cursor=${after}`]) {
        const empty = await page(`&q=${encodeURIComponent(q)}${filterQuery[filter]}${cursor}`);
        expect([q, filter, cursor, empty.names, empty.nextCursor]).toEqual([q, filter, cursor, [], null]);
      }
    }
  }
});
