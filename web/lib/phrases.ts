// Chinese text in phrases a line may break between, never inside: the words ICU's dictionary finds (Intl.Segmenter,
// the same data on the server and in the browser), grouped so that no phrase is one lone character — a particle
// stays with the word before it, any other single character with the word after it, and punctuation with what it
// closes. Headings render the phrases with <wbr> between them under `word-break: keep-all` (web/components/ui/phrased.tsx).

// Made on first use: building it loads ICU's Chinese dictionary, about 90 ms of a phone's main thread (measured in
// Chromium without throttling), which a page whose phrases came with it (learnPhrases) never spends.
let segmenter: Intl.Segmenter | undefined;
/** Phrases already cut, by text: those the server sent with the page, and every text cut here since. */
const known = new Map<string, string[]>();

/** Han ideographs (with their compatibility and extension blocks) and bopomofo: the text phrases are for. */
const CJK = /[\p{Script=Han}\p{Script=Bopomofo}]/u;
/** Characters that belong to the word before them: possessive/aspect/plural particles and the like. */
const PARTICLES = new Set('的了們之地得著過嗎呢吧啊');
/** Punctuation that opens what follows it: brackets and quotes stay with the word after them. */
const OPENING = /^[([{（「『《〈【〔“‘]+$/u;

const isLoneCjk = (segment: string) => segment.length === 1 && CJK.test(segment);

/** Whether a text has any Chinese in it, i.e. whether phrasing it changes anything. */
export const hasCjk = (text: string) => CJK.test(text);

/**
 * The text cut into phrases; joined again they are the text unchanged. A phrase ends only where a word ends, and
 * none is a single Chinese character unless the whole text is one.
 */
export function phrases(text: string): string[] {
  let cut = known.get(text);
  if (!cut) {
    // A server keeps every text it has phrased: a few hundred for the whole site, more only as texts are edited.
    if (known.size >= 5000) known.clear();
    known.set(text, (cut = cutIntoPhrases(text)));
  }
  return cut;
}

/** The lengths of a text's phrases, as a page's state carries them (the text itself is the key). */
export const phraseLengths = (cut: readonly string[]) => cut.map((phrase) => phrase.length);

/** Takes over the phrases a server render cut (its page state): hydration then cuts nothing again. */
export function learnPhrases(lengths: Readonly<Record<string, readonly number[]>>) {
  for (const [text, sizes] of Object.entries(lengths)) {
    let at = 0;
    const cut = sizes.map((size) => text.slice(at, (at += size)));
    // Only a cut that puts the text back together is taken; anything else is cut here as usual.
    if (at === text.length && cut.every(Boolean)) known.set(text, cut);
  }
}

function cutIntoPhrases(text: string): string[] {
  segmenter ??= new Intl.Segmenter('zh-Hant', { granularity: 'word' });
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
