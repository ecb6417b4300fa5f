// <Phrased>: on a Chinese page, Chinese breaks only at the <wbr>s between its phrases, and a phrase with a space in it (a
// Latin name and the Chinese word it names) is one unbreakable span, since keep-all still breaks at a space. On an
// English page, each run of Chinese is marked lang="zh-Hant" for a screen reader's voice (<Marked>), unphrased.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, render } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { PagePrefsContext } from '../../lib/page-prefs';
import { setStrings, type Lang } from '../../lib/i18n';
import { EntryImage } from './entry-image';
import { Marked } from './marked';
import { Phrased } from './phrased';

afterEach(cleanup);

const inLanguage = (lang: Lang) => setStrings(lang, lang === 'zh' ? zh : en);

test('a short text: "AI 助理" is kept on one line, the text is unchanged, and breaks fall only between phrases', () => {
  inLanguage('zh');
  const text = '客製化軟體與 AI 助理的開發方式';
  const { container } = render(<Phrased text={text} />);
  expect(container.textContent).toBe(text);
  const kept = [...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent);
  expect(kept).toEqual([expect.stringContaining('AI 助理')]);
  expect(container.querySelectorAll('wbr').length).toBeGreaterThan(1);
  expect(container.querySelector('[lang]')).toBeNull();
});

/** The pieces a line may break between: the text cut at its <wbr>s. */
const pieces = (container: HTMLElement) => container.innerHTML.replace(/<span[^>]*>|<\/span>/g, '').split('<wbr>');

test('a paragraph breaks between its phrases as a heading does, never inside a word (round 24, decision 0217)', () => {
  inLanguage('zh');
  // Round 24 saw each of these split at 390 px (負責規劃專案的 / 人, 上線 / 前後, 審 / 核, 明年 3 / 月底, 速 / 度更快).
  for (const [text, ...whole] of [
    ['精實的資深團隊：負責規劃專案的人，也就是負責開發與維運的人。', '專案的人，', '也就是', '維運的人。'],
    ['由熟悉您系統的固定窗口負責，上線前後都一樣；不必排客服工單，也不會轉接總機。', '上線前後', '客服工單'],
    ['十五年工廠與物流系統經驗，親自規劃每個專案，審核每一次上線。', '十五年', '審核', '每一次'],
    ['可以，最多保留 5 天，延後的天數須在明年 3 月底前休完。', '明年 3 月底前'],
    ['把重複的人工作業變成自動執行的工作流程。速度更快、成本更低、錯誤更少，每次執行都有紀錄。', '速度', '更快、'],
    ['先通話 30 分鐘，一週內提供書面規劃，列明範圍、時程與固定報價。免費諮詢，沒有任何義務。', '30 分鐘', '一週內', '書面規劃'],
    ['團隊先跟車兩天，才畫出第一個畫面；請說明預算（如已有概念）。幾句話就夠了。', '第一個', '（如已有概念）'],
    ['從第一個月起，您就能用自己的資料操作真實畫面；方向若有偏差，在還容易修正時就會發現。', '從第一個月起，'],
    ['玉港食品在網路上販售包裝食品。AI 助理日夜回答訂單、配送與退換貨問題，75% 的例行詢問皆可自動處理。', 'AI 助理', '75% 的'],
  ]) {
    const { container } = render(<Phrased text={text!} />);
    expect(container.textContent).toBe(text!);
    const cut = pieces(container);
    expect(cut.length).toBeGreaterThan(4);
    for (const word of whole) expect(cut.some((piece) => piece.includes(word!))).toBe(true);
    cleanup();
  }
});

test('a paragraph ends on a phrase, never a character or two alone: 其中 75%。, 15 天內回覆。 (rounds 20 and 24)', () => {
  inLanguage('zh');
  for (const [text, last] of [
    ['網路食品商店整天都在回答相同的配送問題。讀取自家訂單資料的 AI 助理，現在能處理其中 75%。', '能處理其中 75%。'],
    ['請寄信至本頁列出的電子郵件地址，或透過聯絡頁面與我們聯繫，我們會在 15 天內回覆。', '會在 15 天內回覆。'],
    ['我們設計並開發客製化軟體、流程自動化與 AI 助理，完全貼合您團隊的實際運作方式。', '運作方式。'],
  ]) {
    const { container } = render(<Phrased text={text!} />);
    expect(container.textContent).toBe(text!);
    expect(pieces(container).at(-1)).toBe(last!);
    cleanup();
  }
});

test('English renders as it is, with no breaks or spans added, on either page', () => {
  for (const lang of ['en', 'zh'] as const) {
    inLanguage(lang);
    const { container } = render(<Phrased text="Custom software and AI assistants" />);
    expect(container.innerHTML).toBe('Custom software and AI assistants');
    cleanup();
  }
});

test('on an English page each run of Chinese is marked zh-Hant, unphrased, and the text is unchanged', () => {
  inLanguage('en');
  const text = 'Under Taiwan’s Personal Data Protection Act (個人資料保護法), answered within 15 days (十五 日內，「一次」).';
  const { container } = render(<Phrased text={text} />);
  expect(container.textContent).toBe(text);
  expect(container.innerHTML).toBe(
    'Under Taiwan’s Personal Data Protection Act (<span lang="zh-Hant">個人資料保護法</span>), answered within 15 days (' +
      '<span lang="zh-Hant">十五 日內，「一次」</span>).',
  );
  // <Marked>, for texts not phrased on Chinese pages, marks the same way; on a Chinese page it leaves text as it is.
  expect(render(<Marked text={text} />).container.innerHTML).toBe(container.innerHTML);
  cleanup();
  inLanguage('zh');
  expect(render(<Marked text="No. 7 信義路" />).container.innerHTML).toBe('No. 7 信義路');
});

test("the browser hydrates the server's marks as they are: the render's own language, no mismatch", async () => {
  inLanguage('zh'); // the browser's language must not leak into a server render of an English page
  const ui = (
    <p>
      <Phrased text="Act (個人資料保護法)" />
    </p>
  );
  const html = renderToString(<PagePrefsContext.Provider value={{ lang: 'en', t: en, theme: 'light' }}>{ui}</PagePrefsContext.Provider>);
  expect(html).toBe('<p>Act (<span lang="zh-Hant">個人資料保護法</span>)</p>');
  inLanguage('en');
  const root = document.createElement('div');
  root.innerHTML = html;
  const span = root.querySelector('span');
  const errors: unknown[] = [];
  let hydrated: Root | undefined;
  await act(async () => {
    hydrated = hydrateRoot(root, ui, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // The server's own element is kept, not replaced by a client render.
  expect(root.querySelector('span')).toBe(span);
  expect(root.innerHTML).toBe(html);
  act(() => hydrated!.unmount());
});

test("a picture whose alt text is all Chinese on an English page says so by its lang; any other alt keeps the page's", () => {
  const image = { imagePath: '/media/a.png', imageWidth: 10, imageHeight: 10, imageAltEn: '陳大文', imageAltZh: '陳大文' };
  const langOf = (lang: Lang, alt = image.imageAltEn) => {
    const { container } = render(<EntryImage image={{ ...image, imageAltEn: alt }} lang={lang} sizes="10px" className="" />);
    const value = container.querySelector('img')!.getAttribute('lang');
    cleanup();
    return value;
  };
  expect(langOf('en')).toBe('zh-Hant');
  expect(langOf('zh')).toBeNull();
  expect(langOf('en', 'Daniel 陳')).toBeNull();
  expect(langOf('en', 'A team photo')).toBeNull();
});
