// Every content key and every list of a page is reachable from the content tab's navigation, once, in one part.
import { expect, test } from 'bun:test';
import { ALL_LISTS, CONTENT_KEYS, listsOf, SECTIONS, type ListDescriptor } from '../../../src/contract';
import { keysOfPart, PAGE_PARTS, unsavedParts } from './parts';

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

test('a part is dotted unsaved for its own changes alone: a changed list entry, its texts, the plans, the snippet', () => {
  const none = { keys: [], lists: [], plans: false, snippet: false };
  expect(unsavedParts('home', none).size).toBe(0);
  // A list part with an entry changed (its dialog applied, the page not saved yet) is dotted, nothing else is. The side
  // list's old one-line test read `(list && changed) || plans ? plans changed : …`, so such a part went undotted.
  for (const section of SECTIONS) {
    for (const part of PAGE_PARTS[section].filter((p) => p.list)) {
      expect([...unsavedParts(section, { ...none, lists: [part.list!] })]).toEqual([part.id]);
    }
  }
  const plans = PAGE_PARTS.pricing.find((part) => part.plans)!;
  expect([...unsavedParts('pricing', { ...none, plans: true })]).toEqual([plans.id]);
  expect([...unsavedParts('home', { ...none, snippet: true })]).toEqual(['snippet']);
  const hero = keysOfPart('home', PAGE_PARTS.home[0]!)[0]!;
  expect([...unsavedParts('home', { ...none, keys: [hero] })]).toEqual([PAGE_PARTS.home[0]!.id]);
  // A heading over its list: its texts changed dot it too.
  const headed = SECTIONS.flatMap((section) => PAGE_PARTS[section].filter((p) => p.list && p.group).map((p) => [section, p] as const))[0];
  if (headed) expect(unsavedParts(headed[0], { ...none, keys: keysOfPart(headed[0], headed[1]).slice(0, 1) }).has(headed[1].id)).toBe(true);
});
