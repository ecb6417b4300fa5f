// The built web app held in memory: index.html and its hashed assets, from the binary or built from web/ at start.
import type { HTMLBundle } from 'bun';
import { basename } from 'node:path';

export type Asset = { body: Uint8Array<ArrayBuffer>; type: string };
export type WebAssets = { index: string; files: Map<string, Asset> };

let embedded: HTMLBundle | null = null;

/** Called by src/binary.ts, the compiled entry, with the HTML import whose files Bun embedded at build time. */
export const setEmbeddedWeb = (bundle: HTMLBundle) => void (embedded = bundle);

async function fromBinary(bundle: HTMLBundle): Promise<WebAssets> {
  const files = new Map<string, Asset>();
  let index = '';
  for (const file of bundle.files ?? []) {
    if (file.loader === 'html') index = await Bun.file(file.path).text();
    else files.set(`/${basename(file.path)}`, { body: await Bun.file(file.path).bytes(), type: file.headers['content-type'] });
  }
  if (!index) throw new Error('The binary holds no index.html: build it with npm run build');
  return { index, files };
}

export async function loadWebAssets(): Promise<WebAssets> {
  // scripts/build.ts defines SITE_BINARY, so the bundler drops the source branch and the build tools with it.
  if (process.env.SITE_BINARY === '1' && embedded) return fromBinary(embedded);
  const { buildWebAssets } = await import('../../scripts/web-build');
  return buildWebAssets();
}
