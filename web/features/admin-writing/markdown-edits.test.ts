import { describe, expect, test } from 'bun:test';
import { applied, code, image, link, prefixLines, table, wrap, type Edit, type Selection } from './markdown-edits';

/** The text after the edit, with the selection marked by [ and ] (written as ⟦ ⟧ to stand apart from Markdown's). */
const show = (text: string, edit: Edit) => {
  const after = applied(text, edit);
  return `${after.slice(0, edit.select[0])}⟦${after.slice(edit.select[0], edit.select[1])}⟧${after.slice(edit.select[1])}`;
};
/** A selection written with ⟦ ⟧ around it. */
const at = (marked: string): Selection => {
  const start = marked.indexOf('⟦');
  const end = marked.indexOf('⟧') - 1;
  return { text: marked.replace('⟦', '').replace('⟧', ''), start, end };
};
const run = (marked: string, make: (s: Selection) => Edit) => {
  const s = at(marked);
  return show(s.text, make(s));
};

describe('the toolbar’s edits', () => {
  test('bold wraps the selection, or puts the sample in to type over; again, it unwraps', () => {
    expect(run('We ⟦ship⟧ weekly.', (s) => wrap(s, '**', 'bold text'))).toBe('We **⟦ship⟧** weekly.');
    expect(run('We ⟦⟧ weekly.', (s) => wrap(s, '**', 'bold text'))).toBe('We **⟦bold text⟧** weekly.');
    expect(run('We **⟦ship⟧** weekly.', (s) => wrap(s, '**', 'bold text'))).toBe('We ⟦ship⟧ weekly.');
  });

  test('a link takes the selection as its text and selects the address to type over', () => {
    expect(run('See ⟦our work⟧.', (s) => link(s, 'link text'))).toBe('See [our work](⟦https://⟧).');
  });

  test('a heading, a list, a quote start each selected line; a numbered list counts; again, they come off', () => {
    expect(run('Intro\n⟦Why it matters⟧\nMore', (s) => prefixLines(s, '## ', 'Heading'))).toBe('Intro\n⟦## Why it matters⟧\nMore');
    expect(run('### Old⟦⟧', (s) => prefixLines(s, '## ', 'Heading'))).toBe('⟦## Old⟧');
    // A subheading: a section's heading becomes one, an empty line gets its sample, and again it comes off.
    expect(run('## Why⟦⟧', (s) => prefixLines(s, '### ', 'Subheading'))).toBe('⟦### Why⟧');
    expect(run('Text\n\n⟦⟧', (s) => prefixLines(s, '### ', 'Subheading'))).toBe('Text\n\n### ⟦Subheading⟧');
    expect(run('⟦### Why⟧', (s) => prefixLines(s, '### ', 'Subheading'))).toBe('⟦Why⟧');
    expect(run('⟦one\ntwo⟧', (s) => prefixLines(s, (i) => `${i + 1}. `, 'Item'))).toBe('⟦1. one\n2. two⟧');
    expect(run('⟦1. one\n2. two⟧', (s) => prefixLines(s, (i) => `${i + 1}. `, 'Item'))).toBe('⟦one\ntwo⟧');
    expect(run('⟦- a\n- b⟧', (s) => prefixLines(s, '- ', 'Item'))).toBe('⟦a\nb⟧');
    expect(run('Text\n\n⟦⟧', (s) => prefixLines(s, '> ', 'Quote'))).toBe('Text\n\n> ⟦Quote⟧');
  });

  test('code: inline within a line, a fenced block over lines; a table and an image on lines of their own', () => {
    expect(run('Run ⟦npm ci⟧ first.', (s) => code(s, 'code'))).toBe('Run `⟦npm ci⟧` first.');
    expect(run('Before\n⟦a = 1\nb = 2⟧', (s) => code(s, 'code'))).toBe('Before\n\n```\n⟦a = 1\nb = 2⟧\n```');
    expect(run('Figures:⟦⟧', (s) => table(s, 'Column', 'Text'))).toBe(
      'Figures:\n\n| ⟦Column 1⟧ | Column 2 |\n| --- | --- |\n| Text | Text |',
    );
    expect(run('One.⟦⟧\n\nTwo.', (s) => image(s, '/media/a.png', 'Describe the image'))).toBe(
      'One.\n\n![⟦Describe the image⟧](/media/a.png)\n\nTwo.',
    );
  });
});
