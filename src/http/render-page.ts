// One public page rendered to a complete HTML document: the app's markup, head tags and hydration state in the
// built index.html. Loaded on the first page request (src/http/pages.ts), so start-up does not pay for React's server renderer.
import { en } from '../../web/i18n/en';
import { zh } from '../../web/i18n/zh';
import { ROUTE_QUERIES } from '../../web/lib/public-queries';
import { PAGE_SECTIONS, pageHead } from '../../web/server/head';
import { renderApp, scriptJson } from '../../web/server/render';
import type { ContentTree } from '../contract';
import type { Deps } from '../deps';
import { htmlTag, type Lang, type Theme } from './pages';

export function renderPage(deps: Deps, { path, lang, theme, base }: { path: string; lang: Lang; theme: Theme; base: string }): { body: string; status: number } {
  const found = path in ROUTE_QUERIES;
  const data = (ROUTE_QUERIES[path] ?? []).map((q) => ({ queryKey: q.queryKey, data: deps.cache.read(q.path) }));
  const { html, state } = renderApp({ path, search: lang === 'zh' ? 'lang=zh' : '', lang, theme, data });
  const section = PAGE_SECTIONS[path];
  const content = section ? (deps.cache.read(`/api/content/${section}`) as ContentTree) : undefined;
  const head = pageHead({ origin: base, path, lang, t: lang === 'zh' ? zh : en, content, found });
  const body = inlineStylesheet(deps)
    .replace('<html lang="en">', htmlTag(lang, theme))
    .replace(/<title>[^<]*<\/title>/, `<title>${head.title.replace(/</g, '&lt;')}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${head.tags}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div><script id="page-state" type="application/json">${scriptJson(state)}</script>`);
  return { body, status: found ? 200 : 404 };
}

/**
 * index.html with its stylesheet inlined: a phone on a slow link paints after one round trip instead of two.
 * (The CSP allows inline styles; scripts stay external.)
 */
function inlineStylesheet(deps: Deps): string {
  return deps.web.index.replace(/<link rel="stylesheet"[^>]*href="(\/[^"]+\.css)"[^>]*>/, (link, path: string) => {
    const css = deps.web.files.get(path);
    return css ? `<style>${new TextDecoder().decode(css.body)}</style>` : link;
  });
}
