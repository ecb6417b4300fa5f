// Markdown's signs told apart from its words for the text box's quieter drawing: every character kept, in order (the
// drawing lies exactly under the box's text), and each sign marked as one.
import { expect, test } from 'bun:test';
import { markdownRuns, type Run } from './markdown-marks';

const joined = (runs: Run[]) => runs.map((run) => run.text).join('');
const signs = (runs: Run[]) => runs.filter((run) => run.mark === 'sign').map((run) => run.text);
const marked = (runs: Run[], mark: Run['mark']) => runs.filter((run) => run.mark === mark).map((run) => run.text);

const SAMPLE = [
  '## A typical month',
  '',
  'Clients ask **why** a *finished* system needs `care`, see [plans](/pricing).',
  '',
  '- Security updates',
  '1. Backups restored',
  '> A quote',
  '- [x] done',
  '',
  '![The board](/media/abc.webp)',
  '',
  '| Measure | Before |',
  '|:--|--:|',
  '| Hours | 12 |',
  '',
  '```ts',
  'const a = 1 * 2;',
  '```',
  '## 一個典型的月份',
  '這是**重點**。',
  '',
].join('\n');

test('every character is kept, in order, whatever the text', () => {
  for (const text of [SAMPLE, '', '\n\n', '**unclosed', '[half](', '`', '| a |', '#no space', '***', 'a_b_c snake_case']) {
    expect(joined(markdownRuns(text))).toBe(text);
  }
});

test('signs are told from words: headings, lists, quotes, emphasis, code, links, images, tables, fences', () => {
  const runs = markdownRuns(SAMPLE);
  expect(marked(runs, 'heading')).toEqual(['A typical month', '一個典型的月份']);
  expect(marked(runs, 'link')).toEqual(['plans']);
  expect(marked(runs, 'code')).toEqual(['care', 'const a = 1 * 2;']);
  expect(signs(runs)).toEqual([
    '## ',
    '**',
    '**',
    '*',
    '*',
    '`',
    '`',
    '[',
    '](/pricing)',
    '- ',
    '1. ',
    '> ',
    '- [x] ',
    '![',
    '](/media/abc.webp)',
    '|',
    '|',
    '|',
    '|:--|--:|',
    '|',
    '|',
    '|',
    '```ts',
    '```',
    '## ',
    '**',
    '**',
  ]);
});

test('words that only look like signs stay words: a star in a sum, underscores inside a name', () => {
  const runs = markdownRuns('2 * 3 is six, snake_case_name stays');
  expect(signs(runs)).toEqual([]);
});
