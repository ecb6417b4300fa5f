import { expect, test } from 'bun:test';
import { zh } from '../i18n/zh';
import { hasCjk, learnPhrases, paragraphTail, phraseLengths, phrases, TAIL_KEY, WHOLE_WORDS } from './phrases';

/** The words phrases.ts keeps whole, read from its pattern (a transpiler may spell its characters as escapes). */
const whole: string[] = JSON.parse(`["${WHOLE_WORDS.source.slice(1, -1).split('|').join('","')}"]`);

const han = /\p{Script=Han}/u;
const strings: string[] = [];
const collect = (value: unknown) => {
  if (typeof value === 'string') strings.push(value);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
};
collect(zh);

test('a heading is cut between words, a lone character joining the word after it and punctuation the word before', () => {
  expect(phrases('我們為您量身打造軟體，解決營運問題。')).toEqual(['我們', '為您量身打造', '軟體，', '解決', '營運問題。']);
  expect(phrases('「量身」打造')).toEqual(['「量身」', '打造']);
});

test('a word the dictionary cuts into single characters stays whole: 量身打造 and 客製化 never break inside', () => {
  expect(phrases('為您的事業量身打造的客製化軟體')).toEqual(['為您的', '事業', '量身打造的', '客製化軟體']);
  expect(phrases('需要客製化解決方案嗎？').some((p) => p.includes('客製化'))).toBe(true);
  expect(phrases('準備好打造真正合用的軟體了嗎？')).toContain('合用的');
  expect(phrases('由經驗豐富的團隊')).toEqual(['由經驗', '豐富的團隊']);
});

test('a word the dictionary cuts wrongly stays whole: 串接機台 is 串接 and 機台, never 串接機 / 台 (its 接機 is an airport pickup)', () => {
  const text = '過去用試算表安排每週生產。串接機台的排程系統讓生產時間減少 40%，每筆訂單的進度也能即時掌握。';
  const cut = phrases(text);
  expect(cut.join('')).toBe(text);
  expect(cut).toContain('串接');
  expect(cut.some((p) => p.startsWith('機台'))).toBe(true);
  expect(phrases('線上簽核與機台')).toEqual(['線上', '簽核與機台']);
  // 退換貨 (returns and exchanges) was cut 退換 / 貨 on a phone.
  expect(phrases('AI 助理日夜回答訂單、配送與退換貨問題，75% 的例行詢問皆可自動處理。').some((p) => p.includes('退換貨'))).toBe(true);
  // No phrase boundary falls inside any of those words, wherever they appear in the site's texts.
  for (const t of strings.filter((s) => whole.some((w) => s.includes(w)))) {
    let at = 0;
    const ends = phrases(t).map((p) => (at += p.length));
    for (const word of whole)
      for (let i = t.indexOf(word); i >= 0; i = t.indexOf(word, i + 1))
        for (let j = i + 1; j < i + word.length; j++) expect(ends).not.toContain(j);
  }
});

test('Latin words inside Chinese keep their own breaks: no phrase boundary between two Latin characters', () => {
  expect(phrases('AI 助理開發')).toEqual(['AI 助理', '開發']);
  expect(phrases('流程自動化與 AI 助理，完全貼合')).toEqual(['流程', '自動化', '與 AI 助理，', '完全貼合']);
  expect(phrases('例如 name@example.com。')).toEqual(['例如 name@example.com。']);
});

test('every Chinese text of the site: the phrases put together are the text, and none is one character alone', () => {
  const chinese = strings.filter((s) => hasCjk(s));
  expect(chinese.length).toBeGreaterThan(100);
  for (const text of chinese) {
    const cut = phrases(text);
    expect(cut.join('')).toBe(text);
    if ([...text].filter((ch) => han.test(ch)).length > 1)
      for (const phrase of cut)
        expect({ text, phrase, lone: [...phrase].filter((ch) => han.test(ch)).length === 1 && phrase.trim().length === 1 }).toMatchObject({
          lone: false,
        });
  }
});

test('the last phrase is never a word or two alone: a short one is one phrase with the one before it', () => {
  expect(phrases('我們打造客製化軟體、自動化與 AI 助理，完全貼合您企業的運作方式。').at(-1)).toBe('運作方式。');
  expect(phrases('以自動化工作流程取代重複的人工作業，速度更快、成本更低、錯誤更少。').at(-1)).toBe('錯誤更少。');
  expect(phrases('需要客製化解決方案嗎？')).toEqual(['需要', '客製化解決方案嗎？']);
});

test('English has no Chinese to phrase', () => {
  expect(hasCjk('Custom software, built for you')).toBe(false);
  expect(hasCjk('軟體')).toBe(true);
});

test("a page's own cut is taken over as it came (hydration cuts nothing again); a cut that does not rebuild the text is not", () => {
  // A cut the segmenter would not make, so taking it over is seen.
  learnPhrases({ 網站設計與開發: [3, 4], 系統整合服務: [2, 2] });
  expect(phrases('網站設計與開發')).toEqual(['網站設', '計與開發']);
  // 2 + 2 characters of a 6-character text: refused, the text is cut here and comes out whole.
  expect(phrases('系統整合服務').join('')).toBe('系統整合服務');
  expect(phraseLengths(phrases('網站設計與開發'))).toEqual([3, 4]);
});

test('a place or time word set after a noun stays with it: 進公司前, 計畫裡', () => {
  expect(phrases('現在我們進公司前看板就排好了')).toEqual(['現在', '我們', '進公司前', '看板', '就排好了']);
  expect(phrases('停機保養的機台，在計畫裡仍然顯示「可用」')).toContain('在計畫裡');
});

test("a held term and a span of time stay whole in a heading's phrase (review of session 39)", async () => {
  const { HELD } = await import('./phrases');
  for (const word of ['書面規劃，', '一週內', '會在 15 天內回覆。', '3 月底前', '第一個畫面', '（如已有概念）'])
    expect(HELD.test(word)).toBe(true);
  expect(phrases('台北市大安區仁愛路四段88號5樓').at(-1)).toBe('88號5樓');
});

test('one text cut as phrases and as a paragraph keeps both cuts apart, and a server-sent tail is learnt as a tail', () => {
  const text = '我們先聽您說，再用最短的時間做出第一個可以動手試的版本給您看。';
  const asPhrases = phrases(text);
  const asTail = paragraphTail(text);
  expect(asTail).toHaveLength(2);
  expect(asPhrases.length).toBeGreaterThan(2);
  expect(phrases(text)).toEqual(asPhrases);
  expect(paragraphTail(text)).toEqual(asTail);
  const other = '客製化系統上線之後，我們每個月回報一次使用情形與建議的改善方向。';
  learnPhrases({ [TAIL_KEY + other]: [other.length - 5, 5] });
  expect(paragraphTail(other)).toEqual([other.slice(0, -5), other.slice(-5)]);
  expect(phrases(other).join('')).toBe(other);
  expect(phrases(other)).not.toEqual([other.slice(0, -5), other.slice(-5)]);
});

test("a server's cut of a text with a line break of its own is taken over; only a leading mark means a tail (review of session 48)", () => {
  // A two-line summary cut as phrases: the key is the text itself, its inner line break kept.
  const text = '我們的服務\n客製化軟體';
  learnPhrases({ [text]: [6, 5] });
  expect(phrases(text)).toEqual(['我們的服務\n', '客製化軟體']);
  // The same text as a paragraph's tail, sent under the leading mark: its inner line break stays in the text.
  const para = '第一行文字在這裡，寫得夠長成為段落\n第二行文字也在這裡，繼續寫下去。';
  learnPhrases({ [TAIL_KEY + para]: [para.length - 4, 4] });
  expect(paragraphTail(para)).toEqual([para.slice(0, -4), para.slice(-4)]);
});
