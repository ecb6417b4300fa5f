// The seed's drawn pictures ship with their variants made (decision 0226): the committed pack is current (every picture
// has its pack, each with what makeVariants plans for it now), a new site's pictures are stored ready from it at its
// first start as the VariantMaker would have stored them, and a pack that is missing or does not match leaves its
// picture waiting for the VariantMaker.
import { afterEach, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type Db, openDatabase } from '../../../../db/client';
import { migrate } from '../../../../db/migrate';
import { media, mediaVariants } from '../../../../db/schema';
import { seed } from '../../../../db/seed';
import { SEED_VARIANTS } from '../../../../db/seed-variants.gen';
import { renderIndex } from '../../../../scripts/seed-variants';
import { png } from '../fixtures/images';
import { readImage } from '../image-bytes';
import { lookOf, plannedVariants } from '../look';
import { decodeAnswer, encodeAnswer } from './answer';
import { packedVariants, readySeedImages } from './seed-pack';

const SCREENS = join(import.meta.dir, '..', '..', '..', '..', 'db', 'seed-screens');
const RUN = 'the pack is stale: run `npm run seed:variants` and commit what it writes';

/** The seed's pictures: name, SHA-256 and width. */
const pictures = readdirSync(SCREENS)
  .filter((file) => file.endsWith('.webp'))
  .sort()
  .map((file) => {
    const bytes = new Uint8Array(readFileSync(join(SCREENS, file)));
    const info = readImage(bytes);
    return {
      name: file.replace(/\.webp$/, ''),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      width: 'width' in info ? info.width : 0,
    };
  });

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function seededDb(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'seed-pack-'));
  folders.push(dir);
  const db = openDatabase(dir);
  migrate(db.$client);
  seed(db);
  return db;
}

test('every seed picture has its pack, made as makeVariants plans for it now (else: run the script)', () => {
  expect(pictures.length).toBeGreaterThan(40);
  const stale = pictures.filter(({ sha256, width }) => !packedVariants(sha256, width)).map(({ name }) => `${name}: ${RUN}`);
  expect(stale).toEqual([]);
  // The index is the one the script writes for these pictures: none missing, none left over from a picture gone.
  expect(readFileSync(join(SCREENS, '..', 'seed-variants.gen.ts'), 'utf8')).toBe(renderIndex(pictures));
  expect(readdirSync(join(SCREENS, 'variants')).sort()).toEqual(pictures.map(({ name }) => `${name}.variants`));
});

test('a pack with other widths or formats than the plan, or none, is not used', () => {
  const { sha256, width, name } = pictures[0]!;
  const made = packedVariants(sha256, width)!;
  expect(made.variants.map(({ format, width }) => ({ format, width }))).toEqual(plannedVariants(width));
  const dir = mkdtempSync(join(tmpdir(), 'seed-pack-'));
  folders.push(dir);
  const write = (file: string, bytes: Uint8Array) => {
    writeFileSync(join(dir, file), bytes);
    return { [sha256]: { name, file: join(dir, file) } };
  };
  // The sizes changed since it was made (a width fewer), a format dropped, a file cut short, another picture's hash.
  expect(packedVariants(sha256, width, write('fewer', encodeAnswer({ ...made, variants: made.variants.slice(0, -2) })))).toBeUndefined();
  expect(
    packedVariants(
      sha256,
      width,
      write('webp-only', encodeAnswer({ ...made, variants: made.variants.filter((v) => v.format === 'webp') })),
    ),
  ).toBeUndefined();
  expect(packedVariants(sha256, width, write('cut', encodeAnswer(made).subarray(0, 5000)))).toBeUndefined();
  expect(packedVariants(sha256, width * 2, write('wider', encodeAnswer(made)))).toBeUndefined();
  expect(packedVariants('0'.repeat(64), width)).toBeUndefined();
  expect(packedVariants(sha256, width, write('same', encodeAnswer(made)))).toEqual(made);
});

test("a new site's seed pictures are stored ready from the pack: placeholder and every variant, as the maker stores them", () => {
  const db = seededDb();
  const seeded = db.select({ sha256: media.sha256, variants: media.variants }).from(media).all();
  expect(seeded.length).toBe(new Set(pictures.map(({ sha256 }) => sha256)).size);
  expect(seeded.every((row) => row.variants === 'pending')).toBe(true);

  expect(readySeedImages(db)).toEqual({ ready: seeded.length, stopped: null });
  for (const { sha256, width } of pictures) {
    const row = db.select().from(media).where(eq(media.sha256, sha256)).get()!;
    const packed = decodeAnswer(new Uint8Array(readFileSync(SEED_VARIANTS[sha256]!.file)));
    expect([row.variants, row.variantsError, row.placeholder]).toEqual(['ready', null, packed.placeholder]);
    const stored = db
      .select()
      .from(mediaVariants)
      .where(eq(mediaVariants.sha256, sha256))
      .all()
      .sort(
        (a, b) =>
          packed.variants.findIndex((v) => v.format === a.format && v.width === a.width) -
          packed.variants.findIndex((v) => v.format === b.format && v.width === b.width),
      );
    expect(stored.map(({ format, width, height, size }) => ({ format, width, height, size }))).toEqual(
      packed.variants.map(({ format, width, height, bytes }) => ({ format, width, height, size: bytes.byteLength })),
    );
    expect(stored.every((v, i) => Buffer.from(v.bytes).equals(packed.variants[i]!.bytes))).toBe(true);
    // Pages draw its variants and its preview at once.
    const look = lookOf(`/media/${sha256}.webp`, row);
    expect(look.widths).toEqual(
      plannedVariants(width)
        .flatMap((v) => (v.format === 'avif' ? [v.width] : []))
        .reverse(),
    );
    expect(look.className).toContain('lq-');
  }
  // A later start finds nothing waiting.
  expect(readySeedImages(db)).toEqual({ ready: 0, stopped: null });
  db.$client.close();
});

test('a seed picture without a pack that matches, or on a full disk, waits for the VariantMaker; an upload is left alone', () => {
  const db = seededDb();
  const [first, ...rest] = pictures;
  const packs = Object.fromEntries(rest.map(({ sha256 }) => [sha256, SEED_VARIANTS[sha256]!]));
  const waiting = () =>
    db
      .select({ sha256: media.sha256 })
      .from(media)
      .where(eq(media.variants, 'pending'))
      .all()
      .map(({ sha256 }) => sha256);
  const upload = png(1600, 900);
  const uploaded = createHash('sha256').update(upload).digest('hex');
  db.insert(media)
    .values({ sha256: uploaded, type: 'image/png', width: 1600, height: 900, size: upload.byteLength, bytes: Buffer.from(upload) })
    .run();
  // A disk without room for them takes none: they all wait, as before the pack.
  expect(readySeedImages(db, { packs, room: () => false })).toEqual({ ready: 0, stopped: 'the disk is almost full' });
  expect(waiting().length).toBe(pictures.length + 1);
  expect(readySeedImages(db, { packs })).toEqual({ ready: rest.length, stopped: null });
  expect(waiting().sort()).toEqual([first!.sha256, uploaded].sort());
  expect(db.select().from(mediaVariants).where(eq(mediaVariants.sha256, first!.sha256)).all()).toEqual([]);
  db.$client.close();
});
