// A name's initials, drawn where a list entry has no picture (the admin's rows).
import { expect, test } from 'bun:test';
import { initials } from './initials';

test('initials: first and last word in Latin, the family name in Chinese', () => {
  expect(initials('Mei Lin')).toBe('ML');
  expect(initials('  anna maria  van der berg ')).toBe('AB');
  expect(initials('Cher')).toBe('CH');
  expect(initials('陳美玲')).toBe('陳');
  expect(initials('陳怡君 醫師')).toBe('陳');
  expect(initials('')).toBe('');
});
