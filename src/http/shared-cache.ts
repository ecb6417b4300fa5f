// What public answers tell browsers and shared caches (a CDN, Varnish): how long a shared cache may keep them, and the
// keys a purge names them by (decision 0070). Browsers always revalidate (ETag); only shared caches keep copies.
import { PUBLIC_PATHS, readsFor } from '../../web/server';
import type { Config } from '../config';

/** The header naming what an answer was made from, for purges by key (Fastly's name; the shipped VCL reads it). */
export const KEYS_HEADER = 'surrogate-key';
/** The key every public answer carries: a purge of it empties the shared cache of the site. */
export const EVERY_KEY = 'site';

/**
 * The cache headers of a public page or read. `Cache-Control` is for every cache: browsers revalidate each time
 * (max-age=0, then a 304 by ETag), a shared cache may keep it `seconds`. Serving it stale while fetching anew is for
 * shared caches alone, so it goes in `CDN-Cache-Control` (RFC 9213: CDNs read it, browsers do not; the shipped VCL
 * takes its grace from it): a browser given stale-while-revalidate would show the admin's own edit one request late.
 * `no-cache` for every cache when shared caching is off.
 */
export function publicCacheHeaders({ seconds, staleSeconds }: Config['sharedCache']): Record<string, string> {
  if (seconds === 0) return { 'cache-control': 'no-cache' };
  return {
    'cache-control': `public, max-age=0, s-maxage=${seconds}`,
    'cdn-cache-control': `max-age=${seconds}${staleSeconds ? `, stale-while-revalidate=${staleSeconds}` : ''}`,
  };
}

/**
 * An uploaded image's key: its URL without the extension or a variant's width (`/media/<sha256>`), so a delete reaches
 * every cached copy, its variants' too.
 */
export const mediaKey = (path: string) => path.replace(/(-[0-9]+)?\.[a-z0-9]+$/i, '');

/** The keys of an answer made from these public reads (their URLs, such as /api/content/home). */
export const keysOf = (reads: readonly string[]) => [EVERY_KEY, ...reads].join(' ');

/** Anything per visitor or admin: never kept by a shared cache, nor stored by a browser beyond revalidating. */
export const PRIVATE = 'private, no-cache';

/**
 * The URLs a purge of `keys` reaches, for a CDN that purges by URL: each page showing one of the reads (with its
 * language spellings) and the reads themselves; absolute when the site knows its address (PUBLIC_URL).
 */
export function urlsFor(keys: readonly string[], origin = ''): string[] {
  const every = keys.includes(EVERY_KEY);
  // The fixed pages' reads are the same in both languages.
  const readsOf = (path: string) => readsFor(path, 'en');
  const pages = PUBLIC_PATHS.filter((path) => every || readsOf(path).some((read) => keys.includes(read)));
  const reads = every ? [...new Set(PUBLIC_PATHS.flatMap(readsOf))] : keys.filter((key) => key.startsWith('/api/'));
  return [...pages.flatMap((path) => [path, `${path}?lang=en`, `${path}?lang=zh`]), ...reads].map((url) => origin + url);
}
