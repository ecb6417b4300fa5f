// What a variant child answers (decision 0104): one line of JSON (the average colour, and each variant's format, size
// and length), then the variants' bytes one after another. Apart from the codecs, so the server reads answers without
// loading them.
import type { MadeVariants, Variant } from './make';

export const CHILD_COMMAND = 'make-variants';

/** The child's answer: the head line, then the bytes. */
export function encodeAnswer({ placeholder, variants }: MadeVariants): Uint8Array {
  const head = JSON.stringify({
    placeholder,
    variants: variants.map(({ format, width, height, bytes }) => ({ format, width, height, length: bytes.byteLength })),
  });
  const headBytes = new TextEncoder().encode(`${head}\n`);
  const out = new Uint8Array(headBytes.byteLength + variants.reduce((sum, v) => sum + v.bytes.byteLength, 0));
  out.set(headBytes, 0);
  let at = headBytes.byteLength;
  for (const { bytes } of variants) {
    out.set(bytes, at);
    at += bytes.byteLength;
  }
  return out;
}

/** Reads the child's answer back; throws on anything that is not one whole answer. */
export function decodeAnswer(out: Uint8Array): MadeVariants {
  const end = out.indexOf(0x0a);
  if (end < 0) throw new Error('the variant maker answered nothing');
  const head = JSON.parse(new TextDecoder().decode(out.subarray(0, end))) as {
    placeholder: string;
    variants: (Omit<Variant, 'bytes'> & { length: number })[];
  };
  let at = end + 1;
  const variants = head.variants.map(({ format, width, height, length }) => {
    const bytes = out.slice(at, at + length);
    at += length;
    if (bytes.byteLength !== length) throw new Error('the variant maker was cut short');
    return { format, width, height, bytes };
  });
  if (at !== out.byteLength) throw new Error('the variant maker answered more than it said');
  return { placeholder: head.placeholder, variants };
}
