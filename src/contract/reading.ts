// How long a text is to read, counted one way for the journal's pages and the editor's status line: its words, each
// Chinese character counting as one (a Chinese text's length is said in characters), and its reading time at about 230
// English words or 400 Chinese characters a minute, at least one. Counted over the Markdown as written: lists, tables
// and code count their words too, and each table row, code line and image adds a few seconds (they are read slower than
// prose), the total rounded up: a long article with tables and code no longer reads as shorter than it takes.

const HAN = /\p{Script=Han}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text and its Chinese characters, apart. */
export function textMeasure(text: string): { words: number; han: number } {
  const han = text.match(HAN)?.length ?? 0;
  const words = text.replace(HAN, ' ').match(WORD)?.length ?? 0;
  return { words, han };
}

const TABLE_ROW = /^\s*\|.*\|\s*$/;
const FENCE = /^\s*(```|~~~)/;
const IMAGE = /!\[[^\]]*\]\(/g;

/** Lines read slower than prose (table rows and lines of code) and images, which a reader stops to look at. */
function denseParts(text: string): { lines: number; images: number } {
  let lines = 0;
  let inCode = false;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) inCode = !inCode;
    else if (inCode ? line.trim() !== '' : TABLE_ROW.test(line) && !/^[\s|:-]+$/.test(line)) lines += 1;
  }
  return { lines, images: text.match(IMAGE)?.length ?? 0 };
}

/** Minutes to read a text, rounded up, at least one. */
export function readingMinutes(text: string): number {
  const { words, han } = textMeasure(text);
  const { lines, images } = denseParts(text);
  const minutes = words / 230 + han / 400 + (lines * 4 + images * 12) / 60;
  // Rounded up, less a little, so an exact 690 words still reads "3 min".
  return Math.max(1, Math.ceil(minutes - 0.05));
}
