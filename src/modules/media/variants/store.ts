// The variants in the database (decision 0104): which image is next to be worked on, its variants stored with its
// placeholder in one transaction, a failure kept in words, and one variant read back to serve. Removed with their
// image (a foreign key that cascades).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../../../db/client';
import { media, mediaVariants } from '../../../../db/schema';
import { IMAGE_TYPES, type ImageType } from '../../../contract';
import type { VariantFormat } from '../../../contract/image-variants';
import type { MadeVariants } from './make';

/** The image waiting longest for its variants: an upload, or one stored before variants were made. */
export function nextWaiting(db: Conn): { sha256: string; type: ImageType; width: number; height: number; bytes: Uint8Array } | undefined {
  const row = db
    .select({ sha256: media.sha256, type: media.type, width: media.width, height: media.height, bytes: media.bytes })
    .from(media)
    .where(eq(media.variants, 'pending'))
    .orderBy(asc(media.createdAt), asc(media.sha256))
    .limit(1)
    .get();
  if (!row || !Object.hasOwn(IMAGE_TYPES, row.type)) return undefined;
  return { ...row, type: row.type as ImageType, bytes: new Uint8Array(row.bytes) };
}

/** Keeps every variant and the placeholder, and marks the image ready: all of it, or (an image deleted meanwhile) none. */
export function keepVariants(db: Db, sha256: string, made: MadeVariants): boolean {
  return db.transaction((tx) => storeVariants(tx, sha256, made));
}

/** keepVariants' writes, inside the caller's transaction (the seed's pictures all in one: decision 0226). */
export function storeVariants(tx: Conn, sha256: string, { placeholder, variants }: MadeVariants): boolean {
  const still = tx
    .update(media)
    .set({ variants: 'ready', variantsError: null, placeholder })
    .where(eq(media.sha256, sha256))
    .returning({ sha256: media.sha256 })
    .get();
  if (!still) return false;
  tx.delete(mediaVariants).where(eq(mediaVariants.sha256, sha256)).run();
  for (const { format, width, height, bytes } of variants) {
    const blob = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    tx.insert(mediaVariants).values({ sha256, format, width, height, size: bytes.byteLength, bytes: blob }).run();
  }
  return true;
}

/** The image's variants could not be made: it keeps being served as it was uploaded, and says why in the admin. */
export function markFailed(db: Conn, sha256: string, why: string): void {
  db.update(media)
    .set({ variants: 'failed', variantsError: why.slice(0, 300) })
    .where(eq(media.sha256, sha256))
    .run();
}

/** One variant's bytes, to serve. */
export function findVariant(db: Db, sha256: string, width: number, format: VariantFormat): Uint8Array<ArrayBuffer> | undefined {
  const row = db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.sha256, sha256), eq(mediaVariants.width, width), eq(mediaVariants.format, format)))
    .get();
  return row ? new Uint8Array(row.bytes.buffer as ArrayBuffer, row.bytes.byteOffset, row.bytes.byteLength) : undefined;
}

/** The bytes all variants take together (MEDIA_LIMIT_MB counts them with the images). */
export function variantBytes(db: Conn): number {
  return (
    db
      .select({ total: sql<number>`coalesce(sum(${mediaVariants.size}), 0)` })
      .from(mediaVariants)
      .get()?.total ?? 0
  );
}
