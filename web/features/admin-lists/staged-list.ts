// A list's changes waiting for the content tab's one "Save Changes": entries edited, added and deleted, and the order
// they were moved into. Nothing here is sent; `rowsOf` says what the list shows meanwhile, `planOf` what a save sends.
import { sameDraft, type Draft, type Entry } from './drafts';
import type { FieldErrors } from './validate-entry';

export type Stage = {
  /** Stored entries changed in their form: the whole entry as it will be sent (PUT replaces it). */
  edits: Record<number, Entry>;
  /** New entries, each with a temporary id below 0 until a save gives it its own. */
  added: Entry[];
  /** Stored entries to delete. */
  removed: number[];
  /** Every id (stored and temporary) in the order the admin moved them into; null while nothing was moved. */
  order: number[] | null;
  /** What the server refused at the last save, by entry: shown in its form, marked on its row. */
  refused: Record<number, FieldErrors>;
};

export const EMPTY_STAGE: Stage = { edits: {}, added: [], removed: [], order: null, refused: {} };

export type RowState = 'stored' | 'edited' | 'new' | 'removed';
export type StagedRow = { entry: Entry; state: RowState; refused: boolean };

/** The stored ids in the order a save should leave them: the moved order, then any the admin has not seen yet. */
function orderedIds(storedIds: number[], stage: Stage): number[] {
  const known = new Set([...storedIds, ...stage.added.map((entry) => entry.id)]);
  const moved = (stage.order ?? []).filter((id) => known.has(id));
  const rest = [...storedIds, ...stage.added.map((entry) => entry.id)].filter((id) => !moved.includes(id));
  return [...moved, ...rest];
}

/** The list as the admin sees it before saving: edits shown, new entries in place, deleted ones marked (undoable). */
export function rowsOf(stored: Entry[], stage: Stage): StagedRow[] {
  const byId = new Map<number, Entry>([
    ...stored.map((entry) => [entry.id, entry] as const),
    ...stage.added.map((e) => [e.id, e] as const),
  ]);
  return orderedIds(
    stored.map((entry) => entry.id),
    stage,
  ).map((id) => {
    const state: RowState = stage.removed.includes(id) ? 'removed' : id < 0 ? 'new' : stage.edits[id] ? 'edited' : 'stored';
    return { entry: stage.edits[id] ?? byId.get(id)!, state, refused: id in stage.refused };
  });
}

/** The list as visitors will see it once saved (the live preview shows this): deleted entries gone. */
export const previewOf = (stored: Entry[], stage: Stage): Entry[] =>
  rowsOf(stored, stage)
    .filter((row) => row.state !== 'removed')
    .map((row) => row.entry);

const sameOrder = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** How many changes the list holds: each entry edited, added or deleted, and its order when moved. */
export function stageChanges(stored: Entry[], stage: Stage): number {
  const storedIds = stored.map((entry) => entry.id);
  // Moved: the order differs from the stored one with the new entries at its end (where a save adds them anyway).
  const moved = stage.order !== null && !sameOrder(orderedIds(storedIds, stage), [...storedIds, ...stage.added.map((entry) => entry.id)]);
  return Object.keys(stage.edits).length + stage.added.length + stage.removed.length + (moved ? 1 : 0);
}

/** The stage with an entry's form applied: a new entry gets the next temporary id, an existing one is edited. */
export function withEntry(stage: Stage, draft: Draft, stored: Entry[]): Stage {
  const { [draft.id ?? 0]: _, ...refused } = stage.refused;
  if (draft.id === undefined) {
    const id = Math.min(0, ...stage.added.map((entry) => entry.id)) - 1;
    return { ...stage, added: [...stage.added, { ...draft, id } as Entry], refused };
  }
  const id = draft.id;
  if (id < 0) return { ...stage, added: stage.added.map((entry) => (entry.id === id ? (draft as Entry) : entry)), refused };
  const original = stored.find((entry) => entry.id === id);
  const { [id]: __, ...edits } = stage.edits;
  // Edited back to what is stored: no change left.
  if (original && sameDraft(original, draft)) return { ...stage, edits, refused };
  return { ...stage, edits: { ...edits, [id]: draft as Entry }, refused };
}

/** Delete an entry: a new one is simply dropped; a stored one waits, marked, until the save (or Undo). */
export function withoutEntry(stage: Stage, id: number): Stage {
  const { [id]: _, ...refused } = stage.refused;
  if (id < 0)
    return {
      ...stage,
      added: stage.added.filter((entry) => entry.id !== id),
      order: stage.order?.filter((other) => other !== id) ?? null,
      refused,
    };
  return { ...stage, removed: [...stage.removed, id], refused };
}

/** Undo a delete. */
export const withRestored = (stage: Stage, id: number): Stage => ({ ...stage, removed: stage.removed.filter((other) => other !== id) });

/** The stage with the row at `index` (as rowsOf shows them) swapped with its neighbour towards `other`: the nearest row
 *  not deleted, so an entry waiting to be deleted keeps its place while others move past it (review round 17). */
export function withMove(stage: Stage, stored: Entry[], index: number, other: number): Stage {
  const rows = rowsOf(stored, stage);
  const step = other < index ? -1 : 1;
  let to = index + step;
  while (rows[to]?.state === 'removed') to += step;
  if (to < 0 || to >= rows.length) return stage;
  const ids = rows.map((row) => row.entry.id);
  [ids[index], ids[to]] = [ids[to]!, ids[index]!];
  return { ...stage, order: ids };
}

/** After a save: temporary ids given their stored ones (in the order), the entries saved taken out. */
export const idsAfterCreate = (order: number[] | null, created: Map<number, number>) => order?.map((id) => created.get(id) ?? id) ?? null;

/** The ids a reorder sends once the writes are done: every entry stored now once (a failed delete's too), in the order shown. */
export function reorderIds(storedIds: number[], stage: Stage): number[] {
  return orderedIds(storedIds, stage).filter((id) => storedIds.includes(id));
}

/** Whether the ids would change the stored order (no reorder is sent otherwise). */
export const reorders = (storedIds: number[], ids: number[]) => !sameOrder(storedIds, ids);
