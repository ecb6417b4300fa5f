// Page content from /api/content/{section}: the current language's text, or the built-in default when blank.
import { useQuery } from '@tanstack/react-query';
import { CONTENT_DEFAULTS, type ContentKey, type ContentLeaf, type ContentTree, type Section } from '../../../src/contract';
import { publicQueries } from '../../lib/public-queries';
import { useLang, type Lang } from '../../lib/i18n';


function leafAt(tree: ContentTree | undefined, key: string): ContentLeaf | undefined {
  let node: ContentTree | ContentLeaf | undefined = tree;
  for (const part of key.split('.')) node = node && !('en' in node && typeof node.en === 'string') ? (node as ContentTree)[part] : undefined;
  return node as ContentLeaf | undefined;
}

/** The text for a key: the server's leaf in this language, else the default (also while loading or on error). */
export function contentText<S extends Section>(tree: ContentTree | undefined, section: S, key: ContentKey<S>, lang: Lang): string {
  const value = leafAt(tree, key)?.[lang]?.trim();
  return value || (CONTENT_DEFAULTS[section] as Record<string, ContentLeaf>)[key]![lang];
}

/** `text('hero.title')` for one section, in the current language. */
export function useContent<S extends Section>(section: S) {
  const lang = useLang();
  const { data } = useQuery(publicQueries.content(section));
  return (key: ContentKey<S>) => contentText(data, section, key, lang);
}
