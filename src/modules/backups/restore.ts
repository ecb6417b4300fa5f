// `site restore FILE`: the backup checked first (inspectBackup), refused while a server holds the folder's lock; what the
// current database has that the backup lacks saved as readable files (saveChanges: new messages as CSV, every change as
// JSON; the restore stops if that fails); the current database kept beside it as site.db.before-restore-<time> (its WAL
// folded in first, so the kept file is whole); then the backup copied in under a temporary name, synced and renamed.
// The next start migrates it if it is older.
import { Database } from 'bun:sqlite';
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { saveChanges, type SavedChanges } from './changes-export';
import { refuseWhileServed } from './running';
import { BackupError, inspectBackup, syncFile } from './snapshot';

export type Restored = { kept: string | null; messages: number; saved: SavedChanges | null };

export function restoreBackup(dataDir: string, file: string, now: number): Restored {
  const { messages } = inspectBackup(file);
  mkdirSync(dataDir, { recursive: true });
  refuseWhileServed(dataDir);
  const current = join(dataDir, 'site.db');
  let kept: string | null = null;
  let saved: SavedChanges | null = null;
  const stamp = new Date(now).toISOString().replaceAll(':', '-');
  if (existsSync(current)) {
    const db = new Database(current, { readwrite: true, create: false });
    try {
      db.run('PRAGMA wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
    const folder = join(dataDir, `saved-before-restore-${stamp}`);
    try {
      saved = saveChanges(current, file, folder, now);
    } catch (error) {
      throw new BackupError(`Nothing was restored: what the site has beyond the backup could not be saved to ${resolve(folder)} first (${(error as Error).message}).`);
    }
    kept = `${current}.before-restore-${stamp}`;
    renameSync(current, kept);
    for (const side of ['-wal', '-shm']) rmSync(current + side, { force: true });
  }
  const incoming = `${current}.restoring`;
  copyFileSync(file, incoming);
  // The copy takes the backup file's mode, which may be readable by others: the database is the site's alone.
  chmodSync(incoming, 0o600);
  syncFile(incoming);
  renameSync(incoming, current);
  return { kept: kept && resolve(kept), messages, saved };
}

/** What `restore` and `rollback` print once done: what came back, what was saved first and where, what to do next. */
export function restoreReport({ kept, messages, saved }: Restored, restoredFile: string, dataDir: string, rolledBack = false): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const lines = [`Restored ${resolve(restoredFile)} into ${resolve(dataDir, 'site.db')} (${plural(messages, 'contact message')}).`];
  if (saved) {
    const parts = [
      saved.messages ? `${plural(saved.messages, 'contact message')} received after that backup (messages.csv)` : '',
      saved.changes ? `${plural(saved.changes, 'other change')} (changes.json)` : '',
    ].filter(Boolean);
    lines.push(`Saved first, because the backup does not have them: ${parts.join(' and ')}, in ${saved.folder} (README.txt says what is where).`);
  } else if (kept) {
    lines.push('Nothing the site had is missing from the backup: no message or change was written since it was taken.');
  }
  if (kept) lines.push(`The database it replaced is kept as ${kept}.`);
  lines.push(
    rolledBack
      ? 'Start this version of the site to use it (a newer one would upgrade it again, with a new backup first).'
      : 'Start the site to use it; a backup from an older version is brought up to date on start.',
  );
  return lines.join('\n');
}
