// The media library's answers: an uploaded image, and where each stored image shows; an image's versions.
import * as v from 'valibot';
import type { Section } from './constants';
import type { ImageList } from './lists';
import type { Collection } from './publishing';
import type { Focus, ImageLook } from './image-variants';
import { MEDIA_PATH } from './stored-keys';

/**
 * The answer of POST /api/media: where the image is served and what it is; `name`, its name in the library (decision
 * 0248: from the uploaded file's name, then as the owner edits it), or null for none.
 */
export type UploadedImage = { path: string; type: string; width: number; height: number; bytes: number; name: string | null };

/** The longest name an image may have in the library (decision 0248). */
export const IMAGE_NAME_MAX = 120;

/** PATCH /api/media/{name}: `{ name }`, its name in the library (checked by src/modules/media/image-name.ts). */
export type ImageNameWrite = { name: string | null };

/**
 * Where a stored image shows: an entry's picture in a list or a journal article's or story page's cover, screens or text
 * (titles to name it), a page's search snippet, or the site's logo.
 */
export type ImageUse =
  | { kind: ImageList | Collection; id: number; titleEn: string; titleZh: string }
  | { kind: 'page-snippets'; section: Section }
  | { kind: 'brand' }
  /** It is a version of the image at `of`: shown in its place on the Chinese pages, or in the dark theme (decision 0101). */
  | { kind: ImageVersion; of: string };
/** GET /api/media: each uploaded image, when it came and what uses it (none: it may be deleted). */
export type MediaItem = UploadedImage & {
  uploadedAt: number;
  uses: ImageUse[];
  /** The images shown in its place on the Chinese pages and in the dark theme, or null (decision 0101). */
  zhPath: string | null;
  darkPath: string | null;
  /** Its variants, tint and focus as pages draw them (decision 0104). */
  look: ImageLook;
  /** Whether its AVIF and WebP copies are still to be made, made, or could not be (`variantsError` says why). */
  variants: VariantState;
  variantsError: string | null;
};

/** Where a photo's subject is until the admin says: the middle. */
export const CENTRE: Focus = { x: 0.5, y: 0.5 };

export const VARIANT_STATES = ['pending', 'ready', 'failed'] as const;
export type VariantState = (typeof VARIANT_STATES)[number];

/** PUT /api/media/{name}/focus: where the photo's subject is, 0 to 1 across and down; crops keep it in view. */
const share = v.pipe(v.number('A share from 0 to 1'), v.minValue(0, 'A share from 0 to 1'), v.maxValue(1, 'A share from 0 to 1'));
export const ImageFocusWrite = v.strictObject({ x: share, y: share });
export type ImageFocusWrite = v.InferOutput<typeof ImageFocusWrite>;

/**
 * An image's versions (decision 0101): `chinese`, shown in its place on the Chinese pages (its words in Chinese);
 * `dark`, shown in its place in the dark theme (drawn for a dark page).
 */
export const IMAGE_VERSIONS = ['chinese', 'dark'] as const;
export type ImageVersion = (typeof IMAGE_VERSIONS)[number];
export const ImageVersionParams = v.object({
  name: v.string(),
  version: v.picklist(IMAGE_VERSIONS, 'Unknown version'),
});

/** PUT /api/media/{name}/{version}: the image shown in its place (from the library), or null for the image itself. */
export const ImageVersionWrite = v.strictObject({
  path: v.nullable(v.pipe(v.string('Choose an image from the library'), v.regex(MEDIA_PATH, 'Choose an image from the library'))),
});
export type ImageVersionWrite = v.InferOutput<typeof ImageVersionWrite>;
