// The seed's drawn pictures ship with their variants made (decision 0226): `npm run seed:variants`
// (scripts/seed-variants.ts) makes them with makeVariants, as a variant child would, and commits one pack per picture
// (db/seed-screens/variants/, the child's answer: answer.ts) with an index by the picture's SHA-256
// (db/seed-variants.gen.ts) that the binary embeds. At start, each seed picture still waiting whose pack is there and
// is what makeVariants plans for it now is stored ready, by the VariantMaker's own writes (store.ts); any other waits
// for the VariantMaker as an upload does: never wrong, only slower.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { media } from '../../../../db/schema';
import { SEED_VARIANTS } from '../../../../db/seed-variants.gen';
import { plannedVariants } from '../look';
import { decodeAnswer } from './answer';
import type { MadeVariants } from './make';
import { storeVariants } from './store';

/** Whether `made` is every variant makeVariants plans for an image `width` pixels wide, in its order, each not empty. */
export function matchesPlan(made: MadeVariants, width: number): boolean {
  const plan = plannedVariants(width);
  return (
    made.variants.length === plan.length &&
    made.variants.every((v, i) => v.format === plan[i]!.format && v.width === plan[i]!.width && v.height > 0 && v.bytes.byteLength > 0) &&
    /^#[0-9a-f]{6}( [A-Za-z0-9_-]+)?$/.test(made.placeholder)
  );
}

/** The variants packed for the picture with this hash and width, if its pack is there and matches the plan. */
export function packedVariants(sha256: string, width: number, packs: typeof SEED_VARIANTS = SEED_VARIANTS): MadeVariants | undefined {
  const entry = packs[sha256];
  if (!entry) return undefined;
  try {
    const made = decodeAnswer(new Uint8Array(readFileSync(entry.file)));
    return matchesPlan(made, width) ? made : undefined;
  } catch {
    return undefined; // unreadable: the VariantMaker makes them
  }
}

/**
 * Stores the packed variants of every image still waiting that has them, as keepVariants does (placeholder, variants,
 * ready), all in one transaction. `room(bytes)`: whether the data folder's disk can take that many more. On a disk
 * without room for them all, or a write that fails, none is stored: they wait for the VariantMaker, as before the pack.
 * How many images are now ready, and why none was.
 */
export function readySeedImages(
  db: Db,
  { packs = SEED_VARIANTS, room = () => true }: { packs?: typeof SEED_VARIANTS; room?: (bytes: number) => boolean } = {},
): { ready: number; stopped: string | null } {
  const packed = db
    .select({ sha256: media.sha256, width: media.width })
    .from(media)
    .where(eq(media.variants, 'pending'))
    .all()
    .flatMap(({ sha256, width }) => {
      const made = packedVariants(sha256, width, packs);
      return made ? [{ sha256, made }] : [];
    });
  if (!packed.length) return { ready: 0, stopped: null };
  const bytes = packed.reduce((sum, { made }) => sum + made.variants.reduce((n, v) => n + v.bytes.byteLength, 0), 0);
  if (!room(bytes)) return { ready: 0, stopped: 'the disk is almost full' };
  try {
    const ready = db.transaction((tx) => packed.filter(({ sha256, made }) => storeVariants(tx, sha256, made)).length);
    return { ready, stopped: null };
  } catch (error) {
    return { ready: 0, stopped: (error as Error)?.message ?? String(error) };
  }
}
