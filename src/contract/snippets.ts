// Search snippets: each public page's title and description per language and its social-card image, as search
// engines and shared links show them; blank means the page's automatic text. Also the one "display length" rule.
import * as v from 'valibot';
import { singleLine } from './common';
import { MEDIA_PATH, type Section } from './constants';

/** GET /api/page-snippets/{section}: what the admin set ('' = automatic; no image = null). */
export type PageSnippet = {
  section: Section;
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  imagePath: string | null;
};

/** Hard limits the server enforces (a search engine cuts far sooner: see SNIPPET_DISPLAY). */
export const SNIPPET_LIMITS = { title: 70, description: 200 } as const;
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

const text = (max: number, what: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `${what}: at most ${max} characters`), singleLine());

/** PUT /api/page-snippets/{section}: all five editable fields; a blank text is the automatic one. */
export const SnippetUpdate = v.object({
  titleEn: text(SNIPPET_LIMITS.title, 'Title'),
  titleZh: text(SNIPPET_LIMITS.title, 'Title'),
  descriptionEn: text(SNIPPET_LIMITS.description, 'Description'),
  descriptionZh: text(SNIPPET_LIMITS.description, 'Description'),
  // No image is normal: left out is the same as null, as for a list entry's picture.
  imagePath: v.optional(v.nullable(v.pipe(v.string(), v.regex(MEDIA_PATH, 'No such image'))), null),
});
export type SnippetUpdate = v.InferOutput<typeof SnippetUpdate>;

/** The fields a snippet's change names in the activity log. */
export type SnippetField = keyof SnippetUpdate;
