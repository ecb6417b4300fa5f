// What a new site still lacks, read from the settings, the server's configuration and the data folder.
import type { SetupStatus } from '../../contract';
import type { Db } from '../../../db/client';
import type { Config } from '../../config';
import { getSetting } from '../settings/service';
import { listBackups } from '../backups/files';

export function setupStatus(db: Db, config: Config, mailerConfigured: boolean): SetupStatus {
  const filled = (...keys: Parameters<typeof getSetting>[1][]) => keys.every((key) => getSetting(db, key).trim() !== '');
  return {
    checks: [
      // Any blank field shows the built-in placeholder on the contact page.
      { id: 'contactDetails', done: filled('contactAddress', 'contactPhone', 'contactEmail') },
      {
        id: 'emailNotifications',
        done: mailerConfigured && getSetting(db, 'notificationsEnabled') === 'true' && filled('notificationEmail'),
      },
      { id: 'publicUrl', done: Boolean(config.publicUrl) },
      { id: 'backup', done: listBackups(config.dataDir).length > 0 },
    ],
    publicUrl: config.publicUrl ?? null,
  };
}
