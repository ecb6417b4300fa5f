// The rules of a stylesheet a rendered page can use at first paint: those whose selectors' classes all appear in its
// HTML (a selector list keeps only such selectors), and every rule that names no class (reset, theme variables,
// @font-face, @property), in the sheet's order.
// The whole sheet follows once the app runs (web/main.tsx): it holds these same rules in the same order, so linking it
// after them changes nothing already drawn and brings what appears later (an open menu, a dialog, a checked field).

/** A parsed rule: kept as written, or (a @media / @supports block) kept with the rules inside it that are kept. */
type Node =
  | { kind: 'always'; text: string }
  | { kind: 'keyframes'; name: string; text: string }
  /**
   * `needs`: for each selector of the list (`selectors`), the classes it needs; the rule applies if one selector's are
   * all there, and is kept with those selectors only (`body`: its declarations, braces included).
   */
  | { kind: 'style'; selectors: string[]; needs: string[][]; body: string; text: string }
  | { kind: 'group'; prelude: string; children: Node[] };

const GROUPS = /^@(media|supports|container|layer)\b/;

/** The index after the string that opens at `at` (a quote), escapes included. */
function skipString(css: string, at: number): number {
  const quote = css[at];
  let i = at + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i) - 1;
    else if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error('A stylesheet block is not closed');
}

/** A class name from its escaped spelling in a selector (`sm\:px-6`, `\32 xl\:p-4`). */
const unescapeIdent = (raw: string) =>
  raw.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, e: string) => (/^[0-9a-fA-F]/.test(e) ? String.fromCodePoint(parseInt(e, 16)) : e));

/**
 * The classes a selector needs on the page: those outside any parentheses or brackets. A class inside `:not()`,
 * `:is()`, `:where()` or `:has()` need not be there for the rule to apply, so it is not asked for (the rule is kept).
 */
export function classesNeeded(selector: string): string[] {
  const found: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = skipString(selector, i) - 1;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '.' && depth === 0) {
      const ident = /^(?:[\w-]|[\u0080-\uffff]|\\[0-9a-fA-F]{1,6}\s?|\\[\s\S])+/.exec(selector.slice(i + 1))?.[0] ?? '';
      if (ident) found.push(unescapeIdent(ident));
      i += ident.length;
    }
  }
  return found;
}

/** The selectors of a list, split at its top-level commas. */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = skipString(list, i) - 1;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

export function parseCss(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (i >= css.length) break;
    // The prelude runs to the block's `{`, or to a `;` for a statement (`@import`, `@layer a, b;`).
    let j = i;
    while (j < css.length && css[j] !== '{' && css[j] !== ';')
      j += css[j] === '"' || css[j] === "'" ? skipString(css, j) - j : css[j] === '\\' ? 2 : 1;
    if (css[j] !== '{') {
      nodes.push({ kind: 'always', text: css.slice(i, j + 1) });
      i = j + 1;
      continue;
    }
    const end = blockEnd(css, j);
    const prelude = css.slice(i, j).trim();
    const text = css.slice(i, end + 1);
    if (GROUPS.test(prelude)) nodes.push({ kind: 'group', prelude, children: parseCss(css.slice(j + 1, end)) });
    else if (/^@(-webkit-)?keyframes\s/.test(prelude)) nodes.push({ kind: 'keyframes', name: prelude.split(/\s+/)[1]!, text });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'always', text });
    else {
      const list = selectors(prelude);
      nodes.push({ kind: 'style', selectors: list, needs: list.map(classesNeeded), body: css.slice(j, end + 1), text });
    }
    i = end + 1;
  }
  return nodes;
}

function keep(nodes: Node[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'always') out += node.text;
    else if (node.kind === 'style') {
      // A selector whose classes are not all on the page matches nothing there: a list keeps only the others (the
      // icons' shared rule names every icon of the sheet; a page carries those it shows).
      const used = node.selectors.filter((_, i) => node.needs[i]!.every((c) => classes.has(c)));
      if (used.length === node.selectors.length) out += node.text;
      else if (used.length) out += `${used.join(',')}${node.body}`;
    } else if (node.kind === 'group') {
      const inner = keep(node.children, classes);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/** Keyframes the kept rules animate with, put back where the sheet has them. */
function withKeyframes(nodes: Node[], classes: ReadonlySet<string>, kept: string): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'keyframes') {
      if (new RegExp(`animation(-name)?:[^;}]*(?<![\\w-])${node.name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(kept)) out += node.text;
    } else if (node.kind === 'group') {
      const inner = withKeyframes(node.children, classes, kept);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else out += keep([node], classes);
  }
  return out;
}

/** The classes the HTML's elements carry (`class="…"`, as React writes it). */
export function classesIn(html: string): Set<string> {
  const found = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value!.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>' })[e] ?? "'");
    for (const name of decoded.split(/\s+/)) if (name) found.add(name);
  }
  return found;
}

// A site has one public stylesheet; it is parsed once, then each page (rendered once, then cached) only filters.
const parsed = new Map<string, Node[]>();

/** The part of `css` a page whose elements carry `classes` uses. */
export function cssFor(css: string, classes: ReadonlySet<string>): string {
  let nodes = parsed.get(css);
  if (!nodes) {
    if (parsed.size >= 4) parsed.clear();
    nodes = parseCss(css);
    parsed.set(css, nodes);
  }
  return withKeyframes(nodes, classes, keep(nodes, classes));
}
