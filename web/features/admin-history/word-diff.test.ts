// A history's comparison marks the words that changed within a line, in English and in Chinese, and keeps each side whole.
import { expect, test } from 'bun:test';
import { lineChanges, tokens, wordDiff } from './word-diff';

const marked = (pieces: { text: string; kind: string }[]) =>
  pieces.map((p) => (p.kind === 'same' ? p.text : p.kind === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`)).join('');

test('one word replaced in a sentence: the old word struck on the old side, the new word marked on the new side', () => {
  const { before, after } = wordDiff('We build fast software.', 'We build reliable software.');
  expect(marked(before)).toBe('We build [-fast-] software.');
  expect(marked(after)).toBe('We build {+reliable+} software.');
});

test('each side reads as its whole text again', () => {
  const old = 'Two plans, one price: 399 a month.';
  const now = 'Three plans and one price — 409 a month!';
  const { before, after } = wordDiff(old, now);
  expect(before.map((p) => p.text).join('')).toBe(old);
  expect(after.map((p) => p.text).join('')).toBe(now);
  expect(before.every((p) => p.kind !== 'added')).toBe(true);
  expect(after.every((p) => p.kind !== 'removed')).toBe(true);
});

test('Chinese is compared character by character; neighbouring changed words read as one phrase', () => {
  const { before, after } = wordDiff('我們打造快速的軟體', '我們打造可靠的軟體');
  expect(marked(before)).toBe('我們打造[-快速-]的軟體');
  expect(marked(after)).toBe('我們打造{+可靠+}的軟體');
  expect(marked(wordDiff('a red big house', 'a blue small house').after)).toBe('a {+blue small+} house');
});

test('words, numbers and a Han character are tokens; a long text past the limit is all changed, not compared', () => {
  expect(tokens("It's 29.99, 中文")).toEqual(["It's", ' ', '29.99', ',', ' ', '中', '文']);
  const long = 'word '.repeat(600);
  expect(wordDiff(long, `${long}x`).after).toEqual([{ text: `${long}x`, kind: 'added' }]);
});

test('lists line by line: the lines kept, and each changed line beside the one that took its place', () => {
  const { same, rows } = lineChanges(['A', 'B by email', 'C', 'D'], ['A', 'B within a day', 'C', 'E', 'D']);
  expect(same).toEqual(['A', 'C', 'D']);
  expect(rows).toEqual([{ before: 'B by email', after: 'B within a day' }, { after: 'E' }]);
  expect(lineChanges(['A', 'B'], ['B'])).toEqual({ same: ['B'], rows: [{ before: 'A' }] });
});
