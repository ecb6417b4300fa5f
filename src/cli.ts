// Command line: `site` (or `site serve`) runs the site; `site reset-admin` sets a new admin password; `site backup`
// and `site restore` write and bring back one-file backups; `site --version` names the build (version, commit,
// build time).
// Shared by both entries: src/index.ts (from source) and src/binary.ts (the compiled executable), which differ only
// in where the web app comes from.
import { join } from 'node:path';
import { MissingDatabaseError, openDatabase } from '../db/client';
import { ConfigError, parseConfig } from './config';
import { megabytes } from './contract';
import { resetAdminPassword } from './modules/auth/service';
import { restoreBackup } from './modules/backups/restore';
import { takeManualBackup } from './modules/backups/service';
import { FolderInUseError } from './modules/backups/running';
import { BackupError } from './modules/backups/snapshot';
import { keepPrivate } from './private-data';
import { explainDataError, PortInUseError } from './start-errors';
import { describeBuild } from './version';
import type { LoadWebAssets } from './http/web-assets';
import { prepareDatabase, serve } from './server';

const USAGE = `Usage: site [serve | reset-admin | backup [FILE] | restore FILE | help | --version]
  serve           run the website (the default)
  reset-admin     set a new, generated administrator password, end every session, and print it
  backup [FILE]   write the whole site (texts, images, messages, settings, admin account) to one file, also while
                  the site runs; FILE defaults to DATA_DIR/backups/site-<time>-manual.db, where the newest
                  BACKUP_KEEP_MANUAL are kept; refused while another backup by hand is being written
  restore FILE    replace the site's data with a backup (the site must be stopped); the current database is kept
                  beside it as site.db.before-restore-<time>
  --version       print the version, the commit it was built from and when it was built
Configuration comes from the environment; see the README.`;


async function run(args: string[], loadWeb: LoadWebAssets) {
  const command = args.find((arg) => !arg.startsWith('-')) ?? 'serve';
  if (command === 'help' || args.includes('--help')) return console.log(USAGE);
  if (command === 'version' || args.includes('--version')) return console.log(`site ${describeBuild()}`);
  const config = parseConfig(process.env);
  const operand = args.filter((arg) => !arg.startsWith('-'))[1];
  if (command === 'backup') {
    const db = openDatabase(config.dataDir, { mustExist: true });
    try {
      // Not spaced like the admin's button: a command typed at the server is deliberate, and a deploy script that runs
      // it just after someone clicked "Back up now" must not fail for it.
      const { path, size, removed } = takeManualBackup(db.$client, config.dataDir, { now: Date.now(), keep: config.backupKeepManual, spaced: false, target: operand });
      console.log(`Backup written: ${path} (${megabytes(size)})`);
      if (removed.length) console.log(`Removed the oldest backups taken by hand (BACKUP_KEEP_MANUAL=${config.backupKeepManual}): ${removed.join(', ')}`);
      return;
    } finally {
      db.$client.close();
    }
  }
  if (command === 'restore') {
    if (!operand) throw new ConfigError(`site restore needs the backup file to restore.\n\n${USAGE}`);
    const { kept, messages } = restoreBackup(config.dataDir, operand, Date.now());
    return console.log(
      `Restored ${operand} into ${join(config.dataDir, 'site.db')} (${messages} contact message${messages === 1 ? '' : 's'}).` +
        (kept ? `\nThe database it replaced is kept as ${kept}.` : '') +
        `\nStart the site to use it; a backup from an older version is brought up to date on start.`,
    );
  }
  if (command === 'serve') return void (await serve(config, { loadWeb, watchWeb: args.includes('--watch-web') }));
  if (command === 'reset-admin') {
    const db = await prepareDatabase(config);
    const { username, password } = await resetAdminPassword(db, Date.now());
    db.$client.close();
    // A running site counts failed sign-ins per password: with the new one, nobody is blocked any more.
    return console.log(
      `New administrator password set. Every session has been ended and every sign-in block lifted (a running site too).\n  username: ${username}\n  password: ${password}`,
    );
  }
  console.error(`Unknown command "${command}".\n\n${USAGE}`);
  process.exit(2);
}

export function main(args: string[], loadWeb: LoadWebAssets) {
  keepPrivate();
  run(args, loadWeb).catch((error) => {
    console.error(oneLine(error));
    process.exit(1);
  });
}

/** What a failed command prints: the message of an error we expect, one line for the data folder's, else name and message. */
function oneLine(error: unknown): string {
  const expected = [ConfigError, BackupError, MissingDatabaseError, FolderInUseError, PortInUseError];
  if (expected.some((kind) => error instanceof kind)) return (error as Error).message;
  const known = explainDataError(error, process.env.DATA_DIR || './data');
  if (known) return known;
  // Never the stack: in the binary Bun prints the minified source around it. SITE_DEBUG=1 shows it.
  if (process.env.SITE_DEBUG) return String((error as Error)?.stack ?? error);
  const { name = 'Error', message = String(error) } = (error ?? {}) as Error;
  return `${name}: ${message} (SITE_DEBUG=1 shows where)`;
}
