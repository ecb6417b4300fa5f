// Which stored texts still need a translator: an empty English or Chinese value (the page then shows the built-in
// text of that language), or Chinese identical to the English (most likely never translated).
import { CONTENT_KEYS, type ContentTree, type Section } from '../../../src/contract';
import { currentLeaf } from './changes';

export type Gap = 'missingEn' | 'missingZh' | 'sameAsEnglish';

/** What a field lacks, or null when both languages hold their own text. */
export function gapOf({ en, zh }: { en: string; zh: string }): Gap | null {
  if (!en.trim()) return 'missingEn';
  if (!zh.trim()) return 'missingZh';
  return en.trim() === zh.trim() ? 'sameAsEnglish' : null;
}

/** The keys of a section whose stored texts have a gap. */
export const keysWithGaps = (section: Section, tree: ContentTree | undefined): string[] =>
  tree ? CONTENT_KEYS[section].filter((key) => gapOf(currentLeaf(tree, key)) !== null) : [];
