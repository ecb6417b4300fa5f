// Page content from /api/content/{section}: the current language's text, or the built-in default when blank.
import { usePublicRead } from '../../lib/read-store';
import type { ContentDefaults, ContentKey, ContentLeaf, ContentTree, Section } from '../../../src/contract';
import { publicQueries } from '../../lib/public-queries';
import { useLang, useT, type Lang } from '../../lib/i18n';


function leafAt(tree: ContentTree | undefined, key: string): ContentLeaf | undefined {
  let node: ContentTree | ContentLeaf | undefined = tree;
  for (const part of key.split('.')) node = node && !('en' in node && typeof node.en === 'string') ? (node as ContentTree)[part] : undefined;
  return node as ContentLeaf | undefined;
}

/** The text for a key: the server's leaf in this language, else the language's default (also while loading). */
export function contentText<S extends Section>(tree: ContentTree | undefined, section: S, key: ContentKey<S>, lang: Lang, defaults: ContentDefaults): string {
  const value = leafAt(tree, key)?.[lang]?.trim();
  return value || (defaults[section] as Record<string, string>)[key]!;
}

/** `text('hero.title')` for one section, in the current language. */
export function useContent<S extends Section>(section: S) {
  const lang = useLang();
  const t = useT();
  const { data } = usePublicRead(publicQueries.content(section));
  return (key: ContentKey<S>) => contentText(data, section, key, lang, t.content);
}
