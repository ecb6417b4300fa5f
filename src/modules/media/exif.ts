// The one EXIF field uploads keep: the orientation a camera records (tag 0112), read from a JPEG's APP1 block, and the
// smallest APP1 block that says it again once the rest of the EXIF is gone.

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0", before the TIFF

/**
 * The orientation (1–8) in an APP1 segment's payload, from the first IFD, or undefined when the payload is no EXIF, has
 * no orientation or a value outside 1–8, or is malformed: browsers ignore such a block too.
 */
export function exifOrientation(payload: Uint8Array): number | undefined {
  if (!EXIF_HEADER.every((byte, i) => payload[i] === byte)) return undefined;
  try {
    const tiff = new DataView(payload.buffer, payload.byteOffset + 6, payload.byteLength - 6);
    const little = tiff.getUint16(0) === 0x4949;
    if (!little && tiff.getUint16(0) !== 0x4d4d) return undefined;
    const ifd = tiff.getUint32(4, little);
    for (let i = 0, count = tiff.getUint16(ifd, little); i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (tiff.getUint16(entry, little) !== 0x0112) continue;
      const value = tiff.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  } catch {
    // Runs out of the segment: no orientation a browser would use either.
  }
  return undefined;
}

/** Whether an orientation turns the picture a quarter (5–8), so the width and height a page must reserve swap. */
export const turnsAQuarter = (orientation: number | undefined) => orientation !== undefined && orientation >= 5;

/**
 * A whole APP1 segment (marker and length included) holding only this orientation: a big-endian TIFF header and one IFD
 * of one entry (0112, SHORT, count 1), no further IFD: 36 bytes, its length field saying 34.
 */
export function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const length = 2 + EXIF_HEADER.length + tiff.length;
  return new Uint8Array([0xff, 0xe1, 0, length, ...EXIF_HEADER, ...tiff]);
}
