// Taking a backup and judging one. VACUUM INTO writes a consistent snapshot of the live database (one read
// transaction: writers carry on in the WAL meanwhile) into a new file, never a copy of a file being written. It is
// written under a temporary name, synced, then renamed, so a backup file is always whole.
import { Database } from 'bun:sqlite';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { unknownMigrations } from '../../../db/migrate';

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Runs `read` on `file` opened read-only, then removes the -wal and -shm files SQLite made beside it for that: a file
 * in WAL mode (a database kept by a restore, a copy of a live one) gets them even when only read, and a backup folder
 * must not fill with them (nor a pruning glob pick them up). Side files that were there before are left alone.
 */
export function readDatabaseFile<T>(file: string, read: (db: Database) => T, attach?: { name: string; file: string }): T {
  const watched = [file, ...(attach ? [attach.file] : [])].flatMap((f) => [`${f}-wal`, `${f}-shm`]).filter((side) => !existsSync(side));
  const db = new Database(file, { readonly: true, strict: true });
  try {
    if (attach) db.run(`ATTACH DATABASE ? AS ${attach.name}`, [resolve(attach.file)]);
    return read(db);
  } finally {
    db.close();
    for (const side of watched) rmSync(side, { force: true });
  }
}

export function syncFile(path: string) {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a snapshot of `sqlite` to `target` (which must not exist yet); returns its absolute path and size. */
export function writeSnapshot(sqlite: Database, target: string): { path: string; size: number } {
  const path = resolve(target);
  if (existsSync(path)) throw new BackupError(`${path} already exists; choose another file name.`);
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  try {
    sqlite.run('VACUUM INTO ?', [partial]);
    syncFile(partial);
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    // The cause is kept: a full disk (SQLITE_FULL, ENOSPC) is answered apart from other failures.
    throw error instanceof BackupError
      ? error
      : new BackupError(`The backup could not be written to ${path}: ${(error as Error).message}`, { cause: error });
  }
  return { path, size: statSync(path).size };
}

/** The tables a database of this product always has (from the first migration on). */
const PRODUCT_TABLES = ['__migrations', 'content_entries', 'contact_messages', 'settings', 'admin_account'];

/**
 * Checks `file` is a whole backup of this product that this version can open: SQLite, intact, this product's tables,
 * no migration this binary does not know (made by a newer version). Returns the migrations it has applied.
 */
export function inspectBackup(file: string): { tags: string[]; messages: number } {
  if (!existsSync(file)) throw new BackupError(`No file at ${resolve(file)}.`);
  try {
    return readDatabaseFile(file, (db) => judge(db, file));
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${resolve(file)} cannot be opened as a backup: ${(error as Error).message}`);
  }
}

function judge(db: Database, file: string): { tags: string[]; messages: number } {
  let integrity: string;
  try {
    integrity = db
      .query<{ integrity_check: string }, []>('PRAGMA integrity_check')
      .all()
      .map((r) => r.integrity_check)
      .join('; ');
  } catch {
    throw new BackupError(`${resolve(file)} is not a backup of this site (not an SQLite database).`);
  }
  if (integrity !== 'ok') throw new BackupError(`${resolve(file)} is damaged (integrity check: ${integrity.slice(0, 200)}).`);
  const tables = new Set(
    db
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => r.name),
  );
  const missing = PRODUCT_TABLES.filter((t) => !tables.has(t));
  if (missing.length) throw new BackupError(`${resolve(file)} is not a backup of this site (no ${missing.join(', ')} table).`);
  const tags = db
    .query<{ tag: string }, []>('SELECT tag FROM __migrations ORDER BY tag')
    .all()
    .map((r) => r.tag);
  const newer = unknownMigrations(db);
  if (newer.length) {
    const by = newer.find((m) => m.appliedBy)?.appliedBy;
    throw new BackupError(
      `${resolve(file)} was made by ${by ? `site ${by}` : 'a newer version of the site'} (${newer.map((m) => m.tag).join(', ')}); restore it with that version.`,
    );
  }
  const messages = db.query<{ n: number }, []>('SELECT count(*) AS n FROM contact_messages').get()!.n;
  return { tags, messages };
}
