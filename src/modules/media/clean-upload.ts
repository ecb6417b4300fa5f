// What an upload becomes before it is stored: checked whole (its structure and size, the pixel cap, a PNG's pixels),
// stripped of its metadata, and the stripped bytes checked again, so what is stored and served is what passed.
import type { ImageType } from '../../contract';
import { Damaged, type ImageInfo, type ImageRefusal, readImage } from './image-bytes';
import { pngPixelsProblem } from './png-pixels';
import { withoutMetadata } from './strip-metadata';

export type CleanImage = { bytes: Uint8Array<ArrayBuffer>; image: ImageInfo };

const NAMES: Record<ImageType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'image/avif': 'AVIF' };
const invalid = (reason: string): ImageRefusal => ({ refused: 'invalid', reason });

/** readImage, then what costs more and is only worth doing for a file that passed it: the cap, then the pixels. */
async function judge(bytes: Uint8Array, maxPixels: number): Promise<ImageInfo | ImageRefusal> {
  const found = readImage(bytes);
  if ('refused' in found) return found;
  const { width, height } = found;
  // A decoder allocates for every pixel declared, whatever the file's size: the cap bounds what a visitor's phone is asked.
  if (width * height > maxPixels) {
    const cap = maxPixels / 1_000_000;
    return invalid(
      `The image is ${width}×${height} pixels, more than the ${cap} megapixel${cap === 1 ? '' : 's'} this site takes; scale it down first`,
    );
  }
  const problem = found.type === 'image/png' ? await pngPixelsProblem(bytes) : undefined;
  return problem ? invalid(`The PNG file is damaged or incomplete: ${problem}`) : found;
}

/** The upload as it is to be stored (its metadata removed) and what it is; or why it is refused. */
export async function cleanUpload(bytes: Uint8Array, maxPixels: number): Promise<CleanImage | ImageRefusal> {
  const found = await judge(bytes, maxPixels);
  if ('refused' in found) return found;
  let cleaned: Uint8Array<ArrayBuffer>;
  try {
    cleaned = withoutMetadata(bytes, found.type);
  } catch (error) {
    if (!(error instanceof Damaged || error instanceof RangeError)) throw error;
    return invalid(`The ${NAMES[found.type]} file is damaged or incomplete: ${error instanceof Damaged ? error.message : 'it ends early'}`);
  }
  const image = await judge(cleaned, maxPixels);
  return 'refused' in image ? image : { bytes: cleaned, image };
}
