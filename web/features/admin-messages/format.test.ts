// The inbox's times (the hover's "how long ago", by calendar days in the site's time zone) and previews.
import { expect, test } from 'bun:test';
import { adminZh } from '../../i18n/admin-zh';
import { setSiteZone } from '../../lib/dates';
import { fillReply, firstLine, greetName, inboxGroup, relativeTime, rowDate, splitQuote, withQuote } from './format';

const now = Date.parse('2026-11-23T10:00:00Z');
const at = (iso: string) => [relativeTime(iso, 'en', now), relativeTime(iso, 'zh', now)];

test('relative within a week, in English and Chinese', () => {
  expect(at('2026-11-23T09:59:50Z')).toEqual(['now', '現在']);
  expect(at('2026-11-23T09:55:00Z')).toEqual(['5 minutes ago', '5 分鐘前']);
  expect(at('2026-11-23T07:00:00Z')).toEqual(['3 hours ago', '3 小時前']);
  expect(at('2026-11-22T09:00:00Z')).toEqual(['yesterday', '昨天']);
  expect(at('2026-11-19T09:00:00Z')).toEqual(['4 days ago', '4 天前']);
});

test("days are calendar days in the site's time zone (Taipei, UTC+8), not spans of 24 hours", () => {
  // Set for this test alone: the zone is the module's, shared with every other test file in the run.
  setSiteZone('Asia/Taipei');
  try {
    // Now is 18:00 in Taipei. 00:30 this morning is today (not "yesterday", as 17.5 hours rounded to a day said).
    expect(at('2026-11-22T16:30:00Z')).toEqual(['today', '今天']);
    // 22:00 two evenings ago is two days ago (44 hours rounded to one day had said "yesterday").
    expect(at('2026-11-21T14:00:00Z')).toEqual(['2 days ago', '前天']);
    // 23:30 last night, seen at 18:00: yesterday.
    expect(at('2026-11-22T15:30:00Z')).toEqual(['yesterday', '昨天']);
  } finally {
    setSiteZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
});

test("the inbox's groups (decision 0221): today, the seven days before, older; by calendar days in the site's zone", () => {
  setSiteZone('Asia/Taipei');
  try {
    // Now is 18:00 in Taipei: 00:30 this morning is today, 23:30 last night is not.
    expect(inboxGroup('2026-11-22T16:30:00Z', now)).toBe('today');
    expect(inboxGroup('2026-11-22T15:30:00Z', now)).toBe('week');
    expect(inboxGroup('2026-11-17T09:00:00Z', now)).toBe('week');
    // A week ago to the day is in "Previous 7 days"; the day before that is older.
    expect(inboxGroup('2026-11-16T09:00:00Z', now)).toBe('week');
    expect(inboxGroup('2026-11-15T09:00:00Z', now)).toBe('older');
    // A clock a little ahead: still today.
    expect(inboxGroup('2026-11-23T10:05:00Z', now)).toBe('today');
  } finally {
    setSiteZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
});

test('older: the day, with the year only when it is not this one; a clock a little ahead never says "in 2 minutes"', () => {
  expect(at('2026-10-01T09:00:00Z')).toEqual(['Oct 1', '10月1日']);
  expect(at('2025-10-01T09:00:00Z')).toEqual(['Oct 1, 2025', '2025年10月1日']);
  expect(at('2026-11-23T10:02:00Z')).toEqual(['now', '現在']);
});

test('the first line with text on it, trimmed', () => {
  expect(firstLine('\n  \n  Hello there \nsecond')).toBe('Hello there');
  expect(firstLine('   ')).toBe('');
});

test('a Chinese reply has no space between two Chinese characters where a value went in, and keeps one beside a Latin name', () => {
  const zh = adminZh.messages;
  expect(fillReply(zh.replyGreeting, { name: '陳美玲' }).trim()).toStartWith('陳美玲您好：\n\n感謝您與我們聯繫。');
  expect(fillReply(zh.replyGreeting, { name: 'Bo Chen' })).toStartWith('Bo Chen 您好：');
  expect(fillReply(zh.replySubject, { brand: '客製化軟體解決方案' })).toBe('回覆：您寄給客製化軟體解決方案的訊息');
  expect(fillReply(zh.replyQuote, { name: '陳美玲', date: '2026年12月4日 下午9:07' })).toBe('陳美玲於 2026年12月4日下午9:07 寫道：');
});

test("a message's title holds the sender's name as the language sets it: no spaces round a Chinese one", () => {
  expect(fillReply(adminZh.messages.detailTitle, { name: '陳美玲' })).toBe('來自陳美玲的訊息');
  expect(fillReply(adminZh.messages.detailTitle, { name: 'Mei Lin' })).toBe('來自 Mei Lin 的訊息');
});

test('an English reply greets by the first name; a Chinese one, or a name in Chinese characters, by the full name', () => {
  expect(greetName({ name: 'Mei Lin', lang: 'en' })).toBe('Mei');
  expect(greetName({ name: '  Alexandra Konstantinopoulou-Whitfield ', lang: 'en' })).toBe('Alexandra');
  expect(greetName({ name: '陳美玲', lang: 'en' })).toBe('陳美玲');
  expect(greetName({ name: 'Mei Lin', lang: 'zh' })).toBe('Mei Lin');
  expect(greetName({ name: '陳美玲', lang: 'zh' })).toBe('陳美玲');
});

test("a sent reply's own words and its quote come apart; a reply without a quote is all its own", () => {
  const body = 'Hi Ann,\n\nFrom 4,000 a month.\n\nOn November 28, 2026, Ann Lee wrote:\n> Please automate\n>\n> our invoices.\n';
  expect(splitQuote(body)).toEqual({
    own: 'Hi Ann,\n\nFrom 4,000 a month.',
    quote: 'On November 28, 2026, Ann Lee wrote:\n> Please automate\n>\n> our invoices.',
  });
  expect(splitQuote('補充：附上時程與報價單。')).toEqual({ own: '補充：附上時程與報價單。', quote: '' });
  expect(withQuote('Hi Ann,\n\nYes.\n\n', 'On …, Ann wrote:\n> Hello')).toBe('Hi Ann,\n\nYes.\n\nOn …, Ann wrote:\n> Hello\n');
});

test("withQuote: the quote is cut at a line to fit the limit, never the owner's words; left out when nothing fits", () => {
  const quote = ['On May 1, Ann wrote:', '> one', '> two', '> three'].join('\n');
  expect(withQuote('Yes.', quote, 1000)).toBe(`Yes.\n\n${quote}\n`);
  const cut = withQuote('Yes.', quote, 40);
  expect(cut.length).toBeLessThanOrEqual(40);
  expect(cut).toBe('Yes.\n\nOn May 1, Ann wrote:\n> one\n> …\n');
  expect(withQuote('Yes.', quote, 20)).toBe('Yes.');
});

test("decision 0245: a row's long date without this year's year to the eye, the year kept beside it in the language's place", () => {
  setSiteZone('Asia/Taipei');
  try {
    const at = Date.parse('2026-12-07T04:00:00Z');
    expect(rowDate('2026-11-28T04:00:00Z', 'en', at)).toEqual({ before: '', shown: 'November 28', after: ', 2026' });
    expect(rowDate('2026-11-28T04:00:00Z', 'zh', at)).toEqual({ before: '2026年', shown: '11月28日', after: '' });
    // Another year's date is whole.
    expect(rowDate('2025-12-30T04:00:00Z', 'en', at)).toEqual({ before: '', shown: 'December 30, 2025', after: '' });
    expect(rowDate('2025-12-30T04:00:00Z', 'zh', at)).toEqual({ before: '', shown: '2025年12月30日', after: '' });
    // The year is the site's: 20:00 UTC on December 31 is already next year in Taipei.
    expect(rowDate('2025-12-31T20:00:00Z', 'en', Date.parse('2026-01-02T04:00:00Z')).shown).toBe('January 1');
  } finally {
    setSiteZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
});
