// `site restore FILE`: the backup checked first (inspectBackup), refused while a server holds the folder's lock; the
// backup copied in under a temporary name and made ready (numbering continued, every sign-in ended, the current
// administrator account kept unless asked otherwise: restored-account.ts); what the current database has that the
// ready copy lacks saved as readable files (saveChanges: new messages as CSV, every change as JSON; the restore stops if
// that fails); the current database kept beside it as site.db.before-restore-<time> (its WAL folded in first, so the
// kept file is whole); then the copy synced and renamed into place. The next start migrates it if it is older.
// Litestream's shadow copy of the replaced database is removed with it.
import { Database } from 'bun:sqlite';
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { saveChanges, type SavedChanges } from './changes-export';
import { accountLines, settleSignIns, type AccountInForce } from './restored-account';
import { refuseWhileServed } from './running';
import { BackupError, inspectBackup, syncFile } from './snapshot';

/** Where Litestream v0.3 keeps its shadow WAL for `site.db` (decision 0071). */
export const LITESTREAM_FOLDER = '.site.db-litestream';

export type Restored = { kept: string | null; messages: number; saved: SavedChanges | null; account: AccountInForce };
export type RestoreOptions = { accountFromBackup?: boolean };

export function restoreBackup(dataDir: string, file: string, now: number, opts: RestoreOptions = {}): Restored {
  const { messages } = inspectBackup(file);
  mkdirSync(dataDir, { recursive: true });
  refuseWhileServed(dataDir);
  const current = join(dataDir, 'site.db');
  const replacing = existsSync(current);
  let kept: string | null = null;
  let saved: SavedChanges | null = null;
  let sequences: Sequence[] = [];
  const stamp = new Date(now).toISOString().replaceAll(':', '-');
  if (replacing) {
    const db = new Database(current, { readwrite: true, create: false });
    try {
      // Whole and on its own: the WAL folded in, and out of WAL mode, so reading the kept file later (restoring it,
      // comparing with it) makes no -wal or -shm beside it.
      db.run('PRAGMA wal_checkpoint(TRUNCATE)');
      db.run('PRAGMA journal_mode = DELETE');
      sequences = readSequences(db);
    } finally {
      db.close();
    }
  }
  const incoming = `${current}.restoring`;
  let account: AccountInForce;
  try {
    copyFileSync(file, incoming);
    // The copy takes the backup file's mode, which may be readable by others: the database is the site's alone.
    chmodSync(incoming, 0o600);
    continueSequences(incoming, sequences);
    account = settleSignIns(incoming, replacing ? current : null, opts.accountFromBackup ?? false);
    for (const side of ['-wal', '-shm', '-journal']) rmSync(incoming + side, { force: true });
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }
  if (replacing) {
    const folder = join(dataDir, `saved-before-restore-${stamp}`);
    try {
      // Compared with the copy as it will be served (the account kept in it is not lost), named as the backup it came from.
      saved = saveChanges(current, incoming, folder, now, { restored: file, account: accountLines(account) });
    } catch (error) {
      rmSync(incoming, { force: true });
      throw new BackupError(
        `Nothing was restored: what the site has beyond the backup could not be saved to ${resolve(folder)} first (${(error as Error).message}).`,
      );
    }
    kept = `${current}.before-restore-${stamp}`;
    renameSync(current, kept);
    for (const side of ['-wal', '-shm']) rmSync(current + side, { force: true });
  }
  syncFile(incoming);
  renameSync(incoming, current);
  // Litestream's record of the replaced database (its shadow WAL, beside it) describes a file that is gone: its tips ask
  // for it to be removed when the database is replaced, so its next start begins a new generation from this one.
  rmSync(join(dataDir, LITESTREAM_FOLDER), { recursive: true, force: true });
  return { kept: kept && resolve(kept), messages, saved, account };
}

type Sequence = { name: string; seq: number };

function readSequences(db: Database): Sequence[] {
  const has = db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'").get();
  return has ? db.query<Sequence, []>('SELECT name, seq FROM sqlite_sequence').all() : [];
}

/**
 * New rows of the restored database continue numbering after the replaced one's: message 7 in the saved CSV is never
 * also a different message 7 in the site. The copy is also taken out of WAL mode, so no side files follow it.
 */
function continueSequences(file: string, replaced: Sequence[]) {
  const db = new Database(file, { readwrite: true, create: false });
  try {
    db.run('PRAGMA journal_mode = DELETE');
    const tables = new Set(
      db
        .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((r) => r.name),
    );
    if (!tables.has('sqlite_sequence')) return;
    const own = new Map(readSequences(db).map((s) => [s.name, s.seq]));
    db.transaction(() => {
      for (const { name, seq } of replaced) {
        if (!tables.has(name) || (own.get(name) ?? 0) >= seq) continue;
        if (own.has(name)) db.run('UPDATE sqlite_sequence SET seq = ? WHERE name = ?', [seq, name]);
        else db.run('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)', [name, seq]);
      }
    })();
  } finally {
    db.close();
    for (const side of ['-wal', '-shm', '-journal']) rmSync(file + side, { force: true });
  }
}

/** What `restore` and `rollback` print once done: what came back, what was saved first and where, what to do next. */
export function restoreReport(
  { kept, messages, saved, account }: Restored,
  restoredFile: string,
  dataDir: string,
  rollback?: { upgradesAgain: boolean },
): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const lines = [`Restored ${resolve(restoredFile)} into ${resolve(dataDir, 'site.db')} (${plural(messages, 'contact message')}).`];
  if (saved) {
    const parts = [
      saved.messages ? `${plural(saved.messages, 'contact message')} received after that backup (messages.csv)` : '',
      saved.changes ? `${plural(saved.changes, 'other change')} (changes.json)` : '',
    ].filter(Boolean);
    lines.push(
      `Saved first, because the backup does not have them: ${parts.join(' and ')}, in ${saved.folder} (README.txt says what is where).`,
    );
  } else if (kept) {
    lines.push('Nothing the site had is missing from the backup: no message or change was written since it was taken.');
  }
  if (kept) lines.push(`The database it replaced is kept as ${kept}.`);
  lines.push(...accountLines(account));
  if (!rollback) lines.push('Start the site to use it; a backup from an older version is brought up to date on start.');
  else if (rollback.upgradesAgain) {
    lines.push('This version would upgrade it again when it starts: put the older binary back (site.old) and start that.');
  } else lines.push('Start this version of the site to use it (a newer one would upgrade it again, with a new backup first).');
  return lines.join('\n');
}
