// An image's name in the library (decision 0248), the server's side: made from an upload's file name, and checked when
// the admin edits it. Here, not in src/contract: the public pages' scripts load the contract, and their budget is full.
import * as v from 'valibot';
import { IMAGE_NAME_MAX } from '../../contract';

/** A file name's language words (decision 0259): "zh", "zh-TW", "zh_hant", "cn", "en", "eng" read as the language. */
const LANGUAGE_WORDS: Record<string, 'Chinese' | 'English'> = { zh: 'Chinese', cn: 'Chinese', en: 'English', eng: 'English' };
/** The words that may follow "zh" in a locale ("zh-TW", "zh-Hant"): part of the language word, not of the title. */
const REGION_WORDS = new Set(['tw', 'hk', 'hant', 'hans']);

/**
 * An image's name from the name of the file it came in (decision 0248): without its extension, dashes and underscores as
 * spaces, runs of spaces as one, trimmed, at most IMAGE_NAME_MAX characters; null when nothing is left ("", ".png").
 * Read as a title (decision 0259: "kestrel scheduling share card zh" read as a file slug): its language words ("zh",
 * "zh-TW", "en") said once in brackets at its end, "(Chinese)", and its first letter a capital when its first word is
 * all lower case ("iPhone", "WiFi" and "eBay" keep theirs): "kestrel_scheduling_share-card_zh.png" is "Kestrel
 * scheduling share card (Chinese)".
 */
export function imageNameFromFile(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const spaced = (dot === -1 ? base : base.slice(0, dot))
    .replace(/[-_]+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ')
    .trim();
  const words: string[] = [];
  const languages: string[] = [];
  let previous = '';
  for (const word of spaced.split(' ')) {
    const lower = word.toLowerCase();
    const language = LANGUAGE_WORDS[lower] ?? (previous === 'zh' && REGION_WORDS.has(lower) ? 'Chinese' : undefined);
    if (!language) words.push(word);
    else if (!languages.includes(language)) languages.push(language);
    previous = lower;
  }
  // A name of language words alone ("zh.png") keeps them as they were: nothing else would be left to call it.
  const title = words.length ? words.join(' ') : spaced;
  const lead = title.split(' ')[0] ?? '';
  const capital = lead === lead.toLowerCase() ? title.charAt(0).toLocaleUpperCase('en') + title.slice(1) : title;
  const tidy = words.length && languages.length ? `${capital} (${languages.join(', ')})` : capital;
  // Cut by whole characters (never half an emoji) to at most IMAGE_NAME_MAX, as the name's check counts them.
  let name = '';
  for (const char of tidy) {
    if (name.length + char.length > IMAGE_NAME_MAX) break;
    name += char;
  }
  return name.trim() || null;
}

/** PATCH /api/media/{name}: its name in the library, trimmed, 1 to 120 characters on one line; null or "" for none. */
export const ImageNameWrite = v.strictObject({
  name: v.nullable(
    v.pipe(
      v.string('A name is text'),
      v.trim(),
      v.maxLength(IMAGE_NAME_MAX, `At most ${IMAGE_NAME_MAX} characters`),
      v.regex(/^[^\p{Cc}]*$/u, 'One line of text'),
      v.transform((name) => name || null),
    ),
  ),
});
