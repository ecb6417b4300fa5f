import { expect, test } from 'bun:test';
import { firstSentence } from './first-sentence';

test('firstSentence: English and Chinese stops, a single sentence kept whole', () => {
  expect(firstSentence('One. Two.')).toBe('One.');
  expect(firstSentence('台中的工廠過去用試算表。現在即時掌握。')).toBe('台中的工廠過去用試算表。');
  expect(firstSentence('Cut planning from days to minutes: 40% less production time.')).toBe(
    'Cut planning from days to minutes: 40% less production time.',
  );
  expect(firstSentence('Version 2.5 shipped. Then more.')).toBe('Version 2.5 shipped.');
});

test('firstSentence: a lower-case word after a stop (e.g. ...) does not end the sentence', () => {
  expect(firstSentence('Tools for shops, e.g. order tracking. Then more.')).toBe('Tools for shops, e.g. order tracking.');
  expect(firstSentence('Ships as v2. we promise. Yes.')).toBe('Ships as v2. we promise.');
  expect(firstSentence('Is it fast? Very.')).toBe('Is it fast?');
});
