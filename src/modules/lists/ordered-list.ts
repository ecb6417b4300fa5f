// The data side of an ordered public list (any content list, src/contract/lists): read in order, add at the end,
// change, remove, and put in a new order. Each entry is answered as the public list shows it (no sort key).
import { asc, eq, getTableColumns, max, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Conn } from '../../../db/client';

/** A list's table: an integer `id` and a `sortOrder`, besides its own columns. */
export type ListTable = SQLiteTable & { id: AnySQLiteColumn; sortOrder: AnySQLiteColumn };

/** What an entry is made of when written: every column but the id and the sort key. */
export type EntryFields<T extends ListTable> = Omit<InferInsertModel<T>, 'id' | 'sortOrder'>;
export type Entry<T extends ListTable> = Omit<InferSelectModel<T>, 'sortOrder'>;

export function orderedList<T extends ListTable>(table: T) {
  const { sortOrder: _sortKey, ...columns } = getTableColumns(table);
  const byId = (id: number) => eq(table.id, id);
  const get = (db: Conn, id: number) => db.select(columns).from(table).where(byId(id)).get() as Entry<T> | undefined;

  return {
    list: (db: Conn) => db.select(columns).from(table).orderBy(asc(table.sortOrder), asc(table.id)).all() as Entry<T>[],
    get,
    /** Adds an entry after the last one; under `id` when given (a deleted entry restored keeps its id). */
    create(db: Conn, fields: EntryFields<T>, asId?: number): Entry<T> {
      return db.transaction((tx) => {
        const last = tx
          .select({ last: max(table.sortOrder) })
          .from(table)
          .get()?.last as number | null | undefined;
        const row = { ...fields, sortOrder: (last ?? -1) + 1, ...(asId === undefined ? {} : { id: asId }) } as InferInsertModel<T>;
        const { id } = tx.insert(table).values(row).returning({ id: table.id }).get() as { id: number };
        return get(tx, id)!;
      });
    },
    /** Replaces an entry's fields; undefined when there is no such entry. */
    update(db: Conn, id: number, fields: EntryFields<T>): Entry<T> | undefined {
      const changed = db
        .update(table)
        .set(fields as Partial<InferInsertModel<T>>)
        .where(byId(id))
        .returning({ id: table.id })
        .all();
      return changed.length ? get(db, id) : undefined;
    },
    /** False when there was no such entry. */
    remove: (db: Conn, id: number) => db.delete(table).where(byId(id)).returning({ id: table.id }).all().length > 0,
    /**
     * Puts the entries in the order of `ids`, which must name each stored entry exactly once (an order made from a
     * stale list would silently move entries it did not know of); answers the ids that are missing or unknown.
     */
    reorder(db: Conn, ids: number[]): { missing: number[]; unknown: number[] } {
      return db.transaction((tx) => {
        const stored = new Set((tx.select({ id: table.id }).from(table).all() as { id: number }[]).map((row) => row.id));
        const given = new Set(ids);
        const missing = [...stored].filter((id) => !given.has(id));
        const unknown = ids.filter((id) => !stored.has(id));
        if (missing.length || unknown.length) return { missing, unknown };
        ids.forEach((id, position) =>
          tx
            .update(table)
            .set({ sortOrder: position } as Partial<InferInsertModel<T>>)
            .where(byId(id))
            .run(),
        );
        return { missing, unknown };
      });
    },
  };
}
