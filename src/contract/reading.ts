// How long a text is to read, counted one way for the journal's pages and the editor's status line: its words, each
// Chinese character counting as one (a Chinese text's length is said in characters), and its reading time at about 230
// English words or 400 Chinese characters a minute, at least one. Counted over the Markdown as written.

const HAN = /\p{Script=Han}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text and its Chinese characters, apart. */
export function textMeasure(text: string): { words: number; han: number } {
  const han = text.match(HAN)?.length ?? 0;
  const words = text.replace(HAN, ' ').match(WORD)?.length ?? 0;
  return { words, han };
}

/** Minutes to read a text, at least one. */
export function readingMinutes(text: string): number {
  const { words, han } = textMeasure(text);
  return Math.max(1, Math.round(words / 230 + han / 400));
}
