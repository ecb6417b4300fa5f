// Whether a server is using a data folder: `serve` writes DATA_DIR/site.pid once the database is open and removes it
// when it stops. A file left by a process that no longer runs (killed) does not count.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pidFile = (dataDir: string) => join(dataDir, 'site.pid');

export function markRunning(dataDir: string): () => void {
  const file = pidFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (runningPid(dataDir) === process.pid) rmSync(file, { force: true });
  };
}

/** The pid of the live process serving this folder, or null. */
export function runningPid(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to another user — still a server using the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
