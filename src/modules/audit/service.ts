// Writing, reading and pruning the audit log. An entry is written in the transaction of the change it records, so
// neither exists without the other.
import { sql } from 'drizzle-orm';
import type { Conn, Db } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { newestFirst } from '../../../db/keyset';
import type { AuditAction, AuditEntry, AuditPageQuery } from '../../contract';

export type AuditRecord = { at: number; account: string; ip: string; action: AuditAction; target: string; summary: string };

/** Summaries are for reading, not storage: a long text is cut. */
const SUMMARY_MAX = 2000;

export function recordAudit(db: Conn, entry: AuditRecord) {
  db.insert(auditLog).values({ ...entry, summary: entry.summary.length > SUMMARY_MAX ? `${entry.summary.slice(0, SUMMARY_MAX)}…` : entry.summary }).run();
}

type Row = typeof auditLog.$inferSelect;
const toEntry = (row: Row): AuditEntry => ({ ...row, at: new Date(row.at).toISOString(), action: row.action as AuditAction });

export function pageAudit(db: Db, query: AuditPageQuery): { items: AuditEntry[]; nextCursor: string | null } {
  const where = query.action ? [sql`action = ${query.action}`] : [];
  const page = newestFirst<Row>(db, { from: sql`audit_log`, time: sql`at`, id: sql`id`, where, cursor: query.cursor, limit: query.limit }, (row) => row.at);
  return { items: page.rows.map(toEntry), nextCursor: page.nextCursor };
}

/** Removes entries older than `keepDays`; how many. */
export const pruneAudit = (db: Db, now: number, keepDays: number): number =>
  db.all<{ id: number }>(sql`DELETE FROM audit_log WHERE at < ${now - keepDays * 86_400_000} RETURNING id`).length;
