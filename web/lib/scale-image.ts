// Before an upload the browser scales a large photo down to 1600 px on its longest side and encodes it as WebP:
// a phone's 12-megapixel picture becomes a few hundred kilobytes instead of several megabytes.
export const MAX_SIDE = 1600;
const WEBP_QUALITY = 0.85;
/** The server's default upload limit (UPLOAD_LIMIT_MB=5; 413 above it); a site set higher only sees the fallback less. */
export const DEFAULT_UPLOAD_LIMIT = 5 * 1024 * 1024;

/** The size to draw an image at: unchanged when its longest side is within `max`, else scaled to fit, same shape. */
export function targetSize(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The bytes to upload for a chosen file: the file itself when it is small enough in pixels (or the browser cannot
 * read it: the server then says what is wrong), else a scaled copy. A JPEG is always drawn again: a phone's may carry
 * data after its end (a "motion photo"), which the server refuses, and its EXIF rotation is then baked in.
 */
export async function scaleForUpload(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = targetSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && size.height === bitmap.height && file.type !== 'image/jpeg') return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const webp = await encode(canvas, 'image/webp', WEBP_QUALITY);
    // A browser that cannot encode WebP answers PNG instead, often larger than the photo: then the original, if the
    // server takes it, else a JPEG, which every browser encodes.
    if (webp?.type === 'image/webp') return webp;
    if (file.size <= DEFAULT_UPLOAD_LIMIT) return file;
    return (await encode(canvas, 'image/jpeg', WEBP_QUALITY)) ?? file;
  } finally {
    bitmap.close();
  }
}
