// Uploaded images kept in the database: stored once per content (SHA-256), read back by hash to serve them, and
// looked up by the path they are served at to copy their size onto an entry.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Conn, Db } from '../../../db/client';
import { media } from '../../../db/schema';
import { IMAGE_TYPES, type ImageType, type ImageVersion, type Lang, MEDIA_PATH, mediaPath, type UploadedImage } from '../../contract';
import type { ImageLook } from '../../contract/image-variants';
import { lookOf } from './look';
import type { ImageInfo } from './image-bytes';

const isImageType = (type: string): type is ImageType => Object.hasOwn(IMAGE_TYPES, type);

const DESCRIPTION = {
  sha256: media.sha256,
  type: media.type,
  width: media.width,
  height: media.height,
  size: media.size,
  name: media.name,
};
/** A stored image's description (no bytes), as POST /api/media answers it. */
const described = (row: {
  sha256: string;
  type: string;
  width: number;
  height: number;
  size: number;
  name: string | null;
}): UploadedImage | undefined =>
  isImageType(row.type)
    ? { path: mediaPath(row.sha256, row.type), type: row.type, width: row.width, height: row.height, bytes: row.size, name: row.name }
    : undefined;

function describe(db: Conn, sha256: string): UploadedImage | undefined {
  const row = db.select(DESCRIPTION).from(media).where(eq(media.sha256, sha256)).get();
  return row && described(row);
}

/** The stored image at `path` (`/media/<sha256>.<ext>`) described as POST /api/media answers it, or undefined. */
export const describeImage = (db: Conn, path: string): UploadedImage | undefined => {
  const sha256 = MEDIA_PATH.exec(path)?.[1];
  return sha256 === undefined ? undefined : describe(db, sha256);
};

/**
 * Stores the bytes (already judged by readImage) unless the same bytes are stored already; `created` says which.
 * The same file sent twice is one row and one path, so re-uploading a picture never multiplies the backup. `name`
 * (decision 0248: from the file's name) names a new image, or one stored before without a name; a name kept stays.
 */
export function storeImage(
  db: Conn,
  bytes: Uint8Array,
  image: ImageInfo,
  name: string | null = null,
): { image: UploadedImage; created: boolean } {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const blob = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // RETURNING gives no row when the conflict left the stored copy in place.
  const inserted = db
    .insert(media)
    .values({ sha256, type: image.type, width: image.width, height: image.height, size: bytes.byteLength, bytes: blob, name })
    .onConflictDoNothing()
    .returning({ sha256: media.sha256 })
    .get();
  if (!inserted && name !== null)
    db.update(media)
      .set({ name })
      .where(and(eq(media.sha256, sha256), isNull(media.name)))
      .run();
  return { image: describe(db, sha256)!, created: inserted !== undefined };
}

/** An image to serve: its true type and its bytes, by its SHA-256. */
export function findMedia(db: Db, sha256: string): { type: ImageType; bytes: Uint8Array<ArrayBuffer> } | undefined {
  const row = db.select({ type: media.type, bytes: media.bytes }).from(media).where(eq(media.sha256, sha256)).get();
  if (!row || !isImageType(row.type)) return undefined;
  // A view of the blob SQLite handed over, not a copy: an image may be megabytes.
  return { type: row.type, bytes: new Uint8Array(row.bytes.buffer as ArrayBuffer, row.bytes.byteOffset, row.bytes.byteLength) };
}

/** The size and look of the stored image a path names (`/media/<sha256>.<ext>`, the extension its own), or undefined. */
export function findImage(db: Conn, path: string): { width: number; height: number; look: ImageLook } | undefined {
  const image = stored(db, path);
  return image && { width: image.width, height: image.height, look: image.look };
}

/** A stored image as a page shows it: its path, size, and its variants, tint and focus (decision 0104). */
export type Shown = { path: string; width: number; height: number; look: ImageLook };

/** The columns a page's look of an image comes from, with its width. */
export const LOOK = {
  variants: media.variants,
  placeholder: media.placeholder,
  focusX: media.focusX,
  focusY: media.focusY,
};

/** The column that holds each version of an image (decision 0101). */
const VERSION_COLUMN = { chinese: media.zhPath, dark: media.darkPath } as const;

/** The path of the image shown in place of the one at `path` as its `version`, or null. */
export function versionOf(db: Conn, path: string, version: ImageVersion): string | null {
  const sha256 = MEDIA_PATH.exec(path)?.[1];
  if (sha256 === undefined) return null;
  return db.select({ to: VERSION_COLUMN[version] }).from(media).where(eq(media.sha256, sha256)).get()?.to ?? null;
}

/** The image at `path` if it is stored (as its path names it), with its size and its versions: one row read. */
function stored(db: Conn, path: string | null): (Shown & { zhPath: string | null; darkPath: string | null }) | undefined {
  const sha256 = path === null ? undefined : MEDIA_PATH.exec(path)?.[1];
  if (sha256 === undefined || path === null) return undefined;
  const row = db
    .select({ type: media.type, width: media.width, height: media.height, zhPath: media.zhPath, darkPath: media.darkPath, ...LOOK })
    .from(media)
    .where(eq(media.sha256, sha256))
    .get();
  if (!row || !isImageType(row.type) || mediaPath(sha256, row.type) !== path) return undefined;
  return { path, width: row.width, height: row.height, look: lookOf(path, row), zhPath: row.zhPath, darkPath: row.darkPath };
}

/**
 * The image a page in `lang` shows for the one at `path`, with its size, and the one the dark theme shows instead
 * (decision 0101): on a Chinese page its Chinese version when it has one, else itself; then that one's dark version.
 * Undefined when `path` names no stored image. A picture without versions is one row read, as its size alone was.
 */
export function findPicture(db: Conn, path: string, lang: Lang): (Shown & { dark: Shown | null }) | undefined {
  const own = stored(db, path);
  if (!own) return undefined;
  const picture = (lang === 'zh' && stored(db, own.zhPath)) || own;
  const dark = stored(db, picture.darkPath);
  return {
    path: picture.path,
    width: picture.width,
    height: picture.height,
    look: picture.look,
    dark: dark ? { path: dark.path, width: dark.width, height: dark.height, look: dark.look } : null,
  };
}
