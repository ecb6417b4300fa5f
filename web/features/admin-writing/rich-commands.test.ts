// The visual editor's headings: the toolbar's H2 and H3 (and Ctrl/⌘ + Alt + 2 or 3) make a line that level of heading,
// turn one level into the other, and on a heading of their own level give the paragraph back; the caret's place says
// which is on.
import { expect, test } from 'bun:test';
import { EditorState, TextSelection } from 'prosemirror-state';
import { activeTools, toggleHeading } from './rich-commands';
import { fromMarkdown, toMarkdown } from './rich-markdown';

const at = (markdown: string) => {
  const state = EditorState.create({ doc: fromMarkdown(markdown) });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, 2)));
};
const press = (state: EditorState, level: 2 | 3) => {
  let next = state;
  toggleHeading(level)(state, (tr) => {
    next = state.apply(tr);
  });
  return next;
};

test('H3 makes a subheading, from a paragraph or a section heading; pressed again, a paragraph', () => {
  const sub = press(at('Why it matters'), 3);
  expect(toMarkdown(sub.doc).trim()).toBe('### Why it matters');
  expect(activeTools(sub)).toMatchObject({ heading: false, subheading: true });
  expect(toMarkdown(press(at('## Why it matters'), 3).doc).trim()).toBe('### Why it matters');
  expect(toMarkdown(press(sub, 3).doc).trim()).toBe('Why it matters');
});

test('H2 makes a section heading of a subheading, and is on there', () => {
  const section = press(at('### Why it matters'), 2);
  expect(toMarkdown(section.doc).trim()).toBe('## Why it matters');
  expect(activeTools(section)).toMatchObject({ heading: true, subheading: false });
});
