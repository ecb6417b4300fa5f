// Whether an upload has room: within MEDIA_LIMIT_MB with the images already stored, and leaving DISK_FREE_MIN_MB free
// on the data folder's disk. Checked before anything is written, so a refusal stores and records nothing.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { media } from '../../../db/schema';
import type { Config } from '../../config';
import { megabytes } from '../../contract';
import { HttpError } from '../../http/errors';
import { mediaBytes } from './library';

const MiB = 1024 * 1024;

/** The write-ahead log's size on disk (it is reused, not shrunk, after a checkpoint). */
export function walBytes(dataDir: string): number {
  try {
    return statSync(join(dataDir, 'site.db-wal')).size;
  } catch {
    return 0;
  }
}

export function refuseWithoutRoom(
  db: Db,
  config: Pick<Config, 'mediaLimitBytes' | 'diskFreeMinBytes' | 'dataDir'>,
  freeBytes: number | null,
  bytes: Uint8Array,
): void {
  const size = bytes.byteLength;
  const used = mediaBytes(db);
  const overLimit = used + size > config.mediaLimitBytes;
  // What the disk may have to take: the image in the write-ahead log, then at the next checkpoint everything in the log
  // copied into the database file at once (on an 8 MB disk, a 0.7 MB image that fit by itself set off a checkpoint
  // that took the last 4 MB, and the next message was refused).
  const overDisk = freeBytes !== null && freeBytes - (walBytes(config.dataDir) + 2 * size) < config.diskFreeMinBytes;
  if (!overLimit && !overDisk) return;
  // The same bytes again take no room: the upload answers the stored image.
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (db.select({ sha256: media.sha256 }).from(media).where(eq(media.sha256, sha256)).get()) return;
  if (overLimit) {
    throw new HttpError(
      507,
      'insufficient_storage',
      `The media store is full: images take ${megabytes(used)} of the ${config.mediaLimitBytes / MiB} MB allowed (MEDIA_LIMIT_MB), and this one needs ${megabytes(size)}. Delete unused images (the admin's Images tab, /admin/dashboard/images) to make room; nothing was stored.`,
    );
  }
  throw new HttpError(
    507,
    'insufficient_storage',
    `The server's disk is almost full: ${megabytes(freeBytes!)} free, and ${config.diskFreeMinBytes / MiB} MB are kept free for messages and sign-ins (DISK_FREE_MIN_MB). Nothing was stored; whoever runs the server needs to free space on its disk.`,
  );
}
