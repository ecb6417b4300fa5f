// An .ico file holding PNG images (every browser since 2007 reads them): a directory of the sizes, then each PNG as is.

/** The images, smallest first, as one .ico: its header, one 16-byte entry per image, then the PNGs in that order. */
export function encodeIco(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    // A side of 256 is written 0: the entry has one byte for it.
    header.writeUInt8(size % 256, at);
    header.writeUInt8(size % 256, at + 1);
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel: RGBA
    header.writeUInt32LE(png.byteLength, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.byteLength;
  });
  return Buffer.concat([header, ...images.map(({ png }) => Buffer.from(png))]);
}
