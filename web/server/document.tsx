// One public page as a complete HTML document: the app rendered in the page's language (any theme) from the data
// fetched for it, the head tags, the public stylesheet's rules it uses inlined, and the state the browser hydrates from.
// Server only.
import { renderToReadableStream } from 'react-dom/server';
import { Router } from '../lib/router';
import type { Brand, ContactInfo, ContentTree, JournalPage, JournalPost, PageSnippet, WorkIndex, WorkStory } from '../../src/contract';
import { journalHead, type OwnHead } from '../lib/journal-head';
import { journalRoute, workRoute } from '../lib/published-routes';
import { journalReadPath, workReadPath } from './page-reads';
import { workHead } from '../lib/work-head';
import type { Lang, Theme } from '../../src/contract/constants';
import { PUBLIC_READS } from '../../src/contract/public-reads';
import { App } from '../app';
import { preloadPublicPage } from '../pages/public-site';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { PhrasesSeen } from '../components/ui/phrased';
import { TINT_CLASSES, tintRule } from '../../src/contract/image-variants';
import { PREVIEW_CLASSES, previewRule } from './preview-rule';
import { PagePrefsContext } from '../lib/page-prefs';
import { RENDERED_THEME } from '../lib/theme';
import { phraseLengths } from '../lib/phrases';
import { ReadStore, ReadStoreContext, type ReadAnswers } from '../lib/read-store';
import { routeAt } from '../lib/routes';
import { pageFound, pageReads } from './page-reads';
import { escapeHtml, iconLink, pageHead } from './head';
import { htmlTag } from './html-tag';
import { THEME_SCRIPT } from './theme-script';
import { classesIn, cssFor } from './page-css';
import { scriptPreloads } from './page-scripts';

/**
 * `phrases`: the lengths of the phrases of each Chinese text the page shows (components/ui/phrased.tsx). `stylesheets`:
 * the sheets the page inlined only the rules of its first paint from, for the browser to link once the app runs.
 */
export type PageState = {
  lang: Lang;
  theme: Theme;
  origin: string;
  queries: ReadAnswers;
  phrases?: Record<string, number[]>;
  stylesheets?: string[];
};

export type DocumentInput = {
  path: string;
  lang: Lang;
  /** The site's address (PUBLIC_URL) for canonical URLs and language alternates; '' when unknown: links are then relative. */
  origin: string;
  /** The built index.html. */
  index: string;
  /** The text of a built stylesheet by its URL, to inline it (a phone on a slow link paints one round trip sooner). */
  stylesheet: (href: string) => string | undefined;
  /** The answer of each public read the page shows, by its URL (lib/routes.ts lists them per page). */
  data: Record<string, unknown>;
  /** The build's scripts each source brings (src/http/web-assets.ts): the page names those of its screen and words. */
  preloads: Record<string, readonly string[]>;
};

/**
 * The page's HTML and status, and `inlineStyles`: the exact texts of the <style> elements it carries, which the
 * server's Content-Security-Policy for this page allows by their hashes (src/http/security-headers.ts, pagePolicy).
 */
export type RenderedDocument = { html: string; status: number; inlineStyles: string[] };

/** JSON safe inside a <script> element: no "</script>" or "<!--" can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function renderApp(input: DocumentInput): Promise<{ html: string; state: PageState }> {
  // The page's screen loaded first, as the browser does before hydrating: both render it without a Suspense boundary.
  await preloadPublicPage(input.path);
  const reads = new ReadStore();
  const phrased = new Map<string, string[]>();

  // The 404 page has the frame's reads only (the footer's contact details, the logo).
  // A journal or Work page's read that did not answer is kept as null: the app then shows the 404 page, as the server did.
  for (const query of pageReads(input.path, input.lang))
    reads.set(query.queryKey, input.data[query.path] ?? (journalRoute(input.path) || workRoute(input.path) ? null : undefined));
  const stream = await renderToReadableStream(
    <PagePrefsContext.Provider value={{ lang: input.lang, t: input.lang === 'zh' ? zh : en, theme: RENDERED_THEME }}>
      <ReadStoreContext.Provider value={reads}>
        <PhrasesSeen.Provider value={phrased}>
          <Router fixed={{ path: input.path, search: `lang=${input.lang}` }}>
            <App />
          </Router>
        </PhrasesSeen.Provider>
      </ReadStoreContext.Provider>
    </PagePrefsContext.Provider>,
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  const state: PageState = { lang: input.lang, theme: RENDERED_THEME, origin: input.origin, queries: reads.answers() };
  if (phrased.size) state.phrases = Object.fromEntries([...phrased].map(([text, cut]) => [text, phraseLengths(cut)]));
  return { html, state };
}

/** A journal or Work page's own head, when the path is one and its read answered (else the fixed page's, or the 404's). */
function ownHead(input: DocumentInput): OwnHead | undefined {
  const t = input.lang === 'zh' ? zh : en;
  const route = journalRoute(input.path);
  const data = route && (input.data[journalReadPath(route, input.lang)] as JournalPage | JournalPost | undefined);
  if (route) return data ? journalHead(t, input.lang, input.origin, route, data) : undefined;
  const work = workRoute(input.path);
  const story = work && (input.data[workReadPath(work, input.lang)] as WorkIndex | WorkStory | undefined);
  return work && story ? workHead(t, input.lang, input.origin, work, story) : undefined;
}

export async function renderDocument(input: DocumentInput): Promise<RenderedDocument> {
  const route = routeAt(input.path);
  const { html, state } = await renderApp(input);
  // The rules of its images' tint classes (their colour while they load; decision 0104) and preview classes (a tiny copy,
  // blurred, over that colour: decision 0182), read from the classes' names.
  const looks =
    [...new Set(html.match(TINT_CLASSES))].map(tintRule).join('') + [...new Set(html.match(PREVIEW_CLASSES))].map(previewRule).join('');
  const content = route ? (input.data[PUBLIC_READS.content(route.section)] as ContentTree | undefined) : undefined;
  const snippet = route ? (input.data[PUBLIC_READS.snippet(route.section)] as PageSnippet | undefined) : undefined;
  const brand = input.data[PUBLIC_READS.brand] as Brand | undefined;
  const icon = iconLink(brand);
  const head = pageHead({
    origin: input.origin,
    path: input.path,
    lang: input.lang,
    t: input.lang === 'zh' ? zh : en,
    content,
    snippet,
    contact: input.data[PUBLIC_READS.contactInfo] as ContactInfo | undefined,
    brand,
    own: ownHead(input),
  });
  const tag = htmlTag(input.lang, RENDERED_THEME);
  // What the first paint uses: the classes of the page's elements, and `dark` (the head script may set it before the
  // first paint; the whole sheet is not there yet).
  const classes = classesIn(tag + html);
  classes.add('dark');
  const inlineStyles: string[] = looks ? [looks] : [];
  const document = input.index
    // The public stylesheet's rules this page uses inlined, and the app links it whole once it runs; a `data-inline` one
    // (the web font's faces) inlined whole and never linked; the admin's (`data-admin`: the shell links it after the
    // public one) left out.
    .replace(/<link rel="stylesheet"[^>]*>/g, (link) => {
      if (/\sdata-admin[\s>]/.test(link)) return '';
      const href = /\shref="(\/[^"]+\.css)"/.exec(link)?.[1];
      const css = href === undefined ? undefined : input.stylesheet(href);
      if (href === undefined || css === undefined) return link;
      const whole = /\sdata-inline[\s>]/.test(link);
      if (!whole) (state.stylesheets ??= []).push(href);
      const rules = whole ? css : cssFor(css, classes);
      inlineStyles.push(rules);
      return `<style>${rules}</style>`;
    })
    .replace('<html lang="en">', () => tag)
    .replace('<head>', () => `<head><script>${THEME_SCRIPT}</script>`)
    // Every replacement below is a function: a string would have its `$&`, `$'` and `` $` `` expanded, and page texts
    // are the admin's to write ("Pay what it's worth: $' nothing more" once broke the page state).
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<link rel="icon"[^>]*>/, (link) => icon ?? link)
    .replace(
      '</head>',
      () => `${scriptPreloads(input.path, input.lang, input.preloads)}${head.tags}${looks ? `<style>${looks}</style>` : ''}</head>`,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${html}</div><script id="page-state" type="application/json">${scriptJson(state)}</script>`,
    );
  return { html: document, status: pageFound(input.path, input.lang, (url) => input.data[url]) ? 200 : 404, inlineStyles };
}
