import { expect, test } from 'bun:test';
import { blankDraft, oneLine, slugFrom, slugProblem, suggestedSlug } from './piece-draft';

test('an address from a title: Latin words hyphenated, accents dropped, a Chinese title none', () => {
  expect(slugFrom('How we built an ordering system!')).toBe('how-we-built-an-ordering-system');
  expect(slugFrom('  Café — 2026 ')).toBe('cafe-2026');
  expect(slugFrom('訂單系統')).toBe('');
});

test('an address is checked as the server checks it', () => {
  expect(slugProblem('')).toBe('missing');
  expect(slugProblem('Ordering System')).toBe('rule');
  expect(slugProblem('feed')).toBe('rule');
  expect(slugProblem('a--b')).toBe('rule');
  expect(slugProblem('ordering-system')).toBeNull();
});

test('a one-line text keeps its words on one line: a line break typed or pasted, with the spaces round it, is one space', () => {
  expect(oneLine('The week board,\n  machine by machine')).toBe('The week board, machine by machine');
  expect(oneLine('一行\r\n說明')).toBe('一行 說明');
});

test('a new piece’s address: the English title, else the English summary’s first words, else the kind and the day', () => {
  const draft = (en: { title?: string; summary?: string }, zhTitle = '') => {
    const d = blankDraft();
    return { ...d, en: { ...d.en, ...en }, zh: { ...d.zh, title: zhTitle } };
  };
  const today = '2026-12-05';
  expect(suggestedSlug(draft({ title: 'Ten orders a minute' }), 'journal', today)).toBe('ten-orders-a-minute');
  expect(
    suggestedSlug(draft({ summary: 'Software does not wear out, but everything around it changes.' }, '維護方案'), 'journal', today),
  ).toBe('software-does-not-wear-out-but');
  expect(suggestedSlug(draft({}, '維護方案到底是做什麼的'), 'journal', today)).toBe('article-2026-12-05');
  expect(suggestedSlug(draft({}, '排程系統'), 'work', today)).toBe('story-2026-12-05');
  // A title the site keeps for itself, or none at all, still gives an address the server takes.
  expect(suggestedSlug(draft({ title: 'Feed' }), 'journal', today)).toBe('article-2026-12-05');
  expect(suggestedSlug(draft({}), 'journal', today)).toBe('article-2026-12-05');
  // Another piece has it: the next free number after it.
  expect(suggestedSlug(draft({}, '一'), 'journal', today, ['article-2026-12-05', 'article-2026-12-05-2'])).toBe('article-2026-12-05-3');
  for (const zhOnly of ['維護', '２０２６年', '🙂']) expect(slugProblem(suggestedSlug(draft({}, zhOnly), 'journal', today))).toBeNull();
});
