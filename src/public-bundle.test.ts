// What a visitor downloads (docs/decisions/0020-public-page-weight.md), read from the build's own record of the source
// modules each script holds: a public page's scripts hold no admin module, no react-query or sonner and no dictionary
// (its language's comes when the page runs, and holds nothing of the other language); its stylesheet draws no icon
// only the admin uses. A test of the web app's build, kept with the project-wide tests so `bun test src` runs it.
import { beforeAll, describe, expect, test } from 'bun:test';
import { join, relative } from 'node:path';
import { buildWeb, isAdminModule, PUBLIC_SCRIPT_BUDGET, type WebBuild } from '../scripts/web-build';
import { compressedCopies } from './http/assets';
import { webSources } from '../web/styles/generate-css';
import { VALUE_ICONS } from './contract/constants';
import { scriptPreloads } from '../web/server/page-scripts';

let build: WebBuild;
// A build takes a few seconds (the web font's subsetting among them), more on a busy machine.
beforeAll(async () => {
  build = await buildWeb();
}, 60_000);

const projectDir = join(import.meta.dir, '..');
/** A module's path in the project (web/main.tsx, node_modules/react/…). */
const name = (module: string) => relative(projectDir, module);
/** A script and every script it imports at once (what loading it loads), and the source modules they hold. */
function loadedWith(script: string): { scripts: Set<string>; modules: string[] } {
  const scripts = new Set<string>();
  const visit = (path: string) => {
    if (scripts.has(path)) return;
    scripts.add(path);
    build.scripts.get(path)!.imports.forEach(visit);
  };
  visit(script);
  return { scripts, modules: [...scripts].flatMap((path) => build.scripts.get(path)!.modules).map(name) };
}
const holding = (module: string) => [...build.scripts].find(([, script]) => script.modules.map(name).includes(module))?.[0];
const isLibrary = (module: string, pkg: string) => module.includes(`node_modules/${pkg}/`);
/** The dictionary's parts (web/i18n/site/, lib/i18n.ts): the shell's, each page's (the 404's too), and what two pages share. */
const WORD_PARTS = ['shell', 'home', 'services', 'pricing', 'contact', 'privacy', 'showcase', 'not-found'];

describe('the scripts a public page loads', () => {
  test('hold no admin module, no react-query, no sonner and no dictionary', () => {
    const { modules } = loadedWith(build.entry);
    expect(modules).toContain('web/main.tsx');
    expect(modules.filter((m) => isAdminModule(join(projectDir, m)))).toEqual([]);
    expect(
      modules.filter((m) => ['@tanstack/query-core', '@tanstack/react-query', 'sonner', 'valibot'].some((pkg) => isLibrary(m, pkg))),
    ).toEqual([]);
    expect(modules.filter((m) => m.startsWith('web/i18n/') || /content-defaults-|service-labels-/.test(m))).toEqual([]);
  });

  test('the check has teeth: the admin chunk exists, holds those, and is only imported lazily', () => {
    const admin = holding('web/pages/admin/admin-app.tsx')!;
    // A chunk is named by its hash alone (scripts/web-build.ts).
    expect(admin).toMatch(/^\/[a-z0-9]{8}\.js$/);
    const { modules } = loadedWith(admin);
    expect(modules).toContain('web/i18n/admin-en.ts');
    expect(modules.some((m) => isLibrary(m, '@tanstack/query-core'))).toBe(true);
    expect(modules.some((m) => isLibrary(m, 'sonner'))).toBe(true);
    expect([...build.scripts.values()].some((s) => s.lazyImports.includes(admin))).toBe(true);
    expect(loadedWith(build.entry).scripts.has(admin)).toBe(false);
  });

  for (const [lang, other] of [
    ['en', 'zh'],
    ['zh', 'en'],
  ] as const) {
    test(`the ${lang} words come lazily, a part a chunk: nothing of the ${other} ones or of the admin's`, () => {
      for (const part of WORD_PARTS) {
        const words = holding(`web/i18n/site/${part}-${lang}.ts`)!;
        expect(loadedWith(build.entry).scripts.has(words)).toBe(false);
        const { modules } = loadedWith(words);
        expect(modules.filter((m) => m.includes(`-${other}.ts`) || m.includes('admin'))).toEqual([]);
      }
      // A page's built-in texts come with its own words; the whole dictionary (i18n/en.ts) is never loaded.
      expect(loadedWith(holding(`web/i18n/site/home-${lang}.ts`)!).modules).toContain(`src/contract/page-defaults/home-${lang}.ts`);
      expect(holding(`web/i18n/${lang}.ts`)).toBeUndefined();
    });
  }
});

describe('the JavaScript budget: 80 KB brotli a public page (decisions 0054 and 0086, with the beacon of 0074 and the addresses of 0077)', () => {
  const BUDGET = PUBLIC_SCRIPT_BUDGET;
  const PAGES = ['home', 'services', 'pricing', 'contact', 'privacy'];
  const brotliBytes = new Map<string, number>();
  /** What the binary sends for a script to a browser that accepts brotli (its build-time copy). */
  const sent = (script: string) => {
    if (!brotliBytes.has(script)) brotliBytes.set(script, compressedCopies(build.web.files.get(script)!.body).br.byteLength);
    return brotliBytes.get(script)!;
  };
  /** What a first visit to a page in a language loads: the entry, the page's screen, the shell's words and the page's. */
  const visit = (page: string, lang: 'en' | 'zh') => {
    const words = ['shell', page].map((part) => holding(`web/i18n/site/${part}-${lang}.ts`)!);
    const starts = [build.entry, holding(`web/pages/${page}.tsx`)!, ...words];
    const scripts = new Set(starts.flatMap((start) => [...loadedWith(start).scripts]));
    return { scripts, modules: [...scripts].flatMap((path) => build.scripts.get(path)!.modules).map(name) };
  };

  for (const page of PAGES)
    for (const lang of ['en', 'zh'] as const)
      test(`/${page === 'home' ? '' : page} in ${lang} loads at most ${BUDGET / 1024} KB of JavaScript, weighed as the binary sends it`, () => {
        const { scripts } = visit(page, lang);
        const bytes = [...scripts].reduce((sum, script) => sum + sent(script), 0);
        console.log(`${page} ${lang}: ${(bytes / 1024).toFixed(1)} KB brotli in ${scripts.size} scripts`);
        expect(bytes).toBeGreaterThan(50 * 1024); // React alone is more: the sum reads real files
        expect(bytes).toBeLessThanOrEqual(BUDGET);
      });

  test('each page names every script its first visit loads, so they download together (decision 0105)', () => {
    const hrefs = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    const atStart = [build.entry, ...hrefs(build.web.index)];
    // The index names the entry's own imports; nothing else, and no admin script, is in it.
    expect(new Set(atStart)).toEqual(loadedWith(build.entry).scripts);
    for (const page of PAGES)
      for (const lang of ['en', 'zh'] as const) {
        const path = page === 'home' ? '/' : `/${page}`;
        const named = new Set([...atStart, ...hrefs(scriptPreloads(path, lang, build.web.preloads))]);
        expect([path, lang, named]).toEqual([path, lang, visit(page, lang).scripts]);
      }
    // A journal article, a story page and an unknown address name their own screens' scripts (and the 404's words).
    for (const [path, screen] of [
      ['/blog/some-post', 'journal-post'],
      ['/blog', 'journal'],
      ['/work/a-story', 'work'],
      ['/no-such-page', 'not-found'],
    ] as const) {
      const named = hrefs(scriptPreloads(path, 'zh', build.web.preloads));
      expect(named).toContain(holding(`web/pages/${screen}.tsx`)!);
      expect(named).toContain(holding('web/i18n/site/not-found-zh.ts')!);
    }
  });

  test("public pages share state through the app's own signals, load no lists' descriptors (the admin does), nor, but privacy, its texts", () => {
    for (const page of PAGES) {
      const { modules } = visit(page, 'en');
      // One reactive mechanism (decisions 0082 and 0132): web/lib/signals.ts, read through React's own hook, no library.
      expect(modules).toContain('web/lib/signals.ts');
      expect(modules.filter((m) => isLibrary(m, '@preact/') || /^src\/contract\/lists\//.test(m))).toEqual([]);
    }
    // The privacy notice's long built-in texts come with its page only, not with every page's dictionary.
    for (const page of PAGES)
      for (const lang of ['en', 'zh'] as const)
        expect(visit(page, lang).modules.includes('src/contract/content-defaults-privacy.ts')).toBe(page === 'privacy');
    const admin = loadedWith(holding('web/pages/admin/admin-app.tsx')!).modules;
    expect(admin.filter((m) => isLibrary(m, '@preact/signals-react'))).toEqual([]);
    expect(admin).toContain('src/contract/lists/testimonials.ts');
  });

  test("home loads its featured study without the services page's list; the services page without home's featured study", () => {
    const home = visit('home', 'en').modules;
    const services = visit('services', 'en').modules;
    expect(home).toContain('web/features/case-studies/featured-study.tsx');
    expect(home.filter((m) => /case-study-list|topic-visual/.test(m))).toEqual([]);
    expect(services).toContain('web/features/case-studies/case-study-list.tsx');
    expect(services).not.toContain('web/features/case-studies/featured-study.tsx');
  });

  test("React's DOM renderer shares one script with React (one file compresses smaller than two)", () => {
    expect(holding('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      holding('node_modules/react/cjs/react.production.js'),
    );
  });
});

describe('the stylesheets', () => {
  const css = (admin: boolean) => {
    const link = [...build.web.index.matchAll(/<link rel="stylesheet"[^>]*>/g)]
      .map((m) => m[0])
      .find((l) => l.includes('data-admin') === admin && !l.includes('data-inline'))!;
    return new TextDecoder().decode(build.web.files.get(/href="([^"]+)"/.exec(link)![1]!)!.body);
  };
  /** Icon classes named in these files' text. */
  const iconsIn = async (files: string[]) =>
    new Set(
      (await Promise.all(files.map((f) => Bun.file(f).text()))).flatMap((text) => text.match(/\bi-lucide-[a-z0-9-]+[a-z0-9]/g) ?? []),
    );
  /** Icon classes the stylesheet draws (a rule holding an SVG). */
  const drawn = (sheet: string) => new Set([...sheet.matchAll(/\.(i-lucide-[\w-]+)\{[^}]*url\(/g)].map((m) => m[1]!));

  test('the public one draws no icon only the admin uses; the admin one draws them all', async () => {
    const publicIcons = await iconsIn(build.publicSources);
    const shipped = (await webSources()).filter((f) => !/\.test\.tsx?$|\/testing\//.test(f) && !build.publicSources.includes(f));
    const adminOnly = [...(await iconsIn(shipped))].filter(
      (icon) => !publicIcons.has(icon) && !(VALUE_ICONS as readonly string[]).includes(icon),
    );
    expect(adminOnly.length).toBeGreaterThan(10);
    expect(adminOnly.filter((icon) => drawn(css(false)).has(icon))).toEqual([]);
    expect(adminOnly.filter((icon) => !drawn(css(true)).has(icon))).toEqual([]);
  });

  test('the public one still draws every icon public pages name, and every icon a company value may have', async () => {
    const publicIcons = [...(await iconsIn(build.publicSources)), ...VALUE_ICONS];
    expect(publicIcons.filter((icon) => !drawn(css(false)).has(icon))).toEqual([]);
  });

  test('the public one is built only from what a visitor can load', () => {
    expect(build.publicSources.filter(isAdminModule)).toEqual([]);
    expect(build.publicSources.map(name)).toEqual(
      expect.arrayContaining(['web/pages/home.tsx', 'web/features/contact/contact-form.tsx', 'web/features/contact/validate-message.ts']),
    );
  });
});
