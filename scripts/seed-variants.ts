// `npm run seed:variants` (decision 0226): makes the variants of the seed's drawn pictures (db/seed-screens/*.webp) with
// the server's own makeVariants, and writes them as the binary embeds them: one pack per picture in
// db/seed-screens/variants/ (a variant child's answer: src/modules/media/variants/answer.ts) and their index by the
// picture's SHA-256, db/seed-variants.gen.ts. A new site then stores them ready at its first start instead of making
// them for minutes. Run it, and commit what it writes, after drawing the pictures again (scripts/seed-screens.ts,
// scripts/seed-covers.ts) or changing the variants' widths, formats or codec settings: a stale pack is not used (the
// VariantMaker makes those pictures' variants as before), and src/modules/media/variants/seed-pack.test.ts fails until
// it is run. Several minutes: one picture after another, as the server's child makes them.
// `--missing` keeps every pack that is still current and makes only the others.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readImage } from '../src/modules/media/image-bytes';
import { encodeAnswer } from '../src/modules/media/variants/answer';
import { makeVariants } from '../src/modules/media/variants/make';
import { packedVariants } from '../src/modules/media/variants/seed-pack';

const ROOT = join(import.meta.dir, '..');
const SCREENS = join(ROOT, 'db', 'seed-screens');
const PACKS = join(SCREENS, 'variants');
const INDEX = join(ROOT, 'db', 'seed-variants.gen.ts');
/** A pack's file name: the picture's, `.variants` for `.webp`. */
export const packName = (picture: string) => picture.replace(/\.webp$/, '.variants');

/** The index module: each pack imported as a file (embedded in the binary), by its picture's SHA-256. */
export function renderIndex(entries: { name: string; sha256: string }[]): string {
  const id = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return [
    '// Written by `npm run seed:variants` (scripts/seed-variants.ts, decision 0226) with the packs in',
    '// db/seed-screens/variants/. Do not edit: run the script again after the pictures or the variants change.',
    ...entries.map(({ name }) => `import ${id(name)} from './seed-screens/variants/${name}.variants' with { type: 'file' };`),
    '',
    "/** The seed's drawn pictures' made variants by the SHA-256 of the picture: its name, and its pack (a file path). */",
    'export const SEED_VARIANTS: Record<string, { name: string; file: string }> = {',
    ...entries.map(({ name, sha256 }) => `  '${sha256}': { name: '${name}', file: ${id(name)} },`),
    '};',
    '',
  ].join('\n');
}

if (import.meta.main) {
  const onlyMissing = process.argv.includes('--missing');
  const pictures = readdirSync(SCREENS)
    .filter((file) => file.endsWith('.webp'))
    .sort();
  mkdirSync(PACKS, { recursive: true });
  const entries: { name: string; sha256: string }[] = [];
  let made = 0;
  const started = performance.now();
  for (const picture of pictures) {
    const bytes = new Uint8Array(readFileSync(join(SCREENS, picture)));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const info = readImage(bytes);
    if ('refused' in info) throw new Error(`${picture}: ${info.reason}`);
    const name = picture.replace(/\.webp$/, '');
    const pack = join(PACKS, packName(picture));
    entries.push({ name, sha256 });
    if (onlyMissing && packedVariants(sha256, info.width, { [sha256]: { name, file: pack } })) continue;
    const at = performance.now();
    writeFileSync(pack, encodeAnswer(await makeVariants(bytes, info.type)));
    made++;
    console.log(`${picture}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  }
  // A pack whose picture is gone goes too.
  const kept = new Set(entries.map(({ name }) => `${name}.variants`));
  for (const file of readdirSync(PACKS)) if (!kept.has(file)) rmSync(join(PACKS, file));
  writeFileSync(INDEX, renderIndex(entries));
  console.log(
    `made the variants of ${made} of ${pictures.length} pictures in ${((performance.now() - started) / 1000).toFixed(0)} s: db/seed-screens/variants/, db/seed-variants.gen.ts`,
  );
}
