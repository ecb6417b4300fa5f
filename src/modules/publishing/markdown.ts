// Markdown to the HTML a journal article or a Work page shows, on the server (decision 0090), by markdown-it: raw HTML
// is text, a link or image goes only where the allowlist says, and every attribute is one this file writes, so no
// script, event attribute, style or frame can reach a page. Headings sit under the page's <h1> (`#` and `##` are both
// sections) and carry an anchor; code is coloured here (highlight.js classes, no script sent); images come from the library with
// their width and height; Chinese runs on an English page are marked for a Chinese voice, and a Chinese page's words
// are kept whole (decision 0146).
import MarkdownIt, { type Token } from 'markdown-it';
import { chineseRuns, hasChinese } from '../../contract/chinese-runs';
import { cjkEmphasis } from '../../contract/cjk-emphasis';
import { bodyWords, HAN_WORD } from '../../contract/chinese-words';
import type { Lang } from '../../contract/constants';
import { localHref } from '../../contract/local-href';
import { isSafeLink } from '../../contract/safe-link';
import { type ImageLook, webpSrcset } from '../../contract/image-variants';
import { MEDIA_PATH } from '../../contract/stored-keys';
import { highlighted } from './highlight';

/** An image of the library as the page writes it: its pixel size (so nothing shifts while it loads), and its variants,
 * tint and focus (decision 0104). */
export type ImageSize = { width: number; height: number; look?: ImageLook };

/** What the reading column draws an image at (web/components/ui/reading-title.tsx: 38rem, less on a phone). */
export const ARTICLE_IMAGE_SIZES = '(min-width: 41rem) 38rem, calc(100vw - 2.5rem)';

export type MarkdownInput = {
  /** The version's language: an English page marks its Chinese runs. */
  lang: Lang;
  /** The library's size of an image by its path; null for a path the library does not hold (the image is left out). */
  imageSize: (path: string) => ImageSize | null;
};

export type RenderedMarkdown = {
  html: string;
  /** The headings as the page's contents could list them: their anchor, words and level (2 for a Markdown `#`). */
  headings: { id: string; text: string; level: number }[];
  /** The source line (from 0) each of the html's top-level blocks starts on, in order: the editor's preview follows its
   * text block by block (web/features/admin-writing/read-through.ts). */
  lines: number[];
};

// Typographer: "--" a dash and "..." an ellipsis outside code; in English, straight quotes curly ones. Chinese keeps the
// quotes as typed: between Han characters markdown-it cannot tell an opening quote from a closing one (it made 'x' ’x’),
// and a Chinese writer types 「」 anyway.
const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false, highlight: highlighted });
md.options.quotes = ['“', '”', '‘', '’'];
md.validateLink = (url) => isSafeLink(url) || MEDIA_PATH.test(url);
// `**工期：**14 週` is bold: emphasis beside Chinese punctuation, the editor's rule too (src/contract/cjk-emphasis.ts).
cjkEmphasis(md);

/** An anchor for a heading: its words lowercased, anything but letters and digits a hyphen (Chinese kept as it is). */
function anchorOf(text: string, taken: Map<string, number>): string {
  const base =
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section';
  const seen = taken.get(base) ?? 0;
  taken.set(base, seen + 1);
  return seen ? `${base}-${seen + 1}` : base;
}

const escapeHtml = (text: string) => md.utils.escapeHtml(text);
/** An attribute as text ('' when absent): markdown-it types them as text or numbers. */
const attr = (token: Token, name: string) => String(token.attrGet(name) ?? '');

type Env = MarkdownInput & { headings: RenderedMarkdown['headings']; taken: Map<string, number> };

// Headings: at most level 2 (the page's title is its one <h1>: a Markdown `#` is a section, as `##` is), an id from their
// words, the words a link to it unless the heading holds a link of its own (links do not nest).
md.core.ruler.push('heading_anchors', (state) => {
  const env = state.env as Env;
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i]!;
    if (open.type !== 'heading_open') continue;
    const level = Math.max(2, Number(open.tag.slice(1)));
    const inline = tokens[i + 1]!;
    const text = (inline.children ?? [])
      .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : ''))
      .join('');
    const id = anchorOf(text, env.taken);
    open.tag = tokens[i + 2]!.tag = `h${level}`;
    open.attrSet('id', id);
    open.meta = { linked: !(inline.children ?? []).some((child) => child.type === 'link_open') };
    env.headings.push({ id, text, level });
  }
});

md.renderer.rules.heading_open = (tokens, i) => {
  const token = tokens[i]!;
  const id = attr(token, 'id');
  return `<${token.tag} id="${escapeHtml(id)}">${token.meta?.linked ? `<a class="heading-link" href="#${escapeHtml(encodeURIComponent(id))}">` : ''}`;
};
md.renderer.rules.heading_close = (tokens, i) => {
  const open = tokens.slice(0, i).findLast((token) => token.type === 'heading_open');
  return `${open?.meta?.linked ? '</a>' : ''}</${tokens[i]!.tag}>\n`;
};

// An image in the text's first block is above the fold: it loads at once, the others when they come near.
md.core.ruler.push('first_block_eager', (state) => {
  const first = state.tokens.find((token) => token.type === 'inline');
  for (const child of first?.children ?? []) if (child.type === 'image') child.meta = { eager: true };
});

// A link to another site says so to the browser (rel="noopener"); one to a page of this site keeps the page's language
// (`/contact` in a Chinese article is /contact?lang=zh), as every link of the site does; anchors stay as they are.
md.renderer.rules.link_open = (tokens, i, options, rawEnv, self) => {
  const token = tokens[i]!;
  const href = attr(token, 'href');
  if (/^https?:\/\//i.test(href)) token.attrSet('rel', 'noopener');
  else if (href.startsWith('/') && !MEDIA_PATH.test(href)) token.attrSet('href', localHref(href, (rawEnv as Env).lang));
  return self.renderToken(tokens, i, options);
};

// An image is the library's, with its size; lazy unless it opens the text. One the library lacks is left out.
md.renderer.rules.image = (tokens, i, _options, rawEnv) => {
  const env = rawEnv as Env;
  const token = tokens[i]!;
  const src = attr(token, 'src');
  const size = MEDIA_PATH.test(src) ? env.imageSize(src) : null;
  if (!size) return '';
  const alt = escapeHtml(token.children ? md.renderer.renderInlineAsText(token.children, md.options, env) : token.content);
  const title = attr(token, 'title');
  const loading = token.meta?.eager ? 'eager' : 'lazy';
  const look = size.look?.className;
  const img = `<img src="${escapeHtml(src)}" alt="${alt}" width="${size.width}" height="${size.height}" loading="${loading}" decoding="async"${look ? ` class="${look}"` : ''}${title ? ` title="${escapeHtml(title)}"` : ''}>`;
  const avif = size.look?.srcset;
  if (!avif) return img;
  // Its AVIF and WebP variants at the widths made of it, the upload itself the fallback (decision 0104), as
  // web/components/ui/media-image.tsx draws a picture.
  const sources = [
    ['avif', avif],
    ['webp', webpSrcset(avif)],
  ].map(([format, srcset]) => `<source type="image/${format}" srcset="${srcset}" sizes="${ARTICLE_IMAGE_SIZES}">`);
  return `<picture>${sources.join('')}${img}</picture>`;
};

// A block of code under the name of its language (round 11 of the review): a small label on the block's top edge, so a
// reader knows what they are reading before the first line. The name as the language is called; a word the list below
// does not know is shown as typed; a block with none has no label.
const LANGUAGE_NAMES: Record<string, string> = {
  bash: 'Shell',
  sh: 'Shell',
  shell: 'Shell',
  css: 'CSS',
  go: 'Go',
  html: 'HTML',
  js: 'JavaScript',
  javascript: 'JavaScript',
  json: 'JSON',
  py: 'Python',
  python: 'Python',
  sql: 'SQL',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  xml: 'XML',
  yaml: 'YAML',
  yml: 'YAML',
};
const fence = md.renderer.rules.fence!;
md.renderer.rules.fence = (tokens, i, options, env, self) => {
  const word = tokens[i]!.info.trim().split(/\s+/, 1)[0] ?? '';
  const name = LANGUAGE_NAMES[word.toLowerCase()] ?? word;
  const block = fence(tokens, i, options, env, self);
  return name ? `<div class="code-block"><div class="code-label">${escapeHtml(name)}</div>${block}</div>\n` : block;
};

// A table stays a table: one wider than a phone scrolls inside its own box, which the keyboard can reach and a screen
// reader names (a group labelled by the table's column headings). A table of figures (three columns or more, each after
// the first aligned right: a story's results) is marked `table-figures`, each cell carrying its column's heading
// (`data-label`); when it is also wide (four columns or more: `table-wide`) a phone sets each row as a card of figures,
// named by those labels (article-css.ts). A small one (three columns) is a table from 480 px; below, its rows are small
// cards of label and figure (decision 0129: its wrapped headings broke mid-word at 390 px). When its first column is a count too (| Week | … | with rows 1, 4, 8), it is also
// `table-keyed`: a card's title then says "Week 1", not a bare "1".
const NUMBER = /^\d[\d.,:/-]*$/;
type Heads = { texts: string[]; figures: boolean; wide: boolean; keyed: boolean; fits: boolean };

/**
 * Whether a table fits a 390 px phone's column (350 px) as a table (decision 0189): its narrowest width estimated from
 * its cells in ems of its 15 px type, as the browser lays it out there. A heading and a first column wrap between
 * words (a Chinese heading is kept whole, a Chinese cell breaks between phrases: about five characters); a figure
 * (a right-aligned cell) is one unbroken value; each column adds its padding (1.3 em). A Latin letter is taken at
 * 0.58 em, a digit 0.6 (tabular), a CJK character 1. Kept under 22.5 em of the column's 23.3, so a table called fitting
 * never scrolls; one that does not fit is set as cards below 480 px (article-css.ts).
 */
const PHONE_EM = 22.5;
const emOf = (text: string) =>
  [...text].reduce(
    (sum, char) =>
      sum +
      (char.charCodeAt(0) > 0x2e7f ? 1 : /\d/.test(char) ? 0.6 : /[\s.,:;'|!ijlt()]/.test(char) ? 0.3 : /[mwMW%]/.test(char) ? 0.88 : 0.58),
    0,
  );
const longestWord = (text: string) =>
  Math.max(0, ...text.split(/\s+/).map((word) => (/[\u2e80-\uffff]/.test(word) ? Math.min(emOf(word), 5) : emOf(word))));
const cellEm = (text: string, heading: boolean, right: boolean, lang: string) =>
  (right && !heading) || (heading && lang === 'zh') ? emOf(text) * (heading ? 1.05 : 1.03) : longestWord(text) * (heading ? 1.05 : 1);
const fitsPhone = (columns: { texts: string[]; heading: string; right: boolean }[], lang: string) =>
  columns.reduce(
    (sum, column) =>
      sum +
      1.3 +
      Math.max(cellEm(column.heading, true, column.right, lang), ...column.texts.map((text) => cellEm(text, false, column.right, lang))),
    0,
  ) <= PHONE_EM;
const headsOf = (tokens: Token[], from: number, env: Env): Heads => {
  const texts: string[] = [];
  const aligns: string[] = [];
  const keys: string[] = [];
  let i = from;
  for (; i < tokens.length && tokens[i]!.type !== 'thead_close'; i++) {
    const token = tokens[i]!;
    if (token.type === 'th_open') aligns.push(/text-align:(left|center|right)/.exec(attr(token, 'style'))?.[1] ?? '');
    if (token.type === 'inline' && tokens[i - 1]?.type === 'th_open')
      texts.push(md.renderer.renderInlineAsText(token.children ?? [], md.options, env).trim());
  }
  const cells: string[][] = aligns.map(() => []);
  let column = 0;
  for (; i < tokens.length && tokens[i]!.type !== 'table_close'; i++) {
    const token = tokens[i]!;
    if (token.type === 'tr_open') column = 0;
    if (token.type !== 'inline' || tokens[i - 1]?.type !== 'td_open') continue;
    const text = md.renderer.renderInlineAsText(token.children ?? [], md.options, env).trim();
    if (column === 0) keys.push(text);
    cells[column]?.push(text);
    column++;
  }
  const figures = aligns.length > 2 && aligns.slice(1).every((align) => align === 'right');
  const columns = aligns.map((align, at) => ({ texts: cells[at]!, heading: texts[at] ?? '', right: align === 'right' }));
  return {
    texts,
    figures,
    wide: aligns.length > 3,
    keyed: figures && keys.length > 0 && keys.every((key) => NUMBER.test(key)),
    fits: fitsPhone(columns, env.lang),
  };
};
// A table's caption (decision 0154): a paragraph right under the table (or right over it) that opens with "Table:"
// (「表：」 or 「表格：」 in Chinese), as Pandoc writes one, becomes the table's <caption>, its prefix dropped. Any other
// paragraph stays a paragraph. The admin's editor keeps it as the paragraph it is in the Markdown.
const CAPTION = /^(?:Table|表格?)\s*[:：]\s*/i;
const captionAt = (tokens: Token[], at: number): Token | null => {
  const [open, inline, close] = [tokens[at], tokens[at + 1], tokens[at + 2]];
  if (open?.type !== 'paragraph_open' || inline?.type !== 'inline' || close?.type !== 'paragraph_close' || open.level !== 0) return null;
  const first = inline.children?.[0];
  return first?.type === 'text' && CAPTION.test(first.content) && first.content.replace(CAPTION, '').trim() ? inline : null;
};
md.core.ruler.push('table_captions', (state) => {
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.type !== 'table_open' || tokens[i]!.level !== 0) continue;
    let close = i;
    while (close < tokens.length && tokens[close]!.type !== 'table_close') close++;
    const after = captionAt(tokens, close + 1);
    const before = after ? null : i >= 3 ? captionAt(tokens, i - 3) : null;
    const caption = after ?? before;
    if (!caption) continue;
    caption.children![0]!.content = caption.children![0]!.content.replace(CAPTION, '');
    tokens[i]!.meta = { caption };
    if (after) tokens.splice(close + 1, 3);
    else {
      tokens.splice(i - 3, 3);
      i -= 3;
    }
  }
});

md.renderer.rules.table_open = (tokens, i, _options, rawEnv) => {
  const env = rawEnv as Env;
  const caption = (tokens[i]!.meta as { caption?: Token } | null)?.caption;
  const heads = headsOf(tokens, i, env);
  tokens[i]!.meta = heads;
  const classes = [
    'table-scroll',
    heads.figures && 'table-figures',
    heads.figures && heads.wide && 'table-wide',
    heads.keyed && 'table-keyed',
    heads.figures && heads.fits && 'table-fits',
  ];
  const label = `${env.lang === 'zh' ? '表格：' : 'Table: '}${heads.texts.filter(Boolean).join(env.lang === 'zh' ? '、' : ', ')}`;
  const captioned = caption ? `<caption>${md.renderer.renderInline(caption.children ?? [], md.options, env)}</caption>` : '';
  return `<div class="${classes.filter(Boolean).join(' ')}" role="group" aria-label="${escapeHtml(label)}" tabindex="0"><table>${captioned}\n`;
};
md.renderer.rules.table_close = () => '</table></div>\n';

// A column's alignment as a class: the page's policy allows no style attribute (decision 0078). A body cell names its
// column's heading.
for (const cell of ['th_open', 'td_open'] as const)
  md.renderer.rules[cell] = (tokens, i) => {
    const token = tokens[i]!;
    const align = /text-align:(left|center|right)/.exec(attr(token, 'style'))?.[1];
    let label = '';
    if (cell === 'td_open') {
      let column = 0;
      let j = i - 1;
      for (; j >= 0 && tokens[j]!.type !== 'tr_open'; j--) if (tokens[j]!.type === 'td_open') column++;
      while (j >= 0 && tokens[j]!.type !== 'table_open') j--;
      const text = (tokens[j]?.meta as { texts: string[] } | undefined)?.texts[column];
      if (text) label = ` data-label="${escapeHtml(text)}"`;
    }
    return `<${token.tag}${align ? ` class="align-${align}"` : ''}${label}>`;
  };

// On an English page a Chinese run is read by a Chinese voice (WCAG 3.1.2), as everywhere else on the site. On a Chinese
// page every text (a paragraph, a list item, a heading, a table's cell, a caption) keeps its words whole: each word of two
// characters or more one unbroken span, so a line breaks between words only, and a figure stays with its unit (12 小時,
// 50 件). Broken between any two characters (decision 0182) a list split 他 / 們 and 12 / 小時 (round 26, decision
// 0230); start-aligned since decision 0217, a line that gives way before a word is no longer spread apart.
md.renderer.rules.text = (tokens, i, _options, rawEnv) => {
  const content = tokens[i]!.content;
  if ((rawEnv as Env).lang !== 'en') return hasChinese(content) ? chineseWords(content, i === tokens.length - 1) : escapeHtml(content);
  return chineseRuns(content)
    .map(({ part, chinese }) => (chinese ? `<span lang="zh-Hant">${escapeHtml(part)}</span>` : escapeHtml(part)))
    .join('');
};

/** A figure at a piece's end, before the word it counts (「從 12 」 + 小時). */
const FIGURE_END = /\d[\d.,]*%?[ \u00a0]?$/u;
/** A figure and the one character it counts inside a piece (50 件, 29 個). */
const FIGURE_UNIT = /\d[\d.,]*%?[ \u00a0]?\p{Script=Han}/gu;

/** Chinese text as html: its words (src/contract/chinese-words.ts) and its figures with their units unbroken spans. At
 *  a block's end (`last`) its last words are one span of three Chinese characters or more, so its last line is never a
 *  word of two alone (的事。）; decisions 0177, 0230), unless that would hold a Latin word a phone could not fit. */
function chineseWords(content: string, last: boolean): string {
  const pieces = bodyWords(content);
  let html = '';
  let tail = '';
  if (last) {
    const han = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;
    let from = pieces.length;
    while (from > 0 && han(tail) < 3) tail = pieces[--from]! + tail;
    if (han(tail) >= 3 && han(tail) <= 8 && !/[A-Za-z]{4}/.test(tail)) {
      pieces.splice(from);
      // A figure just before it goes with it (12 小時。); a space that opens it stays a break.
      const before = pieces.at(-1) ?? '';
      const figure = HAN_WORD.test(before) ? null : FIGURE_END.exec(before);
      if (figure) {
        pieces[pieces.length - 1] = before.slice(0, figure.index);
        tail = figure[0] + tail;
      }
      const space = /^\s+/.exec(tail)?.[0] ?? '';
      if (space) {
        pieces.push(space);
        tail = tail.slice(space.length);
      }
    } else tail = '';
  }
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    const figure = next !== undefined && HAN_WORD.test(next) && !HAN_WORD.test(piece) ? FIGURE_END.exec(piece) : null;
    if (HAN_WORD.test(piece)) html += `<span class="w">${piece}</span>`;
    else if (figure) {
      html += `${held(piece.slice(0, figure.index))}<span class="w">${escapeHtml(figure[0])}${next}</span>`;
      i++;
    } else html += held(piece);
  }
  return tail ? `${html}<span class="w">${escapeHtml(tail)}</span>` : html;
}

/** A piece between words, escaped, each figure in it held with the character after it. */
const held = (piece: string) => escapeHtml(piece).replace(FIGURE_UNIT, (pair) => `<span class="w">${pair}</span>`);

/** `source` as the page shows it. */
export function renderMarkdown(source: string, input: MarkdownInput): RenderedMarkdown {
  const env: Env = { ...input, headings: [], taken: new Map() };
  // Rendering is synchronous: no other render sees the rule switched.
  if (input.lang === 'zh') md.core.ruler.disable('smartquotes');
  else md.core.ruler.enable('smartquotes');
  const tokens = md.parse(source, env);
  const html = md.renderer.render(tokens, md.options, env);
  // Every block at the top level is one element of the html (a table's caption is its table's: spliced out above).
  const lines = tokens.filter((token) => token.level === 0 && token.nesting !== -1 && token.map).map((token) => token.map![0]);
  return { html: input.lang === 'zh' ? holdLastWords(html) : html, headings: env.headings, lines };
}

/**
 * A paragraph's or a list item's end: an opening bracket or quote, its last three Han characters and what follows them,
 * no tag, and at most six other characters between and after them (punctuation, a figure): a Latin name at the end
 * (「使用 Kubernetes、PostgreSQL 和 Elasticsearch。」) is not held in one unbreakable piece wider than a phone.
 */
const PARAGRAPH_END =
  /([（「『《〈【〔“‘]*\p{Script=Han}(?:[^<>\p{Script=Han}]{0,6}\p{Script=Han}){2}[^<>\p{Script=Han}]{0,6})<\/(p|li)>/gu;

/**
 * A Chinese paragraph never ends on a line of one or two characters (「的事。）」 alone): its last three characters and
 * their punctuation are one unbroken piece, so the last line holds at least three (decisions 0177, 0182).
 */
function holdLastWords(html: string): string {
  return html.replace(PARAGRAPH_END, (_whole, end: string, tag: string) => `<span class="w">${end}</span></${tag}>`);
}

/** Every image path the text names (a save refuses one the library does not hold). */
export function imagesIn(source: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image') found.add(attr(token, 'src'));
      if (token.children) walk(token.children);
    }
  };
  walk(md.parse(source, { headings: [], taken: new Map() }));
  return [...found];
}
