// The site's stylesheets, generated at build time: UnoCSS with the project's config over a list of source files (all of
// web/ for the admin's whole stylesheet; what public pages can load for theirs, which scripts/web-build.ts works out).
// Build tooling only (scripts/web-build.ts, and the tests that check what it generates); never part of the app bundle.
import { createGenerator } from '@unocss/core';
import { Glob } from 'bun';
import { join } from 'node:path';
import { unoConfig } from './uno.config';

const webDir = join(import.meta.dir, '..');

/** Every source file under web/ that ships (tests and their helpers left out), as absolute paths. */
export async function webSources(): Promise<string[]> {
  const files = await Array.fromAsync(new Glob('**/*.{tsx,ts,html}').scan(webDir));
  return files
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('testing/'))
    .sort()
    .map((file) => join(webDir, file));
}

/** The UnoCSS stylesheet for the classes used in `files`, plus the config's safelist. */
export async function generateCss(files: string[]): Promise<string> {
  const uno = await createGenerator(unoConfig);
  const sources = await Promise.all(files.map((file) => Bun.file(file).text()));
  return (await uno.generate(sources.join('\n'), { minify: true })).css;
}
