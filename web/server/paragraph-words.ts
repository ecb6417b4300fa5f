// How the server cuts a Chinese paragraph into words (web/lib/phrases.ts cutParagraphsBy): its cuts go with the page,
// so a browser never needs this code, which stays out of the pages' scripts.
import { CJK, isLoneCjk, KEPT_WHOLE, OPENING, PARTICLES, wordSegmenter } from '../lib/phrases';

/** How many Chinese characters a text holds. */
const han = (text: string) => [...text].filter((ch) => CJK.test(ch)).length;

const KEPT_SPLIT = new RegExp(`(${KEPT_WHOLE.source})`);

/**
 * A paragraph cut into words (punctuation, spaces and particles with the word before them, an opening bracket and a
 * lone character with the word after, Latin words together, the site's terms whole), its last words, at least three
 * characters of Chinese, one piece: its last line is never an orphan.
 */
export function cutIntoWords(text: string): string[] {
  const segmenter = wordSegmenter();
  const runs: string[] = [];
  let opening = '';
  for (const part of text.split(KEPT_SPLIT)) {
    if (!part) continue;
    const segments = KEPT_WHOLE.test(part) ? [{ segment: part, isWordLike: true }] : [...segmenter.segment(part)];
    for (const { segment, isWordLike } of segments) {
      // A bracket, and a lone character that is no particle (在, 把), wait for the word after them; punctuation, spaces
      // and particles (的, 了) close the word before them. A unit after its number (15 天, 3 個) stays with it: a line
      // never ends on the figure alone; so does the 內 of a span of time after it (15 天內: never 15 天 / 內).
      if (isLoneCjk(segment) && !opening && /\d\s*$/.test(runs.at(-1) ?? '')) runs[runs.length - 1] += segment;
      else if (segment === '內' && !opening && /[\d一二三四五六七八九十兩]\s*[天週月年]$/.test(runs.at(-1) ?? ''))
        runs[runs.length - 1] += segment;
      else if (OPENING.test(segment) || (isLoneCjk(segment) && !PARTICLES.has(segment)) || (opening && !isWordLike)) opening += segment;
      // Latin words stay together, breaking where a browser finds their spaces (Do Not Track is one run).
      else if (runs.length > 0 && !opening && (!isWordLike || PARTICLES.has(segment) || !CJK.test(segment[0]! + runs.at(-1)!.at(-1)!)))
        runs[runs.length - 1] += segment;
      else {
        runs.push(opening + segment);
        opening = '';
      }
    }
  }
  if (opening) runs.length > 0 && !OPENING.test(opening) ? (runs[runs.length - 1] += opening) : runs.push(opening);
  let tailFrom = runs.length - 1;
  while (tailFrom > 0 && han(runs.slice(tailFrom).join('')) < 3) tailFrom--;
  return [...runs.slice(0, tailFrom), runs.slice(tailFrom).join('')];
}
