// The site's own logo (product.md §3): an uploaded image the header, the footer and the favicon show in place of the
// built-in mark, or none.
import type { ImageLook } from './image-variants';
import * as v from 'valibot';
import { MEDIA_PATH } from './constants';

/** GET /api/brand: the logo's path and its stored size, or all null when the built-in mark is shown. */
export type Brand = {
  logoPath: string | null;
  logoWidth: number | null;
  logoHeight: number | null;
  /** Its variants, tint and focus (decision 0104), as of the read; never stored with the logo. */
  logoLook?: ImageLook | null;
};

/** PUT /api/brand: the path of an uploaded image, or null to go back to the built-in mark. */
export const BrandUpdate = v.strictObject({
  logoPath: v.nullable(
    v.pipe(
      v.string('Must be the path of an uploaded image, or null'),
      v.regex(MEDIA_PATH, 'No uploaded image has this path; upload it first'),
    ),
  ),
});
export type BrandUpdate = v.InferOutput<typeof BrandUpdate>;

export { SCENE_FILES, SHARE_IMAGE_SIZE, SHARE_IMAGES, SITE_ICONS, WEB_MANIFEST } from './constants';
export { SCENE_MINI_FILES } from './scene-files';
