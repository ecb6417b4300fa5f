import { expect, test } from 'bun:test';
import { slugFrom, slugProblem } from './piece-draft';

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
