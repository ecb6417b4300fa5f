// The automatic title and description of a public page from its content (the server's head, the admin's snippet
// editor): apart from lib/page-snippet.ts, which the app's head writer loads without the content reader.
import type { ContentDefaults, ContentTree, Section } from '../../src/contract';
import type { Dictionary } from '../i18n/en';
import { contentText } from './content-text';
import type { Lang } from './i18n';
import { automaticTexts, type SnippetTexts } from './page-snippet';
import type { PublicRoute } from './routes';

/**
 * The page's automatic texts in the dictionary's language; `builtIn`: the built-in texts of the page's section in that
 * language (the dictionary has all but the privacy notice's: PRIVACY_DEFAULTS).
 */
export const automaticSnippet = (
  t: Dictionary,
  route: Pick<PublicRoute, 'page' | 'section'>,
  content: ContentTree | undefined,
  lang: Lang,
  builtIn: ContentDefaults[Section],
): SnippetTexts =>
  automaticTexts(t, route, contentText(content, route.section, 'hero.subtitle', lang, { [route.section]: builtIn } as ContentDefaults));
