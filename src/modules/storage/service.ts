// How much room the site has: what the images take against MEDIA_LIMIT_MB, what the disk has left against
// DISK_FREE_MIN_MB, and when either is low enough to warn the admin.
import { MEDIA_WARN_SHARE, type StorageStatus } from '../../contract';
import type { Db } from '../../../db/client';
import type { Config } from '../../config';
import { mediaBytes } from '../media/library';

export function storageStatus(
  db: Db,
  config: Pick<Config, 'mediaLimitBytes' | 'diskFreeMinBytes'>,
  diskFreeBytes: number | null,
): StorageStatus {
  const used = mediaBytes(db);
  return {
    mediaBytes: used,
    mediaLimitBytes: config.mediaLimitBytes,
    diskFreeBytes,
    diskFreeMinBytes: config.diskFreeMinBytes,
    low: {
      disk: diskFreeBytes !== null && diskFreeBytes < config.diskFreeMinBytes,
      media: used >= config.mediaLimitBytes * MEDIA_WARN_SHARE,
    },
  };
}
