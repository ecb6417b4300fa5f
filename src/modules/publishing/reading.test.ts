import { expect, test } from 'bun:test';
import { readingMinutes, textMeasure } from '../../contract/reading';

test('words counted apart from Chinese characters, Markdown signs not counted as words', () => {
  expect(textMeasure('## Ten orders a minute\n\nThe shop **stopped** retyping.')).toEqual({ words: 8, han: 0 });
  expect(textMeasure('團隊不再重複輸入 Excel 訂單。')).toEqual({ words: 1, han: 10 });
  expect(textMeasure('')).toEqual({ words: 0, han: 0 });
});

test('reading time: about 230 words or 400 characters a minute, rounded up, never under one', () => {
  expect(readingMinutes('')).toBe(1);
  expect(readingMinutes('word '.repeat(690))).toBe(3);
  expect(readingMinutes('word '.repeat(760))).toBe(4);
  expect(readingMinutes('字'.repeat(1200))).toBe(3);
  expect(readingMinutes('字'.repeat(1300))).toBe(4);
});

test('reading time counts lists, tables and code, and adds time for table rows, code lines and images', () => {
  const prose = 'word '.repeat(600);
  expect(readingMinutes(prose)).toBe(3);
  const list = `${prose}\n\n${'- one more listed item here\n'.repeat(30)}`;
  expect(readingMinutes(list)).toBe(4);
  const table = `${prose}\n\n| a | b |\n| --- | --- |\n${'| x | y |\n'.repeat(15)}`;
  expect(readingMinutes(table)).toBe(4);
  const code = `${prose}\n\n\`\`\`ts\n${'x = 1;\n'.repeat(15)}\`\`\`\n`;
  expect(readingMinutes(code)).toBe(4);
  expect(readingMinutes(`${prose}\n\n${'![a](/i.png)\n'.repeat(5)}`)).toBe(4);
});
