// The <head> of a server-rendered page: title, description (the admin's search snippet where set), canonical URL,
// language alternates, social cards (the snippet's image, else the built-in share image of the language), the icon
// (the admin's logo when one is set), and the home-screen icon, the web manifest and the browser's bar colour.
import {
  CONTENT_DEFAULTS_EN,
  CONTENT_DEFAULTS_ZH,
  SHARE_IMAGE_SIZE,
  SHARE_IMAGES,
  SITE_ICONS,
  WEB_MANIFEST,
  type Brand,
  type ContentTree,
  type PageSnippet,
} from '../../src/contract';
import type { Dictionary } from '../i18n/en';
import { fill, type Lang } from '../lib/i18n';
import { automaticSnippet, ownSnippet, snippetTexts } from '../lib/page-snippet';
import { routeAt } from '../lib/routes';
import { pageUrl } from '../lib/page-url';
import { PALETTES } from '../styles/tokens';

/** Text made safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

type Input = {
  origin: string;
  path: string;
  lang: Lang;
  t: Dictionary;
  content: ContentTree | undefined;
  snippet: PageSnippet | undefined;
};

/** The page's icon: the uploaded logo when one is set (undefined: the built-in favicon the shell links stays). */
export const iconLink = (brand: Brand | undefined) =>
  brand?.logoPath ? `<link rel="icon" href="${escapeHtml(brand.logoPath)}">` : undefined;

/**
 * A phone's home-screen icon and the manifest (public pages only: on the admin's pages a manifest would make a
 * home-screen shortcut open the public site), and the browser's bar in the page's own ground, not the accent: the
 * accent is for the brand's few moments, not a band above every page (docs/design.md). The default theme is light.
 */
const APP_TAGS =
  `<link rel="apple-touch-icon" href="${SITE_ICONS.appleTouch}">` +
  `<link rel="manifest" href="${WEB_MANIFEST}">` +
  `<meta name="theme-color" content="${PALETTES.light.bg}">`;

export function pageHead({ origin, path, lang, t, content, snippet }: Input): { title: string; tags: string } {
  const route = routeAt(path);
  const found = route !== undefined;
  const { title, description } = route
    ? snippetTexts(
        ownSnippet(snippet, lang),
        automaticSnippet(t, route, content, lang, (lang === 'zh' ? CONTENT_DEFAULTS_ZH : CONTENT_DEFAULTS_EN)[route.section]),
      )
    : { title: fill(t.pageTitle, { page: t.pages.notFound, brand: t.brand }), description: t.notFound.body };
  // Without the site's address (PUBLIC_URL) links are relative, and the tags that must be absolute are left out.
  const absolute = origin !== '';
  // A card needs an absolute image address: the snippet's image, or the built-in one drawn for the language.
  const ownImage = snippet?.imagePath ?? undefined;
  const image = route && absolute ? `${origin}${ownImage ?? SHARE_IMAGES[lang]}` : undefined;
  const url = pageUrl(origin, path, lang);
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    found ? `<link rel="canonical" href="${escapeHtml(url)}">` : '<meta name="robots" content="noindex">',
    ...(found
      ? [
          `<link rel="alternate" hreflang="en" href="${escapeHtml(pageUrl(origin, path, 'en'))}">`,
          `<link rel="alternate" hreflang="zh-Hant" href="${escapeHtml(pageUrl(origin, path, 'zh'))}">`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path, 'en'))}">`,
        ]
      : []),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(t.brand)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    // A 404 page is shared by every unknown path: it names no URL of its own.
    ...(found && absolute ? [`<meta property="og:url" content="${escapeHtml(url)}">`] : []),
    `<meta property="og:locale" content="${lang === 'zh' ? 'zh_TW' : 'en_US'}">`,
    `<meta property="og:locale:alternate" content="${lang === 'zh' ? 'en_US' : 'zh_TW'}">`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}">`] : []),
    ...(image && !ownImage
      ? [
          `<meta property="og:image:width" content="${SHARE_IMAGE_SIZE.width}">`,
          `<meta property="og:image:height" content="${SHARE_IMAGE_SIZE.height}">`,
          `<meta property="og:image:alt" content="${escapeHtml(t.brand)}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}">`] : []),
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    APP_TAGS,
  ].join('');
  return { title, tags };
}
