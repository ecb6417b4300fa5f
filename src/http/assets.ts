// The web app's files: the hashed ones with a year-long immutable cache, the few at stable names (icons, manifest) for a
// day, then revalidated by their ETag; compressed with brotli or gzip as the browser accepts. The binary holds copies
// compressed at build time (`npm run build`); from source, each file is compressed once, in the background after start
// (start-up stays fast). Every response is then served from memory.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PreparedBody } from './etag';
import type { Asset } from './web-assets';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A name that stays when its bytes change: a day in any cache, then asked again (a 304 while unchanged). */
const A_DAY = 'public, max-age=86400';
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;
const brotli = promisify(brotliCompress);
const BROTLI_BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP_BEST = { level: 9 };

export const isCompressible = (type: string) => COMPRESSIBLE.test(type);
/** The compressed copies of a file as the build writes them: brotli and gzip at their best. */
export const compressedCopies = (body: Uint8Array) => ({
  br: new Uint8Array(brotliCompressSync(body, BROTLI_BEST)),
  gzip: new Uint8Array(gzipSync(body, GZIP_BEST)),
});

/** An asset ready to send in each encoding; brotli may still be on its way when running from source. */
/** `brReady`: brotli is still being made (until then a browser that takes it waits for it). */
type Sendable = { plain: PreparedBody; gzip?: PreparedBody; br?: PreparedBody; brReady?: Promise<void> };
const sendable = new WeakMap<Asset, Sendable>();

function sendableOf(asset: Asset): Sendable {
  let s = sendable.get(asset);
  if (!s) {
    const headers = { 'content-type': asset.type, 'cache-control': asset.stable ? A_DAY : IMMUTABLE, vary: 'accept-encoding' };
    const prepared = (bytes: Uint8Array<ArrayBuffer>, encoding?: string) =>
      new PreparedBody(bytes, { status: 200, headers: encoding ? { ...headers, 'content-encoding': encoding } : headers });
    const ready: Sendable = { plain: prepared(asset.body) };
    s = ready;
    if (COMPRESSIBLE.test(asset.type)) {
      // A copy no smaller than the file (a chunk of a few dozen bytes) is not worth a decoder's time: the file goes as it is.
      const worth = (copy: Uint8Array<ArrayBuffer>, encoding: string) =>
        copy.length < asset.body.length ? prepared(copy, encoding) : undefined;
      ready.gzip = worth(asset.gzip ?? new Uint8Array(gzipSync(asset.body, GZIP_BEST)), 'gzip');
      if (asset.br) ready.br = worth(asset.br, 'br');
      // Brotli at its best quality takes a few hundred milliseconds for the main script: done off the event loop.
      else
        ready.brReady = brotli(asset.body, BROTLI_BEST).then((br) => {
          ready.br = worth(new Uint8Array(br), 'br');
          ready.brReady = undefined;
        });
    }
    sendable.set(asset, s);
  }
  return s;
}

/**
 * Starts compressing every compressible asset that has no compressed copies, so visitors find them ready. Asks only
 * whether the copies exist (`in`): the binary's are read from it on first demand (web-assets.ts), not at start.
 */
export function warmAssets(assets: Iterable<Asset>) {
  for (const asset of assets) if (COMPRESSIBLE.test(asset.type) && !('br' in asset && 'gzip' in asset)) sendableOf(asset);
}

/** Whether Accept-Encoding allows `coding`: named (or `*`) with a q-value above 0 (RFC 9110 §12.5.3). */
function parseAccepts(header: string, coding: string): boolean {
  let wildcard = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = Number(
      params
        .map((p) => p.trim())
        .find((p) => p.startsWith('q='))
        ?.slice(2) ?? 1,
    );
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

/** The asset in the best encoding the browser accepts, or undefined while that encoding is still being made. */
export function assetAnswer(asset: Asset, request: Request, extra?: Readonly<Record<string, string>>): Response | undefined {
  const s = sendableOf(asset);
  const accept = request.headers.get('accept-encoding');
  if (accepts(accept, 'br')) {
    if (s.br) return s.br.respond(request, extra);
    if (s.brReady) return undefined;
  }
  if (s.gzip && accepts(accept, 'gzip')) return s.gzip.respond(request, extra);
  return s.plain.respond(request, extra);
}

export async function serveAsset(asset: Asset, request: Request): Promise<Response> {
  const answer = assetAnswer(asset, request);
  if (answer) return answer;
  await sendableOf(asset).brReady;
  return assetAnswer(asset, request)!;
}
