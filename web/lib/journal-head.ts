// What a journal page says of itself in its head (decision 0092): its title and description, its drawn card as its share
// image (decision 0097), the languages it exists in, and in structured data an article (BlogPosting) with its breadcrumbs. The server
// writes it (web/server/document.tsx) and the app puts the same in place after a link (lib/use-page-head.ts).
import type { JournalPage, JournalPost } from '../../src/contract';
import type { Dictionary } from '../i18n/en';
import { fill, htmlLang, type Lang } from './i18n';
import { journalListPath, type JournalRoute } from './published-routes';
import { shareCardPath } from './share-card-path';
import { pageUrl } from './page-url';

/** A page's own head, where it is not one of the fixed pages' (their snippets and sections say theirs). */
export type OwnHead = {
  title: string;
  description: string;
  image: string | null;
  /** What the share image shows, when it is the page's drawn card (its size is then the built-in image's). */
  imageAlt?: string;
  languages: readonly Lang[];
  ogType: 'website' | 'article';
  graph: object[];
};

/** The page's place (home › section › page) in structured data. */
export const breadcrumbs = (origin: string, lang: Lang, items: [name: string, path: string][]) => ({
  '@type': 'BreadcrumbList',
  itemListElement: items.map(([name, path], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    ...(origin ? { item: pageUrl(origin, path, lang) } : {}),
  })),
});

/** The head of the journal page `route` shows with `data` (its read's answer), in `lang`. */
export function journalHead(t: Dictionary, lang: Lang, origin: string, route: JournalRoute, data: JournalPage | JournalPost): OwnHead {
  const page = (name: string) => fill(t.pageTitle, { page: name, brand: t.brand });
  const home: [string, string] = [t.journal.home, '/'];
  const journal: [string, string] = [t.journal.eyebrow, journalListPath(1)];
  if (route.kind === 'post') {
    const post = data as JournalPost;
    const path = `${journalListPath(1)}/${route.slug}`;
    const card = shareCardPath('blog', lang, route.slug, post.title);
    const article = {
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.summary,
      inLanguage: htmlLang(lang),
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: post.author ? { '@type': 'Person', name: post.author.name } : { '@type': 'Organization', name: t.brand },
      ...(origin ? { image: [...(post.cover ? [`${origin}${post.cover.path}`] : []), `${origin}${card}`] } : {}),
      ...(origin ? { mainEntityOfPage: pageUrl(origin, path, lang), publisher: { '@id': `${origin}/#organization` } } : {}),
      keywords: post.tags.join(', '),
    };
    return {
      // Its own search title is the whole <title> (decision 0147); else "{page} - {brand}" in both languages, as every
      // page's (product.md; decision 0214, amending 0160: a long English title had lost the site's name, a Chinese not).
      title: post.seoTitle || page(post.title),
      description: post.seoDescription || post.summary || t.journalFeed,
      image: card,
      imageAlt: post.title,
      languages: post.languages,
      ogType: 'article',
      graph: [article, breadcrumbs(origin, lang, [home, journal, [post.title, path]])],
    };
  }
  const list = data as JournalPage;
  const numbered = (name: string) => (list.page > 1 ? `${name} · ${fill(t.journal.pageOf, { page: list.page, pages: list.pages })}` : name);
  if (route.tag) {
    const tagName = list.tagName ?? route.tag;
    const name = fill(t.journal.tagTitle, { tag: tagName });
    return {
      title: page(numbered(name)),
      description: fill(t.journal.tagIntro, { tag: tagName }),
      image: null,
      languages: list.languages,
      ogType: 'website',
      graph: [breadcrumbs(origin, lang, [home, journal, [name, journalListPath(1, route.tag)]])],
    };
  }
  return {
    title: page(numbered(t.journal.eyebrow)),
    description: t.journalFeed,
    image: null,
    languages: ['en', 'zh'],
    ogType: 'website',
    graph: [breadcrumbs(origin, lang, [home, journal])],
  };
}
