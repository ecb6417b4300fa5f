// Every non-API path: the hashed assets; the public pages rendered on the server in the visitor's language and
// theme (404 for unknown paths); the admin area as the client-rendered shell.
import { Elysia } from 'elysia';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { htmlTag, isPublicPath, readsFor, renderDocument } from '../../web/server';
import { LANGS, THEMES, type Lang, type Theme } from '../contract/constants';
import type { Deps } from '../deps';
import { accepts, serveAsset } from './assets';
import { pathOf } from './client';
import { PreparedBody } from './etag';
import { notFound } from './errors';
import type { Page } from './public-cache';
import type { Asset } from './web-assets';

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'cookie, accept-encoding' };
const BR_HEADERS = { ...HTML_HEADERS, 'content-encoding': 'br' };
const GZIP_HEADERS = { ...HTML_HEADERS, 'content-encoding': 'gzip' };
/** The admin area (its sign-in page and the live preview included) is never to be found by a search engine. */
const ADMIN_HEADERS = { ...HTML_HEADERS, 'x-robots-tag': 'noindex, nofollow' };

/** A cookie's value from the Cookie header (the first of that name), or undefined. */
function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** `?lang=` first (the crawlable alternates), then the cookie the app mirrors its choice into, then English. */
function languageOf(search: string, cookie: string | null): Lang {
  const query = search.length > 1 ? new URLSearchParams(search).get('lang') : null;
  const chosen = [query, cookieValue(cookie, 'lang')].find((value) => (LANGS as readonly unknown[]).includes(value));
  return (chosen as Lang | undefined) ?? 'en';
}
function themeOf(cookie: string | null): Theme {
  const value = cookieValue(cookie, 'theme');
  return (THEMES as readonly unknown[]).includes(value) ? (value as Theme) : 'light';
}

/** What a non-API path asks for. */
export type PageRoute =
  | { kind: 'not-found'; message: string }
  | { kind: 'asset'; asset: Asset }
  | { kind: 'admin'; lang: Lang; theme: Theme }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; key: string; path: string; lang: Lang; theme: Theme; base: string };

/** Decides what `path` of `request` is, the one rule for both the app's route and the fast lane. */
export function routeOf(deps: Deps, request: Request, path: string): PageRoute {
  if (path === '/api' || path.startsWith('/api/')) return { kind: 'not-found', message: 'No such API endpoint' };
  const asset = deps.web.files.get(path);
  if (asset) return { kind: 'asset', asset };
  // A path that names a file we do not have is a missing file, not a page.
  if (/\.[a-z0-9]+$/i.test(path)) return { kind: 'not-found', message: 'No such file' };
  const url = request.url;
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const cookie = request.headers.get('cookie');
  const lang = languageOf(search, cookie);
  const theme = themeOf(cookie);
  if (path === '/admin' || path.startsWith('/admin/')) return { kind: 'admin', lang, theme };
  // Routes match regardless of case and trailing slash in the browser: send such spellings to the one true URL,
  // so the server never renders a page under a name it would also answer 404 for.
  const canonical = path.toLowerCase().replace(/\/+$/, '') || '/';
  if (canonical !== path && isPublicPath(canonical)) return { kind: 'redirect', location: canonical + search };
  const base = deps.hosts.origin(request);
  // Every unknown path renders the same 404 page: one cache entry for all of them, not one per path tried.
  return { kind: 'page', key: `${isPublicPath(path) ? path : '404'}|${lang}|${theme}|${base}`, path, lang, theme, base };
}

/** The page in the best encoding the browser accepts; each encoding has its own ETag, as RFC 9110 asks. */
export function sendPage(page: Page, request: Request, extra?: Readonly<Record<string, string>>): Response {
  const accept = request.headers.get('accept-encoding');
  const { etag } = page.plain;
  if (accepts(accept, 'br')) {
    page.br ??= new PreparedBody(
      new Uint8Array(brotliCompressSync(page.plain.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })),
      { status: page.status, headers: BR_HEADERS },
      `${etag.slice(0, -1)}-br"`,
    );
    return page.br.respond(request, extra);
  }
  if (accepts(accept, 'gzip')) {
    page.gzip ??= new PreparedBody(new Uint8Array(gzipSync(page.plain.bytes, { level: 6 })), { status: page.status, headers: GZIP_HEADERS }, `${etag.slice(0, -1)}-gz"`);
    return page.gzip.respond(request, extra);
  }
  return page.plain.respond(request, extra);
}

export function pages(deps: Deps) {
  return new Elysia({ name: 'pages' }).get('/*', async ({ request }) => {
    const route = routeOf(deps, request, pathOf(request.url));
    switch (route.kind) {
      case 'not-found':
        throw notFound(route.message);
      case 'asset':
        return serveAsset(route.asset, request);
      case 'admin':
        return new Response(deps.web.index.replace('<html lang="en">', htmlTag(route.lang, route.theme)), { headers: ADMIN_HEADERS });
      case 'redirect':
        return new Response(null, { status: 301, headers: { location: route.location } });
    }
    const { path, lang, theme, base } = route;
    const page = await deps.cache.page(
      route.key,
      () => {
        // The data is read now, before the render awaits: a write meanwhile clears the cache and the next request renders anew.
        const data = Object.fromEntries(readsFor(path).map((url) => [url, deps.cache.read(url)]));
        const stylesheet = (href: string) => {
          const css = deps.web.files.get(href);
          return css && new TextDecoder().decode(css.body);
        };
        return renderDocument({ path, lang, theme, origin: base, index: deps.web.index, stylesheet, data });
      },
      HTML_HEADERS,
    );
    return sendPage(page, request);
  });
}
