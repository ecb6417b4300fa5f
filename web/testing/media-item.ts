// What a library image's answer says of its variants before they are made (decision 0104): test fixtures spread it.
import { CENTRE, type MediaItem } from '../../src/contract';

export const VARIANTS_PENDING: Pick<MediaItem, 'look' | 'variants' | 'variantsError'> = {
  look: { widths: [], srcset: '', className: '', focus: CENTRE },
  variants: 'pending',
  variantsError: null,
};
