// The visual editor's document and its Markdown (decision 0103): a ProseMirror schema of exactly what the page's
// renderer shows (paragraphs, headings, quotes, lists, code, tables, rules, images of the library; bold, italic,
// struck, code and links), read from Markdown by markdown-it as the server reads it, and written back as Markdown the
// server renders the same. Raw HTML stays text, as on the page. Pure: no DOM, so the tests read it without a browser.
import MarkdownIt, { type Token } from 'markdown-it';
import { MarkdownParser, MarkdownSerializer, type MarkdownSerializerState } from 'prosemirror-markdown';
import { type Attrs, type MarkSpec, type Node, type NodeSpec, Schema } from 'prosemirror-model';
import { cjkEmphasis, isSafeLink, type Lang } from '../../../src/contract';

/** A path of the image library: the only images a piece may show (the server refuses others). */
const LIBRARY_IMAGE = /^\/media\/[0-9a-f]{64}\.(?:jpg|png|webp|avif)$/;

type Align = 'left' | 'center' | 'right' | null;
const alignOf = (style: string | null | undefined): Align => {
  const found = /text-align:\s*(left|center|right)/.exec(style ?? '')?.[1];
  return (found as Align) ?? null;
};

// Headings: `#` and `##` are both the page's sections (its one <h1> is the title), so both are drawn as <h2>.
const headingTag = (level: number) => `h${Math.min(6, Math.max(2, level))}`;

const nodes = {
  doc: { content: 'block+' },
  paragraph: { content: 'inline*', group: 'block', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
  heading: {
    attrs: { level: { default: 2 } },
    content: 'inline*',
    group: 'block',
    defining: true,
    parseDOM: [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level: Math.max(2, level) } })),
    toDOM: (node) => [headingTag(node.attrs.level), 0],
  },
  blockquote: { content: 'block+', group: 'block', defining: true, parseDOM: [{ tag: 'blockquote' }], toDOM: () => ['blockquote', 0] },
  horizontal_rule: { attrs: { markup: { default: '---' } }, group: 'block', parseDOM: [{ tag: 'hr' }], toDOM: () => ['hr'] },
  code_block: {
    attrs: { params: { default: '' } },
    content: 'text*',
    marks: '',
    group: 'block',
    code: true,
    defining: true,
    parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' }],
    toDOM: () => ['pre', ['code', 0]],
  },
  bullet_list: {
    attrs: { tight: { default: true }, bullet: { default: '-' } },
    content: 'list_item+',
    group: 'block',
    parseDOM: [{ tag: 'ul' }],
    toDOM: () => ['ul', 0],
  },
  ordered_list: {
    attrs: { order: { default: 1 }, tight: { default: true } },
    content: 'list_item+',
    group: 'block',
    parseDOM: [{ tag: 'ol', getAttrs: (dom) => ({ order: Number((dom as HTMLElement).getAttribute('start') ?? 1) || 1 }) }],
    toDOM: (node) => ['ol', { start: node.attrs.order === 1 ? null : node.attrs.order }, 0],
  },
  list_item: { content: 'paragraph block*', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
  table: {
    content: 'table_row+',
    group: 'block',
    isolating: true,
    parseDOM: [{ tag: 'table' }],
    toDOM: () => ['div', { class: 'table-scroll' }, ['table', ['tbody', 0]]],
  },
  table_row: { content: 'table_cell+', parseDOM: [{ tag: 'tr' }], toDOM: () => ['tr', 0] },
  // A cell holds one line: words and images, no line breaks (a Markdown table's row is one line).
  table_cell: {
    attrs: { header: { default: false }, align: { default: null } },
    content: '(text | image)*',
    isolating: true,
    parseDOM: [
      { tag: 'th', getAttrs: (dom) => ({ header: true, align: alignOf((dom as HTMLElement).getAttribute('style')) }) },
      { tag: 'td', getAttrs: (dom) => ({ header: false, align: alignOf((dom as HTMLElement).getAttribute('style')) }) },
    ],
    toDOM: (node) => [
      node.attrs.header ? 'th' : 'td',
      { class: node.attrs.align && node.attrs.align !== 'left' ? `align-${node.attrs.align}` : null },
      0,
    ],
  },
  image: {
    inline: true,
    attrs: { src: {}, alt: { default: '' }, title: { default: null } },
    group: 'inline',
    draggable: true,
    // Only the library's images: one pasted from another site would be refused when the piece is saved.
    parseDOM: [
      {
        tag: 'img[src]',
        getAttrs: (dom) => {
          const src = new URL((dom as HTMLImageElement).getAttribute('src') ?? '', location.href);
          if (src.origin !== location.origin || !LIBRARY_IMAGE.test(src.pathname)) return false;
          return { src: src.pathname, alt: (dom as HTMLImageElement).getAttribute('alt') ?? '', title: null };
        },
      },
    ],
    toDOM: (node) => ['img', { src: node.attrs.src, alt: node.attrs.alt, title: node.attrs.title }],
  },
  hard_break: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
  text: { group: 'inline' },
} satisfies Record<string, NodeSpec>;

const marks = {
  // A link goes where the page's renderer lets it (decision 0090); its end does not grow as typing goes on past it.
  link: {
    attrs: { href: {}, title: { default: null } },
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const href = (dom as HTMLAnchorElement).getAttribute('href') ?? '';
          return isSafeLink(href) ? { href, title: (dom as HTMLAnchorElement).getAttribute('title') } : false;
        },
      },
    ],
    toDOM: (mark) => ['a', { href: mark.attrs.href, title: mark.attrs.title, rel: 'noopener' }, 0],
  },
  em: { parseDOM: [{ tag: 'i' }, { tag: 'em' }, { style: 'font-style=italic' }], toDOM: () => ['em', 0] },
  strong: {
    parseDOM: [
      { tag: 'strong' },
      // Google Docs wraps a whole paste in <b style="font-weight:normal">: not bold.
      { tag: 'b', getAttrs: (dom) => (dom as HTMLElement).style.fontWeight !== 'normal' && null },
      { style: 'font-weight', getAttrs: (value) => /^(bold(er)?|[5-9]\d{2,})$/.test(value as string) && null },
    ],
    toDOM: () => ['strong', 0],
  },
  strike: { parseDOM: [{ tag: 's' }, { tag: 'del' }], toDOM: () => ['s', 0] },
  code: { parseDOM: [{ tag: 'code' }], toDOM: () => ['code', 0] },
} satisfies Record<string, MarkSpec>;

export const richSchema = new Schema<keyof typeof nodes, keyof typeof marks>({ nodes, marks });

/** A list is tight when markdown-it hid its paragraphs (no blank line between its items). */
function listIsTight(tokens: Token[], at: number): boolean {
  for (let i = at + 1; i < tokens.length; i++) if (tokens[i]!.type !== 'list_item_open') return tokens[i]!.hidden;
  return false;
}

const cell = (header: boolean) => ({
  block: 'table_cell',
  getAttrs: (token: Token): Attrs => ({ header, align: alignOf(String(token.attrGet('style') ?? '')) }),
});

// As the server reads it (markdown-it with tables and strikethrough, raw HTML as text), without links made of bare
// addresses: those are the page's rendering, not the writer's text. `curly`: an English text's typed quotes read as the
// page shows them (“ ” ‘ ’, outside code), so the visual editor is not the one place with "straight" ones (round 18);
// written back they stay curly, and the page shows the same. Chinese keeps its quotes as typed (as the page does).
function tokenizerOf(curly: boolean) {
  const tokenizer = new MarkdownIt('default', { html: false, linkify: false, typographer: curly });
  // Quotes only: "--" and "(c)" stay as typed in the writer's text (the page sets the dash).
  if (curly) tokenizer.core.ruler.disable('replacements');
  // A link is one where the page's renderer makes one (anything else stays the words typed); an image, the library's.
  tokenizer.validateLink = (url) => isSafeLink(url) || LIBRARY_IMAGE.test(url);
  // Emphasis beside Chinese punctuation as the page reads it (`**工期：**14 週` is bold in both).
  cjkEmphasis(tokenizer);
  return tokenizer;
}
const tokenizer = tokenizerOf(false);
const tokens: ConstructorParameters<typeof MarkdownParser>[2] = {
  blockquote: { block: 'blockquote' },
  paragraph: { block: 'paragraph' },
  list_item: { block: 'list_item' },
  bullet_list: { block: 'bullet_list', getAttrs: (token, tokens, i) => ({ tight: listIsTight(tokens, i), bullet: token.markup || '-' }) },
  ordered_list: {
    block: 'ordered_list',
    getAttrs: (token, tokens, i) => ({ order: Number(token.attrGet('start')) || 1, tight: listIsTight(tokens, i) }),
  },
  heading: { block: 'heading', getAttrs: (token) => ({ level: Number(token.tag.slice(1)) }) },
  code_block: { block: 'code_block', noCloseToken: true },
  fence: { block: 'code_block', getAttrs: (token) => ({ params: token.info || '' }), noCloseToken: true },
  hr: { node: 'horizontal_rule', getAttrs: (token) => ({ markup: token.markup || '---' }) },
  image: {
    node: 'image',
    // Its description as words only, as the page gives it (emphasis in it is not kept there either).
    getAttrs: (token) => ({
      src: token.attrGet('src'),
      title: token.attrGet('title') || null,
      alt: (token.children ?? []).map((child) => child.content).join(''),
    }),
  },
  hardbreak: { node: 'hard_break' },
  table: { block: 'table' },
  thead: { ignore: true },
  tbody: { ignore: true },
  tr: { block: 'table_row' },
  th: cell(true),
  td: cell(false),
  em: { mark: 'em' },
  strong: { mark: 'strong' },
  s: { mark: 'strike' },
  link: { mark: 'link', getAttrs: (token) => ({ href: token.attrGet('href'), title: token.attrGet('title') || null }) },
  code_inline: { mark: 'code', noCloseToken: true },
};
const parser = new MarkdownParser(richSchema, tokenizer, tokens);
const englishParser = new MarkdownParser(richSchema, tokenizerOf(true), tokens);

/**
 * The document a Markdown text makes (an empty text makes one empty paragraph). A table's caption written under it is
 * set over it, where the page draws it (review round 17: the visual editor drew it under its table, the site over it);
 * the page reads a caption over its table as one under it (tableCaptions), so what the editor writes back shows alike.
 */
export const fromMarkdown = (markdown: string, lang?: Lang): Node => {
  const doc = (lang === 'en' ? englishParser : parser).parse(markdown);
  const under = new Set(tableCaptions(doc).flatMap(({ at, after }) => (after ? [at] : [])));
  if (!under.size) return doc;
  const children: Node[] = [];
  doc.forEach((node, at) => {
    if (under.has(at)) children.splice(children.length - 1, 0, node);
    else children.push(node);
  });
  return doc.type.create(doc.attrs, children);
};

/** What the serializer has written so far: the cells of a table are written one at a time and read back. */
type Written = { out: string };

/** A cell's words on one line, its bars escaped so they do not end the cell. */
function cellText(state: MarkdownSerializerState, node: Node): string {
  const written = state as unknown as Written;
  const before = written.out;
  written.out = '';
  state.renderInline(node, false);
  const text = written.out
    .replace(/\n/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .trim();
  written.out = before;
  return text;
}

const DIVIDER: Record<string, string> = { left: ':--', center: ':-:', right: '--:' };

const serializer = new MarkdownSerializer(
  {
    blockquote: (state, node) => state.wrapBlock('> ', null, node, () => state.renderContent(node)),
    code_block: (state, node) => {
      // A fence longer than any run of backticks inside it.
      const runs = node.textContent.match(/`{3,}/g) ?? [];
      const fence = runs.reduce((longest, run) => (run.length >= longest.length ? `${run}\`` : longest), '```');
      state.write(`${fence}${node.attrs.params || ''}\n`);
      state.text(node.textContent, false);
      state.write('\n');
      state.write(fence);
      state.closeBlock(node);
    },
    heading: (state, node) => {
      state.write(`${state.repeat('#', node.attrs.level)} `);
      state.renderInline(node, false);
      state.closeBlock(node);
    },
    horizontal_rule: (state, node) => {
      state.write(node.attrs.markup || '---');
      state.closeBlock(node);
    },
    bullet_list: (state, node) => state.renderList(node, '  ', () => `${node.attrs.bullet || '-'} `),
    ordered_list: (state, node) => {
      const start: number = node.attrs.order ?? 1;
      const width = String(start + node.childCount - 1).length;
      state.renderList(node, state.repeat(' ', width + 2), (i) => {
        const number = String(start + i);
        return `${state.repeat(' ', width - number.length)}${number}. `;
      });
    },
    list_item: (state, node) => state.renderContent(node),
    paragraph: (state, node) => {
      state.renderInline(node);
      state.closeBlock(node);
    },
    table: (state, node) => {
      // The blank line after the block before (and a quote's sign) first, before the cells are read out of the way.
      state.write();
      const rows: string[][] = [];
      const aligns: string[] = [];
      node.forEach((row, _offset, r) => {
        const cells: string[] = [];
        row.forEach((one) => {
          if (r === 0) aligns.push(DIVIDER[one.attrs.align ?? ''] ?? '---');
          cells.push(cellText(state, one));
        });
        rows.push(cells);
      });
      const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
      rows.forEach((cells, r) => {
        state.write(line(cells));
        state.ensureNewLine();
        if (r === 0) {
          state.write(line(aligns));
          state.ensureNewLine();
        }
      });
      state.closeBlock(node);
    },
    table_row: () => {},
    table_cell: () => {},
    image: (state, node) => {
      const title = node.attrs.title ? ` "${String(node.attrs.title).replace(/"/g, '\\"')}"` : '';
      state.write(`![${state.esc(node.attrs.alt || '')}](${String(node.attrs.src).replace(/[()]/g, '\\$&')}${title})`);
    },
    hard_break: (state, node, parent, index) => {
      for (let i = index + 1; i < parent.childCount; i++)
        if (parent.child(i).type !== node.type) {
          state.write('\\\n');
          return;
        }
    },
    text: (state, node) => state.text(node.text ?? ''),
  },
  {
    em: { open: '*', close: '*', mixable: true, expelEnclosingWhitespace: true },
    strong: { open: '**', close: '**', mixable: true, expelEnclosingWhitespace: true },
    strike: { open: '~~', close: '~~', mixable: true, expelEnclosingWhitespace: true },
    link: {
      open: '[',
      close: (_state, mark) =>
        `](${String(mark.attrs.href).replace(/[()"]/g, '\\$&')}${mark.attrs.title ? ` "${String(mark.attrs.title).replace(/"/g, '\\"')}"` : ''})`,
      mixable: true,
    },
    code: {
      open: (_state, _mark, parent, index) => ticksFor(parent.child(index), -1),
      close: (_state, _mark, parent, index) => ticksFor(parent.child(index - 1), 1),
      escape: false,
    },
  },
);

/** Backticks around inline code: one more than the longest run inside it, spaced from it when it holds any. */
function ticksFor(node: Node, side: -1 | 1): string {
  const longest = node.isText ? Math.max(0, ...(node.text!.match(/`+/g) ?? []).map((run) => run.length)) : 0;
  const ticks = '`'.repeat(longest + 1);
  if (!longest) return ticks;
  return side < 0 ? `${ticks} ` : ` ${ticks}`;
}

/** The Markdown a document writes: what is saved and what the page renders. */
export const toMarkdown = (doc: Node): string => serializer.serialize(doc);

/** A table's caption as the page reads it (decision 0154): a paragraph right under a table (or right over it) that opens
 * with "Table:" (「表：」, 「表格：」). */
const CAPTION = /^(?:Table|表格?)\s*[:：]\s*/i;

/** The top-level paragraphs the page draws as a table's caption: where each starts, its size, its "Table:"'s length, and
 * whether it is under its table. As the server reads them, the line under a table wins over the one above it. */
export function tableCaptions(doc: Node): { at: number; size: number; prefix: number; after: boolean }[] {
  const isTable = (index: number) => index >= 0 && index < doc.childCount && doc.child(index).type.name === 'table';
  const prefixOf = (index: number) => {
    if (index < 0 || index >= doc.childCount) return null;
    const node = doc.child(index);
    if (node.type.name !== 'paragraph' || !node.firstChild?.isText) return null;
    const match = CAPTION.exec(node.firstChild.text ?? '');
    return match && node.textContent.slice(match[0].length).trim() ? match[0].length : null;
  };
  const found: { at: number; size: number; prefix: number; after: boolean }[] = [];
  doc.forEach((node, at, index) => {
    const prefix = prefixOf(index);
    if (prefix === null) return;
    const after = isTable(index - 1);
    // Under a table; or over one whose own line under it is not a caption.
    if (after || (isTable(index + 1) && prefixOf(index + 2) === null)) found.push({ at, size: node.nodeSize, prefix, after });
  });
  return found;
}

/** A first column's key that is a count ("1", "4", "8"), as the page's renderer reads one. */
const NUMBER = /^\d[\d.,:/-]*$/;

/** The top-level tables the page draws as figures (review round 16: the editor drew its last column even): three columns
 * or more, each after the first aligned right, a story's results (`table-figures`, the last column tinted, where things
 * stand now); keyed by a count, a series of measures (`table-keyed`, even). As src/modules/publishing/markdown.ts reads
 * them, so the visual editor draws the classes the page's stylesheet shades. */
export function tableLooks(doc: Node): { at: number; size: number; classes: string }[] {
  const found: { at: number; size: number; classes: string }[] = [];
  doc.forEach((node, at) => {
    if (node.type.name !== 'table' || !node.firstChild) return;
    const head = node.firstChild;
    const aligns: (string | null)[] = [];
    head.forEach((cell) => aligns.push(cell.attrs.align as string | null));
    const figures = aligns.length > 2 && aligns.slice(1).every((align) => align === 'right');
    if (!figures) return;
    const keys: string[] = [];
    node.forEach((row, _offset, index) => {
      if (index > 0 && row.firstChild) keys.push(row.firstChild.textContent.trim());
    });
    const keyed = keys.length > 0 && keys.every((key) => NUMBER.test(key));
    found.push({ at, size: node.nodeSize, classes: keyed ? 'table-figures table-keyed' : 'table-figures' });
  });
  return found;
}
