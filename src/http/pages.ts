// Every path no other route takes: the hashed assets; the public pages rendered on the server in the visitor's language
// (404 for unknown paths); the admin area as the client-rendered shell; a JSON 404 under another route's folder.
import { Elysia, type AnyElysia } from 'elysia';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { htmlTag, isPageAddress, isPublicPath, pageFound, readsFor, renderDocument } from '../../web/server';
import { LANGS, THEMES, type Lang, type Theme } from '../contract/constants';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { accepts, assetAnswer, serveAsset } from './assets';
import { pathOf } from './client';
import { PreparedBody } from './etag';
import { notFound } from './errors';
import { pagePolicy } from './security-headers';
import type { Page } from './public-cache';
import { KEYS_HEADER, keysOf, PRIVATE, publicCacheHeaders } from './shared-cache';
import type { Asset, WebAssets } from './web-assets';

const HTML = 'text/html; charset=utf-8';
/**
 * A public page's headers: the cache time of decision 0070, the keys of the reads it shows (a purge of any of them
 * reaches it), and Vary: the page's language may come from the `lang` cookie.
 */
const pageHeaders = (config: Config, path: string, lang: Lang) => ({
  'content-type': HTML,
  ...publicCacheHeaders(config.sharedCache),
  vary: 'cookie, accept-encoding',
  [KEYS_HEADER]: keysOf(readsFor(path, lang)),
});
/**
 * The admin area's page: the app's shell in the admin's language and theme, naming the admin app's scripts so they
 * download with the entry's (decision 0105), and the site's public address when PUBLIC_URL names it: the sign-in page,
 * opened at a numeric address, links there for passkeys (decision 0257), never to the address it was opened at.
 */
function adminShell(web: WebAssets, lang: Lang, theme: Theme, publicUrl: string | undefined): string {
  const scripts = web.preloads[ADMIN_APP] ?? [];
  const address = publicUrl ? `<meta name="site-address" content="${publicUrl.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">` : '';
  return web.index
    .replace('<html lang="en">', htmlTag(lang, theme))
    .replace('</head>', `${address}${scripts.map((script) => `<link rel="modulepreload" crossorigin href="${script}">`).join('')}</head>`);
}
/** The admin's app, as the build names its source. */
const ADMIN_APP = 'pages/admin/admin-app.tsx';

/** The admin area (its sign-in page and the live preview included) is the admin's alone, and never for a search engine. */
const ADMIN_HEADERS = { 'content-type': HTML, 'cache-control': PRIVATE, vary: 'cookie', 'x-robots-tag': 'noindex, nofollow' };

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

/** What a path no other route of the app matched asks for. */
type PageRoute =
  | { kind: 'not-found'; message: string }
  | { kind: 'missing-file' }
  | { kind: 'asset'; asset: Asset }
  | { kind: 'file'; response: Response }
  | { kind: 'admin'; lang: Lang; theme: Theme }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; path: string; lang: Lang };

/** A page's language: `?lang=` first (the crawlable alternates), then the cookie the app mirrors its choice into. */
function langOf(request: Request): Lang {
  const url = request.url;
  return languageOf(url.includes('?') ? url.slice(url.indexOf('?')) : '', request.headers.get('cookie'));
}

/**
 * The page cache's key: every path that is no page in its language shares the one 404 page (one entry for all of them,
 * not one per path tried). No theme: a page is the same for every theme, painted in the visitor's before the first
 * paint (decision 0070).
 */
const pageKey = (path: string, lang: Lang, found: boolean) => `${found ? path : '404'}|${lang}`;

/**
 * What `path` is, for the app's last route (only paths no other route matched reach it). `apart` holds the first
 * segments of the app's other routes (api, media, healthz, …): an unmatched path under one of them is that family's
 * JSON 404, never a page.
 */
function routeOf(deps: Deps, request: Request, path: string, apart: ReadonlySet<string>): PageRoute {
  const first = path.slice(1).split('/', 1)[0]!;
  if (apart.has(first)) return { kind: 'not-found', message: first === 'api' ? 'No such API endpoint' : 'Not found' };
  const asset = deps.web.files.get(path);
  if (asset) return { kind: 'asset', asset };
  const made = deps.publishedFiles.answer(path, request);
  if (made) return { kind: 'file', response: made };
  // A path that names a file we do not have is a missing file, not a page.
  if (/\.[a-z0-9]+$/i.test(path)) return { kind: 'missing-file' };
  const lang = langOf(request);
  if (path === '/admin' || path.startsWith('/admin/')) return { kind: 'admin', lang, theme: themeOf(request.headers.get('cookie')) };
  // Routes match regardless of case and trailing slash in the browser: send such spellings to the one true URL,
  // so the server never renders a page under a name it would also answer 404 for.
  // Letters in lowercase; a percent-escape as encodeURIComponent writes it (uppercase), as the site's own links do.
  const canonical =
    path.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) => (part.startsWith('%') ? part.toUpperCase() : part.toLowerCase())).replace(/\/+$/, '') ||
    '/';
  if (canonical !== path && isPageAddress(canonical)) {
    const url = request.url;
    return { kind: 'redirect', location: canonical + (url.includes('?') ? url.slice(url.indexOf('?')) : '') };
  }
  return { kind: 'page', path, lang };
}

/** The page in the best encoding the browser accepts; each encoding has its own ETag, as RFC 9110 asks. */
export function sendPage(page: Page, request: Request, extra?: Readonly<Record<string, string>>): Response {
  const accept = request.headers.get('accept-encoding');
  const { etag } = page.plain;
  if (accepts(accept, 'br')) {
    page.br ??= new PreparedBody(
      new Uint8Array(brotliCompressSync(page.plain.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })),
      { status: page.status, headers: { ...page.headers, 'content-encoding': 'br' } },
      `${etag.slice(0, -1)}-br"`,
    );
    return page.br.respond(request, extra);
  }
  if (accepts(accept, 'gzip')) {
    page.gzip ??= new PreparedBody(
      new Uint8Array(gzipSync(page.plain.bytes, { level: 6 })),
      { status: page.status, headers: { ...page.headers, 'content-encoding': 'gzip' } },
      `${etag.slice(0, -1)}-gz"`,
    );
    return page.gzip.respond(request, extra);
  }
  return page.plain.respond(request, extra);
}

/** The first segments of the app's routes other than this catch-all (`api`, `media`, `healthz`, `robots.txt`, …). */
function segmentsApart(app: AnyElysia) {
  let seen = -1;
  let segments = new Set<string>();
  return () => {
    if (app.routes.length !== seen) {
      seen = app.routes.length;
      segments = new Set(app.routes.filter((route) => route.path !== CATCH_ALL).map((route) => route.path.slice(1).split('/', 1)[0]!));
    }
    return segments;
  };
}

const CATCH_ALL = '/*';

/** `path`'s redirect (decision 0096), the request's query carried on, or null when it has none. */
function movedAnswer(deps: Deps, path: string, request: Request): Response | null {
  const moved = deps.redirects.find(path);
  if (!moved) return null;
  const url = request.url;
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const location = query ? `${moved.to}${moved.to.includes('?') ? '&' : '?'}${query}` : moved.to;
  return new Response(null, { status: moved.permanent ? 301 : 302, headers: { location } });
}

/**
 * The app's last route, used once on it (`.use(pages(deps))`): every path no other route took. What it answers from
 * memory (a public page, a hashed file) it remembers for the fast lane under the exact path asked for.
 */
export const pages =
  (deps: Deps) =>
  <App extends AnyElysia>(app: App): App => {
    app.use(pageRoute(deps, segmentsApart(app)));
    return app;
  };

function pageRoute(deps: Deps, apart: () => ReadonlySet<string>) {
  return new Elysia({ name: 'pages' }).get(CATCH_ALL, async ({ request }) => {
    const asked = pathOf(request.url);
    const route = routeOf(deps, request, asked, apart());
    switch (route.kind) {
      case 'not-found':
        throw notFound(route.message);
      case 'missing-file': {
        // A file that moved (an old brochure's address) may be redirected too; otherwise it is counted as not found.
        const moved = movedAnswer(deps, asked, request);
        if (moved) return moved;
        deps.redirects.missing(asked, request);
        throw notFound('No such file');
      }
      case 'asset': {
        const { asset } = route;
        deps.cache.remember(asked, (again, headers) => assetAnswer(asset, again, headers));
        return serveAsset(asset, request);
      }
      case 'admin':
        return new Response(adminShell(deps.web, route.lang, route.theme, deps.config.publicUrl), { headers: ADMIN_HEADERS });
      case 'redirect':
        return new Response(null, { status: 301, headers: { location: route.location } });
      case 'file':
        return route.response;
    }
    const { path, lang } = route;
    const read = (url: string) => deps.cache.read(url);
    const found = pageFound(path, lang, read);
    if (!found) {
      // An address a page had before (a slug changed): sent on, its query kept.
      const moved = movedAnswer(deps, path, request);
      if (moved) return moved;
    }
    const page = await deps.cache.page(
      pageKey(path, lang, found),
      () => {
        // The data is read now, before the render awaits: a write meanwhile clears the cache and the next request renders anew.
        const data = Object.fromEntries(readsFor(path, lang).map((url) => [url, read(url)]));
        const stylesheet = (href: string) => {
          const css = deps.web.files.get(href);
          return css && new TextDecoder().decode(css.body);
        };
        // Without PUBLIC_URL no absolute address is known: the page names itself by relative URLs, never by the Host
        // header a request chose (decision 0026).
        const input = {
          path,
          lang,
          origin: deps.config.publicUrl ?? '',
          index: deps.web.index,
          stylesheet,
          data,
          preloads: deps.web.preloads,
        };
        // The page's own policy allows the first-paint rules it inlines by their hash (there is no 'unsafe-inline'); as
        // the page's own header it wins over the site's, here and when the fast lane repeats the page.
        return renderDocument(input).then(({ html, status, inlineStyles }) => ({
          html,
          status,
          headers: { 'content-security-policy': pagePolicy(inlineStyles) },
        }));
      },
      pageHeaders(deps.config, path, lang),
    );
    // A page answers its path by its language alone, whatever else the request carries: that is what the fast lane may
    // repeat. A fixed page always; a journal or story address once it was found a page (decision 0098): the replay
    // repeats only a render kept as found in the language asked for, so a language it is not up in, a 404 or a moved
    // address still goes to the router, and a write (a publish, a schedule's moment) clears both. Unknown paths are
    // not remembered (there is no end of them).
    if (isPublicPath(path) || found) {
      deps.cache.remember(path, (again, headers) => {
        const ready = deps.cache.readyPage(pageKey(path, langOf(again), true));
        return ready && sendPage(ready, again, headers);
      });
    }
    if (page.status === 404) deps.redirects.missing(path, request);
    return sendPage(page, request);
  });
}
