import { expect, test } from 'bun:test';
import { readingMinutes, textMeasure } from '../../contract/reading';

test('words counted apart from Chinese characters, Markdown signs not counted as words', () => {
  expect(textMeasure('## Ten orders a minute\n\nThe shop **stopped** retyping.')).toEqual({ words: 8, han: 0 });
  expect(textMeasure('團隊不再重複輸入 Excel 訂單。')).toEqual({ words: 1, han: 10 });
  expect(textMeasure('')).toEqual({ words: 0, han: 0 });
});

test('reading time: about 230 words or 400 characters a minute, never under one', () => {
  expect(readingMinutes('')).toBe(1);
  expect(readingMinutes('word '.repeat(690))).toBe(3);
  expect(readingMinutes('字'.repeat(1200))).toBe(3);
});
