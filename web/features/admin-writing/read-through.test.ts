// The preview follows the text: its title and cover go by as the window comes to the text, then it keeps to the text
// heading by heading, however long the sections before are in each; without matching headings it follows evenly.
import { expect, test } from 'bun:test';
import { followingScroll, type TextPlace } from './read-through';

// A page whose text starts 400 px down (after its title and cover), with headings at 500 and 2000.
const pane = { height: 3000, client: 600, body: 400, headings: [500, 2000] };
// A text whose top is 300 px below the reading line with the window at the page's top.
const text = { start: -300, height: 3000, headings: [200, 1500] };
// With the reading line at the window's top, the point it reads shows this far down the pane.
const LEAD = 16;

test('at a heading in the text, the preview holds the same heading as far down its pane as the line is down the window', () => {
  // The text's first section is long, the preview's short: an even follow would be far off.
  expect(followingScroll({ ...text, ratio: 0.5, at: 1500 }, pane)).toBe(2000 - 0.5 * 600 - 0.5 * LEAD);
  expect(followingScroll({ ...text, ratio: 0.1, at: 200 }, pane)).toBe(500 - 0.1 * 600 - 0.9 * LEAD);
});

test('between two headings it moves in step with the text', () => {
  // Halfway from the first heading to the second in the text is halfway between them in the page.
  expect(followingScroll({ ...text, ratio: 0.4, at: 850 }, pane)).toBe(500 + 0.5 * 1500 - 0.4 * 600 - 0.6 * LEAD);
});

test('with the window at the top the preview shows its title; as the window comes to the text, the page comes to its text', () => {
  expect(followingScroll({ ...text, ratio: 0, at: -300 }, pane)).toBe(0);
  expect(followingScroll({ ...text, ratio: 0, at: -150 }, pane)).toBe(200 - LEAD);
  expect(followingScroll({ ...text, ratio: 0, at: 0 }, pane)).toBe(400 - LEAD);
});

test('at the end the preview is at its end', () => {
  expect(followingScroll({ ...text, ratio: 1, at: 3000 }, pane)).toBe(2400);
});

test('when the headings differ in number, or there are none, it follows evenly after the title', () => {
  const even = (place: TextPlace) => followingScroll(place, pane);
  expect(even({ ...text, headings: [200], ratio: 0.5, at: 1500 })).toBe(400 + 0.5 * 2600 - 0.5 * 600 - 0.5 * LEAD);
  expect(even({ ...text, headings: [], ratio: 0.5, at: 1500 })).toBe(1400 - 0.5 * LEAD);
  // A page shorter than its pane never scrolls.
  expect(followingScroll({ ...text, ratio: 0.5, at: 1500 }, { height: 500, client: 600, body: 100, headings: [] })).toBe(0);
});

test('block by block: a paragraph at the top of the text is at the top of the preview', () => {
  // Blocks paired by their source lines: the text's blocks at 0, 200, 900, the page's at 400, 450, 700 (its first
  // block at the body's top). The reading line at the window's top on the third block shows it at the pane's top.
  const blocks = { ...text, headings: [0, 200, 900] };
  const page = { ...pane, headings: [400, 450, 700] };
  expect(followingScroll({ ...blocks, ratio: 0, at: 900 }, page)).toBe(700 - LEAD);
  // Halfway through the second block, halfway through the page's.
  expect(followingScroll({ ...blocks, ratio: 0, at: 550 }, page)).toBe(575 - LEAD);
});
