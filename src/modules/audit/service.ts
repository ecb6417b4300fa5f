// Writing, reading and pruning the audit log. An entry is written in the transaction of the change it records, so
// neither exists without the other.
import { sql } from 'drizzle-orm';
import type { Conn, Db } from '../../../db/client';
import { auditLog } from '../../../db/schema';
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
  const where = [];
  if (query.action) where.push(sql`action = ${query.action}`);
  if (query.cursor) {
    const [at, id] = query.cursor.split('_').map(Number) as [number, number];
    where.push(sql`(at, id) < (${at}, ${id})`);
  }
  const filter = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const rows = db.all<Row>(sql`SELECT * FROM audit_log ${filter} ORDER BY at DESC, id DESC LIMIT ${query.limit + 1}`);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items: items.map(toEntry), nextCursor: rows.length > query.limit && last ? `${last.at}_${last.id}` : null };
}

/** Removes entries older than `keepDays`; how many. */
export const pruneAudit = (db: Db, now: number, keepDays: number): number =>
  db.all<{ id: number }>(sql`DELETE FROM audit_log WHERE at < ${now - keepDays * 86_400_000} RETURNING id`).length;
