// What a public page shows in search results and shared links: the admin's title and description in a language where
// set, else the automatic ones ("{page} - {brand}" and the hero's subtitle). The head tags, the browser's title and the
// admin's preview all decide it here.
import type { ContentDefaults, ContentTree, PageSnippet, Section } from '../../src/contract';
import type { Dictionary } from '../i18n/en';
import { contentText } from './content-text';
import { fill, type Lang } from './i18n';
import type { PublicRoute } from './routes';

export type SnippetTexts = { title: string; description: string };

/** The admin's own texts for a language ('' where the automatic one applies). */
export const ownSnippet = (snippet: PageSnippet | undefined, lang: Lang): SnippetTexts => ({
  title: ((lang === 'zh' ? snippet?.titleZh : snippet?.titleEn) ?? '').trim(),
  description: ((lang === 'zh' ? snippet?.descriptionZh : snippet?.descriptionEn) ?? '').trim(),
});

/**
 * The page's automatic title and description in the dictionary's language; `builtIn`: the built-in texts of the
 * page's section in that language (the dictionary has all but the privacy notice's: PRIVACY_DEFAULTS).
 */
export const automaticSnippet = (
  t: Dictionary,
  route: Pick<PublicRoute, 'page' | 'section'>,
  content: ContentTree | undefined,
  lang: Lang,
  builtIn: ContentDefaults[Section],
): SnippetTexts => ({
  title: fill(t.pageTitle, { page: t.pages[route.page], brand: t.brand }),
  description: contentText(content, route.section, 'hero.subtitle', lang, { [route.section]: builtIn } as ContentDefaults),
});

/** What the page shows: each of the admin's texts, or the automatic one where blank. */
export function snippetTexts(own: SnippetTexts, automatic: SnippetTexts): SnippetTexts {
  return { title: own.title || automatic.title, description: own.description || automatic.description };
}
