// The size of the shadow WAL file Litestream v0.3 is filling for this database. Its metrics give the file's index
// (`litestream_shadow_wal_index`) but, as `litestream_shadow_wal_size`, the TOTAL of the generation's shadow WAL files
// it still keeps (it keeps one file before the lowest index every replica has reached), while a replica's offset
// counts within the current file. After the first checkpoint the total exceeds any offset for good, so the site reads
// the current file's size from Litestream's folder: <meta>/generation names the generation, and the file is
// <meta>/generations/<generation>/wal/<index as 8 hex digits>.wal.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The current shadow WAL file's size in bytes, or null when Litestream's folder cannot be read. */
export function currentShadowWalSize(metaPath: string, index: number): number | null {
  try {
    const generation = readFileSync(join(metaPath, 'generation'), 'utf8').trim();
    if (!/^[0-9a-f]{1,64}$/.test(generation)) return null;
    const file = `${index.toString(16).padStart(8, '0')}.wal`;
    return statSync(join(metaPath, 'generations', generation, 'wal', file)).size;
  } catch {
    return null;
  }
}
