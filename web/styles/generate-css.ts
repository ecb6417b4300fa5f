// The site's stylesheet, generated at build time: UnoCSS with the project's config over every source file under web/.
// Build tooling only (scripts/web-build.ts, and the test that checks what it generates); never part of the app bundle.
import { createGenerator } from '@unocss/core';
import { Glob } from 'bun';
import { join } from 'node:path';
import { unoConfig } from './uno.config';

const webDir = join(import.meta.dir, '..');

/** The UnoCSS stylesheet for the classes used anywhere under web/, plus the config's safelist. */
export async function generateCss(): Promise<string> {
  const uno = await createGenerator(unoConfig);
  const sources: string[] = [];
  for await (const file of new Glob('**/*.{tsx,ts,html}').scan(webDir)) sources.push(await Bun.file(join(webDir, file)).text());
  return (await uno.generate(sources.join('\n'), { minify: true })).css;
}
