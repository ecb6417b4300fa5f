// The <head> of a server-rendered page: title, description, canonical URL, language alternates, social cards.
import type { ContentTree, Section } from '../../src/contract';
import { contentText } from '../features/content/use-content';
import type { Dictionary } from '../i18n/en';
import { fill, type Lang } from '../lib/i18n';
import { pageUrl } from './urls';

export const PAGE_SECTIONS: Record<string, Section> = { '/': 'home', '/services': 'services', '/pricing': 'pricing', '/contact': 'contact' };
const PAGE_NAMES: Record<string, keyof Dictionary['pages']> = { '/': 'home', '/services': 'services', '/pricing': 'pricing', '/contact': 'contact' };

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

type Input = { origin: string; path: string; lang: Lang; t: Dictionary; content: ContentTree | undefined; found: boolean };

export function pageHead({ origin, path, lang, t, content, found }: Input): { title: string; tags: string } {
  const section = found ? PAGE_SECTIONS[path] : undefined;
  const title = fill(t.pageTitle, { page: found ? t.pages[PAGE_NAMES[path]!] : t.pages.notFound, brand: t.brand });
  const description = section ? contentText(content, section, 'hero.subtitle', lang, t.content) : t.notFound.body;
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
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${escape(title)}">`,
    `<meta name="twitter:description" content="${escape(description)}">`,
  ].join('');
  return { title, tags };
}

