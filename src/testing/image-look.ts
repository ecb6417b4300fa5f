// An image's look before its variants are made (decision 0104): no maker runs in most tests, so every image reads so.
import type { ImageLook } from '../contract/image-variants';

export const LOOK_NOT_MADE: ImageLook = { widths: [], srcset: '', className: '', focus: { x: 0.5, y: 0.5 } };
