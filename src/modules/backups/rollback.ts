// `site rollback`: back to the database as it was just before the newest upgrade this binary can run — the
// before-upgrade backup (written by every start that migrates) with none of the migrations this binary lacks and fewer
// than the current database has. It is a restore of that backup, so everything written since is saved to readable files
// first and the replaced database is kept (restore.ts).
import { Database } from 'bun:sqlite';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unknownMigrations } from '../../../db/migrate';
import { backupsFolder, listBackups, type BackupEntry } from './files';
import { restoreBackup, type Restored } from './restore';
import { BackupError } from './snapshot';

const appliedTags = (file: string): { tags: Set<string>; unknown: number } => {
  const db = new Database(file, { readonly: true });
  try {
    const tags = db.query<{ tag: string }, []>('SELECT tag FROM __migrations').all().map((r) => r.tag);
    return { tags: new Set(tags), unknown: unknownMigrations(db).length };
  } finally {
    db.close();
  }
};

/** The backup a rollback restores: the newest before-upgrade one this binary can run that is older than the database. */
export function rollbackTarget(dataDir: string): BackupEntry & { path: string } {
  const current = join(dataDir, 'site.db');
  if (!existsSync(current)) throw new BackupError(`No database at ${resolve(current)}: there is nothing to roll back.`);
  const now = appliedTags(current).tags;
  for (const backup of listBackups(dataDir).filter((b) => b.kind === 'before-upgrade')) {
    const path = join(backupsFolder(dataDir), backup.name);
    try {
      const { tags, unknown } = appliedTags(path);
      if (unknown === 0 && tags.size < now.size && [...tags].every((t) => now.has(t))) return { ...backup, path };
    } catch {
      // An unreadable backup is passed over here; restore's own check would refuse it anyway.
    }
  }
  throw new BackupError(
    `No backup from before an upgrade that this version can run is in ${resolve(backupsFolder(dataDir))}: nothing was changed. ` +
      './site restore FILE restores any other backup (and saves what it would drop first).',
  );
}

export function rollback(dataDir: string, now: number): Restored & { target: BackupEntry & { path: string } } {
  const target = rollbackTarget(dataDir);
  return { ...restoreBackup(dataDir, target.path, now), target };
}
