// The web app's hashed files: served with a year-long immutable cache, compressed with brotli or gzip as the browser
// accepts. The binary holds copies compressed at build time (`npm run build`); from source, each file is compressed
// once, in the background after start (start-up stays fast). Every response is then served from memory.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Asset } from './web-assets';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/;
const brotli = promisify(brotliCompress);
const BROTLI_BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

export const isCompressible = (type: string) => COMPRESSIBLE.test(type);
/** The compressed copies of a file as the build writes them: brotli and gzip at their best. */
export const compressedCopies = (body: Uint8Array) => ({ br: new Uint8Array(brotliCompressSync(body, BROTLI_BEST)), gzip: new Uint8Array(gzipSync(body, { level: 9 })) });

type Encoded = { gzip: Uint8Array<ArrayBuffer>; br: Promise<Uint8Array<ArrayBuffer>> };
const encoded = new WeakMap<Asset, Encoded>();

function encodingsOf(asset: Asset): Encoded {
  let e = encoded.get(asset);
  if (!e) {
    e = {
      gzip: asset.gzip ?? new Uint8Array(gzipSync(asset.body, { level: 9 })),
      // Brotli at its best quality takes a few hundred milliseconds for the main script: done off the event loop.
      br: asset.br ? Promise.resolve(asset.br) : brotli(asset.body, BROTLI_BEST).then((br) => new Uint8Array(br)),
    };
    encoded.set(asset, e);
  }
  return e;
}

/** Starts compressing every compressible asset that has no compressed copies, so visitors find them ready. */
export function warmAssets(assets: Iterable<Asset>) {
  for (const asset of assets) if (COMPRESSIBLE.test(asset.type) && !(asset.br && asset.gzip)) encodingsOf(asset);
}

/** Whether Accept-Encoding allows `coding`: named (or `*`) with a q-value above 0 (RFC 9110 §12.5.3). */
function parseAccepts(header: string, coding: string): boolean {
  let wildcard = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    if (name === coding) return q > 0;
    if (name === '*') wildcard = q > 0;
  }
  return wildcard;
}

// Browsers send one of a handful of Accept-Encoding values, on every request: each is read once.
const known = new Map<string, boolean>();
export function accepts(header: string | null, coding: string): boolean {
  if (!header) return false;
  const key = `${coding} ${header}`;
  let answer = known.get(key);
  if (answer === undefined) {
    answer = parseAccepts(header, coding);
    if (known.size >= 256) known.clear();
    known.set(key, answer);
  }
  return answer;
}

export async function serveAsset(asset: Asset, request: Request): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': asset.type, 'cache-control': IMMUTABLE, vary: 'accept-encoding' };
  if (!COMPRESSIBLE.test(asset.type)) return new Response(asset.body, { headers });
  const accept = request.headers.get('accept-encoding');
  const e = encodingsOf(asset);
  if (accepts(accept, 'br')) return new Response(await e.br, { headers: { ...headers, 'content-encoding': 'br' } });
  if (accepts(accept, 'gzip')) return new Response(e.gzip, { headers: { ...headers, 'content-encoding': 'gzip' } });
  return new Response(asset.body, { headers });
}
