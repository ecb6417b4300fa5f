// Chinese text in phrases a line may break between, never inside: the words ICU's dictionary finds (Intl.Segmenter,
// the same data on the server and in the browser), grouped so that no phrase is one lone character — a particle
// stays with the word before it, any other single character with the word after it, and punctuation with what it
// closes. Headings render the phrases with <wbr> between them under `word-break: keep-all` (web/components/ui/phrased.tsx).

const segmenter = new Intl.Segmenter('zh-Hant', { granularity: 'word' });

/** Han ideographs (with their compatibility and extension blocks) and bopomofo: the text phrases are for. */
const CJK = /[\p{Script=Han}\p{Script=Bopomofo}]/u;
/** Characters that belong to the word before them: possessive/aspect/plural particles and the like. */
const PARTICLES = new Set('的了們之地得著過嗎呢吧啊');
/** Punctuation that opens what follows it: brackets and quotes stay with the word after them. */
const OPENING = /^[(\[{（「『《〈【〔“‘]+$/u;

const isLoneCjk = (segment: string) => segment.length === 1 && CJK.test(segment);

/** Whether a text has any Chinese in it, i.e. whether phrasing it changes anything. */
export const hasCjk = (text: string) => CJK.test(text);

/**
 * The text cut into phrases; joined again they are the text unchanged. A phrase ends only where a word ends, and
 * none is a single Chinese character unless the whole text is one.
 */
export function phrases(text: string): string[] {
  const out: string[] = [];
  let pending = ''; // opening punctuation and a lone character, waiting to join the word after them
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (OPENING.test(segment)) pending += segment;
    else if (!isWordLike || PARTICLES.has(segment)) {
      // Punctuation, spaces and particles close the phrase before them (or wait with a lone character).
      if (pending || !out.length) pending += segment;
      else out[out.length - 1] += segment;
    } else if (isLoneCjk(segment) && !CJK.test(pending)) pending += segment;
    else {
      const phrase = pending + segment;
      const last = out.at(-1);
      // Latin text keeps the breaks a browser finds in it (at its spaces): no phrase boundary between two non-Chinese characters.
      if (last !== undefined && !CJK.test(last.at(-1)!) && !CJK.test(phrase[0]!)) out[out.length - 1] = last + phrase;
      else out.push(phrase);
      pending = '';
    }
  }
  // A lone character (or anything else left) at the very end joins the phrase before it.
  if (pending) {
    if (out.length) out[out.length - 1] += pending;
    else out.push(pending);
  }
  return out;
}
