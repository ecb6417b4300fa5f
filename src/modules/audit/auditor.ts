// The audit writer of one request: the account's name and the client's address taken once, each call one entry.
import type { Tx } from '../../../db/client';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client';
import { changesNothing, recordAudit } from './service';
import { recordRevision } from './versions';
import type { Audit, TxAudit } from './writers';

export type { Audit, TxAudit } from './writers';

type RequestContext = Parameters<typeof clientIp>[0];

/** `account`: the name to record when it is not the stored one (a failed sign-in records the name tried). */
export function auditor(deps: Deps, context: RequestContext, account?: string): Audit {
  const ip = clientIp(context, deps.config) ?? 'unknown';
  return (action, target, detail, conn = deps.db) =>
    recordAudit(conn, { at: deps.now(), account: account ?? deps.accountName(), ip, action, target, detail });
}

/** Runs a change and the entries it records in one transaction: both are kept, or neither. */
export function audited<T>(deps: Deps, context: RequestContext, change: (tx: Tx, audit: TxAudit) => T): T {
  const audit = auditor(deps, context);
  return deps.db.transaction((tx) =>
    change(tx, (action, target, detail, version) => {
      audit(action, target, detail, tx);
      if (version && !changesNothing(action, detail))
        recordRevision(tx, { at: deps.now(), account: deps.accountName(), target, ...version });
    }),
  );
}
