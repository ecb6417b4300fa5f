// What a failed start says: one line naming what is wrong and what to do, never a stack or the binary's source (Bun
// prints the minified source around an uncaught error: ~10 KB for a corrupt database).
import { join, resolve } from 'node:path';
import { explainUnwritable } from './data-owner';
import { listBackups } from './modules/backups/files';

const code = (error: unknown) => String((error as { code?: unknown })?.code ?? '');

/** Port taken by another process (the site listens without SO_REUSEPORT, so a second one is refused, never shares). */
export class PortInUseError extends Error {
  constructor(port: number) {
    super(`Port ${port} is already in use (another site, or an old one still running?). Stop that process, or set PORT to a free port.`);
    this.name = 'PortInUseError';
  }
}

/** The one line for an error met while opening, migrating or locking the data folder; null for anything else. */
export function explainDataError(error: unknown, dataDir: string): string | null {
  const c = code(error);
  const folder = resolve(dataDir);
  if (c === 'SQLITE_NOTADB' || c.startsWith('SQLITE_CORRUPT')) {
    const newest = listBackups(dataDir)[0];
    const fix = newest ? `./site restore ${join(folder, 'backups', newest.name)} (the newest backup)` : './site restore <a backup file>';
    return `The database ${join(folder, 'site.db')} is damaged or is not a database. Restore a backup: ${fix}.`;
  }
  if (c.startsWith('SQLITE_READONLY') || c.startsWith('SQLITE_CANTOPEN') || ['EACCES', 'EPERM', 'EROFS'].includes(c)) {
    const inTheWay = explainUnwritable(dataDir);
    if (inTheWay) return inTheWay;
    return `Cannot write to the data folder ${folder} (${c}): run the site as the folder's owner, give it back write permission, or set DATA_DIR to a writable folder.`;
  }
  if (c === 'SQLITE_FULL' || c === 'ENOSPC')
    return `The disk holding ${folder} is full: free some space (old backups in ${join(folder, 'backups')}), then start again.`;
  return null;
}
