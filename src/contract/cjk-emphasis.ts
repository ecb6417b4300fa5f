// Emphasis beside Chinese punctuation (decision 0178, wave 2). CommonMark decides whether a run of `*` or `_` opens or
// closes by what touches it: a run after punctuation closes only before a space or more punctuation, because in English
// a word follows a space. Chinese has no spaces, so `**工期：**14 週` (a full-width colon, then a digit) stayed as typed,
// stars and all. Here, when the character on either side of the run is Chinese (Han, kana, hangul, CJK punctuation or a
// full-width form), punctuation beside the run no longer stops it: `**工期：**14 週` and 「**重點：**說明」 are bold. A
// run between two Latin characters is read exactly as CommonMark says. One rule, used by the page's renderer
// (src/modules/publishing/markdown.ts) and the visual editor (web/features/admin-writing/rich-markdown.ts), so the
// editor and the page agree on every text. Takes markdown-it's instance; imports nothing of it (the contract imports
// only valibot): the little it touches is typed here.

type Scanned = { can_open: boolean; can_close: boolean; length: number };
type InlineState = { src: string; posMax: number; scanDelims(start: number, canSplitWord: boolean): Scanned };
type MarkdownIt = {
  inline: { State: new (...args: never[]) => InlineState };
  utils: { isWhiteSpace(code: number): boolean; isPunctChar(char: string): boolean; isMdAsciiPunct(code: number): boolean };
};

const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef\ufe30-\ufe4f]/u;

/** markdown-it `md` reads emphasis beside Chinese punctuation as a Chinese writer means it. */
export function cjkEmphasis(md: MarkdownIt): void {
  const { isWhiteSpace, isPunctChar, isMdAsciiPunct } = md.utils;
  const Base = md.inline.State;
  md.inline.State = class extends Base {
    override scanDelims(start: number, canSplitWord: boolean) {
      const scanned = super.scanDelims(start, canSplitWord);
      const before = Array.from(this.src.slice(Math.max(0, start - 2), start)).pop() ?? ' ';
      const end = start + scanned.length;
      const after = end < this.posMax ? String.fromCodePoint(this.src.codePointAt(end) ?? 32) : ' ';
      if (!CJK.test(before) && !CJK.test(after)) return scanned;
      const code = (char: string) => char.codePointAt(0) ?? 32;
      const punct = (char: string) => isMdAsciiPunct(code(char)) || isPunctChar(char);
      const lastSpace = isWhiteSpace(code(before));
      const nextSpace = isWhiteSpace(code(after));
      // The flanking rules without their punctuation clause: a Chinese neighbour is never "a word after a space".
      const left = !nextSpace;
      const right = !lastSpace;
      return {
        ...scanned,
        can_open: left && (canSplitWord || !right || punct(before)),
        can_close: right && (canSplitWord || !left || punct(after)),
      };
    }
  };
}
