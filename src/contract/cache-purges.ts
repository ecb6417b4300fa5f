// The shared cache's purges as the admin sees them (decision 0070). Plain types, no schema library.

export type CachePurgeStatus = {
  /** The host purges go to (CACHE_PURGE_URL), or null when none is set: the cache time alone bounds staleness. */
  target: string | null;
  /** How long a shared cache may keep a public page, in seconds (SHARED_CACHE_SECONDS; 0: not at all). */
  sharedSeconds: number;
  /** Purges owed and not yet accepted. */
  waiting: number;
  /** When the cache last accepted one (ISO), or null. */
  lastDoneAt: string | null;
  /** The latest failure not followed by a success: when the change was made, what went wrong, how many tries. */
  problem: { at: string; error: string; attempts: number; gaveUp: boolean } | null;
};
