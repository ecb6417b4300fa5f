// The site's logo: read (all null = the built-in mark) and replaced, the size copied from the uploaded image it names.
import { eq } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import { siteBrand } from '../../../db/schema';
import type { Brand, BrandUpdate } from '../../contract';
import { invalidField } from '../../http/errors';
import { findImage } from '../media/service';

const ROW = 1;
const BUILT_IN: Brand = { logoPath: null, logoWidth: null, logoHeight: null };

export function getBrand(db: Conn): Brand {
  const row = db.select().from(siteBrand).where(eq(siteBrand.id, ROW)).get();
  if (!row?.logoPath || row.logoWidth === null || row.logoHeight === null) return BUILT_IN;
  return {
    logoPath: row.logoPath,
    logoWidth: row.logoWidth,
    logoHeight: row.logoHeight,
    logoLook: findImage(db, row.logoPath)?.look ?? null,
  };
}

/** Stores the logo and answers it as GET does; a path that names no uploaded image is refused (422) and nothing changes. */
export function saveBrand(db: Conn, input: BrandUpdate, now: number): Brand {
  let brand = BUILT_IN;
  if (input.logoPath !== null) {
    const image = findImage(db, input.logoPath);
    if (!image) throw invalidField('logoPath', 'No uploaded image has this path; upload it first');
    brand = { logoPath: input.logoPath, logoWidth: image.width, logoHeight: image.height };
  }
  const values = { ...brand, updatedAt: now };
  db.insert(siteBrand)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: siteBrand.id, set: values })
    .run();
  return getBrand(db);
}

/** Whether the logo is the image at `path` (the media library counts it as a use). */
export const isLogo = (db: Conn, path: string) => getBrand(db).logoPath === path;
