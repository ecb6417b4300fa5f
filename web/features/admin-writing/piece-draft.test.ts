import { expect, test } from 'bun:test';
import { oneLine, slugFrom, slugProblem } from './piece-draft';

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
