// The web app draws with the design system's tokens only (docs/design.md): no raw palette class (bg-slate-100,
// text-blue-700) and no `dark:` colour twin, which a token makes needless. Lists each file and class it finds.
import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dir, '..');
const HUES =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const UTILITIES =
  'bg|text|border|border-[xytrbl]|ring|ring-offset|divide|outline|accent|caret|fill|stroke|decoration|shadow|from|via|to|placeholder';
/** A utility on a palette hue (any shade or opacity), white or black, under any variants; or any colour under `dark:`. */
const RAW = new RegExp(
  `(?<![\\w-])(?:[\\w[\\]():&=*-]+:)*(?:(?:${UTILITIES})-(?:(?:${HUES})-\\d{2,3}|white|black)(?:/\\d+)?|dark:(?:[\\w-]+:)*(?:${UTILITIES})-[\\w/.-]+)(?![\\w-])`,
  'g',
);

export function rawPaletteClasses(code: string): string[] {
  return [...new Set(code.match(RAW) ?? [])];
}

const sources = readdirSync(join(root, 'web'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
  .map((f) => join('web', f));

test('the pattern catches raw palette classes and dark twins, and passes tokens', () => {
  expect(rawPaletteClasses('"bg-slate-100 text-blue-700 hover:bg-red-50 dark:bg-surface max-sm:dark:bg-sky-400/10"')).toEqual([
    'bg-slate-100',
    'text-blue-700',
    'hover:bg-red-50',
    'dark:bg-surface',
    'max-sm:dark:bg-sky-400/10',
  ]);
  expect(rawPaletteClasses("'file:text-white backdrop:bg-slate-950/60 accent-blue-700'")).toEqual([
    'file:text-white',
    'backdrop:bg-slate-950/60',
    'accent-blue-700',
  ]);
  expect(rawPaletteClasses('"bg-surface text-accent-text border-line-strong bg-bad/8 text-warn hover:bg-ink/85 i-lucide-moon"')).toEqual(
    [],
  );
});

test('no page, feature or component uses a raw palette class', () => {
  expect(sources.length).toBeGreaterThan(50);
  const found = sources.flatMap((file) => rawPaletteClasses(readFileSync(join(root, file), 'utf8')).map((cls) => `${file}: ${cls}`));
  expect(found).toEqual([]);
});
