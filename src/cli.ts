// Command line: `site` (or `site serve`) runs the site; `site reset-admin` sets a new admin password; `site backup`
// and `site restore` write and bring back one-file backups; `site --version` names the build (version, commit,
// build time).
// Shared by both entries: src/index.ts (from source) and src/binary.ts (the compiled executable), which differ only
// in where the web app comes from.
import { MissingDatabaseError, openDatabase } from '../db/client';
import { NewerDatabaseError } from '../db/migrate';
import { ConfigError, parseConfig } from './config';
import { explainUnwritable, refuseRootOnOthersFolder, refuseUnreadableEnvFile, WrongUserError } from './data-owner';
import { megabytes } from './contract';
import { removedFactorsLine, resetAdminPassword } from './modules/sign-in';
import { restoreBackup, restoreReport } from './modules/backups/restore';
import { ACCOUNT_FROM_BACKUP } from './modules/backups/restored-account';
import { rollback } from './modules/backups/rollback';
import { takeManualBackup } from './modules/backups/service';
import { FolderInUseError } from './modules/backups/running';
import { BackupError } from './modules/backups/snapshot';
import { keepPrivate } from './private-data';
import { explainDataError, PortInUseError } from './start-errors';
import { describeBuild } from './version';
import { CHILD_COMMAND } from './modules/media/variants/answer';
import type { LoadWebAssets } from './http/web-assets';
import { prepareDatabase, serve } from './server';

const USAGE = `Usage: site [serve | reset-admin | backup [FILE] | restore FILE | rollback | help | --version]
  serve           run the website (the default)
  reset-admin     set a new administrator password and end every session: ADMIN_PASSWORD when it is set,
                  else a generated one, printed
  backup [FILE]   write the whole site (texts, images, messages, settings, admin account) to one file, also while
                  the site runs; FILE defaults to DATA_DIR/backups/site-<time>-manual.db, where the newest
                  BACKUP_KEEP_MANUAL are kept; refused while another backup by hand is being written
  restore FILE    replace the site's data with a backup (the site must be stopped); what the site has that the backup
                  lacks is saved first to DATA_DIR/saved-before-restore-<time>/ (new messages as CSV, every change as
                  JSON), and the current database is kept beside it as site.db.before-restore-<time>. Every session
                  and remembered device ends; the administrator account (name, password, second factors) stays the
                  current one unless ${ACCOUNT_FROM_BACKUP} is given
  rollback        undo the newest upgrade this version can run: restore the backup taken just before it, saving
                  first everything written since (as restore does; ${ACCOUNT_FROM_BACKUP} too)
  --version       print the version, the commit it was built from and when it was built
Configuration comes from the environment; every variable is in docs/configuration.md.`;

async function run(args: string[], loadWeb: LoadWebAssets, selfCommand: string[]) {
  const command = args.find((arg) => !arg.startsWith('-')) ?? 'serve';
  // The server's own child for an image's variants (decision 0104): no configuration, no database.
  // Its codecs are loaded only here: the server itself never holds them.
  if (command === CHILD_COMMAND)
    return (await import('./modules/media/variants/child')).runVariantChild(args.filter((arg) => !arg.startsWith('-'))[1]);
  if (command === 'help' || args.includes('--help')) return console.log(USAGE);
  if (command === 'version' || args.includes('--version')) return console.log(`site ${describeBuild()}`);
  refuseUnreadableEnvFile();
  const config = parseConfig(process.env);
  refuseRootOnOthersFolder(config.dataDir, args);
  // A file in the data folder this user cannot write (a -wal or -shm left to root): refused before the site half-runs.
  const inTheWay = explainUnwritable(config.dataDir);
  if (inTheWay) throw new WrongUserError(inTheWay);
  const operand = args.filter((arg) => !arg.startsWith('-'))[1];
  if (command === 'backup') {
    const db = openDatabase(config.dataDir, { mustExist: true });
    try {
      // Not spaced like the admin's button: a command typed at the server is deliberate, and a deploy script that runs
      // it just after someone clicked "Back up now" must not fail for it.
      const { path, size, removed } = takeManualBackup(db.$client, config.dataDir, {
        now: Date.now(),
        keep: config.backupKeepManual,
        spaced: false,
        target: operand,
      });
      console.log(`Backup written: ${path} (${megabytes(size)})`);
      if (removed.length)
        console.log(`Removed the oldest backups taken by hand (BACKUP_KEEP_MANUAL=${config.backupKeepManual}): ${removed.join(', ')}`);
      return;
    } finally {
      db.$client.close();
    }
  }
  if (command === 'restore' || command === 'rollback') refuseUnknownOptions(args, [ACCOUNT_FROM_BACKUP]);
  const accountFromBackup = args.includes(ACCOUNT_FROM_BACKUP);
  if (command === 'restore') {
    if (!operand) throw new ConfigError(`site restore needs the backup file to restore.\n\n${USAGE}`);
    return console.log(restoreReport(restoreBackup(config.dataDir, operand, Date.now(), { accountFromBackup }), operand, config.dataDir));
  }
  if (command === 'rollback') {
    const done = rollback(config.dataDir, Date.now(), { accountFromBackup });
    const when = new Date(done.target.createdAt).toISOString().slice(0, 16).replace('T', ' ');
    return console.log(
      `Rolling back to the database as it was before the upgrade of ${when} UTC.\n${restoreReport(done, done.target.path, config.dataDir, { upgradesAgain: done.upgradesAgain })}`,
    );
  }
  if (command === 'serve') return void (await serve(config, { loadWeb, watchWeb: args.includes('--watch-web'), selfCommand }));
  if (command === 'reset-admin') {
    // On an empty folder the first start's generated password would be replaced at once: not worth printing.
    const db = await prepareDatabase(config, { resetting: true, announce: () => {} });
    const { username, password, generated, removed } = await resetAdminPassword(db, Date.now(), config.adminPassword);
    db.$client.close();
    // A running site counts failed sign-ins per password: with the new one, nobody is blocked any more. A password the
    // owner chose is not echoed: it is in their .env already, and a terminal's scroll-back is one more copy.
    return console.log(
      `New administrator password set. Every session has been ended and every sign-in block lifted (a running site too).\n  username: ${username}\n` +
        (generated ? `  password: ${password}` : `  password: the one in ADMIN_PASSWORD (you may now remove it from .env)`) +
        `\n${removedFactorsLine(removed)}`,
    );
  }
  console.error(`Unknown command "${command}".\n\n${USAGE}`);
  process.exit(2);
}

/** A mistyped option of a command that replaces the data must stop it, not be ignored into the other choice. */
function refuseUnknownOptions(args: string[], known: string[]) {
  const unknown = args.filter((arg) => arg.startsWith('-') && !known.includes(arg));
  if (unknown.length) throw new ConfigError(`Unknown option ${unknown.join(' ')}. Nothing was changed.\n\n${USAGE}`);
}

/** `selfCommand`: how this program is started again as a child (for an image's variants, decision 0104). */
export function main(args: string[], loadWeb: LoadWebAssets, selfCommand: string[]) {
  keepPrivate();
  run(args, loadWeb, selfCommand).catch((error) => {
    console.error(oneLine(error));
    process.exit(1);
  });
}

/** What a failed command prints: the message of an error we expect, one line for the data folder's, else name and message. */
function oneLine(error: unknown): string {
  const expected = [ConfigError, BackupError, MissingDatabaseError, FolderInUseError, PortInUseError, NewerDatabaseError, WrongUserError];
  if (expected.some((kind) => error instanceof kind)) return (error as Error).message;
  const known = explainDataError(error, process.env.DATA_DIR || './data');
  if (known) return known;
  // Never the stack: in the binary Bun prints the minified source around it. SITE_DEBUG=1 shows it.
  if (process.env.SITE_DEBUG) return String((error as Error)?.stack ?? error);
  const { name = 'Error', message = String(error) } = (error ?? {}) as Error;
  return `${name}: ${message} (SITE_DEBUG=1 shows where)`;
}
