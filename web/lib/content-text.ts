// A content key's text in a language: the server's leaf, or the built-in default when blank (pages, the head tags and
// the admin's search-snippet preview all read it so).
import type { ContentDefaults, ContentKey, ContentLeaf, ContentTree, Section } from '../../src/contract';
import type { Lang } from './i18n';

function leafAt(tree: ContentTree | undefined, key: string): ContentLeaf | undefined {
  let node: ContentTree | ContentLeaf | undefined = tree;
  for (const part of key.split('.'))
    node = node && !('en' in node && typeof node.en === 'string') ? (node as ContentTree)[part] : undefined;
  return node as ContentLeaf | undefined;
}

/** The text for a key: the server's leaf in this language, else the language's default (also while loading). */
export function contentText<S extends Section>(
  tree: ContentTree | undefined,
  section: S,
  key: ContentKey<S>,
  lang: Lang,
  defaults: Pick<ContentDefaults, S>,
): string {
  const value = leafAt(tree, key)?.[lang]?.trim();
  return value || (defaults[section] as Record<string, string>)[key]!;
}
