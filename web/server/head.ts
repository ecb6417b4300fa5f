// The <head> of a server-rendered page: title, description (the admin's search snippet where set), canonical URL,
// language alternates, social cards (a large one when the snippet has an image).
import type { ContentTree, PageSnippet } from '../../src/contract';
import type { Dictionary } from '../i18n/en';
import { fill, type Lang } from '../lib/i18n';
import { automaticSnippet, ownSnippet, snippetTexts } from '../lib/page-snippet';
import { routeAt } from '../lib/routes';
import { pageUrl } from './urls';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

type Input = { origin: string; path: string; lang: Lang; t: Dictionary; content: ContentTree | undefined; snippet: PageSnippet | undefined };

export function pageHead({ origin, path, lang, t, content, snippet }: Input): { title: string; tags: string } {
  const route = routeAt(path);
  const found = route !== undefined;
  const { title, description } = route
    ? snippetTexts(ownSnippet(snippet, lang), automaticSnippet(t, route, content, lang))
    : { title: fill(t.pageTitle, { page: t.pages.notFound, brand: t.brand }), description: t.notFound.body };
  const image = route && snippet?.imagePath ? `${origin}${snippet.imagePath}` : undefined;
  const url = pageUrl(origin, path, lang);
  const tags = [
    `<meta name="description" content="${escape(description)}">`,
    found ? `<link rel="canonical" href="${escape(url)}">` : '<meta name="robots" content="noindex">',
    ...(found
      ? [
          `<link rel="alternate" hreflang="en" href="${escape(pageUrl(origin, path, 'en'))}">`,
          `<link rel="alternate" hreflang="zh-Hant" href="${escape(pageUrl(origin, path, 'zh'))}">`,
          `<link rel="alternate" hreflang="x-default" href="${escape(pageUrl(origin, path, 'en'))}">`,
        ]
      : []),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escape(t.brand)}">`,
    `<meta property="og:title" content="${escape(title)}">`,
    `<meta property="og:description" content="${escape(description)}">`,
    // A 404 page is shared by every unknown path: it names no URL of its own.
    ...(found ? [`<meta property="og:url" content="${escape(url)}">`] : []),
    `<meta property="og:locale" content="${lang === 'zh' ? 'zh_TW' : 'en_US'}">`,
    `<meta property="og:locale:alternate" content="${lang === 'zh' ? 'en_US' : 'zh_TW'}">`,
    ...(image ? [`<meta property="og:image" content="${escape(image)}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escape(title)}">`,
    `<meta name="twitter:description" content="${escape(description)}">`,
  ].join('');
  return { title, tags };
}

