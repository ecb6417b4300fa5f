// What a public page shows in search results and shared links: the admin's title and description in a language where
// set, else the automatic ones ("{page} - {brand}" and the hero's subtitle). The head tags, the browser's title and the
// admin's preview all decide it here.
import type { PageSnippet } from '../../src/contract';
import { clipToWidth, displayWidth, SNIPPET_DISPLAY } from '../../src/contract/display-width';
import type { Dictionary } from '../i18n/en';
import { fill, type Lang } from './i18n';
import type { PublicRoute } from './routes';

export type SnippetTexts = { title: string; description: string };

/** The admin's own texts for a language ('' where the automatic one applies). */
export const ownSnippet = (snippet: PageSnippet | undefined, lang: Lang): SnippetTexts => ({
  title: ((lang === 'zh' ? snippet?.titleZh : snippet?.titleEn) ?? '').trim(),
  description: ((lang === 'zh' ? snippet?.descriptionZh : snippet?.descriptionEn) ?? '').trim(),
});

/**
 * A description that search results show whole (SNIPPET_DISPLAY.description wide): the text when it fits, else its
 * first sentences that do, else up to its last clause that does (ended as a sentence), else its words with "…".
 */
export function fitDescription(text: string, limit: number = SNIPPET_DISPLAY.description): string {
  if (displayWidth(text) <= limit) return text;
  const fits = (end: number) => displayWidth(text.slice(0, end)) <= limit;
  const lastBefore = (marks: RegExp) => {
    let best = -1;
    for (const match of text.matchAll(marks)) if (fits(match.index + 1)) best = match.index;
    return best;
  };
  const sentence = lastBefore(/[.!?](?=\s)|[。！？]/g);
  if (sentence > 0) return text.slice(0, sentence + 1);
  const clause = lastBefore(/[,;](?=\s)|[，；、]/g);
  if (clause > 0) return text.slice(0, clause) + (/[\u2e80-\u9fff]/.test(text[clause - 1]!) ? '。' : '.');
  const cut = clipToWidth(text, limit).slice(0, -1); // without its "…"
  // Between words where the text has spaces, not inside one.
  const word = cut.lastIndexOf(' ');
  return `${word > 0 ? cut.slice(0, word) : cut}…`;
}

/** The page's automatic title and description: "{page} - {brand}", and its hero's subtitle as the page shows it, fitted. */
export const automaticTexts = (t: Dictionary, route: Pick<PublicRoute, 'page'>, subtitle: string): SnippetTexts => ({
  title: fill(t.pageTitle, { page: t.pages[route.page], brand: t.brand }),
  description: fitDescription(subtitle),
});

/** What the page shows: each of the admin's texts, or the automatic one where blank. */
export function snippetTexts(own: SnippetTexts, automatic: SnippetTexts): SnippetTexts {
  return { title: own.title || automatic.title, description: own.description || automatic.description };
}
