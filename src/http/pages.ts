// Every non-API path: the hashed assets; the public pages rendered on the server in the visitor's language and
// theme (404 for unknown paths); the admin area as the client-rendered shell.
import { Elysia } from 'elysia';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { htmlTag, isPublicPath, readsFor, renderDocument } from '../../web/server';
import { LANGS, THEMES, type Lang, type Theme } from '../contract/constants';
import type { Deps } from '../deps';
import { accepts, serveAsset } from './assets';
import { requestUrl } from './client';
import { withEtag } from './etag';
import { notFound } from './errors';
import type { Page } from './public-cache';

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'cookie, accept-encoding' };

const cookieValue = (cookie: Record<string, { value?: unknown }>, name: string) => {
  const value = cookie[name]?.value;
  return typeof value === 'string' ? value : undefined;
};

/** `?lang=` first (the crawlable alternates), then the cookie the app mirrors its choice into, then English. */
function languageOf(query: Record<string, string | undefined>, cookie: Record<string, { value?: unknown }>): Lang {
  const chosen = [query.lang, cookieValue(cookie, 'lang')].find((value) => (LANGS as readonly unknown[]).includes(value));
  return (chosen as Lang | undefined) ?? 'en';
}
function themeOf(cookie: Record<string, { value?: unknown }>): Theme {
  const value = cookieValue(cookie, 'theme');
  return (THEMES as readonly unknown[]).includes(value) ? (value as Theme) : 'light';
}

/** The page in the best encoding the browser accepts; each encoding has its own ETag, as RFC 9110 asks. */
function sendPage(page: Page, request: Request): Response {
  const accept = request.headers.get('accept-encoding');
  const init = { status: page.status, headers: HTML_HEADERS };
  if (accepts(accept, 'br')) {
    page.br ??= new Uint8Array(brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }));
    return withEtag(request, page.br, `${page.etag.slice(0, -1)}-br"`, { ...init, headers: { ...HTML_HEADERS, 'content-encoding': 'br' } });
  }
  if (accepts(accept, 'gzip')) {
    page.gzip ??= new Uint8Array(gzipSync(page.body, { level: 6 }));
    return withEtag(request, page.gzip, `${page.etag.slice(0, -1)}-gz"`, { ...init, headers: { ...HTML_HEADERS, 'content-encoding': 'gzip' } });
  }
  return withEtag(request, page.body, page.etag, init);
}

export function pages(deps: Deps) {
  return new Elysia({ name: 'pages' }).get('/*', async ({ path, query, cookie, request }) => {
    if (path === '/api' || path.startsWith('/api/')) throw notFound('No such API endpoint');
    const asset = deps.web.files.get(path);
    if (asset) return serveAsset(asset, request);
    // A path that names a file we do not have is a missing file, not a page.
    if (/\.[a-z0-9]+$/i.test(path)) throw notFound('No such file');
    const lang = languageOf(query, cookie);
    const theme = themeOf(cookie);
    if (path === '/admin' || path.startsWith('/admin/')) {
      const shell = deps.web.index.replace('<html lang="en">', htmlTag(lang, theme));
      return new Response(shell, { headers: HTML_HEADERS });
    }
    // Routes match regardless of case and trailing slash in the browser: send such spellings to the one true URL,
    // so the server never renders a page under a name it would also answer 404 for.
    const canonical = path.toLowerCase().replace(/\/+$/, '') || '/';
    if (canonical !== path && isPublicPath(canonical)) {
      return new Response(null, { status: 301, headers: { location: canonical + (requestUrl(request).search ?? '') } });
    }
    const base = deps.hosts.origin(request);
    // Every unknown path renders the same 404 page: one cache entry for all of them, not one per path tried.
    const key = `${isPublicPath(path) ? path : '404'}|${lang}|${theme}|${base}`;
    const page = await deps.cache.page(key, () => {
      // The data is read now, before the render awaits: a write meanwhile clears the cache and the next request renders anew.
      const data = Object.fromEntries(readsFor(path).map((url) => [url, deps.cache.read(url)]));
      const stylesheet = (href: string) => {
        const css = deps.web.files.get(href);
        return css && new TextDecoder().decode(css.body);
      };
      return renderDocument({ path, lang, theme, origin: base, index: deps.web.index, stylesheet, data });
    });
    return sendPage(page, request);
  });
}
