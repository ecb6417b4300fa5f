// The display-length rule of the contract (src/contract/snippets.ts) that the editor's counters and previews follow:
// a Chinese (wide) character counts as two, and a text too wide is cut with "…" within the width.
import { expect, test } from 'bun:test';
import { clipToWidth, displayWidth } from '../../contract';

test('display width: one per character, two per Chinese or full-width character, emoji pairs counted once', () => {
  expect(displayWidth('')).toBe(0);
  expect(displayWidth('Home - Brand')).toBe(12);
  expect(displayWidth('首頁 - 客製化')).toBe(13);
  expect(displayWidth('ＡＢ，')).toBe(6);
  expect(displayWidth('𠀀')).toBe(2); // outside the basic plane, still one wide character
});

test('a text within the width is kept whole; a longer one is cut so that it and "…" fit', () => {
  expect(clipToWidth('Short', 10)).toBe('Short');
  expect(clipToWidth('0123456789', 10)).toBe('0123456789');
  expect(clipToWidth('0123456789A', 10)).toBe('012345678…');
  expect(clipToWidth('一二三四五六', 10)).toBe('一二三四…');
  expect(displayWidth(clipToWidth('一二三四五六', 10))).toBeLessThanOrEqual(10);
  expect(clipToWidth('word word word', 11)).toBe('word word…'); // no space left before the ellipsis
});
