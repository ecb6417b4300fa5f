// What a library image's answer says of its variants before they are made (decision 0104): test fixtures spread it.
import { CENTRE, type MediaItem } from '../../src/contract';

export const VARIANTS_PENDING: Pick<MediaItem, 'look' | 'variants' | 'variantsError'> = {
  look: { widths: [], srcset: '', className: '', focus: CENTRE },
  variants: 'pending',
  variantsError: null,
};

/** A 1200 × 675 WebP of the library named `name` (/media/{name}.webp), used by nothing unless `more` says so. */
export const mediaItem = (name: string, more: Partial<MediaItem> = {}): MediaItem => ({
  path: `/media/${name}.webp`,
  type: 'image/webp',
  width: 1200,
  height: 675,
  bytes: 1,
  name: null,
  uploadedAt: 0,
  uses: [],
  zhPath: null,
  darkPath: null,
  ...VARIANTS_PENDING,
  ...more,
});
