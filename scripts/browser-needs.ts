// Which test files need Chromium or Varnish (they import e2e/browser.ts or e2e/varnish.ts, directly or through a
// helper), whether this machine has them and the CJK font, and installing them where the runner may (root with apt-get,
// as .ci/run does).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { CHROMIUM } from '../e2e/browser';

export const BROWSER_MODULE = resolve(import.meta.dir, '..', 'e2e', 'browser.ts');
/** The shared-cache suites' Varnish (e2e/varnish.ts): a machine part like the browser, installed the same way. */
const VARNISH_MODULE = resolve(import.meta.dir, '..', 'e2e', 'varnish.ts');
export const DEFAULT_CHROMIUM = '/usr/lib/chromium/chromium-headless-shell';
const VARNISHD = '/usr/sbin/varnishd';
/** Debian's packages: the browser, the font without which Chinese text renders as boxes, and the shared cache. */
export const PACKAGES = ['chromium-headless-shell', 'fonts-noto-cjk', 'varnish'] as const;

// By extension: `<T>(x: T) => x` is a generic in a .ts file and JSX in a .tsx one.
const transpilers = { ts: new Bun.Transpiler({ loader: 'ts' }), tsx: new Bun.Transpiler({ loader: 'tsx' }) };

function resolveLocal(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.') && !spec.startsWith('/')) return undefined; // a package, or bun:…
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
}

/** Whether `file` reaches e2e/browser.ts or e2e/varnish.ts through its own (not type-only) imports of local files. */
export function needsBrowser(file: string, seen = new Map<string, boolean>()): boolean {
  const path = resolve(file);
  if (path === BROWSER_MODULE || path === VARNISH_MODULE) return true;
  if (seen.has(path)) return seen.get(path)!;
  seen.set(path, false); // a cycle reaches nothing new
  let imports: { path: string }[];
  try {
    imports = transpilers[path.endsWith('.tsx') ? 'tsx' : 'ts'].scanImports(readFileSync(path, 'utf8'));
  } catch {
    return false; // a file that does not parse is run, and fails there with bun's own message
  }
  const reaches = imports.some(({ path: spec }) => {
    const target = resolveLocal(path, spec);
    return target !== undefined && /\.tsx?$/.test(target) && needsBrowser(target, seen);
  });
  seen.set(path, reaches);
  return reaches;
}

/** The packages the browser suites lack here: Chromium at CHROMIUM_PATH (or its headless shell), a CJK font, Varnish. */
export function missingPackages(chromium = CHROMIUM): string[] {
  const missing: string[] = [];
  if (!existsSync(chromium)) missing.push('chromium-headless-shell');
  if (!existsSync(VARNISHD)) missing.push('varnish');
  const fonts = Bun.which('fc-list')
    ? Bun.spawnSync(['fc-list', ':lang=zh-tw', 'family'], { stdout: 'pipe', stderr: 'ignore' }).stdout.toString()
    : '';
  if (!fonts.trim()) missing.push('fonts-noto-cjk');
  return missing;
}

/** The one command that gives this machine what is missing. */
export const installCommand = (missing: string[]) => `${process.getuid?.() === 0 ? '' : 'sudo '}apt-get install -y ${missing.join(' ')}`;

/**
 * Installs `missing` where the runner can (root, apt-get, and Chromium wanted where apt puts it); true when all of it
 * is there afterwards. apt's own output goes to this process's stderr.
 */
export function installIfAllowed(missing: string[], chromium = CHROMIUM): boolean {
  if (process.getuid?.() !== 0 || !Bun.which('apt-get')) return false;
  if (missing.includes('chromium-headless-shell') && chromium !== DEFAULT_CHROMIUM) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (Bun.spawnSync(['apt-get', 'update', '-qq'], { env, stdout: 'ignore', stderr: 'inherit' }).exitCode !== 0) return false;
  if (Bun.spawnSync(['apt-get', 'install', '-y', '-qq', ...missing], { env, stdout: 'ignore', stderr: 'inherit' }).exitCode !== 0)
    return false;
  return missingPackages(chromium).length === 0;
}
