// What a new site still lacks, read from the settings, the server's configuration and the data folder.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SetupStatus } from '../../contract';
import type { Db } from '../../../db/client';
import type { Config } from '../../config';
import { getSetting } from '../settings/service';

/** A copy of the database in DATA_DIR/backups (where `site backup` and the scheduled backups will write). */
function hasBackup(dataDir: string): boolean {
  const folder = join(dataDir, 'backups');
  return existsSync(folder) && readdirSync(folder).some((name) => !name.startsWith('.'));
}

export function setupStatus(db: Db, config: Config, mailerConfigured: boolean): SetupStatus {
  const filled = (...keys: Parameters<typeof getSetting>[1][]) => keys.every((key) => getSetting(db, key).trim() !== '');
  return {
    checks: [
      // Any blank field shows the built-in placeholder on the contact page.
      { id: 'contactDetails', done: filled('contactAddress', 'contactPhone', 'contactEmail') },
      { id: 'emailNotifications', done: mailerConfigured && getSetting(db, 'notificationsEnabled') === 'true' && filled('notificationEmail') },
      { id: 'publicUrl', done: Boolean(config.publicUrl) },
      { id: 'backup', done: hasBackup(config.dataDir) },
    ],
  };
}
