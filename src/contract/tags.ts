// Journal tags shared by both languages, each named in each (decision 0100): a version keeps its tags as address words
// (`/blog/tag/{slug}`, TAG_RULE), and the admin names a word once per language. GET /api/admin/tags lists every word in
// use or named; PUT names one; DELETE forgets the names of a word no piece uses.
import * as v from 'valibot';
import { optionalText } from './common';
import { TAG_RULE } from './constants';

/** A tag's names are short: they sit on chips and in page titles. */
export const TAG_NAME_MAX = 40;

/** PUT /api/admin/tags/{slug}: its name in each language (blank: the word made a label). */
export const TagNamesWrite = v.strictObject({
  nameEn: optionalText(TAG_NAME_MAX),
  nameZh: optionalText(TAG_NAME_MAX),
});
export type TagNamesWrite = v.InferOutput<typeof TagNamesWrite>;

export const TagParam = v.object({
  slug: v.pipe(
    v.string(),
    v.maxLength(40, 'At most 40 characters'),
    v.regex(TAG_RULE, 'A tag is lowercase letters, digits and hyphens, such as automation'),
  ),
});

/** A tag as the admin sees it: its names, and how many articles carry it in each language. */
export type TagEntry = TagNamesWrite & { slug: string; uses: { en: number; zh: number } };
