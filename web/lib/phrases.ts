// Chinese text in phrases a line may break between, never inside: the words ICU's dictionary finds (Intl.Segmenter,
// the same data on the server and in the browser), grouped so that no phrase is one lone character — a particle stays
// with the word before it, any other single character with the word after it, a run of single
// characters (a word the dictionary does not know, such as 量身 or 客製化) stays whole, a short Latin word (AI, LINE)
// stays with the Chinese word it names, punctuation with what it closes, and a short last phrase with the one before.
// Headings render the phrases with <wbr> between them under `word-break: keep-all` (web/components/ui/phrased.tsx).
// Body text is cut into words instead (`words`, src/contract/chinese-words.ts: decision 0146).
import { bodyWords, chineseSegments, WHOLE_WORDS } from '../../src/contract/chinese-words';

/** Phrases already cut, by text: those the server sent with the page, and every text cut here since. */
const known = new Map<string, string[]>();

/** Han ideographs (with their compatibility and extension blocks) and bopomofo: the text phrases are for. */
export const CJK = /[\p{Script=Han}\p{Script=Bopomofo}]/u;
/**
 * Characters that belong to the word before them: possessive/aspect/plural particles and the like, and, alone, the
 * place and time words set after a noun (進公司前, 計畫裡, 上線後, 下雨時, 一週內).
 */
export const PARTICLES = new Set('的了們之地得著過嗎呢吧啊前後裡時內');
/** A short Latin word and its space at the end of a phrase: a name (AI, LINE, API) for the Chinese word after it. */
const SHORT_LATIN = /(^|[\s\p{Script=Han}])[A-Za-z0-9][\w.+#-]{0,5} $/u;
/** The most single characters read as one unknown word; past it a run is cut (a text the dictionary barely knows). */
const MAX_RUN = 4;
/** The most Chinese characters a phrase made by joining two may hold: about a phone heading's line. */
const MAX_PHRASE = 8;
/** Punctuation that opens what follows it: brackets and quotes stay with the word after them. */
export const OPENING = /^[([{（「『《〈【〔“‘]+$/u;

export { WHOLE_WORDS };

/** Words kept on one line, in a heading's phrase and in body text (components/ui/phrased.tsx) alike: a term read as one
 *  (書面規劃 split as 書面規 / 劃), a span of time (15 天內 split as 15 天 / 內; review of session 39), a date's month and
 *  its part (明年 3 / 月底前), an ordinal with its measure word (才畫出第 / 一個畫面) and a short aside in brackets (預算（如
 *  / 已有概念）; round 16). A number before a held word stays with it (phrased.tsx, HOLD). */
export const HELD = /書面規劃|[天週月年]內|月[底初中]前?|第[一二兩三四五六七八九十]+個|（[^（）]{1,8}）/;
const HELD_ALL = new RegExp(HELD.source, 'g');

export const isLoneCjk = (segment: string) => segment.length === 1 && CJK.test(segment);

/** Whether a text has any Chinese in it, i.e. whether phrasing it changes anything. */
export const hasCjk = (text: string) => CJK.test(text);

/**
 * The text cut into phrases; joined again they are the text unchanged. A phrase ends only where a word ends, and
 * none is a single Chinese character unless the whole text is one.
 */
export const phrases = (text: string) => cached(text, cutIntoPhrases);

/** A body text's words (src/contract/chinese-words.ts), kept as phrases are: the server's cut goes with the page. */
export const words = (text: string) => cached(text, bodyWords, `\t${text}`);

/** A paragraph's tail is kept under its text after this mark, apart from its phrases: one text may be cut both ways on
 *  one server (a balanced line on one page, a paragraph on another), and the first cut must not answer for the other. */
export const TAIL_KEY = '\n';

function cached(text: string, cutter: (text: string) => string[], key = text): string[] {
  let cut = known.get(key);
  if (!cut) {
    // A server keeps every text it has phrased: a few hundred for the whole site, more only as texts are edited.
    if (known.size >= 5000) known.clear();
    known.set(key, (cut = cutter(text)));
  }
  return cut;
}

/** From this many characters a Chinese text is a paragraph: it fills its lines, breaking between any two characters,
 *  and is never cut into phrases (components/ui/phrased.tsx). */
const PARAGRAPH = 24;
export const isParagraph = (text: string) => [...text].length >= PARAGRAPH;

/** A paragraph's last three Chinese characters and what follows them, with an opening bracket before them (OPENING's
 *  characters) and, if they begin inside a span of time (15 天內 before 回覆。), that span whole. */
const TAIL = /[([{（「『《〈【〔“‘]*(?:\d+ \p{Script=Han}內?|\p{Script=Han})(?:\P{Script=Han}*\p{Script=Han}){2}\P{Script=Han}*$/u;
/** …or its last one when a figure or a Latin word ends it (中 75%。): the figure already makes the line more than a
 *  character or two, and three would push a wider piece down (round 19: a summary's line ended 4 characters early). */
const FIGURE_TAIL = /\p{Script=Han}[^\p{Script=Han}A-Za-z0-9]*[A-Za-z0-9][^\p{Script=Han}]*$/u;
/** The most characters the tail reaches back to begin where its word begins. */
const TAIL_REACH = 3;

/**
 * A paragraph (body text, components/ui/phrased.tsx) as its part that fills lines and its last characters kept on one
 * line, or the text alone when it has no such end: at least its last three Chinese characters (its last one before a
 * closing figure), begun where the dictionary's word begins, so the last line never opens inside a word (round 20:
 * 處理其 / 中 75%。, 減 / 少 40%。, 學 / 到的事。, 三 / 種情況。). A particle (的) belongs to the word before it, a lone
 * character to the word after it, an opening bracket to what it opens; a word longer than TAIL_REACH is not reached back
 * into. Cached as phrases are, and sent with the page the same way, so hydration cuts nothing.
 */
export const paragraphTail = (text: string) => cached(text, cutTail, TAIL_KEY + text);

function cutTail(text: string): string[] {
  const found = FIGURE_TAIL.exec(text) ?? TAIL.exec(text);
  if (!found) return [text];
  const least = found.index;
  let start: number | undefined; // the last place a word begins at or before `least`, within reach of it
  let at = 0;
  let waiting: number | undefined; // where opening brackets or lone characters waiting for the word after them began
  for (const { segment, isWordLike } of chineseSegments(text)) {
    if (OPENING.test(segment)) waiting ??= at;
    else if (isWordLike && !PARTICLES.has(segment)) {
      const begins = waiting ?? at;
      if (begins <= least && least - begins <= TAIL_REACH) start = begins;
      waiting = isLoneCjk(segment) ? begins : undefined;
    } else waiting = undefined;
    at += segment.length;
  }
  start ??= least;
  return start > 0 ? [text.slice(0, start), text.slice(start)] : [text];
}

/** The lengths of a text's phrases, as a page's state carries them (the text itself is the key). */
export const phraseLengths = (cut: readonly string[]) => cut.map((phrase) => phrase.length);

/** Takes over the phrases a server render cut (its page state): hydration then cuts nothing again. */
export function learnPhrases(lengths: Readonly<Record<string, readonly number[]>>) {
  for (const [key, sizes] of Object.entries(lengths)) {
    // Only a leading mark is the tail's: a text may hold line breaks of its own (a multi-line summary).
    const text = key.startsWith(TAIL_KEY) ? key.slice(TAIL_KEY.length) : key;
    let at = 0;
    const cut = sizes.map((size) => text.slice(at, (at += size)));
    // Only a cut that puts the text back together is taken; anything else is cut here as usual.
    if (at === text.length && cut.every(Boolean)) known.set(key, cut);
  }
}

function cutIntoPhrases(text: string): string[] {
  const out: string[] = [];
  let pending = ''; // opening punctuation and single characters, waiting to join the word after them
  let run = 0; // how many single Chinese characters wait in `pending`
  const flush = (tail: string) => {
    out.push(pending + tail);
    pending = '';
    run = 0;
  };
  for (const { segment, isWordLike } of chineseSegments(text)) {
    const last = out.at(-1);
    // A word of particles alone (前後, 之後) closes the word before it as one particle does: 上線前後, never 上線 / 前後
    // (round 24); after punctuation it opens its own phrase.
    const closes =
      !isWordLike ||
      PARTICLES.has(segment) ||
      (CJK.test((pending || last || '').at(-1) ?? '') && [...segment].every((ch) => PARTICLES.has(ch)));
    if (OPENING.test(segment)) pending += segment;
    else if (run >= 2 && closes) flush(segment);
    else if (closes) {
      // Punctuation, spaces and particles close the phrase before them (or wait with a lone character). A lone character
      // that ends a clause ends the phrase before it (專案的人，, never 專案的 / 人，也就是: round 24).
      if (run === 1 && last !== undefined && CJK.test(last.at(-1)!) && /^\p{P}/u.test(segment)) {
        out[out.length - 1] = last + pending + segment;
        pending = '';
        run = 0;
      } else if (pending || last === undefined) pending += segment;
      else out[out.length - 1] = last + segment;
    } else if (isLoneCjk(segment) && !pending && last && /[一二兩三四五六七八九十百千萬幾半]$/.test(last)) {
      // A measure word after a figure written in characters is one with it: 十五年, 每一次 (round 24).
      out[out.length - 1] = last + segment;
    } else if (isLoneCjk(segment)) {
      if (run >= MAX_RUN) flush('');
      pending += segment;
      run++;
    } else {
      const phrase = pending + segment;
      // Latin text keeps the breaks a browser finds in it (at its spaces): no phrase boundary between two non-Chinese characters.
      // A full-width mark (。，) ends its phrase: 食品。 / AI 助理 (round 24 saw 食品。AI / 助理).
      if (last !== undefined && !/[\p{Script=Han}\u3000-\u303f\uff01-\uff60]$/u.test(last) && !CJK.test(phrase[0]!))
        out[out.length - 1] = last + phrase;
      else out.push(phrase);
      pending = '';
      run = 0;
    }
  }
  // Anything left (single characters, punctuation) at the very end joins the phrase before it, unless it is a word itself.
  if (pending) {
    if (out.length && run < 2) out[out.length - 1] += pending;
    else out.push(pending);
  }
  // A short Latin name and the Chinese word after it are one phrase: "AI 助理" never ends one line and starts the next.
  for (let i = out.length - 2; i >= 0; i--)
    if (SHORT_LATIN.test(out[i]!) && CJK.test(out[i + 1]![0]!)) out.splice(i, 2, out[i]! + out[i + 1]!);
  // A held word (HELD: 第一個, 一週內, a short aside in brackets) across two phrases makes them one: 從第一個月起, never
  // 從第一 / 個月起 (round 24).
  for (let i = 0; i < out.length - 1; ) {
    const at = out[i]!.length;
    const joined = out[i]! + out[i + 1]!;
    if ([...joined.matchAll(HELD_ALL)].some((m) => m.index < at && m.index + m[0].length > at)) out.splice(i, 2, joined);
    else i++;
  }
  // The last line is never a word or two alone (方式。, 更少。): a short last phrase is one with the phrase before it,
  // unless that makes one too long to fit a phone's heading (a phrase never breaks, so the browser would break before
  // its closing mark instead, leaving a ？ alone on the last line).
  const tail = out.at(-1);
  const han = (text: string) => [...text].filter((ch) => CJK.test(ch)).length;
  if (out.length > 2 && tail && han(tail) <= 3 && han(out.at(-2)! + tail) <= MAX_PHRASE) out.splice(-2, 2, out.at(-2)! + tail);
  return out;
}

/** Whether a phrase must be kept on one line by its markup (keep-all holds one with no space whole already): one whose
 *  space parts a Latin name or a figure from the Chinese word it names (AI 助理, 15 天內). A space before a Latin word
 *  (不使用 Cookie, 若送出 Do Not Track（請勿追蹤）) stays a break: held, such a phrase left a paragraph's line 5 to 11
 *  characters short (round 24). */
export const keepsSpace = (phrase: string) => /[\w%] \p{Script=Han}/u.test(phrase) && phrase.length <= 16;
