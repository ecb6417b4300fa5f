// The display-length rule of the contract (src/contract/snippets.ts) that the editor's counters and previews follow:
// a Chinese (wide) character counts as two, and a text too wide is cut with "…" within the width.
import { expect, test } from 'bun:test';
import { clipToWidth, displayWidth, fitTitle } from '../../contract';

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

test("an automatic search title keeps the site's name only when the whole fits a result's width (decision 0160)", () => {
  const brand = ' - Custom Software Solutions'; // 28 wide
  expect(fitTitle(`Short title${brand}`, 'Short title')).toBe(`Short title${brand}`);
  const edge = 'x'.repeat(60 - 28); // the whole is exactly 60: kept
  expect(fitTitle(`${edge}${brand}`, edge)).toBe(`${edge}${brand}`);
  const long = 'Kestrel Freight: one dispatch board for 40 drivers'; // with the name 78 wide: the name is dropped
  expect(fitTitle(`${long}${brand}`, long)).toBe(long);
  // Chinese counts two a character: 「客製化軟體解決方案」 is 18 wide, so a 21-character title plus it is over 60.
  const zh = '一二三四五六七八九十一二三四五六七八九十一';
  expect(fitTitle(`${zh} - 客製化軟體解決方案`, zh)).toBe(zh);
  expect(fitTitle('短標題 - 客製化軟體解決方案', '短標題')).toBe('短標題 - 客製化軟體解決方案');
  // A name alone past the width stays whole (its own counter warns); the rule only drops the suffix.
  const longer = 'y'.repeat(70);
  expect(fitTitle(`${longer}${brand}`, longer)).toBe(longer);
});
