// What a list shows and sends while its changes wait for the page's save: rows in their new order with their marks,
// the count the save bar shows, and the order a save sends once deletes and new entries are through.
import { expect, test } from 'bun:test';
import type { Entry } from './drafts';
import { EMPTY_STAGE, previewOf, reorderIds, rowsOf, stageChanges, withEntry, withMove, withoutEntry, withRestored } from './staged-list';

const entry = (id: number, titleEn: string) => ({ id, titleEn, titleZh: titleEn }) as unknown as Entry;
const STORED = [entry(1, 'A'), entry(2, 'B'), entry(3, 'C')];
const shown = (stage = EMPTY_STAGE) => rowsOf(STORED, stage).map((row) => `${(row.entry as { titleEn: string }).titleEn}:${row.state}`);

test('nothing staged: the stored list as it is, no change to save', () => {
  expect(shown()).toEqual(['A:stored', 'B:stored', 'C:stored']);
  expect(stageChanges(STORED, EMPTY_STAGE)).toBe(0);
});

test('an edit, a new entry and a delete are each one change; the preview leaves the deleted one out', () => {
  let stage = withEntry(EMPTY_STAGE, { ...entry(2, 'B2') }, STORED);
  stage = withEntry(stage, { titleEn: 'D', titleZh: 'D' } as never, STORED);
  stage = withoutEntry(stage, 1);
  expect(shown(stage)).toEqual(['A:removed', 'B2:edited', 'C:stored', 'D:new']);
  expect(stageChanges(STORED, stage)).toBe(3);
  expect(previewOf(STORED, stage).map((e) => (e as unknown as { titleEn: string }).titleEn)).toEqual(['B2', 'C', 'D']);
  expect(stageChanges(STORED, withRestored(stage, 1))).toBe(2);
});

test('an entry edited back to what is stored is no change; a new entry deleted is simply gone', () => {
  const edited = withEntry(EMPTY_STAGE, entry(2, 'B2'), STORED);
  expect(stageChanges(STORED, withEntry(edited, entry(2, 'B'), STORED))).toBe(0);
  const added = withEntry(EMPTY_STAGE, { titleEn: 'D', titleZh: 'D' } as never, STORED);
  const id = added.added[0]!.id;
  expect(id).toBeLessThan(0);
  expect(stageChanges(STORED, withoutEntry(added, id))).toBe(0);
});

test('a move is one change, moved back it is none; a new entry moved up counts as a move', () => {
  const moved = withMove(EMPTY_STAGE, STORED, 0, 1);
  expect(shown(moved)).toEqual(['B:stored', 'A:stored', 'C:stored']);
  expect(stageChanges(STORED, moved)).toBe(1);
  expect(stageChanges(STORED, withMove(moved, STORED, 0, 1))).toBe(0);
  const added = withEntry(EMPTY_STAGE, { titleEn: 'D', titleZh: 'D' } as never, STORED);
  expect(stageChanges(STORED, added)).toBe(1);
  expect(stageChanges(STORED, withMove(added, STORED, 3, 2))).toBe(2);
});

test('the order sent names every entry stored now once: a delete that failed keeps its place, new ones not yet stored are left out', () => {
  let stage = withMove(EMPTY_STAGE, STORED, 2, 1); // A C B
  stage = withoutEntry(stage, 1);
  stage = withEntry(stage, { titleEn: 'D', titleZh: 'D' } as never, STORED);
  // The delete failed (1 still stored), D was not created.
  expect(reorderIds([1, 2, 3], stage)).toEqual([1, 3, 2]);
  // The delete went through.
  expect(reorderIds([2, 3], stage)).toEqual([3, 2]);
});

test('an entry waiting to be deleted keeps its place: a move goes past it, and Undo brings it back where it was', () => {
  let stage = withoutEntry(EMPTY_STAGE, 2); // A B(deleted) C
  expect(shown(stage)).toEqual(['A:stored', 'B:removed', 'C:stored']);
  stage = withMove(stage, STORED, 0, 1); // A down: past B, which stays second
  expect(shown(stage)).toEqual(['C:stored', 'B:removed', 'A:stored']);
  stage = withMove(stage, STORED, 2, 1); // and up again
  expect(shown(stage)).toEqual(['A:stored', 'B:removed', 'C:stored']);
  expect(shown(withRestored(stage, 2))).toEqual(['A:stored', 'B:stored', 'C:stored']);
  // Nothing to move past at an end.
  expect(withMove(withoutEntry(EMPTY_STAGE, 3), STORED, 1, 2)).toEqual(withoutEntry(EMPTY_STAGE, 3));
});
