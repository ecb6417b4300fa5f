// What the visual editor's toolbar, keys and typing do to its document (decision 0103): each button toggles (a second
// press undoes it) and says whether it is on where the caret is; Markdown's own signs typed at a line's start make the
// block (`## `, `- `, `1. `, `> `, three backticks), as in Ghost or Notion; Tab and Enter move through a table's cells.
import { baseKeymap, chainCommands, exitCode, lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { InputRule, inputRules, textblockTypeInputRule, wrappingInputRule } from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, Node, NodeType, ResolvedPos } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { type Command, type EditorState, type Plugin, TextSelection, type Transaction } from 'prosemirror-state';
import type { Lang } from '../../../src/contract';
import { richSchema as schema } from './rich-markdown';

const { nodes, marks } = schema;

/** The nearest block around the caret of `type`, with its depth; null when there is none. */
function around(state: EditorState, type: NodeType): { node: Node; depth: number } | null {
  const $from = state.selection.$from;
  for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type === type) return { node: $from.node(depth), depth };
  return null;
}

/** The innermost list the caret is in. */
function innermostList($from: ResolvedPos): NodeType | null {
  for (let depth = $from.depth; depth > 0; depth--) {
    const type = $from.node(depth).type;
    if (type === nodes.bullet_list || type === nodes.ordered_list) return type;
  }
  return null;
}

export function markOn(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** Which of the toolbar's buttons are on where the caret is. */
export function activeTools(state: EditorState) {
  const parent = state.selection.$from.parent;
  const list = innermostList(state.selection.$from);
  return {
    heading: parent.type === nodes.heading && parent.attrs.level !== 3,
    subheading: parent.type === nodes.heading && parent.attrs.level === 3,
    bold: markOn(state, marks.strong),
    italic: markOn(state, marks.em),
    link: markOn(state, marks.link),
    bullets: list === nodes.bullet_list,
    numbers: list === nodes.ordered_list,
    quote: around(state, nodes.blockquote) !== null,
    code: parent.type === nodes.code_block || markOn(state, marks.code),
  };
}
export type ActiveTools = ReturnType<typeof activeTools>;

/** A heading of `level` (2 a section, 3 a part of one), or back to a paragraph when it is one already. */
export const toggleHeading =
  (level: 2 | 3 = 2): Command =>
  (state, dispatch) => {
    const parent = state.selection.$from.parent;
    // `#` is drawn as a section's heading too (the page's one <h1> is its title): it counts as level 2.
    const same = parent.type === nodes.heading && (parent.attrs.level === 3) === (level === 3);
    return same ? setBlockType(nodes.paragraph)(state, dispatch) : setBlockType(nodes.heading, { level })(state, dispatch);
  };

/** A list of `type`; the other kind of list becomes this kind; this kind is taken away. */
export const toggleList =
  (type: NodeType): Command =>
  (state, dispatch) => {
    const $from = state.selection.$from;
    const current = innermostList($from);
    if (current === type) return liftListItem(nodes.list_item)(state, dispatch);
    if (current) {
      for (let depth = $from.depth; depth > 0; depth--)
        if ($from.node(depth).type === current) {
          dispatch?.(state.tr.setNodeMarkup($from.before(depth), type, type === nodes.ordered_list ? { order: 1 } : {}));
          return true;
        }
    }
    return wrapInList(type)(state, dispatch);
  };

export const toggleQuote: Command = (state, dispatch) =>
  around(state, nodes.blockquote) ? lift(state, dispatch) : wrapIn(nodes.blockquote)(state, dispatch);

/** Code: a block of it on an empty line or across lines; within a line, the words as code. */
export const toggleCode: Command = (state, dispatch) => {
  const { $from, $to, empty } = state.selection;
  if ($from.parent.type === nodes.code_block) return setBlockType(nodes.paragraph)(state, dispatch);
  const wholeLine = empty && $from.parent.content.size === 0;
  if (wholeLine || !$from.sameParent($to)) return setBlockType(nodes.code_block)(state, dispatch);
  return toggleMark(marks.code)(state, dispatch);
};

/** Bold and italic, with a sample to type over when nothing is selected and the caret is between words. */
export const toggle = (type: MarkType): Command => toggleMark(type);

/** The words selected made a link to `href`; with nothing selected, `words` put in as the link. */
export const setLink =
  (href: string, words: string): Command =>
  (state, dispatch) => {
    const { from, to, empty } = state.selection;
    const mark = marks.link.create({ href });
    if (!dispatch) return true;
    if (empty) {
      const range = linkRange(state);
      if (range) {
        dispatch(state.tr.removeMark(range.from, range.to, marks.link).addMark(range.from, range.to, mark));
        return true;
      }
      const tr = state.tr.insertText(words, from);
      tr.addMark(from, from + words.length, mark).setSelection(TextSelection.create(tr.doc, from, from + words.length));
      dispatch(tr.scrollIntoView());
      return true;
    }
    dispatch(state.tr.removeMark(from, to, marks.link).addMark(from, to, mark).scrollIntoView());
    return true;
  };

/** The link around the caret (or the selection): its range and address. */
export function linkRange(state: EditorState): { from: number; to: number; href: string } | null {
  const { $from, from, to, empty } = state.selection;
  if (!empty) {
    let found: string | null = null;
    state.doc.nodesBetween(from, to, (node) => {
      const link = marks.link.isInSet(node.marks);
      if (link) found = link.attrs.href;
    });
    return found === null ? null : { from, to, href: found };
  }
  const parent = $from.parent;
  const index = $from.index();
  const link = marks.link.isInSet((parent.maybeChild(index) ?? parent.maybeChild(index - 1))?.marks ?? []);
  if (!link) return null;
  // Out from the caret as far as the same link goes.
  let start = $from.start();
  let end = start;
  let inside = false;
  let pos = $from.start();
  let result: { from: number; to: number } | null = null;
  parent.forEach((child) => {
    const childEnd = pos + child.nodeSize;
    if (link.isInSet(child.marks)) {
      if (!inside) start = pos;
      inside = true;
      end = childEnd;
    } else {
      if (inside && $from.pos >= start && $from.pos <= end) result = { from: start, to: end };
      inside = false;
    }
    pos = childEnd;
  });
  if (inside && $from.pos >= start && $from.pos <= end) result = { from: start, to: end };
  return result ? { ...(result as { from: number; to: number }), href: link.attrs.href } : null;
}

export const removeLink: Command = (state, dispatch) => {
  const range = linkRange(state);
  if (!range) return false;
  dispatch?.(state.tr.removeMark(range.from, range.to, marks.link));
  return true;
};

/** A block put in where the caret is, with a paragraph after it when it would otherwise end the text. */
function insertBlock(
  state: EditorState,
  block: Node,
  dispatch: ((tr: Transaction) => void) | undefined,
  select?: (start: number) => [number, number],
) {
  if (!dispatch) return true;
  const tr = state.tr.replaceSelectionWith(block);
  // Where it landed: the node itself, found in the new document.
  let start = -1;
  tr.doc.descendants((node, pos) => {
    if (node === block) start = pos;
    return start < 0;
  });
  if (start < 0) {
    dispatch(tr.scrollIntoView());
    return true;
  }
  const end = start + block.nodeSize;
  if (end === tr.doc.content.size) tr.insert(end, nodes.paragraph.create());
  tr.setSelection(
    select ? TextSelection.create(tr.doc, ...select(start)) : TextSelection.near(tr.doc.resolve(Math.min(end + 1, tr.doc.content.size))),
  );
  dispatch(tr.scrollIntoView());
  return true;
}

/** A table of two columns, their headings to type over, and one row. */
export const insertTable =
  (column: string): Command =>
  (state, dispatch) => {
    const cell = (header: boolean, text: string) => nodes.table_cell.create({ header }, text ? schema.text(text) : null);
    const table = nodes.table.create(null, [
      nodes.table_row.create(null, [cell(true, `${column} 1`), cell(true, `${column} 2`)]),
      nodes.table_row.create(null, [cell(false, ''), cell(false, '')]),
    ]);
    // Its first heading selected, to type over.
    return insertBlock(state, table, dispatch, (start) => [start + 3, start + 3 + `${column} 1`.length]);
  };

/** An image of the library where the caret is, on its own line. */
export const insertImage =
  (src: string, alt: string): Command =>
  (state, dispatch) =>
    insertBlock(state, nodes.paragraph.create(null, nodes.image.create({ src, alt })), dispatch);

/** In a table: to the next cell (or the one before); past the last, a new row. */
const moveCell =
  (step: 1 | -1, downward = false): Command =>
  (state, dispatch) => {
    const cell = around(state, nodes.table_cell);
    const table = around(state, nodes.table);
    if (!cell || !table) return false;
    const $from = state.selection.$from;
    const tableStart = $from.start(table.depth);
    const rows: number[][] = [];
    table.node.forEach((row, rowOffset) => {
      const cells: number[] = [];
      row.forEach((_cell, cellOffset) => cells.push(tableStart + rowOffset + 1 + cellOffset + 1));
      rows.push(cells);
    });
    const here = $from.start(cell.depth);
    const r = rows.findIndex((cells) => cells.includes(here));
    const c = rows[r]!.indexOf(here);
    const flat = rows.flat();
    let target: number | undefined;
    if (downward) target = rows[r + 1]?.[c];
    else target = flat[flat.indexOf(here) + step];
    if (target === undefined) {
      if (step < 0) return false;
      // Past the last cell: a new row, the caret in its first cell (or the same column going down).
      if (!dispatch) return true;
      const row = nodes.table_row.create(
        null,
        rows[0]!.map(() => nodes.table_cell.create({ header: false })),
      );
      const end = tableStart + table.node.content.size;
      const tr = state.tr.insert(end, row);
      tr.setSelection(TextSelection.create(tr.doc, end + 2 + (downward ? c * 2 : 0)));
      dispatch(tr.scrollIntoView());
      return true;
    }
    if (dispatch) {
      const tr = state.tr.setSelection(TextSelection.create(state.doc, target, target + state.doc.resolve(target).parent.content.size));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };

/** Markdown's signs at a line's start make their block, as the writer already knows them. */
function markdownShortcuts(): Plugin {
  return inputRules({
    rules: [
      textblockTypeInputRule(/^(#{1,3})\s$/, nodes.heading, (match) => ({ level: Math.max(2, match[1]!.length) })),
      wrappingInputRule(/^\s*>\s$/, nodes.blockquote),
      wrappingInputRule(/^\s*([-+*])\s$/, nodes.bullet_list, (match) => ({ bullet: match[1] === '*' ? '*' : '-' })),
      wrappingInputRule(
        /^(\d+)\.\s$/,
        nodes.ordered_list,
        (match) => ({ order: Number(match[1]) }),
        (match, node) => node.childCount + node.attrs.order === Number(match[1]),
      ),
      textblockTypeInputRule(/^```$/, nodes.code_block),
      new InputRule(/^(?:---|\*\*\*)$/, (state, _match, start, end) =>
        state.tr.replaceRangeWith(start - 1, end, nodes.horizontal_rule.create()).scrollIntoView(),
      ),
    ],
  });
}

/** What an opening quote follows: the line's start, a space, a bracket or another quote. */
const OPENS = `(?:^|[\\s{[(<'"\u2018\u201C])`;

/** In English a quote typed is the curly one the page shows, opening or closing by what it follows; not in code. */
function curlyQuotes(): Plugin {
  const rule = (match: string, quote: string) => new InputRule(new RegExp(match), quote, { inCodeMark: false });
  return inputRules({
    rules: [rule(`${OPENS}(")$`, '“'), rule('"$', '”'), rule(`${OPENS}(')$`, '‘'), rule("'$", '’')],
  });
}

/** The editor's keys, typing rules and history. `onLink` opens the link box (Ctrl/⌘ + K); in English (`lang`), typed
 * quotes are curly. */
export function richPlugins(onLink: () => void, lang?: Lang): Plugin[] {
  const item = nodes.list_item;
  return [
    markdownShortcuts(),
    ...(lang === 'en' ? [curlyQuotes()] : []),
    keymap({
      'Mod-z': undo,
      'Shift-Mod-z': redo,
      'Mod-y': redo,
      'Mod-b': toggleMark(marks.strong),
      'Mod-i': toggleMark(marks.em),
      'Mod-e': toggleMark(marks.code),
      // As in Google Docs and Word: Ctrl/⌘ + Alt and the heading's level.
      'Mod-Alt-2': toggleHeading(2),
      'Mod-Alt-3': toggleHeading(3),
      'Mod-k': () => {
        onLink();
        return true;
      },
      Tab: chainCommands(moveCell(1), sinkListItem(item)),
      'Shift-Tab': chainCommands(moveCell(-1), liftListItem(item)),
      Enter: chainCommands(moveCell(1, true), splitListItem(item)),
      'Shift-Enter': chainCommands(exitCode, (state, dispatch) => {
        if (around(state, nodes.table_cell)) return true;
        dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
        return true;
      }),
      'Mod-Enter': exitCode,
    }),
    keymap(baseKeymap),
    history(),
  ];
}
