// An AVIF's EXIF and XMP are items of their own (types "Exif" and "mime"), found in iinf and located by iloc: their
// bytes are overwritten with zeros where they lie, so every box size and offset stays valid and nothing moves.
import { type Box, boxes, child, damaged, inside } from './image-bytes';

const METADATA_TYPES = ['Exif', 'mime'];
type Extent = { from: number; to: number };

const text = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

/** The ids of the items whose type is EXIF or XMP (infe versions 2 and 3 carry a type; older ones describe no metadata). */
function metadataItems(d: DataView, b: Uint8Array, iinf: Box): Set<number> {
  const entries = boxes(d, b, iinf.start + (d.getUint8(iinf.start) === 0 ? 6 : 8), iinf.end);
  const ids = new Set<number>();
  for (const infe of entries.filter((box) => box.type === 'infe')) {
    const version = d.getUint8(infe.start);
    if (version < 2) continue;
    const [id, idSize] = version === 2 ? [d.getUint16(infe.start + 4), 2] : [d.getUint32(infe.start + 4), 4];
    if (METADATA_TYPES.includes(text(b, infe.start + 4 + idSize + 2))) ids.add(id);
  }
  return ids;
}

/**
 * Where each item's bytes lie in the file, from iloc (versions 0–2): a base offset plus extents, counted from the start
 * of the file (construction method 0) or of the idat box (method 1); method 2 (bytes of another item) gives no extents.
 */
function itemExtents(d: DataView, b: Uint8Array, iloc: Box, idat: Box | undefined): Map<number, Extent[] | 'indirect'> {
  const version = d.getUint8(iloc.start);
  let at = iloc.start + 4;
  const read = (size: number) => {
    const value =
      size === 0
        ? 0
        : size === 2
          ? d.getUint16(at)
          : size === 4
            ? d.getUint32(at)
            : size === 8
              ? Number(d.getBigUint64(at))
              : damaged('its item locations (iloc) are malformed');
    at += size;
    return value;
  };
  const sizes = read(2);
  const [offsetSize, lengthSize, baseSize, indexSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15, version > 0 ? sizes & 15 : 0];
  const items = new Map<number, Extent[] | 'indirect'>();
  for (let count = read(version < 2 ? 2 : 4); count > 0; count--) {
    const id = read(version < 2 ? 2 : 4);
    const method = version > 0 ? read(2) & 15 : 0;
    read(2); // data reference: 0, this file
    const base = read(baseSize);
    const [origin, limit] = method === 1 ? [(idat ?? damaged('it has no idat box')).start, idat!.end] : [0, b.length];
    const extents: Extent[] = [];
    for (let n = read(2); n > 0; n--) {
      read(indexSize);
      const from = origin + base + read(offsetSize);
      const length = read(lengthSize);
      // A length of 0 means "all the rest".
      extents.push({ from, to: length === 0 ? limit : from + length });
    }
    if (at > iloc.end || extents.some((extent) => extent.from > extent.to || extent.to > limit))
      damaged('its item locations (iloc) point outside it');
    items.set(id, method === 2 ? 'indirect' : extents);
  }
  return items;
}

const overlap = (a: Extent, b: Extent) => a.from < b.to && b.from < a.to;

/** The AVIF with its EXIF and XMP items' bytes zeroed; the same bytes when it has none. */
export function avifWithoutMetadata(b: Uint8Array): Uint8Array<ArrayBuffer> {
  const d = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const inMeta = inside(d, b, child(boxes(d, b, 0, b.length), 'meta'), 4);
  const iinf = inMeta.find((box) => box.type === 'iinf');
  const ids = iinf ? metadataItems(d, b, iinf) : new Set<number>();
  const out = b.slice();
  if (ids.size === 0) return out;
  const items = itemExtents(
    d,
    b,
    child(inMeta, 'iloc'),
    inMeta.find((box) => box.type === 'idat'),
  );
  const metadata = [...ids].flatMap((id) => {
    const extents = items.get(id) ?? [];
    return extents === 'indirect' ? damaged('its metadata is stored inside another item, where it cannot be removed') : extents;
  });
  // Zeroing bytes the picture also uses would damage it without a word: refused instead.
  const picture = [...items].flatMap(([id, extents]) => (ids.has(id) || extents === 'indirect' ? [] : extents));
  if (metadata.some((gone) => picture.some((needed) => overlap(gone, needed)))) damaged('its metadata shares bytes with its picture');
  for (const { from, to } of metadata) out.fill(0, from, to);
  return out;
}
