// An image's variants (decision 0104): AVIF and WebP at each width a layout asks for, up to its own, and its average
// colour to show while it loads. Each smaller width is cut from the next larger one, never from the original again:
// a 24-megapixel photo is decoded and scaled down once.
import type { ImageType } from '../../../contract';
import type { VariantFormat } from '../../../contract/image-variants';
import { variantWidths } from '../look';
import { decode, freshDecoders, hasAlpha, type Pixels, resized, toAvif, toWebp } from './codecs';

export type Variant = { format: VariantFormat; width: number; height: number; bytes: Uint8Array };
/**
 * `placeholder`: its average colour (`#rrggbb`), then, for an image without transparency, a space and its preview: a
 * PREVIEW_WIDTH-pixel-wide WebP of it in base64url, which a page draws blurred in its box while it loads (decision
 * 0182). A transparent image (a logo) has none: its preview would show through it once loaded.
 */
export type MadeVariants = { placeholder: string; variants: Variant[] };

/** A preview's width in pixels: a 16:9 picture's is 24 × 14, about 100 bytes of WebP. */
export const PREVIEW_WIDTH = 24;

/** The pixels' average colour, as `#rrggbb` (opacity ignored: a placeholder is a plain tint). */
export function averageColour({ data }: Pixels): string {
  let r = 0;
  let g = 0;
  let b = 0;
  const count = data.length / 4;
  for (let i = 0; i < data.length; i += 4) {
    r += data[i]!;
    g += data[i + 1]!;
    b += data[i + 2]!;
  }
  const hex = (sum: number) =>
    Math.round(sum / Math.max(count, 1))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** Every variant of the image: decoded once, scaled down step by step, each size in both formats. */
export async function makeVariants(bytes: Uint8Array, type: ImageType): Promise<MadeVariants> {
  let from = await decode(bytes, type);
  await freshDecoders();
  const alpha = hasAlpha(from);
  const variants: Variant[] = [];
  for (const width of variantWidths(from.width)) {
    // The larger copy is let go as soon as the next is cut from it: the original first of all.
    from = width === from.width ? from : await resized(from, width, alpha);
    const pixels = from;
    variants.push({ format: 'avif', width, height: pixels.height, bytes: await toAvif(pixels) });
    // The codecs' promises settle without the event loop turning: a turn between steps lets the child's timers run
    // (it ends itself there once its server is gone; child.ts).
    await Bun.sleep(0);
    variants.push({ format: 'webp', width, height: pixels.height, bytes: await toWebp(pixels) });
    await Bun.sleep(0);
  }
  const colour = averageColour(from);
  if (alpha) return { placeholder: colour, variants };
  const preview = await toWebp(await resized(from, PREVIEW_WIDTH, false), 60);
  return { placeholder: `${colour} ${Buffer.from(preview).toString('base64url')}`, variants };
}
