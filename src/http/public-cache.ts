// Public reads served from memory: each answer is computed and serialised once, and forgotten on any write.
import { Elysia } from 'elysia';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class PublicCache {
  private entries = new Map<string, string>();

  /** A JSON response for `key`, computed at most once between writes. */
  json(key: string, compute: () => unknown): Response {
    let body = this.entries.get(key);
    if (body === undefined) {
      body = JSON.stringify(compute());
      this.entries.set(key, body);
    }
    return new Response(body, { headers: { 'content-type': 'application/json;charset=utf-8' } });
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * A handled request that may write empties the cache before its answer leaves, so the next read sees the edit.
 * (A request that failed wrote nothing: every write is one statement or one transaction.)
 */
export const clearCacheOnWrite = (cache: PublicCache) =>
  new Elysia({ name: 'public-cache' }).onAfterHandle({ as: 'global' }, ({ request }) => {
    if (!READS.has(request.method)) cache.clear();
  });
