// How wide a text runs in a search result, and the widths results show: the snippet editor's counters and the pages'
// automatic descriptions. No schema library here, so the public pages' script can read it.

/** About how wide a search result shows each line, in display width (displayWidth): the editor's counters. */
export const SNIPPET_DISPLAY = { title: 60, description: 155 } as const;

/** East Asian wide and full-width characters (Han, kana, Hangul, full-width forms) take two columns. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;
const widthOf = (char: string) => (WIDE.test(char) ? 2 : 1);

/** The width a search result gives a text: one per character, two per Chinese (wide) character. */
export const displayWidth = (text: string): number => [...text].reduce((sum, char) => sum + widthOf(char), 0);

/** The text as a search result would show it: cut to `max` display width with "…" when longer. */
export function clipToWidth(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  let kept = '';
  let width = 1; // the ellipsis
  for (const char of text) {
    if (width + widthOf(char) > max) break;
    kept += char;
    width += widthOf(char);
  }
  return `${kept.trimEnd()}…`;
}
