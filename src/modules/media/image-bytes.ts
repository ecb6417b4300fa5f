// Recognises an uploaded image by its bytes alone (never its name or declared type) — JPEG, PNG, WebP or AVIF — with
// the width and height a browser will show, or says why it is refused. A file cut short or padded is refused whole.
import type { ImageType } from '../../contract';
import { exifOrientation, turnsAQuarter } from './exif';

/** The longest side taken, in pixels: anything larger is an unscaled scan by mistake, or an attempt to exhaust decoders. */
export const MAX_SIDE = 10_000;
/** What a refused upload is told: the formats taken, in words the person sending the file knows. */
export const TAKEN_FORMATS = 'Send a JPEG, PNG, WebP or AVIF image';

export type ImageInfo = { type: ImageType; width: number; height: number };
/** `unsupported`: none of the four formats (SVG, HTML, a program…); `invalid`: one of them, but damaged or of an unusable size. */
export type ImageRefusal = { refused: 'unsupported' | 'invalid'; reason: string };
type Size = { width: number; height: number };

export class Damaged extends Error {}
export const damaged = (reason: string): never => {
  throw new Damaged(reason);
};
/** The most chunks, segments or boxes one walk takes: real files have a few thousand at most, and walking a crafted one
 * of a million 8-byte boxes would take seconds and a gigabyte of memory. */
const MAX_PARTS = 100_000;
const counted =
  (parts = 0) =>
  () =>
    void (++parts > MAX_PARTS && damaged('it has more parts than any picture'));
const text = (b: Uint8Array, at: number, length = 4) => String.fromCharCode(...b.subarray(at, at + length));
const turned = ({ width, height }: Size): Size => ({ width: height, height: width });

// --- PNG: chunks of length, type, data and CRC; IHDR first, some IDAT, IEND last and at the very end of the file.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function pngSize(d: DataView, b: Uint8Array): Size {
  let size: Size | undefined;
  let pixels = false;
  const count = counted();
  for (let at = 8; ; count()) {
    const length = d.getUint32(at);
    const type = text(b, at + 4);
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type)) damaged('a chunk has no valid name');
    if (end > b.length) damaged(`it ends inside its ${type} chunk`);
    if (!size && type !== 'IHDR') damaged('it does not start with its header (IHDR)');
    // Only critical chunks (upper-case first letter) must be intact, as libpng has it: a bad ancillary one is
    // metadata a browser skips.
    if (type.charCodeAt(0) < 0x61 && Bun.hash.crc32(b.subarray(at + 4, end - 4)) >>> 0 !== d.getUint32(end - 4))
      damaged(`its ${type} chunk is corrupt (checksum)`);
    if (type === 'IHDR') {
      if (size || length !== 13) damaged('its header (IHDR) is malformed');
      size = { width: d.getUint32(at + 8), height: d.getUint32(at + 12) };
    }
    if (type === 'IDAT') pixels = true;
    if (type === 'IEND') {
      if (!pixels) damaged('it has no image data (IDAT)');
      if (end !== b.length) damaged('there are bytes after its end (IEND)');
      return size!;
    }
    at = end;
  }
}

// --- JPEG: SOI, segments, quantisation tables and a frame header (SOF) before the first scan, entropy-coded data, and
// EOI as the last two bytes. Huffman tables are not required: decoders fall back to the standard ones (Motion JPEG).
/** The markers of a frame header, which carry the size: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Lossless frames (C3, C7, CB, CF) are the ones that quantise nothing. */
const isLossless = (marker: number) => (marker & 3) === 3;
export const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
function jpegSize(d: DataView, b: Uint8Array): Size {
  let size: Size | undefined;
  let orientation: number | undefined; // the first EXIF block's that has one, as browsers read it
  let scanned = false;
  let lossless = false;
  const defined = new Set<number>();
  const used: number[] = [];
  const count = counted();
  for (let at = 2; ; count()) {
    if (d.getUint8(at) !== 0xff) damaged('a segment does not start with a marker');
    while (d.getUint8(at + 1) === 0xff) at++; // fill bytes before a marker
    const marker = d.getUint8(at + 1);
    at += 2;
    if (marker === 0xd9) {
      if (!size) damaged('it has no frame header (SOF)');
      if (!scanned) damaged('it has no image data (SOS)');
      if (at !== b.length) damaged('there are bytes after its end (EOI)');
      return turnsAQuarter(orientation) ? turned(size!) : size!;
    }
    if (standalone(marker)) continue;
    if (marker === 0xd8 || marker === 0x00) damaged('it has a misplaced marker');
    const length = d.getUint16(at);
    const end = at + length;
    if (length < 2 || end > b.length) damaged('it ends inside a segment');
    if (isFrame(marker) && !size) {
      // Precision, height, width, the component count, then three bytes a component (the last: its table).
      if (length < 8 || length !== 8 + 3 * d.getUint8(at + 7) || d.getUint8(at + 7) === 0) damaged('its frame header (SOF) is malformed');
      size = { width: d.getUint16(at + 5), height: d.getUint16(at + 3) };
      for (let c = at + 8; c < end; c += 3) used.push(d.getUint8(c + 2));
      lossless = isLossless(marker);
    }
    // Each table: its precision (8 or 16 bits) and number (0–3) in one byte, then 64 values; they fill the segment.
    for (let t = at + 2; marker === 0xdb && t < end; t += 1 + 64 * ((d.getUint8(t) >> 4) + 1)) {
      const [precision, table] = [d.getUint8(t) >> 4, d.getUint8(t) & 15];
      if (precision > 1 || table > 3 || t + 1 + 64 * (precision + 1) > end) damaged('its quantisation tables (DQT) are malformed');
      defined.add(table);
    }
    if (marker === 0xe1) orientation ??= exifOrientation(b.subarray(at + 2, end));
    at = end;
    if (marker === 0xda) {
      if (!size) damaged('its image data comes before the frame header (SOF)');
      if (!scanned && !lossless && defined.size === 0) damaged('it has no quantisation tables (DQT)');
      if (!scanned && !lossless && used.some((table) => !defined.has(table)))
        damaged('its frame uses a quantisation table it never defines');
      scanned = true;
      at = afterScan(b, at);
    }
  }
}

/** A scan's data runs to the next marker: an FF followed by neither 00 (an escaped FF) nor a restart marker. */
export function afterScan(b: Uint8Array, from: number): number {
  for (let at = from; ; ) {
    at = b.indexOf(0xff, at);
    if (at < 0 || at + 1 >= b.length) damaged('it ends inside its image data (no EOI)');
    const next = b[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
}

// --- WebP: a RIFF file whose size field counts every byte, filled exactly by chunks; VP8, VP8L or VP8X first.
function webpSize(d: DataView, b: Uint8Array): Size {
  if (d.getUint32(4, true) + 8 !== b.length) damaged('its RIFF size does not match its length (cut short or padded)');
  const chunks = new Set<string>();
  const count = counted();
  let at = 12;
  for (; at < b.length; count()) {
    chunks.add(text(b, at));
    const size = d.getUint32(at + 4, true);
    at += 8 + size + (size & 1); // chunks are padded to an even length
  }
  if (at !== b.length) damaged('its last chunk runs past the end');
  const first = text(b, 12);
  const firstSize = d.getUint32(16, true);
  if (first === 'VP8 ') {
    // A key frame (bit 0 of the frame tag clear), its start code, then 14-bit width and height (2 bits of scaling above).
    if (firstSize < 10 || (d.getUint8(20) & 1) !== 0 || text(b, 23, 3) !== '\x9d\x01\x2a') damaged('its VP8 header is malformed');
    return { width: d.getUint16(26, true) & 0x3fff, height: d.getUint16(28, true) & 0x3fff };
  }
  if (first === 'VP8L') {
    // Signature 2F, then width − 1 and height − 1 in 14 bits each, then 3 bits of version that must be 0.
    const bits = d.getUint32(21, true);
    if (firstSize < 5 || d.getUint8(20) !== 0x2f || bits >>> 29 !== 0) damaged('its VP8L header is malformed');
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (first === 'VP8X') {
    // The canvas: width − 1 and height − 1 in 24 bits each, after a byte of flags and three reserved.
    if (firstSize < 10 || !['VP8 ', 'VP8L', 'ANMF'].some((chunk) => chunks.has(chunk))) damaged('it has no image data');
    const u24 = (at: number) => d.getUint8(at) | (d.getUint8(at + 1) << 8) | (d.getUint8(at + 2) << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return damaged('it has no image data');
}

// --- AVIF: ISO-BMFF boxes filling the file exactly: ftyp, meta (the items and their properties) and mdat (the data).
export type Box = { type: string; start: number; end: number };
/** The boxes from `from` to `to`, which they must fill exactly; `start` is where each one's content begins. */
export function boxes(d: DataView, b: Uint8Array, from: number, to: number): Box[] {
  const found: Box[] = [];
  const count = counted();
  for (let at = from; at < to; count()) {
    const type = text(b, at + 4);
    let [size, header] = [d.getUint32(at), 8];
    if (size === 1) [size, header] = [Number(d.getBigUint64(at + 8)), 16];
    else if (size === 0) size = to - at; // "to the end of what contains it"
    if (size < header || at + size > to) damaged('a box runs past the end of what contains it');
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

export const child = (list: Box[], type: string) => list.find((box) => box.type === type) ?? damaged(`it has no ${type} box`);
/** The boxes a box contains; `skip` passes a full box's version and flags. */
export const inside = (d: DataView, b: Uint8Array, box: Box, skip = 0) => boxes(d, b, box.start + skip, box.end);

function isAvif(b: Uint8Array): boolean {
  if (b.length < 16 || text(b, 4) !== 'ftyp') return false;
  const end = Math.min(b.length, new DataView(b.buffer, b.byteOffset).getUint32(0));
  // The major brand, then (past the minor version at 12) the compatible ones.
  for (let at = 8; at + 4 <= end; at += 4) if (at !== 12 && ['avif', 'avis'].includes(text(b, at))) return true;
  return false;
}

/** The 1-based indexes (into ipco) of the properties that ipma gives the primary item (pitm). */
function primaryProperties(d: DataView, pitm: Box, ipma: Box): number[] {
  const primary = d.getUint8(pitm.start) === 0 ? d.getUint16(pitm.start + 4) : d.getUint32(pitm.start + 4);
  const version = d.getUint8(ipma.start);
  const wide = (d.getUint8(ipma.start + 3) & 1) === 1; // flag 1: 15-bit property indexes
  let at = ipma.start + 8;
  for (let entries = d.getUint32(ipma.start + 4); entries > 0; entries--) {
    const item = version < 1 ? d.getUint16(at) : d.getUint32(at);
    at += version < 1 ? 2 : 4;
    const count = d.getUint8(at++);
    const indexes = Array.from({ length: count }, (_, i) => (wide ? d.getUint16(at + 2 * i) & 0x7fff : d.getUint8(at + i) & 0x7f));
    at += count * (wide ? 2 : 1);
    if (at > ipma.end) damaged('its ipma box is malformed');
    if (item === primary) return indexes;
  }
  return [];
}

function avifSize(d: DataView, b: Uint8Array): Size {
  const top = boxes(d, b, 0, b.length);
  child(top, 'mdat');
  const inMeta = inside(d, b, child(top, 'meta'), 4);
  const inIprp = inside(d, b, child(inMeta, 'iprp'));
  const properties = inside(d, b, child(inIprp, 'ipco'));
  // The primary item's own properties: a grid's tiles and an alpha plane have their own, smaller, ispe.
  const own = primaryProperties(d, child(inMeta, 'pitm'), child(inIprp, 'ipma')).flatMap((index) => properties[index - 1] ?? []);
  const ispe = child(own, 'ispe');
  if (ispe.end - ispe.start < 12) damaged('its ispe box is malformed');
  const size = { width: d.getUint32(ispe.start + 4), height: d.getUint32(ispe.start + 8) };
  // irot turns the picture by a multiple of 90° anticlockwise (its low two bits), and browsers apply it.
  const irot = own.find((box) => box.type === 'irot');
  return irot && (d.getUint8(irot.start) & 1) === 1 ? turned(size) : size;
}

// --- The four formats, each known by its first bytes.
const FORMATS: { type: ImageType; name: string; is: (b: Uint8Array) => boolean; size: (d: DataView, b: Uint8Array) => Size }[] = [
  { type: 'image/png', name: 'PNG', is: (b) => PNG_SIGNATURE.every((byte, i) => b[i] === byte), size: pngSize },
  { type: 'image/jpeg', name: 'JPEG', is: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, size: jpegSize },
  { type: 'image/webp', name: 'WebP', is: (b) => b.length >= 20 && text(b, 0) === 'RIFF' && text(b, 8) === 'WEBP', size: webpSize },
  { type: 'image/avif', name: 'AVIF', is: isAvif, size: avifSize },
];

/** What the bytes are: one of the four formats, whole, with its displayed size; or why they are refused. */
export function readImage(bytes: Uint8Array): ImageInfo | ImageRefusal {
  const format = FORMATS.find((candidate) => candidate.is(bytes));
  if (!format) return { refused: 'unsupported', reason: TAKEN_FORMATS };
  const invalid = (reason: string): ImageRefusal => ({ refused: 'invalid', reason });
  let size: Size;
  try {
    size = format.size(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes);
  } catch (error) {
    if (!(error instanceof Damaged || error instanceof RangeError)) throw error;
    // A read past the last byte (DataView's RangeError) is a file cut short.
    return invalid(`The ${format.name} file is damaged or incomplete: ${error instanceof Damaged ? error.message : 'it ends early'}`);
  }
  const { width, height } = size;
  if (width < 1 || height < 1) return invalid(`The ${format.name} image has no pixels (${width}×${height})`);
  if (width > MAX_SIDE || height > MAX_SIDE)
    return invalid(`The image is ${width}×${height} pixels; each side may be at most ${MAX_SIDE.toLocaleString('en')}`);
  return { type: format.type, width, height };
}
