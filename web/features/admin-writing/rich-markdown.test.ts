// The visual editor draws a table's "Table: …" line as its caption (review round 15), found as the page finds it.
import { expect, test } from 'bun:test';
import { fromMarkdown, tableCaptions, tableLooks, toMarkdown } from './rich-markdown';

const TABLE = '| Week | Hours |\n| --- | ---: |\n| 1 | 12 |';

test('a "Table:" line under a table is its caption, set over it as the page draws it, its prefix measured', () => {
  const markdown = `Before.\n\n${TABLE}\n\nTable: Hours saved each week\n\nAfter.`;
  const doc = fromMarkdown(markdown);
  const found = tableCaptions(doc);
  expect(found.length).toBe(1);
  expect(found[0]!.after).toBe(false);
  expect(found[0]!.prefix).toBe('Table: '.length);
  expect(doc.nodeAt(found[0]!.at)!.textContent).toBe('Table: Hours saved each week');
  expect(toMarkdown(doc)).toContain('Before.\n\nTable: Hours saved each week\n\n| Week');
  expect(toMarkdown(doc)).toContain('|\n\nAfter.');
});

test('over a table when none is under it, in Chinese too; an empty one, or one apart from a table, is a paragraph', () => {
  expect(tableCaptions(fromMarkdown(`表格：每週節省的時數\n\n${TABLE}`)).map((c) => c.after)).toEqual([false]);
  // Both: the one under is the caption (as the server reads it), set over; the other stays a paragraph above it.
  const both = fromMarkdown(`Table: over\n\n${TABLE}\n\nTable: under`);
  expect(tableCaptions(both).map((c) => both.nodeAt(c.at)!.textContent)).toEqual(['Table: under']);
  expect(tableCaptions(fromMarkdown(`${TABLE}\n\nTable:`))).toEqual([]);
  expect(tableCaptions(fromMarkdown('Table: not by a table\n\nA paragraph.'))).toEqual([]);
});

test('a table of results is drawn as the page draws figures (its last column tinted); one keyed by a count stays even', () => {
  const results = '| Step | Before | After |\n| --- | ---: | ---: |\n| Planning | 6 hours | 1 hour |';
  expect(tableLooks(fromMarkdown(results)).map((t) => t.classes)).toEqual(['table-figures']);
  const weeks = '| Week | Caught | Saved |\n| --- | ---: | ---: |\n| 1 | 6 | 3 |\n| 4 | 11 | 7 |';
  expect(tableLooks(fromMarkdown(weeks)).map((t) => t.classes)).toEqual(['table-figures table-keyed']);
  expect(tableLooks(fromMarkdown(TABLE))).toEqual([]);
  expect(tableLooks(fromMarkdown('| A | B | C |\n| --- | --- | ---: |\n| x | y | 1 |'))).toEqual([]);
});

test('emphasis beside Chinese punctuation is bold in the editor as on the page, and written back the same', () => {
  for (const source of ['**工期：**14 週', '「**重點：**說明」']) {
    const doc = fromMarkdown(source);
    expect(doc.textContent).not.toContain('**');
    expect(doc.firstChild!.content.content.some((node) => node.marks.some((mark) => mark.type.name === 'strong'))).toBe(true);
    expect(toMarkdown(doc)).toBe(source);
  }
});

test('in English the visual editor shows the curly quotes the page shows, code as typed; Chinese keeps its own', () => {
  const source = 'He said "fine" -- it\'s `a "b"` done\n\n```\nx = "y"\n```\n\n## What "from the order" means\n';
  // Written back curly (the page shows the same); the dash stays as typed; code keeps its straight quotes.
  expect(toMarkdown(fromMarkdown(source, 'en'))).toBe(
    'He said “fine” -- it’s `a "b"` done\n\n```\nx = "y"\n```\n\n## What “from the order” means',
  );
  // Chinese: no quote guessed between Han characters; 「」 as typed.
  expect(toMarkdown(fromMarkdown('他說"你好"，也說\'可以\'「好」', 'zh'))).toBe('他說"你好"，也說\'可以\'「好」');
  // Without a language (a paste's default, the tests' texts) the text is read as typed.
  expect(toMarkdown(fromMarkdown('"x"'))).toBe('"x"');
});
