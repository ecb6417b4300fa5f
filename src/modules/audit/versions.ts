// Writing a thing's values before and after one change (its history, read and restored by src/modules/revisions): done
// by the audit writer in the transaction of the change, under the same target, time and account as its entry.
import type { Conn } from '../../../db/client';
import { revisions } from '../../../db/schema';

/** The values of a thing before and after one change; `restoredFrom` when the change was a restore. */
export type Version = { before: unknown; after: unknown; restoredFrom?: number };
type Record = Version & { at: number; account: string; target: string };

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Keeps a change's values; a save that changed nothing keeps nothing. */
export function recordRevision(db: Conn, { at, account, target, before, after, restoredFrom }: Record) {
  const [from, to] = [json(before), json(after)];
  if (from === to) return;
  db.insert(revisions)
    .values({ at, account, target, before: from, after: to, restoredFrom: restoredFrom ?? null })
    .run();
}
