// Search snippets: each public page's title and description per language and its social-card image, as search
// engines and shared links show them; blank means the page's automatic text. Also the one "display length" rule.
import * as v from 'valibot';
import { singleLine } from './common';
import { MEDIA_PATH, type Section } from './constants';

export { clipToWidth, displayWidth, SNIPPET_DISPLAY } from './display-width';

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
