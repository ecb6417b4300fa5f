// Writing, reading and pruning the audit log. An entry is written in the transaction of the change it records, so
// neither exists without the other.
import { sql } from 'drizzle-orm';
import type { Conn, Db } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { newestFirst } from '../../../db/keyset';
import { type ImageUses, withNames } from './names';
import {
  type AuditAction,
  type AuditChange,
  type AuditDetails,
  type AuditEntry,
  type AuditPageQuery,
  auditGroupActions,
} from '../../contract';

export type AuditRecord<A extends AuditAction = AuditAction> = {
  at: number;
  account: string;
  ip: string;
  action: A;
  target: string;
  detail: AuditDetails[A];
};

/** The log is for reading, not storage: a long text value (a page's whole paragraph) is cut. */
const TEXT_MAX = 500;
const cut = (value: unknown): unknown => {
  if (typeof value === 'string') return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value;
  if (Array.isArray(value)) return value.map(cut);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, cut(v)]));
  return value;
};

/**
 * Whether an entry would record a save that changed nothing (the same values saved again): such a save is no change,
 * so it gets no entry (and no history version) rather than a "nothing changed" line in the log.
 */
export function changesNothing(action: AuditAction, detail: unknown): boolean {
  const d = detail as Record<string, unknown>;
  const none = (value: unknown) => !value || Object.values(value).every((v) => v === undefined);
  switch (action) {
    case 'content_update':
    case 'account_update':
      return none(d);
    case 'plan_update':
      return !('created' in d) && none(d.changes);
    case 'snippet_update':
      return none(d.changes);
    case 'setting_update':
    case 'brand_update':
      return (d as AuditChange).from === (d as AuditChange).to;
    default:
      return false;
  }
}

export function recordAudit<A extends AuditAction>(db: Conn, { detail, ...entry }: AuditRecord<A>) {
  if (changesNothing(entry.action, detail)) return;
  db.insert(auditLog)
    .values({ ...entry, target: cut(entry.target) as string, detail: JSON.stringify(cut(detail)) })
    .run();
}

type Row = typeof auditLog.$inferSelect;
const toEntry = ({ detail, ...row }: Row) => ({ ...row, at: new Date(row.at).toISOString(), detail: JSON.parse(detail) }) as AuditEntry;

export function pageAudit(db: Db, query: AuditPageQuery, imageUses: ImageUses): { items: AuditEntry[]; nextCursor: string | null } {
  const where = query.action ? [sql`action = ${query.action}`] : [];
  if (query.group)
    where.push(
      sql`action IN (${sql.join(
        auditGroupActions(query.group).map((action) => sql`${action}`),
        sql`, `,
      )})`,
    );
  const page = newestFirst<Row>(
    db,
    { from: sql`audit_log`, time: sql`at`, id: sql`id`, where, cursor: query.cursor, limit: query.limit },
    (row) => row.at,
  );
  return { items: withNames(db, page.rows.map(toEntry), imageUses), nextCursor: page.nextCursor };
}

/** Removes entries older than `keepDays`; how many. */
export const pruneAudit = (db: Db, now: number, keepDays: number): number =>
  db.all<{ id: number }>(sql`DELETE FROM audit_log WHERE at < ${now - keepDays * 86_400_000} RETURNING id`).length;
