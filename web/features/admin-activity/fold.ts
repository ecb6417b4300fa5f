// Folding the log for reading: consecutive entries of the same action on the same thing by the same account on the
// same day, saying the same, become one row with a count ("Signed in ×12 that day"); each entry's time stays inside.
import type { AuditEntry } from '../../../src/contract';

/** The entries of one row, newest first (the first is the one the row shows). */
export type Fold = AuditEntry[];

const sameDay = (a: string, b: string) => new Date(a).toDateString() === new Date(b).toDateString();
const alike = (a: AuditEntry, b: AuditEntry) =>
  a.action === b.action &&
  a.target === b.target &&
  a.account === b.account &&
  sameDay(a.at, b.at) &&
  JSON.stringify(a.detail) === JSON.stringify(b.detail);

export function foldEntries(entries: AuditEntry[]): Fold[] {
  const folds: Fold[] = [];
  for (const entry of entries) {
    const last = folds.at(-1);
    if (last && alike(last[0]!, entry)) last.push(entry);
    else folds.push([entry]);
  }
  return folds;
}
