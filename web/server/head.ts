// The <head> of a server-rendered page: its title and the tags of lib/page-head.ts (description: the admin's search
// snippet where set; the snippet's share image, else the language's built-in one), as HTML; and the icon (the admin's
// logo when one is set), the home-screen icon, the web manifest and the browser's bar colour.
import {
  CONTENT_DEFAULTS_EN,
  CONTENT_DEFAULTS_ZH,
  SITE_ICONS,
  WEB_MANIFEST,
  type Brand,
  type ContactInfo,
  type ContentTree,
  type PageSnippet,
} from '../../src/contract';
import type { Dictionary } from '../i18n/en';
import { contactDetails } from '../lib/contact-details';
import { fill, type Lang } from '../lib/i18n';
import { BUILT_IN_LOGO, headTags, type HeadTag } from '../lib/page-head';
import type { OwnHead } from '../lib/journal-head';
import { automaticSnippet } from '../lib/automatic-snippet';
import { ownSnippet, snippetTexts } from '../lib/page-snippet';
import { routeAt } from '../lib/routes';
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
  contact: ContactInfo | undefined;
  brand: Brand | undefined;
  /** A journal page's own head (lib/journal-head.ts), in place of a fixed page's. */
  own?: OwnHead;
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

/** A head tag as HTML. */
const tagHtml = ({ tag, attrs, text }: HeadTag) => {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return tag === 'script' ? `<script${attributes}>${text ?? ''}</script>` : `<${tag}${attributes}>`;
};

export function pageHead({ origin, path, lang, t, content, snippet, contact, brand, own }: Input): { title: string; tags: string } {
  const route = routeAt(path);
  const { title, description } = own
    ? own
    : route
      ? snippetTexts(
          ownSnippet(snippet, lang),
          automaticSnippet(t, route, content, lang, (lang === 'zh' ? CONTENT_DEFAULTS_ZH : CONTENT_DEFAULTS_EN)[route.section]),
        )
      : { title: fill(t.pageTitle, { page: t.pages.notFound, brand: t.brand }), description: t.notFound.body };
  const tags = headTags({
    origin,
    path,
    lang,
    t,
    found: route !== undefined || own !== undefined,
    title,
    description,
    image: own ? own.image : route ? (snippet?.imagePath ?? null) : null,
    contact: contactDetails(contact, t, lang),
    logo: brand?.logoPath ?? BUILT_IN_LOGO,
    ...(own && { languages: own.languages, ogType: own.ogType, graph: own.graph, imageAlt: own.imageAlt }),
  });
  return { title, tags: tags.map(tagHtml).join('') + APP_TAGS };
}
