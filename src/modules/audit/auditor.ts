// The audit writer of one request: the account's name and the client's address taken once, each call one entry.
import type { Conn } from '../../../db/client';
import type { AuditAction } from '../../contract';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client';
import { adminUsername } from '../settings/service';
import { recordAudit } from './service';

export type Audit = (action: AuditAction, target: string, summary: string, conn?: Conn) => void;
type RequestContext = Parameters<typeof clientIp>[0];

/** `account`: the name to record when it is not the stored one (a failed sign-in records the name tried). */
export function auditor(deps: Deps, context: RequestContext, account?: string): Audit {
  const ip = clientIp(context, deps.config) ?? 'unknown';
  return (action, target, summary, conn = deps.db) =>
    recordAudit(conn, { at: deps.now(), account: account ?? adminUsername(deps.db), ip, action, target, summary });
}
