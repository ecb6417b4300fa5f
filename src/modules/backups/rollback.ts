// `site rollback`: back to the database as it was just before the newest upgrade this binary can run — the
// before-upgrade backup (written by every start that migrates) with none of the migrations this binary lacks and fewer
// than the current database has. It is a restore of that backup, so everything written since is saved to readable files
// first and the replaced database is kept (restore.ts).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unknownMigrations } from '../../../db/migrate';
import { MIGRATIONS } from '../../../db/migrations.gen';
import { backupsFolder, listBackups, type BackupEntry } from './files';
import { restoreBackup, type RestoreOptions, type Restored } from './restore';
import { BackupError, readDatabaseFile } from './snapshot';

const appliedTags = (file: string): { tags: Set<string>; unknown: number } =>
  readDatabaseFile(file, (db) => ({
    tags: new Set(
      db
        .query<{ tag: string }, []>('SELECT tag FROM __migrations')
        .all()
        .map((r) => r.tag),
    ),
    unknown: unknownMigrations(db).length,
  }));

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
    `Nothing to roll back: no backup in ${resolve(backupsFolder(dataDir))} was taken before an upgrade of this database that this ` +
      'version can run (it may have been rolled back already). Nothing was changed. ./site restore FILE restores any other backup ' +
      '(and saves what it would drop first).',
  );
}

/** The rollback, and whether this binary would upgrade the restored database again (it is the newer one). */
export function rollback(
  dataDir: string,
  now: number,
  opts: RestoreOptions = {},
): Restored & { target: BackupEntry & { path: string }; upgradesAgain: boolean } {
  const target = rollbackTarget(dataDir);
  const upgradesAgain = appliedTags(target.path).tags.size < MIGRATIONS.length;
  return { ...restoreBackup(dataDir, target.path, now, opts), target, upgradesAgain };
}
