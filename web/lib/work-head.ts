// What a Work page says of itself in its head (decision 0095): its title and description, its drawn card as its share image (0097),
// the languages it exists in, and in structured data an Article about the study with its breadcrumbs.
import type { WorkIndex, WorkStory } from '../../src/contract';
import type { Dictionary } from '../i18n/en';
import { fill, htmlLang, type Lang } from './i18n';
import { breadcrumbs, type OwnHead } from './journal-head';
import { pageUrl } from './page-url';
import { WORK_PATH, workStoryPath, type WorkRoute } from './published-routes';
import { shareCardPath } from './share-card-path';

export function workHead(t: Dictionary, lang: Lang, origin: string, route: WorkRoute, data: WorkIndex | WorkStory): OwnHead {
  const page = (name: string) => fill(t.pageTitle, { page: name, brand: t.brand });
  const home: [string, string] = [t.work.home, '/'];
  const work: [string, string] = [t.work.eyebrow, WORK_PATH];
  if (route.kind === 'story') {
    const story = data as WorkStory;
    const path = workStoryPath(route.slug);
    // The card draws the result beside the title: either changing is a new card.
    const card = shareCardPath('work', lang, route.slug, [story.title, story.result?.value, story.result?.label].join('|'));
    const article = {
      '@type': 'Article',
      headline: story.title,
      description: story.summary,
      inLanguage: htmlLang(lang),
      datePublished: story.publishedAt,
      dateModified: story.updatedAt,
      author: { '@type': 'Organization', name: t.brand },
      ...(story.industry ? { about: story.industry } : {}),
      ...(origin ? { image: [...(story.cover ? [`${origin}${story.cover.path}`] : []), `${origin}${card}`] } : {}),
      ...(origin ? { mainEntityOfPage: pageUrl(origin, path, lang), publisher: { '@id': `${origin}/#organization` } } : {}),
    };
    return {
      // Its own search title is the whole <title> (decision 0147); else "{page} - {brand}" in both languages, as every
      // page's (product.md; decision 0214, amending 0160: a long English title had lost the site's name, a Chinese not).
      title: story.seoTitle || page(story.title),
      description: story.seoDescription || story.summary || t.work.intro,
      image: card,
      imageAlt: story.title,
      languages: story.languages,
      ogType: 'article',
      graph: [article, breadcrumbs(origin, lang, [home, work, [story.title, path]])],
    };
  }
  return {
    title: page(t.work.eyebrow),
    description: t.work.intro,
    image: null,
    languages: ['en', 'zh'],
    ogType: 'website',
    graph: [breadcrumbs(origin, lang, [home, work])],
  };
}
