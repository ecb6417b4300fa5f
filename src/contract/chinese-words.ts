// Chinese body text, word by word (decision 0146): the text cut where ICU's dictionary (Intl.Segmenter, the same data
// on the server and in the browser) ends a word, each word of two Han characters or more one piece a line keeps whole,
// the single characters, punctuation and Latin text between them the pieces a line may break anywhere in. Body text
// still fills its lines (a line gives up at most a short word's width), but no longer ends inside a word (排 / 程,
// 我 / 們: round 12 of the outside review). The markdown of an article or a story (src/modules/publishing/markdown.ts)
// and a long text drawn by <Phrased> (web/components/ui/phrased.tsx) both cut with it.

/**
 * Words the dictionary cuts wrongly in this site's copy, kept whole whatever it finds: it reads 串接機台 ("connected
 * to the machines") as 串|接機|台, taking 接機 ("an airport pickup") out of the middle, and has no 監控, 涵蓋 or 時數
 * (round 19 saw 系統監 / 控 split in /pricing's lead). Each is one segment of its own.
 */
export const WHOLE_WORDS = /(串接|機台|排程|簽核|退換貨|書面規劃|監控|涵蓋|時數)/;

let segmenter: Intl.Segmenter | undefined;

/** The dictionary's segments of the text around the whole words, and each whole word as one segment. Made on first
 *  use: building it loads ICU's Chinese dictionary (about 90 ms of a phone's main thread). */
export function* chineseSegments(text: string): Generator<{ segment: string; isWordLike?: boolean }> {
  segmenter ??= new Intl.Segmenter('zh-Hant', { granularity: 'word' });
  for (const [i, part] of text.split(WHOLE_WORDS).entries())
    if (i % 2) yield { segment: part, isWordLike: true };
    else if (part) yield* segmenter.segment(part);
}

/** A piece a line keeps whole: two Han characters or more, and nothing else. */
export const HAN_WORD = /^\p{Script=Han}{2,}$/u;

/**
 * The text in pieces, joined the text unchanged: each word of two Han characters or more (HAN_WORD) one piece, and
 * what lies between words in as few pieces as never read as one (a piece is a word exactly when it matches HAN_WORD,
 * so a cut kept as its pieces' lengths says which are words).
 */
export function bodyWords(text: string): string[] {
  const out: string[] = [];
  for (const { segment, isWordLike } of chineseSegments(text)) {
    const last = out.at(-1);
    if (isWordLike && HAN_WORD.test(segment)) out.push(segment);
    else if (last !== undefined && !HAN_WORD.test(last) && !HAN_WORD.test(last + segment)) out[out.length - 1] = last + segment;
    else out.push(segment);
  }
  return out;
}
