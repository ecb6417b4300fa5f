// Serves the web app: hashed assets by name, and index.html for every other non-API path (deep links, reloads).
import { Elysia } from 'elysia';
import type { WebAssets } from './web-assets';
import { notFound } from './errors';

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
// Asset names carry a content hash, so a cached copy can never be stale.
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** `web` is read on every request, so the development server can swap in a fresh build. */
export const spa = (web: () => WebAssets) =>
  new Elysia({ name: 'spa' }).get('/*', ({ path }) => {
    if (path === '/api' || path.startsWith('/api/')) throw notFound('No such API endpoint');
    const asset = web().files.get(path);
    if (asset) return new Response(asset.body, { headers: { 'content-type': asset.type, 'cache-control': ASSET_CACHE } });
    // A path that names a file we do not have is a missing file, not a page.
    if (/\.[a-z0-9]+$/i.test(path)) throw notFound('No such file');
    return new Response(web().index, { headers: HTML_HEADERS });
  });
