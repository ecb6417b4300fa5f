// Uploaded images kept in the database: looking one up by the path it is served at.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { media } from '../../../db/schema';
import { MEDIA_PATH } from '../../contract';

/** The size of the stored image a path names (`/media/<sha256>.<ext>`, the extension its own), or undefined. */
export function findImage(db: Db, path: string): { width: number; height: number } | undefined {
  const match = MEDIA_PATH.exec(path);
  if (!match) return undefined;
  const row = db.select({ type: media.type, width: media.width, height: media.height }).from(media).where(eq(media.sha256, match[1]!)).get();
  return row && row.type.endsWith(match[2] === 'jpg' ? 'jpeg' : match[2]!) ? { width: row.width, height: row.height } : undefined;
}
