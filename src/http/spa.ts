// Serves the web app: hashed assets by name, and index.html for every other non-API path (deep links, reloads).
import { Elysia } from 'elysia';
import type { WebAssets } from './web-assets';
import { notFound } from './errors';

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
// Asset names carry a content hash, so a cached copy can never be stale.
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** `web` is read on every request, so the development server can swap in a fresh build. */
export const spa = (web: () => WebAssets) =>
  new Elysia({ name: 'spa' }).get('/*', ({ path, query, cookie }) => {
    if (path === '/api' || path.startsWith('/api/')) throw notFound('No such API endpoint');
    const asset = web().files.get(path);
    if (asset) return new Response(asset.body, { headers: { 'content-type': asset.type, 'cache-control': ASSET_CACHE } });
    // A path that names a file we do not have is a missing file, not a page.
    if (/\.[a-z0-9]+$/i.test(path)) throw notFound('No such file');
    return new Response(withPreferences(web().index, query.lang, cookie), { headers: HTML_HEADERS });
  });

/**
 * The page's language and theme are put on <html> here, from `?lang=` and the cookies the app mirrors its
 * choices into, so the first paint is already right without an inline script.
 */
function withPreferences(html: string, queryLang: unknown, cookie: Record<string, { value?: unknown }>): string {
  const lang = queryLang === 'zh' || queryLang === 'en' ? queryLang : cookie.lang?.value === 'zh' ? 'zh' : 'en';
  const dark = cookie.theme?.value === 'dark';
  return html.replace('<html lang="en">', `<html lang="${lang === 'zh' ? 'zh-Hant' : 'en'}"${dark ? ' class="dark" style="color-scheme:dark"' : ''}>`);
}
