// What a restore would drop, written out before it happens: every row of the database being replaced that the incoming
// backup lacks or holds otherwise (added, changed or removed since), as files the owner can read — the contact messages
// as CSV, every change as JSON, uploaded images as image files. So a restore (and a rollback, which is one) never loses
// an acknowledged message or an edit without saving it first. Compared table by table, row by row on the primary key,
// in plain SQL: it works on a database made by a newer version too (its tables need not be known here).
import type { Database } from 'bun:sqlite';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { csvCell } from '../../csv';
import { readDatabaseFile } from './snapshot';

type Row = Record<string, unknown>;
type TableChanges = { added: Row[]; changed: { before: Row; after: Row }[]; removed: Row[] };
export type SavedChanges = { folder: string; messages: number; changes: number; byTable: Record<string, number> };

/**
 * Not the site's data: sign-ins and remembered devices (a restore ends them all), SQLite's own tables, Litestream's bookkeeping (it adds
 * _litestream_seq and _litestream_lock to a database it replicates, decision 0071), the health probe's heartbeat.
 */
const IGNORED_TABLES = new Set([
  'sessions',
  'remembered_devices',
  'sqlite_sequence',
  'sqlite_stat1',
  '__migrations',
  '_litestream_seq',
  '_litestream_lock',
]);
const IGNORED_ROWS: Record<string, (row: Row) => boolean> = { app_meta: (row) => row.key === 'health_probe' };
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The ordinary tables of a schema: not virtual tables (full-text search) nor their shadow tables, which follow the rows. */
function dataTables(db: Database, schema: string): string[] {
  const all = db
    .query<{ name: string; sql: string | null }, []>(`SELECT name, sql FROM ${schema}.sqlite_master WHERE type = 'table'`)
    .all();
  const virtual = all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => t.name);
  return all
    .map((t) => t.name)
    .filter((name) => !IGNORED_TABLES.has(name) && !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
    .sort();
}

const columnsOf = (db: Database, schema: string, table: string) =>
  db.query<{ name: string; pk: number }, []>(`PRAGMA ${schema}.table_info(${quote(table)})`).all();

/** Rows of `current` that `incoming` lacks or holds otherwise, and rows of `incoming` that `current` lacks. */
function compareTable(db: Database, table: string, inIncoming: boolean): TableChanges {
  const t = quote(table);
  const skip = IGNORED_ROWS[table] ?? (() => false);
  const all = (sql: string) =>
    db
      .query<Row, []>(sql)
      .all()
      .filter((row) => !skip(row));
  if (!inIncoming) return { added: all(`SELECT * FROM main.${t}`), changed: [], removed: [] };
  const mine = columnsOf(db, 'main', table);
  const theirs = new Set(columnsOf(db, 'incoming', table).map((c) => c.name));
  const keys = mine
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => quote(c.name));
  if (!keys.length) keys.push('rowid');
  const same = keys.map((k) => `a.${k} IS b.${k}`).join(' AND ');
  const order = keys.map((k) => `a.${k}`).join(', ');
  const differs =
    mine
      .filter((c) => theirs.has(c.name))
      .map((c) => `a.${quote(c.name)} IS NOT b.${quote(c.name)}`)
      .join(' OR ') || '0';
  return {
    added: all(`SELECT * FROM main.${t} a WHERE NOT EXISTS (SELECT 1 FROM incoming.${t} b WHERE ${same}) ORDER BY ${order}`),
    removed: all(`SELECT * FROM incoming.${t} a WHERE NOT EXISTS (SELECT 1 FROM main.${t} b WHERE ${same}) ORDER BY ${order}`),
    changed: zip(
      all(`SELECT b.* FROM main.${t} a JOIN incoming.${t} b ON ${same} WHERE ${differs} ORDER BY ${order}`),
      all(`SELECT a.* FROM main.${t} a JOIN incoming.${t} b ON ${same} WHERE ${differs} ORDER BY ${order}`),
    ),
  };
}

const zip = (before: Row[], after: Row[]) => before.map((row, i) => ({ before: row, after: after[i]! }));

/** Compares `currentFile` (the database a restore replaces) with `incomingFile`; null when nothing would be lost. */
export function compareDatabases(currentFile: string, incomingFile: string): Record<string, TableChanges> | null {
  return readDatabaseFile(
    currentFile,
    (db) => {
      const theirs = new Set(dataTables(db, 'incoming'));
      const found: Record<string, TableChanges> = {};
      for (const table of dataTables(db, 'main')) {
        const changes = compareTable(db, table, theirs.has(table));
        if (changes.added.length + changes.changed.length + changes.removed.length) found[table] = changes;
      }
      return Object.keys(found).length ? found : null;
    },
    { name: 'incoming', file: incomingFile },
  );
}

/**
 * Writes what `currentFile` has beyond `incomingFile` into `folder`; null (and no folder) when there is nothing.
 * `restored` names the backup the incoming copy was made from; `account` says whose sign-in is in force after it.
 */
export function saveChanges(
  currentFile: string,
  incomingFile: string,
  folder: string,
  now: number,
  about: { restored: string; account: string[] },
): SavedChanges | null {
  const found = compareDatabases(currentFile, incomingFile);
  if (!found) return null;
  mkdirSync(join(folder, 'files'), { recursive: true });
  const asFile = blobsToFiles(folder);
  const tables = Object.fromEntries(
    Object.entries(found).map(([table, c]) => [
      table,
      {
        added: c.added.map((r) => asFile(table, r)),
        changed: c.changed.map((x) => ({ before: asFile(table, x.before), after: asFile(table, x.after) })),
        removed: c.removed.map((r) => asFile(table, r)),
      },
    ]),
  );
  const newMessages = found.contact_messages?.added ?? [];
  if (newMessages.length) writeFileSync(join(folder, 'messages.csv'), messagesCsv(newMessages));
  const byTable = Object.fromEntries(Object.entries(found).map(([t, c]) => [t, c.added.length + c.changed.length + c.removed.length]));
  writeFileSync(
    join(folder, 'changes.json'),
    `${JSON.stringify({ savedAt: new Date(now).toISOString(), database: resolve(currentFile), restored: resolve(about.restored), account: about.account, tables }, null, 2)}\n`,
  );
  const changes = Object.values(byTable).reduce((a, b) => a + b, 0) - newMessages.length;
  writeFileSync(join(folder, 'README.txt'), readme(newMessages.length, byTable, about.account));
  return { folder: resolve(folder), messages: newMessages.length, changes, byTable };
}

const isTime = (column: string) => column === 'at' || column.endsWith('_at');
const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A row as a person reads it: times as ISO dates, and each binary value (an uploaded image) as a file beside the JSON. */
function blobsToFiles(folder: string) {
  return (table: string, row: Row): Row => {
    const out: Row = {};
    for (const [column, value] of Object.entries(row)) {
      if (!(value instanceof Uint8Array)) {
        out[column] = isTime(column) && typeof value === 'number' ? new Date(value).toISOString() : value;
        continue;
      }
      const id = String(row.sha256 ?? row.id ?? Object.values(row)[0])
        .replace(/[^\w.-]/g, '_')
        .slice(0, 80);
      const name = `files/${table}-${id}-${column}.${EXTENSIONS[String(row.type)] ?? 'bin'}`;
      writeFileSync(join(folder, name), value);
      out[column] = { file: name };
    }
    return out;
  };
}

/** The inbox's own fields first, by their field names (id, createdAt, …, isRead true/false), then any others. */
const EXPORT_ORDER = ['id', 'created_at', 'name', 'email', 'service', 'is_read', 'message'];

/** The new messages as a spreadsheet reads them: UTF-8 with a byte-order mark, times as ISO dates, formulas inert. */
function messagesCsv(rows: Row[]): string {
  const present = Object.keys(rows[0]!);
  const columns = [...EXPORT_ORDER.filter((c) => present.includes(c)), ...present.filter((c) => !EXPORT_ORDER.includes(c))];
  const cell = (column: string, value: unknown) => {
    if (isTime(column) && typeof value === 'number') return csvCell(new Date(value).toISOString());
    if (column === 'is_read' && typeof value === 'number') return csvCell(value === 1);
    return csvCell(value as string | number | null);
  };
  const line = (cells: string[]) => `${cells.join(',')}\r\n`;
  return `\uFEFF${line(columns.map((c) => csvCell(camel(c))))}${rows.map((r) => line(columns.map((c) => cell(c, r[c])))).join('')}`;
}

function readme(messages: number, byTable: Record<string, number>, account: string[]): string {
  return [
    'Saved by the site before a restore replaced its database: what the database had that the restored backup does not.',
    '',
    messages
      ? `messages.csv   ${messages} contact message(s) received after the backup was taken (open it in a spreadsheet).`
      : 'No contact message was received after the backup was taken.',
    'changes.json   every row added, changed or removed since the backup, by table (before and after for a change):',
    ...Object.entries(byTable).map(([t, n]) => `                 ${t}: ${n}`),
    'files/         uploaded images (and any other binary value) named in changes.json.',
    '',
    'The whole replaced database is also kept beside site.db as site.db.before-restore-<time>.',
    '',
    'Who can sign in now:',
    ...account.map((line) => `  ${line}`),
    '',
  ].join('\n');
}
