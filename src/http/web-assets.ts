// The built web app held in memory: index.html and its hashed files, read from the binary or built from web/ at start.
import { extname } from 'node:path';

export type Asset = {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  /** The compressed copies `npm run build` wrote beside the file; made on first demand when running from source. */
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
};
export type WebAssets = { index: string; files: Map<string, Asset> };
/** Where the running server gets its web app: the binary's embedded copy, or a fresh build of web/ from source. */
export type LoadWebAssets = () => Promise<WebAssets>;

/** The folder `npm run build` embeds into the binary (`--asset web`, from dist/): names arrive as `web/<file>`. */
export const EMBEDDED_WEB_FOLDER = 'web';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript;charset=utf-8',
  '.css': 'text/css;charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The names of a file's compressed copies in dist/web: `<file>.br` and `<file>.gz`. */
export const COMPRESSED_COPIES = { br: '.br', gzip: '.gz' } as const;

/** The web app embedded in the compiled binary, each file with its compressed copies. Only src/binary.ts uses it. */
export async function embeddedWebAssets(): Promise<WebAssets> {
  const files = new Map<string, Asset>();
  const copies = new Map<string, Blob>();
  let index = '';
  const prefix = `${EMBEDDED_WEB_FOLDER}/`;
  for (const file of Bun.embeddedFiles as (Blob & { name: string })[]) {
    if (!file.name.startsWith(prefix)) continue;
    const path = `/${file.name.slice(prefix.length)}`;
    if (path === '/index.html') index = await file.text();
    else if (Object.values(COMPRESSED_COPIES).some((suffix) => path.endsWith(suffix))) copies.set(path, file);
    else files.set(path, { body: await file.bytes(), type: TYPES[extname(path)] ?? (file.type || 'application/octet-stream') });
  }
  for (const [path, asset] of files) {
    const br = copies.get(path + COMPRESSED_COPIES.br);
    const gzip = copies.get(path + COMPRESSED_COPIES.gzip);
    if (br) asset.br = await br.bytes();
    if (gzip) asset.gzip = await gzip.bytes();
  }
  if (!index) throw new Error('The binary holds no web app: build it with npm run build');
  return { index, files };
}
