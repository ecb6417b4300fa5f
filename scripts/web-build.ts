// Builds the web app from web/: the UnoCSS stylesheet, then the minified, code-split bundle with hashed names.
// Held in memory when the server runs from source; written to dist/web/ by `npm run build`, which embeds that folder.
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Asset, WebAssets } from '../src/http/web-assets';
import { generateCss } from '../web/styles/generate-css';

const webDir = join(import.meta.dir, '..', 'web');
/** The stylesheet index.html links. It never exists on disk: the bundler is handed its text (see buildWebAssets). */
const CSS_PATH = join(webDir, 'styles', 'uno.gen.css');

export async function buildWebAssets(): Promise<WebAssets> {
  const result = await Bun.build({
    entrypoints: [join(webDir, 'index.html')],
    // A stylesheet written to disk just before the build was not always seen: the resolver had already listed
    // web/styles/ (importing uno.config does that) and failed with "Could not resolve ./styles/uno.gen.css".
    // Handing the bundler the text in memory leaves nothing to race.
    files: { [CSS_PATH]: await generateCss() },
    minify: true,
    publicPath: '/',
    naming: { entry: '[name].[ext]', chunk: '[name]-[hash].[ext]', asset: '[name]-[hash].[ext]' },
    define: { 'process.env.NODE_ENV': '"production"' },
    splitting: true,
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

/** Writes the built app into `dir` (emptied first): index.html and the hashed files, as the binary embeds them. */
export async function writeWebAssets(web: WebAssets, dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await Bun.write(join(dir, 'index.html'), web.index);
  for (const [path, asset] of web.files) await Bun.write(join(dir, path), asset.body);
}
