// Free space on the disk that holds the data folder, read when asked (statfs is one cheap system call).
import { statfsSync } from 'node:fs';

/** Tests replace `freeBytes` to play a full disk without filling one. Null: the disk cannot be measured. */
export type DiskSpace = { freeBytes: () => number | null };

export function diskUnder(dataDir: string): DiskSpace {
  return {
    freeBytes() {
      try {
        // Blocks free to an unprivileged process: the site does not run as root, so root's reserve is not its room.
        const stats = statfsSync(dataDir);
        return stats.bavail * stats.bsize;
      } catch {
        return null;
      }
    },
  };
}
