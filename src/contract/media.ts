// The media library's answers: an uploaded image, and where each stored image shows.
import type { Section } from './constants';
import type { ImageList } from './lists';
import type { Collection } from './publishing';

/** The answer of POST /api/media: where the image is served and what it is. */
export type UploadedImage = { path: string; type: string; width: number; height: number; bytes: number };

/**
 * Where a stored image shows: an entry's picture in a list or a journal article's or story page's cover, screens or text
 * (titles to name it), a page's search snippet, or the site's logo.
 */
export type ImageUse =
  | { kind: ImageList | Collection; id: number; titleEn: string; titleZh: string }
  | { kind: 'page-snippets'; section: Section }
  | { kind: 'brand' };
/** GET /api/media: each uploaded image, when it came and what uses it (none: it may be deleted). */
export type MediaItem = UploadedImage & { uploadedAt: number; uses: ImageUse[] };
