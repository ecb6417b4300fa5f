// Builds the web app from web/: the minified, code-split bundle with hashed names, then its stylesheets (the web font's faces and two from UnoCSS,
// the admin's with the Markdown editor's mono face).
// Held in memory when the server runs from source; written to dist/web/ by `npm run build`, which embeds that folder.
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { type Asset, PRELOADS_FILE, type WebAssets } from '../src/http/web-assets';
import { generateCss, webSources } from '../web/styles/generate-css';
import { buildWebFont, buildWritingFont } from './web-font';
import { webIcons } from './web-icons';
import { sceneFiles } from './scene-files';

const webDir = join(import.meta.dir, '..', 'web');

/**
 * The most JavaScript a public page's first visit may load, brotli as the binary sends it: 80 KB (decisions 0020, 0054).
 * The beacon (0074) and the language addresses (0077) once raised it to 82; the app's own router (0086) found the bytes
 * again. `src/public-bundle.test.ts` and `npm run size` weigh against it.
 */
export const PUBLIC_SCRIPT_BUDGET = 80 * 1024;

/** A module only the admin area uses (its pages, features, components, dictionaries, helpers), by its path. */
export const isAdminModule = (path: string) => /(^|\/)admin[-/]/.test(relative(webDir, path));

/** One built script: the source modules it holds (absolute paths) and the scripts it imports, at once or when asked. */
export type Script = { modules: string[]; imports: string[]; lazyImports: string[] };
/** The build with what is inside each script, and the source files public pages can load (the stylesheet's sources). */
export type WebBuild = { web: WebAssets; entry: string; scripts: Map<string, Script>; publicSources: string[] };

export async function buildWebAssets(): Promise<WebAssets> {
  return (await buildWeb()).web;
}

export async function buildWeb(): Promise<WebBuild> {
  const result = await Bun.build({
    entrypoints: [join(webDir, 'index.html')],
    minify: true,
    publicPath: '/',
    // A chunk is named by its hash alone: scripts import each other by name, and a page's scripts are weighed against
    // the 80 KB budget, so the names' words would cost a public page bytes for nothing.
    naming: { entry: '[name].[ext]', chunk: '[hash].[ext]', asset: '[name]-[hash].[ext]' },
    define: { 'process.env.NODE_ENV': '"production"' },
    splitting: true,
    // Bun's own preloading puts a map of every chunk (the admin's and both languages' included) in the entry script,
    // about 1 KB brotli that every public page paid for; the pages name what they load instead (below, decision 0105).
    modulePreload: false,
    metafile: true,
  });
  if (!result.success || !result.metafile) throw new AggregateError(result.logs, 'The web app failed to build');
  const files = new Map<string, Asset>();
  let index = '';
  for (const output of result.outputs) {
    if (output.path.endsWith('.html')) index = await output.text();
    else files.set(`/${basename(output.path)}`, { body: new Uint8Array(await output.arrayBuffer()), type: output.type });
  }

  // The metafile names files relative to the working directory (sources) or to the output folder (scripts).
  const scripts = new Map<string, Script>();
  const adminEntries = new Set<string>();
  for (const [name, output] of Object.entries(result.metafile.outputs)) {
    if (!name.endsWith('.js')) continue;
    const path = `/${basename(name)}`;
    const imports = (kind: string) => output.imports.filter((i) => i.kind === kind).map((i) => `/${basename(i.path)}`);
    scripts.set(path, {
      modules: Object.keys(output.inputs).map((m) => resolve(m)),
      imports: imports('import-statement'),
      lazyImports: imports('dynamic-import'),
    });
    if (output.entryPoint && isAdminModule(resolve(output.entryPoint))) adminEntries.add(path);
  }
  const entry = /<script type="module"[^>]*src="(\/[^"]+\.js)"/.exec(index)?.[1];
  if (!entry || !scripts.has(entry)) throw new Error('The built index.html names no script of the build');

  // What a visitor can load: the entry and everything it imports, at once or later (a language, the form's checks),
  // short of the admin area's chunk.
  const reached = new Set<string>();
  const visit = (path: string) => {
    if (reached.has(path) || adminEntries.has(path)) return;
    reached.add(path);
    const script = scripts.get(path)!;
    [...script.imports, ...script.lazyImports].forEach(visit);
  };
  visit(entry);

  // What loads at once: the entry and its static imports, named in index.html so they download together; and for each
  // page's screen, part of the dictionary and the admin's app, loaded later, the scripts it brings beyond those, which
  // the server names in the page that shows it (web/server/page-scripts.ts) so none waits for another (decision 0105).
  const closure = (start: string, into = new Set<string>()) => {
    if (!into.has(start)) {
      into.add(start);
      for (const next of scripts.get(start)!.imports) closure(next, into);
    }
    return into;
  };
  const atStart = closure(entry);
  index = index.replace(
    /<script type="module"[^>]*><\/script>/,
    (tag) =>
      tag +
      [...atStart]
        .filter((path) => path !== entry)
        .map((path) => `<link rel="modulepreload" crossorigin href="${path}">`)
        .join(''),
  );
  const preloads: Record<string, string[]> = {};
  for (const [path, script] of scripts)
    for (const module of script.modules) {
      const source = relative(webDir, module);
      if (/^(pages\/|i18n\/site\/)/.test(source)) preloads[source] = [...closure(path)].filter((p) => !atStart.has(p));
    }

  const publicSources = [...new Set([...reached].flatMap((path) => scripts.get(path)!.modules))].filter(
    (m) => m.startsWith(`${webDir}/`) && /\.(tsx?|html)$/.test(m),
  );

  // Three stylesheets. The web font's @font-face rules (scripts/web-font.ts) stand alone: a public page inlines them
  // whole and the app never links them again, since a second declaration of the face, loaded at once from the cache,
  // swapped Geist in over a page font-display optional had drawn in the fallback (a slow first visit), and text moved.
  // They name the font by its hashed URL, so their hash follows the font's; the URL is external to the bundler (it
  // would inline the font as a data URI). Public pages carry only the rules of what they can load (inlined by
  // web/server/document.tsx); the admin shell links that one, then the whole stylesheet. The whole one holds every
  // public rule in the same order, so after the public one it is as if it stood alone: the admin looks as with one.
  const font = await buildWebFont();
  files.set(font.href, { body: font.body, type: 'font/woff2' });
  // The Markdown editor's mono (decision 0214): its face in the admin's stylesheet alone, which public pages never link,
  // so it costs them nothing; the browser asks for the file only when a Markdown box is drawn.
  const writing = await buildWritingFont();
  files.set(writing.href, { body: writing.body, type: 'font/woff2' });
  const sheets = {
    font: join(webDir, 'styles', 'font.css'),
    public: join(webDir, 'styles', 'public.css'),
    admin: join(webDir, 'styles', 'admin.css'),
  };
  const css = await Bun.build({
    entrypoints: Object.values(sheets),
    files: {
      [sheets.font]: font.css,
      [sheets.public]: await generateCss(publicSources),
      [sheets.admin]: writing.css + (await generateCss(await webSources())),
    },
    external: [font.href, writing.href],
    minify: true,
    publicPath: '/',
    naming: '[name]-[hash].[ext]',
  });
  if (!css.success) throw new AggregateError(css.logs, 'The stylesheets failed to build');
  const href: Record<string, string> = {};
  for (const output of css.outputs) {
    const path = `/${basename(output.path)}`;
    files.set(path, { body: new Uint8Array(await output.arrayBuffer()), type: output.type });
    href[basename(output.path).split('-')[0]!] = path;
  }
  // The font is asked for with the page, not once the styles find text that needs it: font-display optional uses it
  // only if it is there by the first paint.
  const links =
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font.href}">` +
    `<link rel="stylesheet" crossorigin href="${href.font}" data-inline>` +
    `<link rel="stylesheet" crossorigin href="${href.public}"><link rel="stylesheet" crossorigin href="${href.admin}" data-admin>`;
  if (!index.includes('<script type="module"')) throw new Error('The built index.html has no module script to put the stylesheets before');
  index = index.replace('<script type="module"', `${links}<script type="module"`);
  // The icons and the manifest at their stable names (scripts/web-icons.ts): /favicon.ico and /apple-touch-icon.png are
  // asked for by name, and the manifest by the link public pages carry (web/server/head.ts).
  for (const [path, asset] of await webIcons(index)) files.set(path, asset);
  // The drawn scenes home names by path (scripts/scene-files.tsx).
  for (const [path, asset] of await sceneFiles()) files.set(path, asset);
  return { web: { index, files, preloads }, entry, scripts, publicSources };
}

/** Writes the built app into `dir` (emptied first): index.html and the hashed files, as the binary embeds them. */
export async function writeWebAssets(web: WebAssets, dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await Bun.write(join(dir, 'index.html'), web.index);
  await Bun.write(join(dir, PRELOADS_FILE.slice(1)), JSON.stringify(web.preloads));
  for (const [path, asset] of web.files) await Bun.write(join(dir, path), asset.body);
}
