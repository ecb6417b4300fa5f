// The site's stylesheets, generated at build time: UnoCSS with the project's config over a list of source files (all of
// web/ for the admin's whole stylesheet; what public pages can load for theirs, which scripts/web-build.ts works out).
// Build tooling only (scripts/web-build.ts, and the tests that check what it generates); never part of the app bundle.
import { createGenerator } from '@unocss/core';
import { Glob } from 'bun';
import { join } from 'node:path';
import { unoConfig } from './uno.config';

const webDir = join(import.meta.dir, '..');

/**
 * Every source file under web/ that ships (tests and their helpers left out), as absolute paths; and the lists'
 * descriptors, whose row signs (icon classes said as data) the admin draws.
 */
export async function webSources(): Promise<string[]> {
  const files = await Array.fromAsync(new Glob('**/*.{tsx,ts,html}').scan(webDir));
  const lists = join(webDir, '..', 'src', 'contract', 'lists');
  const descriptors = await Array.fromAsync(new Glob('*.ts').scan(lists));
  return [
    ...files.filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('testing/')).map((file) => join(webDir, file)),
    ...descriptors.map((file) => join(lists, file)),
  ].sort();
}

/** The UnoCSS stylesheet for the classes used in `files`, plus the config's safelist. */
export async function generateCss(files: string[]): Promise<string> {
  const uno = await createGenerator(unoConfig);
  const sources = await Promise.all(files.map((file) => Bun.file(file).text()));
  return compactIcons((await uno.generate(sources.join('\n'), { minify: true })).css);
}

/** An icon's rule as UnoCSS writes it: its picture, then the declarations every icon repeats. */
const ICON_RULE = /\.(i-[\w-]+)\{(--un-icon:url\("[^"]*"\));([^{}]*)\}/g;
/** The icon extras (the config's extraProperties) that UnoCSS also writes into each SVG, where they mean nothing. */
const SVG_EXTRAS = / (display|vertical-align|flex-shrink)='[^']*'/g;

/**
 * The icons' rules, smaller (each page inlines those it shows): each SVG without the attributes that mean nothing in
 * it, and the declarations every icon repeats said once, for all of them, in the first icon's place. The icons are one
 * run of rules, so nothing else comes between: every element is drawn as before (decision 0054).
 */
export function compactIcons(css: string): string {
  const shared = new Map<string, string[]>();
  for (const [, name, , rest] of css.matchAll(ICON_RULE)) shared.set(rest!, [...(shared.get(rest!) ?? []), name!]);
  const said = new Set<string>();
  return css.replace(ICON_RULE, (_, name: string, icon: string, rest: string) => {
    const own = `.${name}{${icon.replace(SVG_EXTRAS, '')}}`;
    if (said.has(rest)) return own;
    said.add(rest);
    return `${shared
      .get(rest)!
      .map((n) => `.${n}`)
      .join(',')}{${rest}}${own}`;
  });
}
