// The audit writer of one request: the account's name and the client's address taken once, each call one entry.
import type { Conn, Tx } from '../../../db/client';
import type { AuditAction, AuditDetails } from '../../contract';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client';
import { adminUsername } from '../settings/service';
import { recordAudit } from './service';

/** Records one entry; `conn` is the transaction of the change it records. */
export type Audit = <A extends AuditAction>(action: A, target: string, detail: AuditDetails[A], conn?: Conn) => void;
/** Records one entry in the transaction it was handed with. */
export type TxAudit = <A extends AuditAction>(action: A, target: string, detail: AuditDetails[A]) => void;
type RequestContext = Parameters<typeof clientIp>[0];

/** `account`: the name to record when it is not the stored one (a failed sign-in records the name tried). */
export function auditor(deps: Deps, context: RequestContext, account?: string): Audit {
  const ip = clientIp(context, deps.config) ?? 'unknown';
  return (action, target, detail, conn = deps.db) =>
    recordAudit(conn, { at: deps.now(), account: account ?? adminUsername(deps.db), ip, action, target, detail });
}

/** Runs a change and the entries it records in one transaction: both are kept, or neither. */
export function audited<T>(deps: Deps, context: RequestContext, change: (tx: Tx, audit: TxAudit) => T): T {
  const audit = auditor(deps, context);
  return deps.db.transaction((tx) => change(tx, (action, target, detail) => audit(action, target, detail, tx)));
}
