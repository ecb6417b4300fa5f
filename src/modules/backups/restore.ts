// `site restore FILE`: the backup checked first (inspectBackup), refused while a server holds the folder's lock; the current
// database kept beside it as site.db.before-restore-<time> (its WAL folded in first, so the kept file is whole);
// then the backup copied in under a temporary name, synced and renamed. The next start migrates it if it is older.
import { Database } from 'bun:sqlite';
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { refuseWhileServed } from './running';
import { BackupError, inspectBackup, syncFile } from './snapshot';

export function restoreBackup(dataDir: string, file: string, now: number): { kept: string | null; messages: number } {
  const { messages } = inspectBackup(file);
  mkdirSync(dataDir, { recursive: true });
  refuseWhileServed(dataDir);
  const current = join(dataDir, 'site.db');
  let kept: string | null = null;
  if (existsSync(current)) {
    const db = new Database(current, { readwrite: true, create: false });
    try {
      db.run('PRAGMA wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
    kept = `${current}.before-restore-${new Date(now).toISOString().replaceAll(':', '-')}`;
    renameSync(current, kept);
    for (const side of ['-wal', '-shm']) rmSync(current + side, { force: true });
  }
  const incoming = `${current}.restoring`;
  copyFileSync(file, incoming);
  // The copy takes the backup file's mode, which may be readable by others: the database is the site's alone.
  chmodSync(incoming, 0o600);
  syncFile(incoming);
  renameSync(incoming, current);
  return { kept: kept && resolve(kept), messages };
}
