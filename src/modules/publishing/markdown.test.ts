// Markdown as the public page shows it: what an author writes comes out as they meant it (anchored headings one level
// down, coloured code, library images with their size, wide tables that scroll, Chinese marked on English pages), and
// no OWASP filter-evasion vector gets a script, an event attribute, a style, a frame or an unsafe address through.
import { describe, expect, test } from 'bun:test';
import { XSS_CASES } from './fixtures/xss-cases';
import { imagesIn, renderMarkdown } from './markdown';

const PHOTO = `/media/${'a'.repeat(64)}.webp`;
const SECOND = `/media/${'b'.repeat(64)}.png`;
const imageSize = (path: string) => (path === PHOTO ? { width: 1600, height: 900 } : path === SECOND ? { width: 800, height: 600 } : null);
const html = (source: string, lang: 'en' | 'zh' = 'en') => renderMarkdown(source, { lang, imageSize }).html;
/** A Chinese word as a Chinese page's text writes it: one unbroken span (decision 0146). */
const w = (word: string) => `<span class="w">${word}</span>`;
/** The html without its words' spans. */
const words = (html: string) => html.replace(/<span class="w">([^<]*)<\/span>/g, '$1');

/** What may appear: each element and the attributes it may carry. */
const ALLOWED: Record<string, string[]> = {
  p: [],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  a: ['href', 'rel', 'class', 'title'],
  em: [],
  strong: [],
  s: [],
  code: ['class'],
  pre: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  hr: [],
  br: [],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'title'],
  div: ['class', 'role', 'aria-label', 'tabindex'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['class'],
  td: ['class', 'data-label'],
  span: ['class', 'lang'],
};
const SAFE_ADDRESS = /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;

/** Every element and attribute of `markup`, read by an HTML parser (Bun's HTMLRewriter), as a list of problems. */
async function problemsIn(markup: string): Promise<string[]> {
  const problems: string[] = [];
  const rewriter = new HTMLRewriter().on('*', {
    element(element) {
      const allowed = ALLOWED[element.tagName];
      if (!allowed) problems.push(`<${element.tagName}>`);
      for (const [name, value] of element.attributes) {
        if (!allowed?.includes(name)) problems.push(`<${element.tagName} ${name}>`);
        if ((name === 'href' || name === 'src') && !SAFE_ADDRESS.test(value)) problems.push(`${name}="${value}"`);
        if (name === 'src' && !value.startsWith('/media/')) problems.push(`src="${value}"`);
      }
    },
  });
  await rewriter.transform(new Response(markup)).text();
  return problems;
}

describe('no XSS vector of the OWASP cheat sheet, or of Markdown itself, gets through', () => {
  for (const source of XSS_CASES)
    test(JSON.stringify(source).slice(0, 90), async () => {
      for (const lang of ['en', 'zh'] as const) {
        const out = html(source, lang);
        expect(await problemsIn(out)).toEqual([]);
        expect(out).not.toMatch(/<(script|iframe|object|embed|svg|style|link|meta|frame|math|input|details)\b/i);
      }
    });

  test('raw HTML is shown as the text it is', () => {
    expect(html('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });

  test('an unsafe link stays visible as its words, with no address', () => {
    expect(html('[click](javascript:alert(1))')).toBe('<p>[click](javascript:alert(1))</p>\n');
  });
});

describe('what an author writes comes out as meant', () => {
  test('emphasis beside Chinese punctuation is emphasis, as the editor reads it; English keeps CommonMark', () => {
    // (Its words' spans aside: a Chinese page keeps each word whole, decision 0230.)
    expect(words(html('**工期：**14 週', 'zh'))).toBe('<p><strong>工期：</strong>14 週</p>\n');
    expect(words(html('「**重點：**說明」', 'zh'))).toBe('<p>「<strong>重點：</strong>說明」</p>\n');
    expect(words(html('文字**「引用」**文字', 'zh'))).toBe('<p>文字<strong>「引用」</strong>文字</p>\n');
    // Between Latin characters nothing changes: a run after punctuation before a letter stays as typed.
    expect(html('**(x)**y')).toBe('<p>**(x)**y</p>\n');
    expect(html('snake_case_word and 中_文_字', 'zh')).not.toContain('<em>');
  });

  test('in English typed quotes become curly ones, "--" a dash and "..." an ellipsis; code keeps what was typed', () => {
    const en = renderMarkdown('"Fits" like a glove -- it\'s done... `"x"`', { lang: 'en', imageSize }).html;
    expect(en).toBe('<p>“Fits” like a glove – it’s done… <code>&quot;x&quot;</code></p>\n');
    // Chinese: the dash and ellipsis too, the quotes as typed (「」 is what a Chinese writer types; a guess would be wrong).
    const zh = renderMarkdown("他說「好」，也說'可以'…… 等等...", { lang: 'zh', imageSize }).html;
    expect(zh).toBe(`<p>${w('他說')}「好」，也說'${w("可以'…… 等等…")}</p>\n`);
    // A heading's quotes too (its anchor from its words); a block of code keeps its straight ones.
    const block = renderMarkdown('## What "done" means\n\n```\nx = "y"\n```', { lang: 'en', imageSize }).html;
    expect(block).toContain('>What “done” means</a></h2>');
    expect(block).toContain('x = &quot;y&quot;');
  });

  test('each top-level block says the source line it starts on, a table with its caption one block', () => {
    const source = 'One\ntwo\n\n## Head\n\n- a\n- b\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\nTable: Cap\n\n```\nx\n```\n\n> q';
    const { html: out, lines } = renderMarkdown(source, { lang: 'en', imageSize });
    expect(lines).toEqual([0, 3, 5, 8, 14, 18]);
    // As many as the html's top-level elements.
    expect(out.match(/^<(p|h2|ul|div|blockquote)[ >]/gm)?.length).toBe(lines.length);
  });

  test('headings sit under the page title (# and ## are sections), with anchors (Chinese kept, repeats numbered)', () => {
    const out = renderMarkdown('# Why we built it\n\n## 為什麼\n\n# Why we built it\n\n## A [link](https://example.com)', {
      lang: 'zh',
      imageSize,
    });
    expect(out.html).toContain('<h2 id="why-we-built-it"><a class="heading-link" href="#why-we-built-it">Why we built it</a></h2>');
    expect(out.html).toContain(`<h2 id="為什麼"><a class="heading-link" href="#%E7%82%BA%E4%BB%80%E9%BA%BC">${w('為什麼')}</a></h2>`);
    expect(out.html).toContain('<h2 id="why-we-built-it-2">');
    // A heading holding a link is not wrapped in another.
    expect(out.html).toContain('<h2 id="a-link">A <a href="https://example.com" rel="noopener">link</a></h2>');
    expect(out.headings.map((h) => [h.id, h.level])).toEqual([
      ['why-we-built-it', 2],
      ['為什麼', 2],
      ['why-we-built-it-2', 2],
      ['a-link', 2],
    ]);
  });

  test('code is coloured on the server for a known language, and plain (escaped) for another', () => {
    const ts = html('```ts\nconst total: number = 1;\n```');
    expect(ts).toContain('<div class="code-block"><div class="code-label">TypeScript</div><pre><code class="language-ts">');
    expect(ts).toContain('<span class="hljs-keyword">const</span>');
    expect(html('```brainfuck\n<>+-\n```')).toBe(
      '<div class="code-block"><div class="code-label">brainfuck</div><pre><code class="language-brainfuck">&lt;&gt;+-\n</code></pre>\n</div>\n',
    );
    // No language named: no label.
    expect(html('```\nplain\n```')).toBe('<pre><code>plain\n</code></pre>\n');
  });

  test('library images carry their size and alt; the first block loads at once, later ones lazily; others are left out', () => {
    const out = html(`![Dashboard](${PHOTO})\n\nText.\n\n![Report screen](${SECOND} "Monthly")\n\n![Elsewhere](https://example.com/a.png)`);
    expect(out).toContain(`<img src="${PHOTO}" alt="Dashboard" width="1600" height="900" loading="eager" decoding="async">`);
    expect(out).toContain(
      `<img src="${SECOND}" alt="Report screen" width="800" height="600" loading="lazy" decoding="async" title="Monthly">`,
    );
    expect(out).not.toContain('example.com/a.png');
    expect(imagesIn(`![a](${PHOTO}) ![b](https://example.com/a.png)\n\n[not an image](${SECOND})`)).toEqual([
      PHOTO,
      'https://example.com/a.png',
    ]);
  });

  test('links: another site gets rel="noopener"; the site’s own pages keep the page’s language; anchors, email and phone stay', () => {
    const out = html('[a](https://example.com) [b](/pricing?lang=en) [c](#top) [d](mailto:hi@example.com) [e](tel:+886212345678)');
    expect(out).toContain('<a href="https://example.com" rel="noopener">a</a>');
    expect(out).toContain('<a href="/pricing?lang=en">b</a>');
    expect(html('[聯絡我們](/contact) [價格](/pricing#plans) [x](/pricing?lang=en)', 'zh')).toBe(
      `<p><a href="/contact?lang=zh">${w('聯絡')}${w('我們')}</a> <a href="/pricing?lang=zh#plans">${w('價格')}</a> <a href="/pricing?lang=zh">x</a></p>\n`,
    );
    expect(out).toContain('<a href="#top">c</a>');
    expect(out).toContain('<a href="mailto:hi@example.com">d</a>');
    expect(out).toContain('<a href="tel:+886212345678">e</a>');
  });

  test('a table scrolls in its own focusable box, named by its headings, its alignment as classes (no style attribute)', () => {
    const out = html('| Plan | Price |\n|:-----|------:|\n| Pro | $99 |');
    expect(out).toStartWith('<div class="table-scroll" role="group" aria-label="Table: Plan, Price" tabindex="0"><table>');
    expect(out).toContain('<th class="align-left">Plan</th>');
    expect(out).toContain('<td class="align-right" data-label="Price">$99</td>');
    expect(out).not.toContain('style=');
    expect(html('| 方案 | 價格 |\n|--|--:|\n| 專業 | $99 |', 'zh')).toStartWith(
      '<div class="table-scroll" role="group" aria-label="表格：方案、價格" tabindex="0">',
    );
  });

  test('a "Table:" line right under or over a table is its caption (decision 0154); any other paragraph stays one', () => {
    const under = html('| Plan | Price |\n|:--|--:|\n| Pro | $99 |\n\nTable: Prices *per month*.');
    expect(under).toStartWith(
      '<div class="table-scroll" role="group" aria-label="Table: Plan, Price" tabindex="0"><table><caption>Prices <em>per month</em>.</caption>',
    );
    expect(under).not.toContain('<p>');
    const over = html('Table: Prices.\n\n| Plan | Price |\n|:--|--:|\n| Pro | $99 |');
    expect(over).toStartWith('<div class="table-scroll"');
    expect(over).toContain('<caption>Prices.</caption>');
    expect(html('表：價格。\n\n| 方案 | 價格 |\n|--|--:|\n| 專業 | $99 |', 'zh')).toContain(`<caption>${w('價格')}。</caption>`);
    // Not a caption: a paragraph that does not open with the word, or one a paragraph away from the table.
    expect(html('| A | B |\n|--|--|\n| x | y |\n\nThe table shows it.')).toContain('<p>The table shows it.</p>');
    expect(html('| A | B |\n|--|--|\n| x | y |\n\nText.\n\nTable: far.')).toContain('<p>Table: far.</p>');
  });

  test('a table of figures (three columns or more, each after the first aligned right) is marked, each cell naming its column', () => {
    const figures = html('| Measure | **Before** | After |\n|:--|--:|--:|\n| Days | 10 | 6 |\n| Calls | 9 | 2 |');
    // Three short columns: a table of figures that fits a phone's column (decision 0189), so a table at every width.
    expect(figures).toStartWith('<div class="table-scroll table-figures table-fits" role="group"');
    expect(figures).toContain('<td class="align-left" data-label="Measure">Calls</td>');
    expect(figures).toContain('<td class="align-right" data-label="Before">9</td>');
    expect(figures).toContain('<td class="align-right" data-label="After">2</td>');
    expect(figures).not.toContain('table-keyed');
    // Its first column a count too (weeks): keyed, so a phone's card (when wide) is titled by the column's heading and the count.
    const weeks = html('| Week | Caught | Saved |\n|:--|--:|--:|\n| 1 | 6 | 3 |\n| 8 | 14 | 9 |');
    expect(weeks).toStartWith('<div class="table-scroll table-figures table-keyed table-fits" role="group"');
    expect(weeks).toContain('<td class="align-left" data-label="Week">8</td>');
    // Three columns too wide for 350 px (long unbroken figures): no `table-fits`, so below 480 px its rows are cards.
    expect(
      html(
        '| Measure | Before the system | After six months |\n|:--|--:|--:|\n| Working days from order to shipment | 10 working days | 6 working days |',
      ),
    ).toStartWith('<div class="table-scroll table-figures" role="group"');
    // A Chinese heading is kept whole: three long ones do not fit.
    expect(html('| 指標 | 導入系統之前的狀況 | 導入系統六個月之後 |\n|:--|--:|--:|\n| 天數 | 10 | 6 |', 'zh')).toStartWith(
      '<div class="table-scroll table-figures" role="group"',
    );
    // Four columns of figures: wide; too wide for a phone, so a phone sets its rows as cards; four tiny ones fit.
    expect(
      html(
        '| Site | First quarter | Second quarter | Third quarter |\n|:--|--:|--:|--:|\n| Taichung | 1,204 hours | 1,380 hours | 1,512 hours |',
      ),
    ).toStartWith('<div class="table-scroll table-figures table-wide" role="group"');
    expect(html('| Site | Q1 | Q2 | Q3 |\n|:--|--:|--:|--:|\n| A | 1 | 2 | 3 |')).toStartWith(
      '<div class="table-scroll table-figures table-wide table-fits" role="group"',
    );
    // A table of words is not: it keeps its rows on a phone.
    expect(html('| A | B |\n|--|--|\n| x | y |')).toStartWith('<div class="table-scroll" role="group"');
  });

  test('on an English page a Chinese run is marked for a Chinese voice; Chinese text breaks between words only', () => {
    expect(html('We shipped 訂單系統 in May.')).toBe('<p>We shipped <span lang="zh-Hant">訂單系統</span> in May.</p>\n');
    // Body text keeps its words whole, as a heading does (round 26 read 他 / 們 and 12 / 小時 split in a list, decision
    // 0230, amending 0182): each word of two characters or more one piece; a line breaks between words. Its last three
    // characters or more and their punctuation are one piece, never alone on its last line (「的事。）」).
    expect(html('我們五月上線了訂單系統。', 'zh')).toBe(`<p>${w('我們')}${w('五月')}${w('上線')}了${w('訂單系統。')}</p>\n`);
    expect(html('本文談的是我們的事。）', 'zh')).toEndWith(`${w('我們的事。）')}</p>\n`);
    expect(html('排程 & <b>', 'zh')).toBe(`<p>${w('排程')} &amp; &lt;b&gt;</p>\n`);
    // Long Latin words are never held in one piece a phone could not fit (session 47).
    expect(html('我們使用 Kubernetes、PostgreSQL 和 Elasticsearch Enterprise Search。', 'zh')).not.toMatch(/class="w">[^<]*[A-Za-z]{4}/);
    // A figure stays with its unit, a word (12 小時) or a measure character (3 套, 50 件).
    expect(html('今年上線 3 套系統。', 'zh')).toBe(`<p>${w('今年')}${w('上線')} ${w('3 套系統。')}</p>\n`);
    expect(html('三套系統先上 3 套，其餘明年上線', 'zh')).toContain(` ${w('3 套')}，`);
    expect(html('從 12 小時降到 3 小時。', 'zh')).toContain(`從 ${w('12 小時')}`);
    // A list item is body text too: its words whole (他們, not 他 / 們); a heading's as well.
    expect(html('- 現場的人，他們應該最先看到', 'zh')).toContain(w('他們'));
    expect(html('- 我們五月上線', 'zh')).toBe(`<ul>\n<li>${w('我們')}${w('五月上線')}</li>\n</ul>\n`);
    expect(html('## 訂單系統如何上線', 'zh')).toContain(`${w('訂單')}${w('系統')}${w('如何上線')}</a></h2>`);
  });
});
