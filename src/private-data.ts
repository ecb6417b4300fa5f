// The data folder is the site's alone: the process creates everything with umask 077 (folders 0700, files 0600,
// SQLite's -wal and -shm included), and a folder left readable by others (an older version, a `mkdir` under umask 022)
// is tightened at start. Any local account could otherwise read the admin's password hash, every message and backup.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** From here on every file and folder this process creates is its owner's alone, whatever umask it was started with. */
export const keepPrivate = () => void process.umask(0o077);

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

/**
 * Creates the data folder (0700) or tightens it: the folder and its folders to 0700, their files to 0600 (two levels:
 * the database and its side files, backups/). Returns what changed ("data/site.db 0644 → 0600") and what could not be
 * changed, for the start log; symbolic links are left alone.
 */
export function tightenDataFolder(dataDir: string): { tightened: string[]; failed: string[] } {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tightened: string[] = [];
  const failed: string[] = [];
  const visit = (path: string, depth: number) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if (stat.mode & 0o077) {
      try {
        chmodSync(path, wanted);
        tightened.push(`${path} ${octal(stat.mode)} → ${octal(wanted)}`);
      } catch (error) {
        failed.push(`${path} (${(error as NodeJS.ErrnoException).code})`);
      }
    }
    if (stat.isDirectory() && depth < 2) for (const name of readdirSync(path)) visit(join(path, name), depth + 1);
  };
  visit(dataDir, 0);
  return { tightened, failed };
}
