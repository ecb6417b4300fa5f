// What each button of the Markdown toolbar does to the text: given the text and what is selected, the part to replace,
// what replaces it, and what to select after (the sample words to type over, or what was wrapped). Pure, so the
// editor applies it as one typed edit (one undo step) and the tests read it without a browser.

export type Selection = { text: string; start: number; end: number };
/** Replace `from`..`to` with `insert`, then select `select` (offsets in the new text). */
export type Edit = { from: number; to: number; insert: string; select: [number, number] };

/** Wraps the selection in `mark` (`**`, `*`, `` ` ``), or the sample when nothing is selected; unwraps it when it is already wrapped. */
export function wrap({ text, start, end }: Selection, mark: string, sample: string): Edit {
  const chosen = text.slice(start, end);
  const outside = text.slice(start - mark.length, start) === mark && text.slice(end, end + mark.length) === mark;
  if (chosen && outside)
    return { from: start - mark.length, to: end + mark.length, insert: chosen, select: [start - mark.length, end - mark.length] };
  const words = chosen || sample;
  return { from: start, to: end, insert: `${mark}${words}${mark}`, select: [start + mark.length, start + mark.length + words.length] };
}

/** `[text](https://)`: the selection (or the sample) as the link's text, with the address selected to type over. */
export function link({ text, start, end }: Selection, sample: string): Edit {
  const words = text.slice(start, end) || sample;
  const at = start + words.length + 3;
  return { from: start, to: end, insert: `[${words}](https://)`, select: [at, at + 'https://'.length] };
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const next = text.indexOf('\n', at);
  return next === -1 ? text.length : next;
};

/**
 * Starts each selected line with `prefix` (its number for a numbered list): a heading, a list, a quote. When every
 * selected line already starts so, it takes the prefix away. An empty line gets the sample.
 */
export function prefixLines(selection: Selection, prefix: string | ((index: number) => string), sample: string): Edit {
  const { text, start, end } = selection;
  const from = lineStart(text, start);
  const to = lineEnd(text, end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lines = text.slice(from, to).split('\n');
  const mark = (index: number) => (typeof prefix === 'string' ? prefix : prefix(index));
  const pattern = typeof prefix === 'string' ? null : /^\d+\. /;
  const has = (line: string, index: number) => (pattern ? pattern.test(line) : line.startsWith(mark(index)));
  const undo = lines.every(has);
  const changed = lines.map((line, index) => {
    if (undo) return line.slice(pattern ? (pattern.exec(line)?.[0].length ?? 0) : mark(index).length);
    if (typeof prefix === 'string' && prefix.startsWith('#')) line = line.replace(/^#+ /, '');
    return `${mark(index)}${line || (lines.length === 1 ? sample : '')}`;
  });
  const insert = changed.join('\n');
  // One empty line: the sample selected, to type over; otherwise the lines changed, all selected.
  if (!undo && lines.length === 1 && !lines[0]) return { from, to, insert, select: [from + mark(0).length, from + insert.length] };
  return { from, to, insert, select: [from, from + insert.length] };
}

/**
 * A block (a table, an image, a fenced code block) on lines of its own, with an empty line before and after so it is not
 * read into the paragraph beside it; `select` is the part of the block to select (its offsets in `block`).
 */
export function insertBlock({ text, start, end }: Selection, block: string, select: [number, number]): Edit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const at = start + lead.length;
  return { from: start, to: end, insert: `${lead}${block}${tail}`, select: [at + select[0], at + select[1]] };
}

/** Inline code for a selection within a line; a fenced block for several lines (or none selected on an empty line). */
export function code(selection: Selection, sample: string): Edit {
  const { text, start, end } = selection;
  const chosen = text.slice(start, end);
  if (!chosen.includes('\n') && !(chosen === '' && lineStart(text, start) === start && lineEnd(text, start) === start))
    return wrap(selection, '`', sample);
  const body = chosen || sample;
  return insertBlock(selection, `\`\`\`\n${body}\n\`\`\``, [4, 4 + body.length]);
}

/** A two-column table to fill in, its first heading selected. */
export function table(selection: Selection, column: string, cell: string): Edit {
  const block = `| ${column} 1 | ${column} 2 |\n| --- | --- |\n| ${cell} | ${cell} |`;
  return insertBlock(selection, block, [2, 2 + column.length + 2]);
}

/** An image from the library on its own lines, its description selected to type over. */
export function image(selection: Selection, path: string, alt: string): Edit {
  return insertBlock(selection, `![${alt}](${path})`, [2, 2 + alt.length]);
}

/** The text once the edit is made (what the editor's state becomes). */
export const applied = (text: string, edit: Edit) => text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
