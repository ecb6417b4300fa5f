// Every dictionary string is shown somewhere, or is on the short list of texts product.md names for screens not built yet.
// A string nobody uses fails here, and so does a listed one once a screen uses it (then it comes off the list).
import { expect, test } from 'bun:test';
import { Glob } from 'bun';
import { join } from 'node:path';
import { adminEn } from './admin-en';
import { en } from './en';

/** product.md §5, §6 and §8 name these texts; no screen shows them yet. */
const AWAITING_A_SCREEN: Record<'site' | 'admin', string[]> = {
  site: ['validation.validEmail', 'validation.allRequired'],
  admin: [
    'notAuthorized',
    ...['failedToDelete', 'failedToSave', 'messageSent', 'deleted', 'settingsSaved'].map((key) => `toast.${key}`),
    ...['Created', 'Updated', 'Deleted'].map((what) => `toast.pricingPlan${what}`),
  ],
};

type Tree = { [key: string]: unknown };
const leaves = (tree: Tree, path: string[] = []): string[][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? leaves(value as Tree, [...path, key]) : [[...path, key]],
  );

async function code(): Promise<string> {
  const root = join(import.meta.dir, '..', '..');
  const texts: string[] = [];
  for await (const file of new Glob('{web,src}/**/*.{ts,tsx}').scan(root)) {
    if (!file.includes('/i18n/') && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      texts.push(await Bun.file(join(root, file)).text());
  }
  // The build writes the web app manifest from the dictionary (its short name), so that script counts too.
  texts.push(await Bun.file(join(root, 'scripts', 'web-icons.ts')).text());
  return texts.join('\n');
}

/** A leaf counts as used when the code names its key (`.key` or `'key'`) or indexes its parent (`.parent[`). */
const isUsed = (source: string, path: string[]) => {
  const [key, parent] = [path.at(-1)!, path.at(-2)];
  return new RegExp(`\\.${key}\\b|['"]${key}['"]`).test(source) || (parent !== undefined && new RegExp(`\\.${parent}\\[`).test(source));
};

test('every string of both dictionaries is used, but for the texts awaiting their screen', async () => {
  const source = await code();
  for (const [name, dictionary] of [
    ['site', en],
    ['admin', adminEn],
  ] as const) {
    const unused = leaves(dictionary)
      .filter((path) => !isUsed(source, path))
      .map((path) => path.join('.'));
    expect({ name, unused }).toEqual({ name, unused: AWAITING_A_SCREEN[name] });
  }
});
