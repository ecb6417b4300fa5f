// The head of a public page as data: description, canonical URL, language alternates, social cards and the structured
// data (JSON-LD) naming the company. The server writes it into the document (web/server/head.ts); the app puts the
// same tags in place after each link followed and language switched (head-sync.ts), so both always agree.
import { LANGS, SHARE_IMAGE_SIZE, SHARE_IMAGES, SITE_ICONS } from '../../src/contract/constants';
import type { Dictionary } from '../i18n/en';
import type { ContactDetails } from './contact-details';
import { htmlLang, type Lang } from './i18n';
import { feedPath } from './published-routes';
import { choiceUrl, pageUrl } from './page-url';

export type HeadTag = { tag: 'meta' | 'link' | 'script'; attrs: Record<string, string>; text?: string };

export type HeadInput = {
  /** The site's address (PUBLIC_URL), '' when unknown: links are then relative, and tags that must be absolute left out. */
  origin: string;
  path: string;
  lang: Lang;
  t: Dictionary;
  /** False on the 404 page: it names no address of its own and asks not to be indexed. */
  found: boolean;
  title: string;
  description: string;
  /** The page's own share image (its search snippet's), else the built-in one of the language. */
  image: string | null;
  /** The page's own image is its drawn card (of the built-in image's size): what it shows. */
  imageAlt?: string;
  contact: ContactDetails;
  /** The uploaded logo, else the built-in mark. */
  logo: string | null;
  /** The languages the page exists in (its alternates); both unless said (a journal article may be in one). */
  languages?: readonly Lang[];
  /** What the page is to a social card: a website's page, or an article. */
  ogType?: 'website' | 'article';
  /** More of the page in structured data (an article, its breadcrumbs), beside the company and the site. */
  graph?: object[];
};

/** The built-in mark (the structured data's logo when none is uploaded): a square raster, as search engines want it. */
export const BUILT_IN_LOGO = SITE_ICONS.large;

/** What tells the head's managed elements from the rest (the app replaces exactly these). */
export const MANAGED_HEAD =
  'meta[name="description"],meta[name="robots"],link[rel="canonical"],link[rel="alternate"][hreflang],link[rel="alternate"][type="application/rss+xml"],meta[property^="og:"],meta[name^="twitter:"],script[type="application/ld+json"]';

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: name, content } });
const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs });

/** The company as search engines read it: schema.org Organization and WebSite, with the contact details every page shows. */
function structuredData(input: HeadInput): HeadTag {
  const { origin, lang, t, contact, logo } = input;
  const home = origin ? `${origin}/` : undefined;
  const organization = {
    '@type': 'Organization',
    ...(home && { '@id': `${home}#organization`, url: home }),
    name: t.brand,
    ...(origin && logo && { logo: `${origin}${logo}` }),
    ...(contact.email && { email: contact.email }),
    ...(contact.phone && { telephone: contact.phone }),
    ...(contact.address && { address: contact.address }),
  };
  const website = {
    '@type': 'WebSite',
    ...(home && { '@id': `${home}#website`, url: home }),
    name: t.brand,
    inLanguage: htmlLang(lang),
    publisher: home ? { '@id': `${home}#organization` } : { '@type': 'Organization', name: t.brand },
  };
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': [organization, website, ...(input.graph ?? [])] });
  // Safe inside <script>: no "</script>" or "<!--" can end it early.
  return { tag: 'script', attrs: { type: 'application/ld+json' }, text: json.replace(/</g, '\\u003c') };
}

/**
 * The page's versions by language, and the language-less address (x-default) when it has both: a page in one language
 * names only that one (a bare address of it shows it in that language anyway).
 */
function alternates(origin: string, path: string, languages: readonly Lang[]): HeadTag[] {
  const named = languages.map((l) => link({ rel: 'alternate', hreflang: htmlLang(l), href: pageUrl(origin, path, l) }));
  return languages.length > 1 ? [...named, link({ rel: 'alternate', hreflang: 'x-default', href: choiceUrl(origin, path) })] : named;
}

export function headTags(input: HeadInput): HeadTag[] {
  const { origin, path, lang, t, found, title, description } = input;
  const absolute = origin !== '';
  const url = pageUrl(origin, path, lang);
  const image = found && absolute ? `${origin}${input.image ?? SHARE_IMAGES[lang]}` : undefined;
  return [
    meta('name', 'description', description),
    found ? link({ rel: 'canonical', href: url }) : meta('name', 'robots', 'noindex'),
    ...(found ? alternates(origin, path, input.languages ?? LANGS) : []),
    // The journal's feed in this language, from every page (decision 0092).
    link({ rel: 'alternate', type: 'application/rss+xml', title: t.journalFeedLink, href: `${origin}${feedPath(lang)}` }),
    meta('property', 'og:type', input.ogType ?? 'website'),
    meta('property', 'og:site_name', t.brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    // A 404 page is shared by every unknown path: it names no URL of its own.
    ...(found && absolute ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:locale', lang === 'zh' ? 'zh_TW' : 'en_US'),
    ...((input.languages ?? LANGS).includes(lang === 'zh' ? 'en' : 'zh')
      ? [meta('property', 'og:locale:alternate', lang === 'zh' ? 'en_US' : 'zh_TW')]
      : []),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(image && (!input.image || input.imageAlt)
      ? [
          meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
          meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
          meta('property', 'og:image:alt', input.imageAlt ?? t.brand),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(image && input.imageAlt ? [meta('name', 'twitter:image:alt', input.imageAlt)] : []),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    structuredData(input),
  ];
}
