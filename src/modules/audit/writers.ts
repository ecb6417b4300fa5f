// The shapes of the audit writers (auditor.ts makes them): apart, so what takes a writer need not import the app's deps.
import type { Conn } from '../../../db/client';
import type { AuditAction, AuditDetails } from '../../contract';
import type { Version } from './versions';

/** Records one entry; `conn` is the transaction of the change it records. */
export type Audit = <A extends AuditAction>(action: A, target: string, detail: AuditDetails[A], conn?: Conn) => void;
/**
 * Records one entry in the transaction it was handed with; with `version`, also the values of the thing before and
 * after the change (its history, src/modules/revisions), under the same target, time and account.
 */
export type TxAudit = <A extends AuditAction>(action: A, target: string, detail: AuditDetails[A], version?: Version) => void;
