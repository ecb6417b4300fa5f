import { expect, test } from 'bun:test';
import { leadingFacts, tableStats } from './story-facts';

test('a story opening on a list of bold terms gives them as its facts, and its text without them (decision 0163)', () => {
  expect(leadingFacts('- **Duration:** 14 weeks\n- **Team**: 3 people\n\n## The challenge\n\nWords.')).toEqual({
    facts: [
      { term: 'Duration', detail: '14 weeks' },
      { term: 'Team', detail: '3 people' },
    ],
    rest: '## The challenge\n\nWords.',
  });
  expect(leadingFacts('- **工期：**14 週\n- **平台：**網頁系統').facts).toEqual([
    { term: '工期', detail: '14 週' },
    { term: '平台', detail: '網頁系統' },
  ]);
});

test('any other opening is text: a plain list, a list with one plain item, a paragraph', () => {
  for (const body of ['- one\n- two\n\nWords.', '- **Duration:** 14 weeks\n- two\n\nWords.', 'Words **bold:** here.', '## Heading'])
    expect(leadingFacts(body)).toEqual({ facts: [], rest: body });
});

test("a story's results table gives the figures its rows end on, at most two; no table, none (decision 0172)", () => {
  const table =
    '## Results\n\n| Measure | Before | After |\n|:--|--:|--:|\n| Days to ship | 10 days | 6 days |\n| Orders online | None | All |\n| Re-planning a week | 12 hours | 3 hours |\n| Calls | 90 | 30 |\n\nAfter.';
  expect(tableStats(table)).toEqual([
    { label: 'Days to ship', value: '6 days' },
    { label: 'Re-planning a week', value: '3 hours' },
  ]);
  expect(tableStats('No table here.\n\n| a | b |\n|--|--|\n| x | 1 |')).toEqual([]);
});
