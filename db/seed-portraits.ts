// The drawn portraits of a new site's sample team and quoted clients (scripts/seed-portraits.ts: cut-paper silhouettes,
// 640 × 800 lossless WebP in db/seed-screens/; decision 0174), put in the image library as an upload would store them
// and linked to the seeded entries by their English names: the sample site shows its portrait slots filled, in the one
// treatment a client's photo gets too. A new database only (db/seed.ts): an existing site's people keep what they have.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from './client';
import { mediaPath } from '../src/contract';
import { LIST_TABLES, media } from './schema';
import amy from './seed-screens/portrait-amy.webp' with { type: 'file' };
import daniel from './seed-screens/portrait-daniel.webp' with { type: 'file' };
import grace from './seed-screens/portrait-grace.webp' with { type: 'file' };
import iris from './seed-screens/portrait-iris.webp' with { type: 'file' };
import jason from './seed-screens/portrait-jason.webp' with { type: 'file' };
import kevin from './seed-screens/portrait-kevin.webp' with { type: 'file' };

const SIZE = { width: 640, height: 800 };
/** The head's place in the picture: a round crop (a quote's signature) keeps it in view. */
const FOCUS = { x: 0.5, y: 0.42 };

/** Each seeded entry's portrait, by the list and the entry's English name. */
const PORTRAITS: { list: 'people' | 'testimonials'; nameEn: string; file: string }[] = [
  { list: 'people', nameEn: 'Kevin Wu', file: kevin },
  { list: 'people', nameEn: 'Iris Tsai', file: iris },
  { list: 'people', nameEn: 'Jason Lee', file: jason },
  { list: 'testimonials', nameEn: 'Daniel Lin', file: daniel },
  { list: 'testimonials', nameEn: 'Grace Chen', file: grace },
  { list: 'testimonials', nameEn: 'Amy Huang', file: amy },
];

/** Stores the portraits and links each to its entry (one still without a picture). */
export function seedPortraits(tx: Tx) {
  for (const { list, nameEn, file } of PORTRAITS) {
    const bytes = readFileSync(file);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    tx.insert(media)
      .values({ sha256, type: 'image/webp', ...SIZE, size: bytes.byteLength, bytes, focusX: FOCUS.x, focusY: FOCUS.y })
      .onConflictDoNothing()
      .run();
    const table = LIST_TABLES[list] as typeof LIST_TABLES.people;
    const entry = tx
      .select({ id: table.id, nameZh: table.nameZh })
      .from(table)
      .where(and(eq(table.nameEn, nameEn), isNull(table.imagePath)))
      .get();
    if (!entry) continue;
    tx.update(table)
      .set({
        imagePath: mediaPath(sha256, 'image/webp'),
        imageWidth: SIZE.width,
        imageHeight: SIZE.height,
        imageAltEn: `${nameEn}, a drawn silhouette`,
        imageAltZh: `${entry.nameZh}的剪影`,
      })
      .where(eq(table.id, entry.id))
      .run();
  }
}
