// Builds the web app from web/: the UnoCSS file first, then the production bundle with hashed names.
// Used in memory when the server runs from source, and before `bun build --compile` for the binary.
import { createGenerator } from '@unocss/core';
import { Glob } from 'bun';
import { basename, join } from 'node:path';
import type { Asset, WebAssets } from '../src/http/web-assets';
import { unoConfig } from '../web/styles/uno.config';

const webDir = join(import.meta.dir, '..', 'web');
export const CSS_FILE = join(webDir, 'styles', 'uno.gen.css');

/** Writes web/styles/uno.gen.css from the classes used in web/**.tsx; returns its size in bytes. */
export async function generateCss(): Promise<number> {
  const uno = await createGenerator(unoConfig);
  const sources: string[] = [];
  for await (const file of new Glob('**/*.{tsx,ts,html}').scan(webDir)) {
    if (!file.endsWith('.gen.css')) sources.push(await Bun.file(join(webDir, file)).text());
  }
  const { css } = await uno.generate(sources.join('\n'), { minify: true });
  // Unchanged CSS is not rewritten: file watchers (npm run dev) see no change.
  const current = Bun.file(CSS_FILE);
  if (!(await current.exists()) || (await current.text()) !== css) await Bun.write(CSS_FILE, css);
  return css.length;
}

export async function buildWebAssets(): Promise<WebAssets> {
  await generateCss();
  const result = await Bun.build({
    entrypoints: [join(webDir, 'index.html')],
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

if (import.meta.main) void generateCss().then((bytes) => console.log(`wrote ${CSS_FILE} (${bytes} bytes)`));
