// The preview follows the text heading by heading: where the writer reads a heading, the preview shows the same one,
// however long the sections before it are in each; without matching headings it follows evenly.
import { expect, test } from 'bun:test';
import { followingScroll, type TextPlace } from './read-through';

const pane = { height: 3000, client: 600, headings: [100, 2000] };

test('at a heading in the text, the preview holds the same heading as far down its pane as the line is down the window', () => {
  // The text's first section is long, the preview's short: an even follow would be far off.
  const place: TextPlace = { ratio: 0.5, at: 1500, height: 3000, headings: [200, 1500] };
  expect(followingScroll(place, pane)).toBe(2000 - 0.5 * 600);
  expect(followingScroll({ ...place, ratio: 0.1, at: 200 }, pane)).toBe(100 - 0.1 * 600);
});

test('between two headings it moves in step with the text', () => {
  const place: TextPlace = { ratio: 0.4, at: 850, height: 3000, headings: [200, 1500] };
  // Halfway from the first heading to the second in the text is halfway between them in the page.
  expect(followingScroll(place, pane)).toBe(100 + 0.5 * 1900 - 0.4 * 600);
});

test('at the start and the end, the preview is at its start and its end', () => {
  const headings = [200, 1500];
  expect(followingScroll({ ratio: 0, at: 0, height: 3000, headings }, pane)).toBe(0);
  expect(followingScroll({ ratio: 1, at: 3000, height: 3000, headings }, pane)).toBe(2400);
});

test('when the headings differ in number, or there are none, it follows evenly', () => {
  const even = (place: TextPlace) => followingScroll(place, pane);
  expect(even({ ratio: 0.5, at: 1500, height: 3000, headings: [200] })).toBe(1200);
  expect(even({ ratio: 0.5, at: 1500, height: 3000, headings: [] })).toBe(1200);
  expect(followingScroll({ ratio: 0.5, at: 1500, height: 3000, headings: [] }, { height: 500, client: 600, headings: [] })).toBe(0);
});
