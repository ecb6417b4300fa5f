// Removes what a photo says about who took it, with what and where (EXIF with its GPS, XMP, IPTC, comments, text and
// time chunks, thumbnails) and keeps what decoding needs. Runs on bytes readImage accepted; a file with nothing to
// remove comes back byte for byte. What is kept, and why, is decision 0033.
import type { ImageType } from '../../contract';
import { afterScan, standalone } from './image-bytes';
import { exifOrientation, orientationSegment } from './exif';
import { avifWithoutMetadata } from './avif-metadata';

const startsWith = (bytes: Uint8Array, text: string) =>
  bytes.length >= text.length && [...text].every((c, i) => bytes[i] === c.charCodeAt(0));
function joined(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** A JPEG segment of this marker and payload: FF, the marker, the 16-bit length (which counts itself), the payload. */
const segment = (marker: number, payload: Uint8Array) =>
  new Uint8Array([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);

/**
 * A JPEG's application segments (APP0–APP15) and comments (COM) go, but for three that change how it looks:
 * - APP0 "JFIF": the pixel density; its embedded thumbnail goes (a thumbnail can show what a crop removed);
 * - APP2 "ICC_PROFILE": the colour profile, without which a wide-gamut photo shows dull;
 * - APP14 "Adobe": whether three channels are RGB or YCbCr (and four CMYK or YCCK), which decoders read from it.
 * The EXIF orientation is then written back alone, since browsers turn the photo by it (a phone's portrait otherwise
 * shows lying on its side). Tables, frame, scans and everything else are copied as they are.
 */
function jpegWithoutMetadata(b: Uint8Array): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [b.subarray(0, 2)];
  let orientation: number | undefined;
  let jfifAt = -1;
  for (let at = 2; at < b.length; ) {
    const start = at;
    while (b[at + 1] === 0xff) at++; // fill bytes before a marker
    const marker = b[at + 1]!;
    at += 2;
    if (marker === 0xd9 || standalone(marker)) {
      kept.push(b.subarray(start, at));
      continue;
    }
    const end = at + view(b).getUint16(at);
    const payload = b.subarray(at + 2, end);
    at = marker === 0xda ? afterScan(b, end) : end;
    if (marker === 0xe0 && jfifAt < 0 && startsWith(payload, 'JFIF\0') && payload.length >= 14) {
      // Version, density units, X and Y density; then a thumbnail of 0×0.
      jfifAt = kept.push(segment(0xe0, new Uint8Array([...payload.subarray(0, 12), 0, 0]))) - 1;
    } else if (marker === 0xe1) orientation ??= exifOrientation(payload);
    else if (marker === 0xe2 && startsWith(payload, 'ICC_PROFILE\0')) kept.push(b.subarray(start, end));
    else if (marker === 0xee && startsWith(payload, 'Adobe') && payload.length >= 12) kept.push(segment(0xee, payload.subarray(0, 12)));
    else if (!((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe)) kept.push(b.subarray(start, at));
  }
  // Where EXIF usually sits: straight after SOI, or after a JFIF APP0 that comes first.
  if (orientation !== undefined && orientation !== 1) kept.splice(jfifAt === 1 ? 2 : 1, 0, orientationSegment(orientation));
  return joined(kept);
}

/**
 * A PNG keeps the chunks that make its pixels and their colours: header, palette, data and end, transparency, gamma,
 * chromaticities, sRGB, ICC profile, coding-independent code points, HDR mastering and light levels, significant bits.
 * Every other chunk goes: text (tEXt, zTXt, iTXt, which hold XMP too), EXIF (eXIf), time (tIME), private chunks
 * whose contents nobody can vouch for, and animation (acTL, fcTL, fdAT), since only the still image was inflated
 * and counted. A kept ancillary chunk that fails its checksum goes too: a browser skips it anyway.
 */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'cICP', 'mDCv', 'cLLi', 'sBIT']);
function pngWithoutMetadata(b: Uint8Array): Uint8Array<ArrayBuffer> {
  const d = view(b);
  const kept: Uint8Array[] = [b.subarray(0, 8)];
  for (let at = 8; at < b.length; ) {
    const end = at + 12 + d.getUint32(at);
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    const critical = type.charCodeAt(0) < 0x61; // readImage checked those
    if (PNG_KEPT.has(type) && (critical || Bun.hash.crc32(b.subarray(at + 4, end - 4)) >>> 0 === d.getUint32(end - 4)))
      kept.push(b.subarray(at, end));
    at = end;
  }
  return joined(kept);
}

/**
 * A WebP keeps its image chunks (VP8, VP8L, ALPH), its extended header (VP8X), animation (ANIM, ANMF) and colour
 * profile (ICCP); EXIF, XMP and unknown chunks go, and VP8X stops announcing EXIF (flag 08) and XMP (flag 04).
 */
const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
function webpWithoutMetadata(b: Uint8Array): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [b.slice(0, 12)];
  for (let at = 12; at < b.length; ) {
    const size = view(b).getUint32(at + 4, true);
    const type = String.fromCharCode(...b.subarray(at, at + 4));
    const chunk = b.slice(at, at + 8 + size + (size & 1)); // a copy: the flags may change
    if (type === 'VP8X') chunk[8]! &= ~(0x08 | 0x04);
    if (WEBP_KEPT.has(type)) kept.push(chunk);
    at += chunk.length;
  }
  const out = joined(kept);
  view(out).setUint32(4, out.length - 8, true);
  return out;
}

const CLEANERS: Record<ImageType, (bytes: Uint8Array) => Uint8Array<ArrayBuffer>> = {
  'image/jpeg': jpegWithoutMetadata,
  'image/png': pngWithoutMetadata,
  'image/webp': webpWithoutMetadata,
  'image/avif': avifWithoutMetadata,
};

/** The image without its metadata. Throws Damaged (image-bytes) when metadata cannot be removed without harm. */
export const withoutMetadata = (bytes: Uint8Array, type: ImageType): Uint8Array<ArrayBuffer> => CLEANERS[type](bytes);
