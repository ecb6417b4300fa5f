// The drawn pictures a new site starts with (scripts/seed-screens.ts, scripts/seed-covers.ts: 1200 × 675 lossless WebP
// in db/seed-screens/), put in the image library as an upload would store them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Tx } from './client';
import { mediaPath } from '../src/contract';
import { media } from './schema';

/** The drawn pictures' size (scripts/seed-drawing.ts). */
const DRAWN = { width: 1200, height: 675 };

/** Stores a drawn WebP in the image library (once, by its hash) and gives its path. */
export function storeDrawn(tx: Tx, file: string): string {
  const bytes = readFileSync(file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  tx.insert(media)
    .values({ sha256, type: 'image/webp', ...DRAWN, size: bytes.byteLength, bytes })
    .onConflictDoNothing()
    .run();
  return mediaPath(sha256, 'image/webp');
}
