// What brings an earlier value back, per kind of thing: each module registers the very save its own write route uses,
// so a restore is checked, stored, audited and kept in history like any other save.
import type { Tx } from '../../../db/client';
import type { TxAudit } from '../audit/writers';

/** Saves `value` (a revision's `before`) as the thing's current value, recording it like any save. */
export type Restorer = (tx: Tx, audit: TxAudit, target: string, value: unknown, restoredFrom: number) => void;

/** The kind of a target: what comes before its slash (`services/4`, `pricing-plans/pro`), or `content` for a key. */
export const kindOf = (target: string) => (target.includes('/') ? target.slice(0, target.indexOf('/')) : 'content');

export class Restorers {
  private byKind = new Map<string, Restorer>();

  register(kind: string, restorer: Restorer) {
    this.byKind.set(kind, restorer);
  }

  for(target: string): Restorer | undefined {
    return this.byKind.get(kindOf(target));
  }
}
