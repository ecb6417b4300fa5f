// The web app's hashed files: served with a year-long immutable cache, compressed with brotli or gzip as the browser
// accepts. Each file is compressed once, on first request (start-up stays fast), then served from memory.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Asset } from './web-assets';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/;

type Encoded = { br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };
const encoded = new WeakMap<Asset, Encoded>();

function encodings(asset: Asset): Encoded {
  let e = encoded.get(asset);
  if (!e) {
    e = {
      br: new Uint8Array(brotliCompressSync(asset.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
      gzip: new Uint8Array(gzipSync(asset.body, { level: 9 })),
    };
    encoded.set(asset, e);
  }
  return e;
}

/** Compresses every compressible asset now, so no visitor waits for it (called just after start). */
export const warmAssets = (assets: Iterable<Asset>) => {
  for (const asset of assets) if (COMPRESSIBLE.test(asset.type)) encodings(asset);
};

export function serveAsset(asset: Asset, request: Request): Response {
  const headers: Record<string, string> = { 'content-type': asset.type, 'cache-control': IMMUTABLE, vary: 'accept-encoding' };
  if (!COMPRESSIBLE.test(asset.type)) return new Response(asset.body, { headers });
  const accept = request.headers.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accept)) return new Response(encodings(asset).br, { headers: { ...headers, 'content-encoding': 'br' } });
  if (/\bgzip\b/.test(accept)) return new Response(encodings(asset).gzip, { headers: { ...headers, 'content-encoding': 'gzip' } });
  return new Response(asset.body, { headers });
}
