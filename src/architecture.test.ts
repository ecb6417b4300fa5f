// docs/architecture.md's dependency rules, checked on every import of the project's own files (type-only imports included):
// no cycles; web reaches the server only through the contract; the server reaches the web app only through its one
// rendering entry; the contract imports only valibot; features never import each other; http never imports a module;
// no two module folders import each other; the sign-in module is entered only through its index.ts.
import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(import.meta.dir, '..');
const FOLDERS = ['src', 'db', 'web', 'scripts', 'e2e'];
/** The one module of web/ the server may import: rendering a page, the head, the sitemap and the route list. */
export const WEB_ENTRY = 'web/server/index.ts';

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f));

/** Import specifiers of a file: static, re-export, type-only and dynamic; comments are not read. */
function specifiers(code: string): string[] {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [...text.matchAll(/(?:^|[;}\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
  return [...found, ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!)];
}

/** A relative specifier resolved to a project file (relative to the root), or the package name it names. */
function target(from: string, spec: string): { file: string } | { pkg: string } {
  if (!spec.startsWith('.')) return { pkg: spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]! };
  const base = resolve(root, dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: relative(root, candidate) };
  }
  return { file: relative(root, base) }; // an asset (.html, .css, .svg): kept so the rules still see where it points
}

const files = FOLDERS.flatMap(sourceFiles);
const graph = new Map(files.map((file) => [file, specifiers(readFileSync(join(root, file), 'utf8')).map((spec) => target(file, spec))]));
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
const fileEdges = edges.flatMap(({ from, to }) => ('file' in to ? [{ from, to: to.file }] : []));
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/testing/');

/** Every cycle, each reported once as the files it passes through. */
function cycles(): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const { to } of fileEdges.filter((e) => e.from === file)) {
      if (state.get(to) === 'open') {
        const loop = stack.slice(stack.indexOf(to));
        found.set([...loop].sort().join(' '), [...loop, to]);
      } else if (!state.has(to) && graph.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...found.values()];
}

/** The module folder a file is in (`src/modules/<folder>/`), if any. */
const moduleOf = (file: string) => /^src\/modules\/([^/]+)\//.exec(file)?.[1];

/** Which module folders each folder imports (tests exempt: a test may use another module's fixtures). */
function folderGraph(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const { from, to } of fileEdges) {
    const [a, b] = [moduleOf(from), moduleOf(to)];
    if (a && b && a !== b && !isTest(from)) out.set(a, (out.get(a) ?? new Set()).add(b));
  }
  return out;
}

/** Every loop between module folders, each once, as the folders it passes through (sorted, so it reads the same each run). */
function folderCycles(): string[] {
  const graph = folderGraph();
  const found = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      if (next === path[0]) {
        const start = path.indexOf([...path].sort()[0]!);
        found.add([...path.slice(start), ...path.slice(0, start), path[start]].join(' → '));
      } else if (!path.includes(next) && next > path[0]!) walk([...path, next]);
    }
  };
  for (const folder of graph.keys()) walk([folder]);
  return [...found].sort();
}

/** The one module other folders may import only through its index.ts. */
const SIGN_IN = 'src/modules/sign-in/';

const violations = (rule: (from: string, to: { file: string } | { pkg: string }) => boolean) =>
  edges.filter(({ from, to }) => rule(from, to)).map(({ from, to }) => `${from} → ${'file' in to ? to.file : to.pkg}`);

describe('the dependency rules of docs/architecture.md', () => {
  test('the scan sees the project: hundreds of imports, the contract among them', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(fileEdges.some(({ to }) => to.startsWith('src/contract/'))).toBe(true);
  });

  test('no import cycles', () => {
    expect(cycles().map((loop) => loop.join(' → '))).toEqual([]);
  });

  test('no two module folders import each other, directly or through a longer loop', () => {
    expect(folderGraph().size).toBeGreaterThan(10);
    expect(folderCycles()).toEqual([]);
  });

  test(`other folders import the sign-in module only through ${SIGN_IN}index.ts`, () => {
    expect(
      violations(
        (from, to) => !from.startsWith(SIGN_IN) && 'file' in to && to.file.startsWith(SIGN_IN) && to.file !== `${SIGN_IN}index.ts`,
      ),
    ).toEqual([]);
  });

  test('web/ imports nothing of the server but the contract', () => {
    expect(
      violations(
        (from, to) =>
          from.startsWith('web/') && 'file' in to && /^(src|db|scripts)\//.test(to.file) && !to.file.startsWith('src/contract/'),
      ),
    ).toEqual([]);
  });

  test(`the server imports nothing of web/ but its rendering entry (${WEB_ENTRY})`, () => {
    expect(
      violations(
        (from, to) => /^(src|db)\//.test(from) && !isTest(from) && 'file' in to && to.file.startsWith('web/') && to.file !== WEB_ENTRY,
      ),
    ).toEqual([]);
  });

  test('the contract imports only valibot and itself', () => {
    expect(
      violations(
        (from, to) => from.startsWith('src/contract/') && ('pkg' in to ? to.pkg !== 'valibot' : !to.file.startsWith('src/contract/')),
      ),
    ).toEqual([]);
  });

  test('db/ imports only itself, the contract and packages', () => {
    expect(
      violations((from, to) => from.startsWith('db/') && !isTest(from) && 'file' in to && !/^(db|src\/contract)\//.test(to.file)),
    ).toEqual([]);
  });

  test('a feature never imports another feature', () => {
    const feature = (file: string) => /^web\/features\/([^/]+)\//.exec(file)?.[1];
    expect(
      violations(
        (from, to) => 'file' in to && feature(from) !== undefined && feature(to.file) !== undefined && feature(from) !== feature(to.file),
      ),
    ).toEqual([]);
  });

  test('src/http never imports a module (modules use http, not the other way)', () => {
    expect(
      violations((from, to) => from.startsWith('src/http/') && !isTest(from) && 'file' in to && to.file.startsWith('src/modules/')),
    ).toEqual([]);
  });
});

/** What only web/lib/calls/ may write: an API path, or a request of its own (decision 0042). */
const OWN_CALLS: [string, RegExp][] = [
  ['an API path', /['"`]\/(api\/|healthz\b)/],
  ['api()', /(?<![\w.$])api\s*[<(]/],
  ['apiWithHeaders()', /\bapiWithHeaders\b/],
  ['upload()', /(?<![\w.$])upload\s*[<(]/],
  ['fetch()', /(?<![\w.$])fetch\s*\(/],
  ['XMLHttpRequest', /\bXMLHttpRequest\b/],
];

/** Every offence in the file: "file:line what". Comments are not read. */
function ownCalls(file: string): string[] {
  const lines = readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .split('\n');
  return lines.flatMap((line, i) => {
    const code = line.replace(/^\s*\/\/.*$/, '');
    return OWN_CALLS.filter(([, pattern]) => pattern.test(code)).map(([what]) => `${file}:${i + 1} ${what}`);
  });
}

describe('web/features and web/pages call the API only through web/lib/calls', () => {
  const callers = files.filter((file) => /^web\/(features|pages)\//.test(file) && !isTest(file));

  test('the scan sees the features and pages', () => {
    expect(callers.length).toBeGreaterThan(50);
  });

  test('no API path, api()/apiWithHeaders()/upload()/fetch() call or XMLHttpRequest of their own', () => {
    expect(callers.flatMap(ownCalls)).toEqual([]);
  });
});
