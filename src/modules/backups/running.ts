// Whether a server is using a data folder: `serve` holds an exclusive lock on DATA_DIR/site.lock for as long as it
// runs (SQLite's own file lock, which the system drops when the process ends, however it ends), and writes its pid
// to DATA_DIR/site.pid only to name itself in messages. The lock decides; a stale or missing pid file changes nothing.
import { Database } from 'bun:sqlite';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const lockFile = (dataDir: string) => join(dataDir, 'site.lock');
const pidFile = (dataDir: string) => join(dataDir, 'site.pid');

/** Another process serves this folder: a second server must not start, and a restore must not run under it. */
export class FolderInUseError extends Error {
  constructor(dataDir: string, pid: number | null) {
    super(
      `Another site${pid ? ` (process ${pid})` : ''} is serving ${resolve(dataDir)}. Stop it first (systemctl stop, or kill ${pid ?? 'its process'}).`,
    );
    this.name = 'FolderInUseError';
  }
}

/** The lock, taken without waiting; null when another process holds it. */
function tryLock(dataDir: string): Database | null {
  const lock = new Database(lockFile(dataDir), { create: true, readwrite: true });
  try {
    lock.run('PRAGMA busy_timeout = 0');
    lock.run('BEGIN EXCLUSIVE');
    return lock;
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
}

/** The pid the serving process wrote, if any (only to name it). */
function writtenPid(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Marks this process as the folder's one server; throws FolderInUseError when another holds it. Returns the release. */
export function markRunning(dataDir: string): () => void {
  const lock = tryLock(dataDir);
  if (!lock) throw new FolderInUseError(dataDir, writtenPid(dataDir));
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
  return () => {
    if (writtenPid(dataDir) === process.pid) rmSync(pidFile(dataDir), { force: true });
    lock.run('ROLLBACK');
    lock.close();
  };
}

/** Throws FolderInUseError when a server holds the folder (for commands that must not run under one). */
export function refuseWhileServed(dataDir: string) {
  if (!existsSync(lockFile(dataDir))) return;
  const lock = tryLock(dataDir);
  if (!lock) throw new FolderInUseError(dataDir, writtenPid(dataDir));
  lock.run('ROLLBACK');
  lock.close();
}
