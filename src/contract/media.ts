// The media library's answers: an uploaded image, and where each stored image shows; an image's Chinese version.
import * as v from 'valibot';
import type { Section } from './constants';
import type { ImageList } from './lists';
import type { Collection } from './publishing';
import { MEDIA_PATH } from './stored-keys';

/** The answer of POST /api/media: where the image is served and what it is. */
export type UploadedImage = { path: string; type: string; width: number; height: number; bytes: number };

/**
 * Where a stored image shows: an entry's picture in a list or a journal article's or story page's cover, screens or text
 * (titles to name it), a page's search snippet, or the site's logo.
 */
export type ImageUse =
  | { kind: ImageList | Collection; id: number; titleEn: string; titleZh: string }
  | { kind: 'page-snippets'; section: Section }
  | { kind: 'brand' }
  /** It is the Chinese version of the image at `of` (decision 0101). */
  | { kind: 'chinese'; of: string };
/** GET /api/media: each uploaded image, when it came and what uses it (none: it may be deleted). */
export type MediaItem = UploadedImage & {
  uploadedAt: number;
  uses: ImageUse[];
  /** The image the Chinese pages show in its place, or null (decision 0101). */
  zhPath: string | null;
};

/** PUT /api/media/{name}/chinese: the image the Chinese pages show in its place (from the library), or null for none. */
export const ChineseVersionWrite = v.strictObject({
  path: v.nullable(v.pipe(v.string('Choose an image from the library'), v.regex(MEDIA_PATH, 'Choose an image from the library'))),
});
export type ChineseVersionWrite = v.InferOutput<typeof ChineseVersionWrite>;
