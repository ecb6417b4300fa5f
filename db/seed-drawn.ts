// The drawn pictures a new site starts with (scripts/seed-screens.ts, scripts/seed-covers.ts: 1200 × 675 lossless WebP
// in db/seed-screens/, each drawn in English and in Chinese), put in the image library as an upload would store them,
// the Chinese drawing as the English one's Chinese version (decision 0101).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { mediaPath } from '../src/contract';
import { media } from './schema';

/** The drawn pictures' size (scripts/seed-drawing.ts). */
const DRAWN = { width: 1200, height: 675 };

/** A drawing's two files: its words in English, and in Chinese. */
export type Drawn = { en: string; zh: string };

/** Stores a drawn WebP in the image library (once, by its hash) and gives its hash. */
function store(tx: Tx, file: string): string {
  const bytes = readFileSync(file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  tx.insert(media)
    .values({ sha256, type: 'image/webp', ...DRAWN, size: bytes.byteLength, bytes })
    .onConflictDoNothing()
    .run();
  return sha256;
}

/** Stores a drawing in both languages, the Chinese one as the English one's Chinese version, and gives the English path. */
export function storeDrawn(tx: Tx, drawn: Drawn): string {
  const en = store(tx, drawn.en);
  const zh = store(tx, drawn.zh);
  tx.update(media)
    .set({ zhPath: mediaPath(zh, 'image/webp') })
    .where(eq(media.sha256, en))
    .run();
  return mediaPath(en, 'image/webp');
}
