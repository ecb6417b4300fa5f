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

test('a paragraph fills its lines: broken between any two characters, only its last characters kept whole', () => {
  inLanguage('zh');
  const text = '我們設計並開發客製化軟體、流程自動化與 AI 助理，完全貼合您團隊的實際運作方式。';
  const { container } = render(<Phrased text={text} />);
  expect(container.textContent).toBe(text);
  // One break opportunity marked, before the last characters: the rest breaks as Chinese body text does, between any
  // two characters (round 19: words held whole spread justified lines apart, decision 0182).
  expect(container.querySelectorAll('wbr').length).toBe(1);
  const kept = [...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent);
  // The last line is never a character or two alone, and never opens inside a word (運 / 作方式。: round 20).
  expect(kept).toEqual(['運作方式。']);
  expect(container.innerHTML).toEndWith('<wbr><span class="whitespace-nowrap">運作方式。</span>');
  expect(
    render(<Phrased text="每一個畫面都依照使用者的工作方式設計，任何疑問都可以寫信詢問，依照《個資法》" />).container.innerHTML,
  ).toEndWith(
    // An opening bracket never ends a line: it goes with the last characters.
    '<wbr><span class="whitespace-nowrap">《個資法》</span>',
  );
});

test('a paragraph ending on a figure keeps its last word with it: 其中 75%。, not 其 / 中 75%。 (round 20)', () => {
  inLanguage('zh');
  const text = '網路食品商店整天都在回答相同的配送問題。讀取自家訂單資料的 AI 助理，現在能處理其中 75%。';
  const { container } = render(<Phrased text={text} />);
  expect(container.textContent).toBe(text);
  expect([...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent)).toEqual(['其中 75%。']);
  // Round 20's other split words: 減 / 少 40%。 on a story's lede, 學 / 到的事。 and 三 / 種情況。 on the journal's.
  for (const [paragraph, last] of [
    ['台中的精密加工廠過去用試算表安排每週生產。串接機台的排程系統讓生產時間減少 40%。', '減少 40%。'],
    ['我們為客戶做了什麼、帶來哪些改變，以及一路上學到的事。', '學到的事。'],
    ['怎麼讓發票直接從訂單開出來，以及最需要小心的三種情況。', '三種情況。'],
  ]) {
    cleanup();
    const { container: one } = render(<Phrased text={paragraph!} />);
    expect(one.querySelector('wbr + span.whitespace-nowrap')?.textContent).toBe(last!);
  }
});

test('the last characters never start inside a held span of time: 15 天內回覆。 is kept whole, never 15 天 / 內回覆。', () => {
  inLanguage('zh');
  const text = '請寄信至本頁列出的電子郵件地址，或透過聯絡頁面與我們聯繫，我們會在 15 天內回覆。';
  const { container } = render(<Phrased text={text} />);
  expect(container.textContent).toBe(text);
  expect([...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent).at(-1)).toBe('15 天內回覆。');
});

test('a figure with its unit inside a paragraph is one unbroken span (一週內, 30 分); words are not (書面規劃 may break)', () => {
  inLanguage('zh');
  const text = '先通話 30 分鐘，一週內提供書面規劃，列明範圍、時程與固定報價。免費諮詢，沒有任何義務。';
  const { container } = render(<Phrased text={text} />);
  expect(container.textContent).toBe(text);
  const kept = [...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent);
  expect(kept).toEqual(['30 分', '一週內', '任何義務。']);
  expect(container.querySelectorAll('wbr').length).toBe(1);
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

test('in a paragraph a date keeps its figure and unit (3 月); ordinals and asides break as body text does (round 19)', () => {
  inLanguage('zh');
  const { container } = render(
    <Phrased text="可以，最多保留 5 天，延後的天數須在明年 3 月底前休完。團隊先跟車兩天，才畫出第一個畫面；請說明預算（如已有概念）。幾句話就夠了。" />,
  );
  const held = [...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent);
  // Chinese body text breaks between any two characters (明年 3 月 / 底前 as any typeset page would); only a figure and
  // its unit stay together, and the last characters (decision 0182, amending round 16's held words).
  expect(held).toEqual(['5 天', '3 月', '就夠了。']);
});
