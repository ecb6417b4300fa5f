// The image codecs the variants are made with (decision 0104): WebAssembly builds of libjpeg (mozjpeg), libpng,
// libwebp, libavif and a Lanczos resizer, each embedded in the binary as a file and compiled here, so nothing is read
// from disk beside the binary and the same bytes run on x64 and ARM64. Every codec is set up before its first use: a
// codec used before its set-up looks for its .wasm beside the script, which the binary does not have.
import decodeAvif, { init as initAvifDecoder } from '@jsquash/avif/decode.js';
import encodeAvif, { init as initAvifEncoder } from '@jsquash/avif/encode.js';
import avifDecoderFile from '@jsquash/avif/codec/dec/avif_dec.wasm' with { type: 'file' };
// The single-threaded encoder: Bun reports itself as Node, for which the library picks this one.
import avifEncoderFile from '@jsquash/avif/codec/enc/avif_enc.wasm' with { type: 'file' };
import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode.js';
import jpegDecoderFile from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm' with { type: 'file' };
import decodePng, { init as initPngDecoder } from '@jsquash/png/decode.js';
// @ts-expect-error: imported as a file, its path (src/assets.d.ts), not as the module its own .d.ts describes
import pngFile from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm' with { type: 'file' };
import resize, { initResize } from '@jsquash/resize';
// @ts-expect-error: imported as a file, its path (src/assets.d.ts), not as the module its own .d.ts describes
import resizeFile from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm' with { type: 'file' };
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js';
import webpDecoderFile from '@jsquash/webp/codec/dec/webp_dec.wasm' with { type: 'file' };
// The SIMD encoder: the library picks it wherever WebAssembly SIMD runs (both targets' Bun).
import webpEncoderFile from '@jsquash/webp/codec/enc/webp_enc_simd.wasm' with { type: 'file' };
import type { ImageType } from '../../../contract';

/** Decoded pixels: RGBA, 8 bits a channel, row by row. */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

const compiled = async (path: string) => new WebAssembly.Module(await Bun.file(path).arrayBuffer());

let ready: Promise<void> | undefined;
/** The compiled decoders, kept to set them up afresh (freshDecoders). */
let decoders: { avif: WebAssembly.Module; jpeg: WebAssembly.Module; webp: WebAssembly.Module } | undefined;

/** Compiles and sets up every codec, once (about 0.1 s). */
export function codecsReady(): Promise<void> {
  ready ??= (async () => {
    const [avifDec, avifEnc, jpegDec, png, resizer, webpDec, webpEnc] = await Promise.all(
      [avifDecoderFile, avifEncoderFile, jpegDecoderFile, pngFile, resizeFile, webpDecoderFile, webpEncoderFile].map(compiled),
    );
    decoders = { avif: avifDec!, jpeg: jpegDec!, webp: webpDec! };
    await Promise.all([
      initAvifDecoder(avifDec),
      initAvifEncoder(avifEnc),
      initJpegDecoder(jpegDec),
      initWebpDecoder(webpDec),
      initWebpEncoder(webpEnc),
      initPngDecoder(png),
      initResize(resizer),
    ]);
  })();
  return ready;
}

/** The pixels of a stored image (its type already judged from its bytes at upload). */
export async function decode(bytes: Uint8Array, type: ImageType): Promise<Pixels> {
  await codecsReady();
  const buffer = bytes.slice().buffer as ArrayBuffer;
  const pixels =
    type === 'image/jpeg'
      ? await decodeJpeg(buffer, { preserveOrientation: true })
      : type === 'image/png'
        ? await decodePng(buffer)
        : type === 'image/webp'
          ? await decodeWebp(buffer)
          : await decodeAvif(buffer);
  if (!pixels) throw new Error('the image could not be decoded');
  return pixels as Pixels;
}

/**
 * Sets the JPEG, WebP and AVIF decoders up afresh: the memory a large image grew them to (a WebAssembly memory never
 * shrinks) goes with their old instances, before the resizer takes its own.
 */
export async function freshDecoders(): Promise<void> {
  await codecsReady();
  const { avif, jpeg, webp } = decoders!;
  await Promise.all([initAvifDecoder(avif), initJpegDecoder(jpeg), initWebpDecoder(webp)]);
  Bun.gc(true);
}

/** Whether any pixel is not fully opaque (a resize then weighs colours by their opacity). */
export function hasAlpha({ data }: Pixels): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/** The pixels at `width` (the height in proportion), Lanczos-filtered. */
export async function resized(pixels: Pixels, width: number, alpha: boolean): Promise<Pixels> {
  await codecsReady();
  const height = Math.max(1, Math.round((pixels.height * width) / pixels.width));
  // In sRGB, not linear light: a quarter of the memory and half the time, a difference no photo at these sizes shows.
  return (await resize(pixels as ImageData, { width, height, method: 'lanczos3', premultiply: alpha, linearRGB: false })) as Pixels;
}

/** AVIF at a quality a photo keeps its detail with, at the speed a small server can afford (decision 0104). */
export async function toAvif(pixels: Pixels): Promise<Uint8Array> {
  await codecsReady();
  return new Uint8Array(await encodeAvif(pixels as ImageData, { quality: 55, speed: 7 }));
}

export async function toWebp(pixels: Pixels, quality = 78): Promise<Uint8Array> {
  await codecsReady();
  return new Uint8Array(await encodeWebp(pixels as ImageData, { quality, method: 4 }));
}
