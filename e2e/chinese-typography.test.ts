// Chinese typography as Chromium lays it out: on every public page at a phone's and a desktop's width, no heading or
// short text breaks a line inside a word (the browser's own Intl.Segmenter says where words end) or inside a word the
// studio's texts lean on (量身打造, 客製化, "AI 助理"; running paragraphs, since decision 0254, break as Chinese body text
// does, between any two characters, never before a closing mark, start-aligned, their lines filled), no text anywhere on the page ends on a line of one or two
// characters (式。, 少。), headings use a CJK line height with no tightened tracking, and a feature a plan does not
// include is not struck through.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { WHOLE_WORDS } from '../web/lib/phrases';

/** The words phrases.ts keeps whole, read from its pattern (a transpiler may spell its characters as escapes). */
const WHOLE: string[] = JSON.parse(`["${WHOLE_WORDS.source.slice(1, -1).split('|').join('","')}"]`);
import { SEED_ARTICLES } from '../db/seed-journal';
import { SEED_STORIES } from '../db/seed-work';
import { siteInBrowser } from './site-in-browser';

const site = siteInBrowser({ password: 'e2e-password-1' });
const PAGES = ['/', '/services', '/pricing', '/contact'];
/** A client story, an article and a topic of the journal: their titles, leads and Markdown text (decision 0146). */
const PUBLISHED = [`/work/${SEED_STORIES[0]!.slug}`, `/blog/${SEED_ARTICLES[0]!.slug}`, `/blog/tag/${SEED_ARTICLES[0]!.zh.tags[0]}`];
/** Every public page, the privacy notice, the 404, the lists of stories and articles and one of each included, for the line checks. */
const ALL_PAGES = [...PAGES, '/privacy', '/nope', '/work', '/blog', ...PUBLISHED];
/** A phone's (390 px), a small phone's (360 px, round 24) and a laptop's. */
const WIDTHS = [390, 360, 1280];
/** The pages with Chinese body paragraphs: a story, an article and the privacy notice. */
const BODY_PAGES = [...PUBLISHED.slice(0, 2), '/privacy'];

type Measured = { text: string; lines: string[]; problems: string[]; body: boolean; spreads: number[] };

/**
 * Every visible block of Chinese text on the page (headings, phrased texts, paragraphs, list items, the footer's lines),
 * cut into the lines the browser drew, with what is wrong.
 */
const measure = (page: Page) =>
  page.evaluate(async (whole) => {
    await document.fonts.ready;
    const han = /\p{Script=Han}/u;
    const segmenter = new Intl.Segmenter('zh-Hant', { granularity: 'word' });
    // Words the dictionary may cut in two but a reader never would; each must stay on one line.
    // and the words the site keeps whole where the dictionary cuts them wrongly (web/lib/phrases.ts: 串|接機|台 is 串接 機台).
    const kept = ['量身打造', '客製化', 'AI 助理', ...whole];
    const found: Measured[] = [];
    const isPhrased = new Set<Element>();
    const blocks = new Set<Element>(document.querySelectorAll('main h1, main h2, main h3, main h4'));
    for (const wbr of document.querySelectorAll('main wbr')) if (wbr.parentElement) isPhrased.add(wbr.parentElement);
    for (const el of isPhrased) blocks.add(el);
    // Any other text: the block (not inline) box that holds it.
    const walkAll = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walkAll.nextNode() as Text | null; node; node = walkAll.nextNode() as Text | null) {
      if (!han.test(node.data) || !node.parentElement?.closest('main, footer')) continue;
      let box: Element | null = node.parentElement;
      while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement;
      if (box) blocks.add(box);
    }
    for (const block of blocks) {
      if (block.closest('.sr-only, [aria-hidden="true"]') || !block.getClientRects().length || !han.test(block.textContent ?? '')) continue;
      // The characters drawn, each with the top of its box (text read only aloud is left out).
      const chars: { ch: string; top: number; left: number; right: number; held: boolean; opens: boolean; free: boolean }[] = [];
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('.sr-only')) continue;
        // A character a span keeps on one line (a paragraph's last characters, a held word such as 書面規劃).
        const held = node.parentElement?.matches('span.whitespace-nowrap, .article-body span.w') ?? false;
        // Whether a <wbr> comes just before the node (or before the span that holds it): a phrase opens there.
        const after = (node.previousSibling ?? (held ? node.parentElement?.previousSibling : null))?.nodeName === 'WBR';
        // A character of a running paragraph (decision 0254: broken between any two characters), in a block holding it.
        const para = node.parentElement?.closest('p');
        const free =
          !!para?.querySelector(':scope > wbr') && getComputedStyle(para).wordBreak !== 'keep-all' && node.parentElement === para;
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          chars.push({
            ch: node.data[i]!,
            top: rect ? rect.top : NaN,
            left: rect?.left ?? NaN,
            right: rect?.right ?? NaN,
            held,
            opens: i === 0 && after,
            free,
          });
        }
      }
      const text = chars.map((c) => c.ch).join('');
      const lineHeight = parseFloat(getComputedStyle(block).lineHeight) || parseFloat(getComputedStyle(block).fontSize) * 1.2;
      // Where a drawn character starts a new line (spaces lie wherever the browser puts them, so they are not counted).
      const lines: string[] = [];
      const starts: number[] = [];
      let lastTop = -Infinity;
      chars.forEach((c, i) => {
        if (/\s/.test(c.ch) || Number.isNaN(c.top)) return;
        if (c.top > lastTop + lineHeight / 2) {
          starts.push(i);
          lastTop = c.top;
        }
      });
      // A block laid out as several boxes (a flex row of spans) is measured by its own text runs only when it is one run.
      if (starts.some((s, n) => n > 0 && chars[s]!.top < chars[starts[n - 1]!]!.top)) continue;
      starts.forEach((start, n) => lines.push(text.slice(start, starts[n + 1] ?? text.length).trim()));
      const boundaries = new Set([...segmenter.segment(text)].map((s) => s.index));
      for (const word of whole)
        for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) boundaries.add(at).add(at + word.length);
      const problems: string[] = [];
      // Body text (a running paragraph, 24 characters or more) breaks as Chinese body text does, between any two
      // characters (decision 0254, amending 0217: round 30 read phrase-broken paragraphs as ragged, 並為／此負責, 不必／排客服
      // 工單), never opening a line on a closing mark (line-break: strict), and fills its lines. Headings, short labels and
      // leads set even still break between phrases only (their words checked below).
      const running = isPhrased.has(block) && block.tagName === 'P' && getComputedStyle(block).wordBreak !== 'keep-all';
      const body = running && [...text.replace(/\s/g, '')].length >= 24;
      // An article's or a story's paragraphs and list items (the server's Markdown) are body text too.
      const markdown = block.matches('.article-body :is(p, li)');
      // Its words are held whole too (decision 0230): no line breaks inside one.
      const checkWords = /^h\d$/i.test(block.tagName) || (isPhrased.has(block) && !running) || markdown;
      for (const start of starts.slice(1)) {
        // Some word boundary must lie between the last drawn character of the line before and this one.
        let previous = start - 1;
        while (previous > 0 && /\s/.test(text[previous]!)) previous--;
        let atBoundary = false;
        for (let i = previous + 1; i <= start; i++) if (boundaries.has(i)) atBoundary = true;
        const cut = `"${text.slice(Math.max(0, previous - 3), previous + 1)}|${text.slice(start, start + 4)}"`;
        // A break inside a running paragraph is any two characters' (decision 0254), wherever the paragraph is measured.
        const free = chars[start]!.free && chars[previous]!.free;
        if (checkWords && !free && !atBoundary) problems.push(`a line breaks inside a word: ${cut}`);
        // No line opens on a closing mark. An article's Markdown breaks between words (decision 0230), its own words not
        // checked against the kept ones (the dictionary's words are its spans).
        if (/^[，、。；：！？）」』]/.test(text.slice(start))) problems.push(`a line opens on a closing mark: ${cut}`);
        if (markdown || running || free) continue;
        for (const word of kept) {
          const at = text.indexOf(word, Math.max(0, start - word.length));
          if (at >= 0 && at < start && at + word.length > start) problems.push(`"${word}" is split: ${cut}`);
        }
      }
      // Body text fills its lines (review of session 40: lines left short, 每一 / 頁): every line but a paragraph's last
      // runs to within two characters of the column's width (a closing mark that may not open the next) and the width of
      // the phrase that went down (from the line's end to the next <wbr> or space), a Latin word or a held run with it.
      if (body) {
        const style = getComputedStyle(block);
        const box = block.getBoundingClientRect();
        const width = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const em = parseFloat(style.fontSize);
        starts.forEach((start, n) => {
          const end = starts[n + 1];
          if (end === undefined || text.slice(start, end).includes('\n')) return;
          const drawn = chars.slice(start, end).filter((c) => !/\s/.test(c.ch) && !Number.isNaN(c.left));
          const used = Math.max(...drawn.map((c) => c.right)) - Math.min(...drawn.map((c) => c.left));
          const latin = /^[\w.+#@-]+/.exec(text.slice(end))?.[0] ?? '';
          // An opening bracket never ends a line: it goes down with the held word after it (（若有選擇）).
          let opening = end + latin.length;
          while (opening < chars.length && /[（「『《〈【〔“‘([]/.test(chars[opening]!.ch)) opening++;
          let kept = opening;
          while (kept < chars.length && chars[kept]!.held && chars[opening]!.held) kept++;
          // The rest of the phrase that went down: up to the next phrase's start or a space.
          if (kept === end) kept++;
          while (kept < chars.length && !chars[kept]!.opens && !/\s/.test(chars[kept]!.ch)) kept++;
          const word = chars.slice(end, kept).reduce((sum, c) => sum + (Number.isNaN(c.right) ? 0 : c.right - c.left), 0);
          if (width - used > 2.5 * em + word)
            problems.push(`a line ends ${Math.round((width - used) / em)} characters early: "${lines[n]}" | "${lines[n + 1]}"`);
        });
      }
      // A justified paragraph's lines are even: from one Chinese character to the next (a line's last left out) at most a
      // quarter of a character more than the font's own step (round 19 saw whole characters of space).
      const spreads: number[] = [];
      if (getComputedStyle(block).textAlign === 'justify') {
        const em = parseFloat(getComputedStyle(block).fontSize);
        starts.slice(0, -1).forEach((start, n) => {
          // The step from one Han character to the next (a full-width character's advance is 1 em), less that 1 em.
          let widest = 0;
          for (let i = start + 1; i < starts[n + 1]!; i++) {
            const [a, b] = [chars[i - 1]!, chars[i]!];
            if (han.test(a.ch) && han.test(b.ch) && Math.abs(a.top - b.top) < 1) widest = Math.max(widest, b.left - a.left - em);
          }
          spreads.push(widest / em);
          if (widest > 0.25 * em) problems.push(`a justified line is spread ${(widest / em).toFixed(2)} em: "${lines[n]}"`);
        });
      }
      const last = lines.at(-1) ?? '';
      const lastHan = [...last].filter((ch) => han.test(ch)).length;
      // A last line of one or two characters (and its punctuation) is an orphan in Chinese, in a heading or a paragraph.
      if (lines.length > 1 && lastHan > 0 && lastHan <= 2 && !/[A-Za-z0-9]/.test(last))
        problems.push(`an orphan on the last line: "${last}"`);
      found.push({ text, lines, problems, body, spreads });
    }
    return found;
  }, WHOLE);

for (const width of WIDTHS) {
  for (const path of ALL_PAGES) {
    test(`${path} in Chinese at ${width} px: lines break between words only, and nothing ends on an orphan`, async () => {
      const context = await site.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${path}?lang=zh`);
      const measured = await measure(page);
      // The page really was measured: its H1 and its other headings and texts, on a phone some of them on several lines.
      expect(measured.length).toBeGreaterThan(3);
      // (The not-found page is short lines only on a phone: its footer's mission line is hidden there, decision 0161.)
      if (width < 640 && path !== '/nope') expect(measured.some((m) => m.lines.length > 1)).toBe(true);
      const spreads = measured.flatMap((m) => m.spreads).sort((x, y) => x - y);
      if (spreads.length)
        console.log(
          `${path} ${width}px justified lines: ${spreads.length}, extra step median ${spreads[spreads.length >> 1]!.toFixed(3)} em, 90% ${spreads[Math.floor(spreads.length * 0.9)]!.toFixed(3)} em, max ${spreads.at(-1)!.toFixed(3)} em`,
        );
      // Body text starts at the start edge and nothing is spread, at every width (decision 0211 on a phone, 0217 from
      // 640 px: round 24 read a justified line of the notice as stretched, 「頁 列 出 的 電 子 郵 件…」): an article's, a
      // story's and the notice's paragraphs are start-aligned, and no line on the page is justified.
      expect(spreads).toEqual([]);
      const aligns = await page.evaluate(() =>
        [...document.querySelectorAll('main p')]
          .filter((p) => p.getClientRects().length && /\p{Script=Han}/u.test(p.textContent ?? ''))
          .map((p) => getComputedStyle(p).textAlign),
      );
      if (BODY_PAGES.includes(path)) expect(aligns.length).toBeGreaterThan(0);
      expect(aligns.filter((a) => a === 'justify')).toEqual([]);
      expect(measured.flatMap((m) => m.problems.map((p) => `${m.text}: ${p}`))).toEqual([]);
    }, 60_000);
  }
}

test('Chinese body text fills its lines: the privacy notice and home, on a phone and a desktop, measured as body text', async () => {
  for (const width of WIDTHS) {
    const context = await site.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of ['/privacy', '/']) {
      await page.goto(`${path}?lang=zh`);
      const measured = await measure(page);
      // The paragraphs were measured as body text (so the line-filling check above ran on them), several lines each.
      // The notice's statistics part is short headed lists since decision 0152, so four long paragraphs remain.
      // On a phone home's body text counts from two lines (the expertise cards' lines; the process steps are back there
      // since decision 0227).
      const body = measured.filter((m) => m.body && m.lines.length > (path === '/' && width < 640 ? 1 : 2));
      expect(body.length).toBeGreaterThan(path === '/privacy' ? 3 : 0);
      expect(body.flatMap((m) => m.problems)).toEqual([]);
    }
    await context.close();
  }
}, 60_000);

test('Chinese headings: a CJK line height (at least 1.25) and no tightened letter-spacing; English keeps its tight display type', async () => {
  const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const styles = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3')]
        .filter((h) => h.getClientRects().length && !h.closest('.sr-only'))
        .map((h) => {
          const style = getComputedStyle(h);
          const size = parseFloat(style.fontSize);
          return {
            text: h.textContent,
            ratio: parseFloat(style.lineHeight) / size,
            spacing: style.letterSpacing === 'normal' ? 0 : parseFloat(style.letterSpacing),
          };
        }),
    );
  for (const path of PAGES) {
    await page.goto(`${path}?lang=zh`);
    for (const heading of await styles()) {
      // 1.25 since decision 0249 (session 52's outside review read 1.4 on the two-line hero as loose; Latin's display
      // leading of about 1.05 is still far below it).
      expect({ heading: heading.text, cramped: heading.ratio < 1.245 || heading.spacing < 0 }).toEqual({
        heading: heading.text,
        cramped: false,
      });
    }
  }
  // The same H1 in English (a visitor who never chose Chinese) is set tight, so the rule above is what Chinese changes.
  await page.context().clearCookies();
  await page.goto('/');
  const [englishH1] = await styles();
  expect(englishH1!.spacing).toBeLessThan(0);
});

test('eyebrow labels: 13 px, tracked 8 % and not upper-cased in Chinese; the small tracked capitals stay for English', async () => {
  const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const eyebrows = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main .eyebrow')]
        .filter((e) => e.getClientRects().length)
        .map((e) => {
          const style = getComputedStyle(e);
          return { size: style.fontSize, spacing: style.letterSpacing, upper: style.textTransform === 'uppercase' };
        }),
    );
  await page.goto('/?lang=zh');
  const zhLabels = await eyebrows();
  // Home keeps three (about one section in three): the hero's, the featured story's and the values'.
  expect(zhLabels.length).toBeGreaterThanOrEqual(3);
  // Decision 0249: set solid at 14 px they read as bold body text; a small size, letter-spaced, reads as a label.
  for (const label of zhLabels) expect(label).toEqual({ size: '13px', spacing: '1.04px', upper: false });
  await page.context().clearCookies();
  await page.goto('/?lang=en');
  for (const label of await eyebrows()) expect(label).toMatchObject({ size: '13px', upper: true });
  await context.close();
});

test('a feature a plan does not include looks the same in both languages: greyed with a cross, struck through in neither (decision 0219)', async () => {
  const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Each excluded feature's text decoration and colour, beside the colour of an included one on the same page.
  const looks = () =>
    page.evaluate(() => {
      const rows = [...document.querySelectorAll('main li li')];
      const textOf = (li: Element) => li.querySelector('span:not([aria-hidden])')!;
      const included = getComputedStyle(textOf(rows.find((li) => li.querySelector('.i-lucide-check'))!)).color;
      return rows
        .filter((li) => li.querySelector('.i-lucide-x'))
        .map((li) => ({
          decoration: getComputedStyle(textOf(li)).textDecorationLine,
          greyed: getComputedStyle(textOf(li)).color !== included,
        }));
    });
  await page.goto('/pricing');
  const english = await looks();
  expect(english.length).toBeGreaterThan(0);
  await page.goto('/pricing?lang=zh');
  const chinese = await looks();
  expect(chinese.length).toBe(english.length);
  for (const look of [...english, ...chinese]) expect(look).toEqual({ decoration: 'none', greyed: true });
});
