// One backup by hand at a time per data folder, whichever process takes it (the site's admin, `site backup`): an
// exclusive lock on DATA_DIR/backup.lock. SQLite's file lock rather than a pid file: the system drops it when its
// process ends, however it ends, so a killed backup never leaves the folder locked, and a reused pid cannot either.
import { Database } from 'bun:sqlite';
import { accessSync, chownSync, constants, existsSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BackupError } from './snapshot';

export const backupLockFile = (dataDir: string) => join(dataDir, 'backup.lock');

function lockableFile(dataDir: string): string {
  const file = backupLockFile(dataDir);
  if (!existsSync(file)) {
    writeFileSync(file, '', { flag: 'a', mode: 0o600 });
    // `site backup` run as root (without `sudo -u`) hands the file to the folder's owner, as SQLite does with the
    // journals it makes as root: a file the site cannot write would later lock nothing for it.
    if (process.getuid?.() === 0) {
      const { uid, gid } = statSync(dataDir);
      chownSync(file, uid, gid);
    }
  }
  try {
    accessSync(file, constants.W_OK);
  } catch {
    // SQLite opens an unwritable file read-only, and a read-only connection "locks" without excluding anyone.
    throw new BackupError(`${resolve(file)} belongs to another user; run the backup as the site's user, or remove that file.`);
  }
  return file;
}

/** Takes the lock without waiting: the function that releases it, or null when another backup holds it. */
export function holdBackupLock(dataDir: string): (() => void) | null {
  const lock = new Database(lockableFile(dataDir), { readwrite: true });
  try {
    lock.run('PRAGMA busy_timeout = 0');
    lock.run('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
  return () => {
    lock.run('ROLLBACK');
    lock.close();
  };
}
