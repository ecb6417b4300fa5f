// Every content key and every list of a page is reachable from the content tab's navigation, once, in one part.
import { expect, test } from 'bun:test';
import { ALL_LISTS, CONTENT_KEYS, listsOf, SECTIONS, type ListDescriptor } from '../../../src/contract';
import { keysOfPart, PAGE_PARTS } from './parts';

test.each([...SECTIONS])('%s: its parts hold each of its keys and lists exactly once, and end on the search snippet', (section) => {
  const parts = PAGE_PARTS[section];
  expect(parts.flatMap((part) => keysOfPart(section, part)).sort()).toEqual([...CONTENT_KEYS[section]].sort());
  expect(parts.flatMap((part) => (part.list ? [part.list] : [])).sort()).toEqual(
    listsOf(section)
      .map((list) => list.key)
      .sort(),
  );
  expect(new Set(parts.map((part) => part.id)).size).toBe(parts.length);
  expect(parts.at(-1)?.snippet).toBe(true);
  expect(parts.some((part) => part.plans)).toBe(section === 'pricing');
});

test.each(ALL_LISTS.map((list) => [list.key, list] as const))('%s: its part follows the one its descriptor names', (key, list) => {
  const parts = PAGE_PARTS[list.section];
  const { after, heading }: ListDescriptor['part'] = list.part;
  const at = parts.findIndex((part) => part.list === key);
  expect(parts[at - 1]?.id).toBe(after);
  expect(parts[at]?.id).toBe(heading ?? key);
});
