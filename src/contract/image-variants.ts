// An uploaded image's variants as pages draw them (decision 0104): the widths made of it in AVIF and WebP, the colour
// shown while it loads, and where its subject is for the crops. Types and a few lines only (no valibot): public pages
// load this file; what the server alone needs is src/modules/media/look.ts.

/** An image's variant: its hash, a width and a modern format, e.g. `/media/<sha256>-960.avif`. */
export const VARIANT_PATH = /^\/media\/([0-9a-f]{64})-([1-9][0-9]{0,3})\.(avif|webp)$/;
export const variantPath = (sha256: string, width: number, format: VariantFormat) => `/media/${sha256}-${width}.${format}`;

export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Where an image's subject is: 0 to 1 across and down (the middle, 0.5 and 0.5, until the admin says). */
export type Focus = { x: number; y: number };

/** What a page needs beyond an image's path and size to draw it well. */
export type ImageLook = {
  /** The widths its AVIF and WebP copies are made at, narrowest first; none until they are (pages show the upload). */
  widths: number[];
  /** Its AVIF copies as a `srcset` (variantSrcset), '' until they are made; its WebP ones are the same with `.webp`. */
  srcset: string;
  /** Its tint while it loads and its focus in a crop, as classes (src/modules/media/look.ts); '' for none. */
  className: string;
  /** What a crop to a card's or a banner's shape keeps in view. */
  focus: Focus;
};

/** The `srcset` of an uploaded image's variants in one format (`/media/<sha256>-<w>.<format> <w>w, …`). */
export const variantSrcset = (path: string, widths: number[], format: VariantFormat) =>
  widths.map((w) => `${variantPath(path.slice(7, 71), w, format)} ${w}w`).join(', ');

/** The WebP `srcset` of an image whose AVIF one is `avif`: the same widths, the other format. */
export const webpSrcset = (avif: string) => avif.replaceAll('.avif ', '.webp ');

/** An image's tint class (src/modules/media/look.ts): its one rule, which a rendered page inlines (web/server/document.tsx). */
export const TINT_CLASSES = /\btint-[0-9a-f]{6}\b/g;
export const tintRule = (className: string) => `.${className}.${className}{background-color:#${className.slice(5)}}`;

/**
 * The focus classes (`fx-30 fy-40`, in steps of 5%): where a crop keeps a photo's subject, in the stylesheet
 * (web/styles/uno.config.ts) as pages may carry no style="" (decision 0078).
 */
export const FOCUS_STEPS = Array.from({ length: 21 }, (_, i) => i * 5);
