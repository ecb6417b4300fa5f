// What the server says of an uploaded image for the pages to draw it (decision 0104): the widths its variants are made
// at, and its look classes from its tint and focus (their rules: src/contract/image-variants.ts).
import { type Focus, type ImageLook, VARIANT_FORMATS, type VariantFormat, variantSrcset } from '../../contract/image-variants';

/** The widths a page's layouts ask for, from a phone's column to a wide screen's cover. */
export const VARIANT_WIDTHS = [480, 960, 1440, 1920] as const;

/** The widths an image of `width` gets, widest first: each of VARIANT_WIDTHS below it, and its own up to the widest. */
export function variantWidths(width: number): number[] {
  const own = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  return [own, ...VARIANT_WIDTHS.filter((w) => w < own).reverse()];
}

/**
 * What makeVariants (variants/make.ts) makes of an image `width` pixels wide, in its order: each of its widths, widest
 * first, in AVIF then WebP (make.test.ts holds it to that). The seed's made variants are checked against it (decision 0226).
 */
export const plannedVariants = (width: number): { format: VariantFormat; width: number }[] =>
  variantWidths(width).flatMap((w) => VARIANT_FORMATS.map((format) => ({ format, width: w })));

/**
 * The classes that paint `tint` (`#rrggbb`, its average colour) behind an image while it loads (`tint-<rrggbb>`), its
 * `preview` (a tiny WebP in base64url) blurred over that tint (`lq-<preview>`, decision 0182), and keep `focus` in view
 * when its box crops it (`fx-<x%> fy-<y%>`, to the nearest 5%); '' for none and the middle.
 */
export function lookClass(tint: string | null, focus: Focus, preview = ''): string {
  const step = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 20) * 5;
  const [x, y] = [step(focus.x), step(focus.y)];
  return [
    tint && /^#[0-9a-f]{6}$/.test(tint) && `tint-${tint.slice(1)}`,
    x !== 50 && `fx-${x}`,
    y !== 50 && `fy-${y}`,
    /^[A-Za-z0-9_-]{8,600}$/.test(preview) && `lq-${preview}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A stored image's look: its variants' widths once made (narrowest first), its tint and focus as a class. */
export function lookOf(
  path: string,
  row: { width: number; variants: string; placeholder: string | null; focusX: number; focusY: number },
): ImageLook {
  const widths = row.variants === 'ready' ? variantWidths(row.width).reverse() : [];
  const focus = { x: row.focusX, y: row.focusY };
  // The placeholder column: the tint, then (images made since decision 0182) a space and the preview.
  const [tint = null, preview = ''] = widths.length ? (row.placeholder ?? '').split(' ') : [];
  const className = lookClass(tint, focus, preview);
  return { widths, srcset: variantSrcset(path, widths, 'avif'), className, focus };
}
