// The built web app held in memory: index.html and its files, read from the binary or built from web/ at start.
import { readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { SCENE_FILES, SCENE_MINI_FILES, SITE_ICONS, WEB_MANIFEST } from '../contract/brand';

export type Asset = {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  /** The compressed copies `npm run build` wrote beside the file; made on first demand when running from source. */
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  /** Served under a name without a hash (an icon, the manifest): cached a day and revalidated, never `immutable`. */
  stable?: boolean;
};
/**
 * The built app: index.html, its files by URL, and `preloads`: for each source a page loads after the entry (a
 * screen, a part of the dictionary, the admin's app, by its path under web/), the scripts that brings (decision 0105).
 */
export type WebAssets = { index: string; files: Map<string, Asset>; preloads: Record<string, string[]> };
/** Where dist/web keeps `preloads` (read at start, never served). */
export const PRELOADS_FILE = '/preloads.json';
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
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The web app's files whose names carry no hash (scripts/web-icons.ts and scripts/scene-files.tsx add them to the build). */
export const STABLE_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(SITE_ICONS),
  WEB_MANIFEST,
  ...Object.values(SCENE_FILES.plan),
  ...Object.values(SCENE_MINI_FILES),
]);

/** The names of a file's compressed copies in dist/web: `<file>.br` and `<file>.gz`. */
export const COMPRESSED_COPIES = { br: '.br', gzip: '.gz' } as const;

/**
 * Defines `key` on `asset` as read from the embedded file `name` on first use, then kept: a visitor's first request for
 * a file reads it. Until then the bytes stay in the binary's file mapping, not copied into the process's own memory.
 */
function readOnDemand(asset: Asset, key: 'body' | 'br' | 'gzip', name: string) {
  Object.defineProperty(asset, key, {
    configurable: true,
    enumerable: true,
    get() {
      // node:fs reads the binary's embedded files under its own virtual folder (`/$bunfs/root/` beside Bun.main).
      const read = readFileSync(join(dirname(Bun.main), name));
      const bytes = new Uint8Array(read.buffer as ArrayBuffer, read.byteOffset, read.byteLength);
      Object.defineProperty(asset, key, { value: bytes, enumerable: true, writable: true });
      return bytes;
    },
  });
}

/**
 * The web app embedded in the compiled binary, each file with its compressed copies. Only src/binary.ts uses it.
 * Only index.html is read at start; each other file (and each of its compressed copies) is read when first needed.
 */
export async function embeddedWebAssets(): Promise<WebAssets> {
  const files = new Map<string, Asset>();
  const names = new Set<string>();
  let index = '';
  let preloads: WebAssets['preloads'] = {};
  const prefix = `${EMBEDDED_WEB_FOLDER}/`;
  for (const file of Bun.embeddedFiles as (Blob & { name: string })[]) {
    if (!file.name.startsWith(prefix)) continue;
    const path = `/${file.name.slice(prefix.length)}`;
    names.add(path);
    if (path === '/index.html') index = await file.text();
    else if (path === PRELOADS_FILE) preloads = JSON.parse(await file.text()) as WebAssets['preloads'];
    else if (Object.values(COMPRESSED_COPIES).some((suffix) => path.endsWith(suffix))) continue;
    else {
      const asset = { type: TYPES[extname(path)] ?? (file.type || 'application/octet-stream') } as Asset;
      if (STABLE_PATHS.has(path)) asset.stable = true;
      readOnDemand(asset, 'body', file.name);
      files.set(path, asset);
    }
  }
  for (const [path, asset] of files) {
    if (names.has(path + COMPRESSED_COPIES.br)) readOnDemand(asset, 'br', prefix + path.slice(1) + COMPRESSED_COPIES.br);
    if (names.has(path + COMPRESSED_COPIES.gzip)) readOnDemand(asset, 'gzip', prefix + path.slice(1) + COMPRESSED_COPIES.gzip);
  }
  if (!index) throw new Error('The binary holds no web app: build it with npm run build');
  return { index, files, preloads };
}
