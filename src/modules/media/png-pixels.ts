// A PNG's pixels inflated and counted against its header: the image data must hold exactly the rows IHDR describes,
// each opening with a known filter, under a possible bit depth and colour type. Run on files readImage accepted.

/** The bit depths each colour type allows (greyscale, RGB, palette, grey + alpha, RGBA) and its channels. */
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's seven passes: the column and row each starts at, and the steps between them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
const WHOLE = [[0, 0, 1, 1]] as const;

/** The length of each row the data holds, its filter byte included, pass by pass (one pass unless interlaced). */
function* rowLengths(width: number, height: number, bitsPerPixel: number, interlaced: boolean) {
  for (const [x, y, stepX, stepY] of interlaced ? ADAM7 : WHOLE) {
    const [columns, rows] = [Math.ceil((width - x) / stepX), Math.ceil((height - y) / stepY)];
    // A pass with no column or no row has no rows at all, not even filter bytes.
    if (columns > 0) for (let row = 0; row < rows; row++) yield 1 + Math.ceil((columns * bitsPerPixel) / 8);
  }
}

/** Why the PNG's pixels are not what its header says, or undefined when they are. */
export async function pngPixelsProblem(b: Uint8Array): Promise<string | undefined> {
  const d = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const [width, height] = [d.getUint32(16), d.getUint32(20)];
  const [depth, colour, compression, filter, interlace] = b.subarray(24, 29);
  if (!DEPTHS[colour!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1)
    return 'its header (IHDR) names an impossible bit depth, colour type or method';

  const data: Uint8Array[] = [];
  let palette = false;
  let previous = '';
  for (let at = 8; at < b.length; ) {
    const length = d.getUint32(at);
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    if (type === 'PLTE' && (palette || data.length > 0 || length === 0 || length % 3 !== 0 || length > 768))
      return 'its palette (PLTE) is missing or malformed';
    if (type === 'PLTE') palette = true;
    // Decoders read the image data as one run of chunks; one split by others is refused by libpng.
    if (type === 'IDAT' && data.length > 0 && previous !== 'IDAT') return 'its image data (IDAT) is split by other chunks';
    if (type === 'IDAT') data.push(b.subarray(at + 8, at + 8 + length));
    previous = type;
    at += 12 + length;
  }
  if (colour === 3 && !palette) return 'its palette (PLTE) is missing or malformed';

  // Streamed, so a few kilobytes that inflate to gigabytes are stopped one row past what the header allows.
  const rows = rowLengths(width, height, depth! * CHANNELS[colour!]!, interlace === 1);
  let row = rows.next();
  let next = 0; // where the next row's filter byte is, in the inflated bytes
  let total = 0;
  // Blob copies the bytes whatever buffer they view; its type only names views of an ArrayBuffer.
  const compressed = new Blob(data as Uint8Array<ArrayBuffer>[]);
  try {
    for await (const chunk of compressed.stream().pipeThrough(new DecompressionStream('deflate'))) {
      for (; !row.done && next < total + chunk.length; row = rows.next()) {
        if (chunk[next - total]! > 4) return 'a row of its image data (IDAT) has an unknown filter';
        next += row.value;
      }
      total += chunk.length;
      if (row.done && total > next) return 'its image data (IDAT) holds more pixels than its header (IHDR) says';
    }
  } catch {
    return 'its image data (IDAT) is corrupt';
  }
  if (!row.done || total < next) return 'its image data (IDAT) holds fewer pixels than its header (IHDR) says';
  return undefined;
}
