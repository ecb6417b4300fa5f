// The preview follows the text: its title and cover go by as the window comes to the text, then it keeps to the text
// heading by heading, however long the sections before are in each; without matching headings it follows evenly.
import { expect, test } from 'bun:test';
import { followingScroll, type TextPlace } from './read-through';

// A page whose text starts 400 px down (after its title and cover), with headings at 500 and 2000.
const pane = { height: 3000, client: 600, body: 400, headings: [500, 2000] };
// A text whose top is 300 px below the reading line with the window at the page's top.
const text = { start: -300, height: 3000, headings: [200, 1500] };

test('at a heading in the text, the preview holds the same heading as far down its pane as the line is down the window', () => {
  // The text's first section is long, the preview's short: an even follow would be far off.
  expect(followingScroll({ ...text, ratio: 0.5, at: 1500 }, pane)).toBe(2000 - 0.5 * 600);
  expect(followingScroll({ ...text, ratio: 0.1, at: 200 }, pane)).toBe(500 - 0.1 * 600);
});

test('between two headings it moves in step with the text', () => {
  // Halfway from the first heading to the second in the text is halfway between them in the page.
  expect(followingScroll({ ...text, ratio: 0.4, at: 850 }, pane)).toBe(500 + 0.5 * 1500 - 0.4 * 600);
});

test('with the window at the top the preview shows its title; as the window comes to the text, the page comes to its text', () => {
  expect(followingScroll({ ...text, ratio: 0, at: -300 }, pane)).toBe(0);
  expect(followingScroll({ ...text, ratio: 0, at: -150 }, pane)).toBe(200);
  expect(followingScroll({ ...text, ratio: 0, at: 0 }, pane)).toBe(400);
});

test('at the end the preview is at its end', () => {
  expect(followingScroll({ ...text, ratio: 1, at: 3000 }, pane)).toBe(2400);
});

test('when the headings differ in number, or there are none, it follows evenly after the title', () => {
  const even = (place: TextPlace) => followingScroll(place, pane);
  expect(even({ ...text, headings: [200], ratio: 0.5, at: 1500 })).toBe(400 + 0.5 * 2600 - 0.5 * 600);
  expect(even({ ...text, headings: [], ratio: 0.5, at: 1500 })).toBe(1400);
  // A page shorter than its pane never scrolls.
  expect(followingScroll({ ...text, ratio: 0.5, at: 1500 }, { height: 500, client: 600, body: 100, headings: [] })).toBe(0);
});
