// The built web app held in memory: index.html and its hashed assets, from the binary or built from web/ at start.
import { basename } from 'node:path';
import indexBundle from '../../web/index.html';

export type Asset = { body: Uint8Array<ArrayBuffer>; type: string };
export type WebAssets = { index: string; files: Map<string, Asset> };

/** In the compiled binary the HTML import carries the files Bun embedded at build time. */
async function fromBinary(): Promise<WebAssets> {
  const files = new Map<string, Asset>();
  let index = '';
  for (const file of indexBundle.files ?? []) {
    if (file.loader === 'html') index = await Bun.file(file.path).text();
    else files.set(`/${basename(file.path)}`, { body: await Bun.file(file.path).bytes(), type: file.headers['content-type'] });
  }
  if (!index) throw new Error('The binary holds no index.html: build it with npm run build');
  return { index, files };
}

export async function loadWebAssets(): Promise<WebAssets> {
  // scripts/build.ts defines SITE_BINARY, so the bundler drops the source branch and the build tools with it.
  if (process.env.SITE_BINARY === '1') return fromBinary();
  const { buildWebAssets } = await import('../../scripts/web-build');
  return buildWebAssets();
}
