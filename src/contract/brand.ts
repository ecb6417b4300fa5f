// The site's own logo (product.md §3): an uploaded image the header, the footer and the favicon show in place of the
// built-in mark, or none.
import * as v from 'valibot';
import { MEDIA_PATH } from './constants';

/** GET /api/brand: the logo's path and its stored size, or all null when the built-in mark is shown. */
export type Brand = { logoPath: string | null; logoWidth: number | null; logoHeight: number | null };

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

/**
 * The built-in share image of each language (1200 × 630, scripts/og-image.ts draws them): what a shared link shows
 * when the page's search snippet has no image of its own. Stable paths, served by the binary itself.
 */
export const SHARE_IMAGES = { en: '/og-image.png', zh: '/og-image-zh.png' } as const;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The site's icons and web manifest at the stable names browsers and phones ask for (`/favicon.ico` and
 * `/apple-touch-icon.png` even unlinked): drawn from web/favicon.svg by scripts/icons.ts into web/icons/ under the same
 * names, embedded with the web app and served a day at a time (not hashed, so never `immutable`).
 */
export const SITE_ICONS = {
  /** 16, 32 and 48 px, the mark on a clear ground. */
  favicon: '/favicon.ico',
  /** 180 px, opaque: the mark on the accent, padded as iOS expects. */
  appleTouch: '/apple-touch-icon.png',
  /** The manifest's icons: the mark on a clear ground at 192 and 512 px, and the maskable tile (512 px). */
  small: '/icon-192.png',
  large: '/icon-512.png',
  maskable: '/icon-maskable-512.png',
} as const;
export const WEB_MANIFEST = '/site.webmanifest';
