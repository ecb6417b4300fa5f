import { expect, test } from 'bun:test';
import { tagLabel } from './contract/tag-label';

test('a tag reads as a label: a capital first, spaces for hyphens, two-letter acronyms in capitals, Chinese as stored', () => {
  expect(tagLabel('manufacturing')).toBe('Manufacturing');
  expect(tagLabel('small-business')).toBe('Small business');
  expect(tagLabel('ai')).toBe('AI');
  expect(tagLabel('智慧助理')).toBe('智慧助理');
  expect(tagLabel('ai-助理')).toBe('Ai 助理');
  expect(tagLabel('2026')).toBe('2026');
});
