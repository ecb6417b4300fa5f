// The built web app held in memory: index.html and its hashed assets, from the binary or built from web/ at start.
import { basename, join } from 'node:path';
import indexBundle from '../../web/index.html';

export type Asset = { body: Uint8Array<ArrayBuffer>; type: string };
export type WebAssets = { index: string; files: Map<string, Asset> };

const isCompiled = () => Bun.main.startsWith('/$bunfs/');

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

/** From the source tree: the same production bundle, built in memory (about a quarter of a second). */
export async function buildWebAssets(): Promise<WebAssets> {
  const result = await Bun.build({
    entrypoints: [join(import.meta.dir, '..', '..', 'web', 'index.html')],
    minify: true,
    publicPath: '/',
    naming: { entry: '[name].[ext]', chunk: '[name]-[hash].[ext]', asset: '[name]-[hash].[ext]' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  if (!result.success) throw new AggregateError(result.logs, 'The web app failed to build');
  const files = new Map<string, Asset>();
  let index = '';
  for (const output of result.outputs) {
    if (output.path.endsWith('.html')) index = await output.text();
    else files.set(`/${basename(output.path)}`, { body: new Uint8Array(await output.arrayBuffer()), type: output.type });
  }
  return { index, files };
}

export const loadWebAssets = (): Promise<WebAssets> => (isCompiled() ? fromBinary() : buildWebAssets());
