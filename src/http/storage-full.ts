// A write the disk had no room for: SQLite's "database or disk is full", or the system's ENOSPC / EDQUOT, however
// deep in the causes a wrapper (drizzle's query error) put it.
export function isStorageFull(error: unknown): boolean {
  let reason = error;
  for (let depth = 0; reason && depth < 5; depth++) {
    const code = (reason as { code?: unknown }).code;
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return true;
    reason = (reason as { cause?: unknown }).cause;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE =
  'The server has no room left to save this (its disk is full), so nothing was saved. Please try again later.';
