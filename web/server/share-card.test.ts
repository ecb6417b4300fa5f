// The share card's layout (decision 0097): a title broken as a typesetter would, in the largest size its lines fit,
// and the fonts in the binary draw every character a Traditional Chinese title is written in.
import { expect, test } from 'bun:test';
import { CONTENT_DEFAULTS_ZH } from '../../src/contract/content-defaults';
import cjkFile from '../share/card-cjk.otf' with { type: 'file' };
import latinFile from '../share/card-latin.ttf' with { type: 'file' };
import { FontMetrics } from './font-metrics';
import { breakLines, cardSvg, drawShareCard } from './share-card';

const fonts = {
  latin: new FontMetrics(new Uint8Array(await Bun.file(latinFile).arrayBuffer())),
  cjk: new FontMetrics(new Uint8Array(await Bun.file(cjkFile).arrayBuffer())),
};
/** A measure where every character is 10 px wide. */
const tens = (text: string) => [...text].length * 10;

test('English breaks between words; a word wider than the line breaks inside itself', () => {
  expect(breakLines('one two three four', tens, 100, 3)).toEqual({ lines: ['one two', 'three four'], cut: false });
  expect(breakLines('abcdefghijklmnop', tens, 60, 3).lines).toEqual(['abcdef', 'ghijkl', 'mnop']);
});

test('Chinese: no line starts with a closing mark or ends with an opening one, and a word is never cut in two', () => {
  const { lines } = breakLines('我們做的軟體，「剛好」合用。', tens, 60, 4);
  for (const line of lines) {
    expect(line).not.toMatch(/^[，。、：；！？」』）]/);
    expect(line).not.toMatch(/[「『（]$/);
  }
  expect(lines.join('')).toBe('我們做的軟體，「剛好」合用。');
  // Broken between words, as the pages' headings are: 執行檔 ("executable") stays whole.
  const words = breakLines('為何選擇單一執行檔網站', tens, 70, 3).lines;
  expect(words.some((line) => line.includes('執行檔'))).toBe(true);
});

test('a title longer than its lines is cut with an ellipsis that still fits', () => {
  const { lines, cut } = breakLines('one two three four five six seven eight nine ten', tens, 100, 2);
  expect(cut).toBe(true);
  expect(lines).toHaveLength(2);
  expect(lines[1]!.endsWith('…')).toBe(true);
  expect(tens(lines[1]!)).toBeLessThanOrEqual(100);
});

test('a short title is set large, a long one smaller, in the page language with its section', () => {
  const short = cardSvg({ lang: 'en', section: 'blog', title: 'A short title' }, fonts);
  expect(short).toContain('font-size="72"');
  expect(short).toContain('>JOURNAL<');
  const long = cardSvg(
    { lang: 'zh', section: 'work', title: '小型工作室為何選擇單一執行檔網站：一年後的回顧、數字與我們仍在學習的事，還有更多' },
    fonts,
  );
  expect(long).not.toContain('font-size="72"');
  expect(long).toContain('>客戶案例<');
  expect(cardSvg({ lang: 'en', section: 'blog', title: 'Tom & Jerry <b>' }, fonts)).toContain('Tom &#38; Jerry &#60;b&#62;');
});

test("a story's card carries its result beside a narrower title, and a title's lines are balanced", () => {
  const story = cardSvg(
    {
      lang: 'en',
      section: 'work',
      title: 'Production scheduling for Kestrel Precision',
      figure: { value: '40%', label: 'less production time' },
    },
    fonts,
  );
  expect(story).toContain('>40%<');
  expect(story).toContain('>less production time<');
  const lines = (svg: string) => [...svg.matchAll(/font-size="72"[^>]*>([^<]*)</g)].map((m) => m[1]);
  // Two even lines, not one long one and a word alone.
  expect(lines(cardSvg({ lang: 'en', section: 'blog', title: 'The spreadsheet that ran a factory' }, fonts))).toEqual([
    'The spreadsheet',
    'that ran a factory',
  ]);
});

test("the Chinese font draws every character of the site's own Chinese texts; the Latin font draws English", () => {
  const written = Object.values(CONTENT_DEFAULTS_ZH)
    .flatMap((section) => Object.values(section as Record<string, string>))
    .join('');
  const missing = [...new Set(written)].filter((ch) => /[\u3000-\u9fff\uff00-\uffef]/.test(ch) && !fonts.cjk.has(ch));
  expect(missing).toEqual([]);
  expect(fonts.latin.has('Q')).toBe(true);
  expect(fonts.latin.has('工')).toBe(false);
});

test('drawn: a 1200 × 630 PNG, the same for the same title and another for another', async () => {
  const a = await drawShareCard({ lang: 'zh', section: 'blog', title: '撐起整間工廠的那份試算表' });
  const b = await drawShareCard({ lang: 'zh', section: 'blog', title: '撐起整間工廠的那份試算表' });
  const c = await drawShareCard({ lang: 'zh', section: 'blog', title: '另一個標題' });
  const view = new DataView(a.buffer, a.byteOffset);
  expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  expect(Buffer.from(a).equals(Buffer.from(c))).toBe(false);
}, 20_000);
