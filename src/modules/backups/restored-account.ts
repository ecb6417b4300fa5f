// Who may sign in after a restore (decision 0075). Every session and remembered device in the restored copy ends, and
// the administrator account stays the one the site had until now (its name, password and second factors), unless the
// owner asks for the backup's in so many words (--account-from-backup). Without this, an intruder with a stolen session
// could click "Back up now", and when the owner signed everyone out, changed the password and restored that backup to
// undo the damage, the intruder's session and the old password would both work again.
import { Database } from 'bun:sqlite';
import { DEFAULT_ADMIN_USERNAME } from '../settings/service';

/** The words that ask for the backup's account instead of the current one. */
export const ACCOUNT_FROM_BACKUP = '--account-from-backup';

/** The account: its password (admin_account), its second factors. Its name is the adminUsername setting. */
const ACCOUNT_TABLES = ['admin_account', 'totp_factor', 'passkeys', 'recovery_codes'];
/** Who is signed in: emptied by every restore, whichever account is kept. */
const SIGN_IN_TABLES = ['sessions', 'remembered_devices'];

export type AccountInForce = {
  /** Whose account the restored database holds: the replaced database's, or the backup's. */
  from: 'current' | 'backup';
  username: string;
  app: boolean;
  passkeys: number;
  recoveryCodes: number;
  required: boolean;
  /** Tables of the kept account the restored (older) database has no room for: those factors are gone. */
  notKept: string[];
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const tablesOf = (db: Database, schema: string) =>
  new Set(
    db
      .query<{ name: string }, []>(`SELECT name FROM ${schema}.sqlite_master WHERE type = 'table'`)
      .all()
      .map((r) => r.name),
  );
const columnsOf = (db: Database, schema: string, table: string) =>
  db
    .query<{ name: string }, []>(`PRAGMA ${schema}.table_info(${quote(table)})`)
    .all()
    .map((c) => c.name);
const count = (db: Database, sql: string) => db.query<{ n: number }, []>(sql).get()?.n ?? 0;

/**
 * Prepares `incoming` (a copy of the backup, not yet in place): sign-ins ended, and the account of `replaced` (the
 * database it will replace) carried over unless `accountFromBackup` or there is none. Says which account is in force.
 */
export function settleSignIns(incoming: string, replaced: string | null, accountFromBackup: boolean): AccountInForce {
  const db = new Database(incoming, { readwrite: true, create: false });
  try {
    let notKept: string[] = [];
    let keep = false;
    if (replaced && !accountFromBackup) {
      db.run('ATTACH DATABASE ? AS replaced', [replaced]);
      keep = tablesOf(db, 'replaced').has('admin_account') && count(db, 'SELECT count(*) AS n FROM replaced.admin_account') > 0;
      if (keep) notKept = db.transaction(() => carryAccount(db))();
    }
    const own = tablesOf(db, 'main');
    db.transaction(() => {
      for (const table of SIGN_IN_TABLES) if (own.has(table)) db.run(`DELETE FROM main.${quote(table)}`);
    })();
    const account = describeAccount(db, own);
    if (keep) db.run('DETACH DATABASE replaced');
    return { from: keep ? 'current' : 'backup', ...account, notKept };
  } finally {
    db.close();
  }
}

/** Copies the replaced database's account into the restored one, column by column where both have it. */
function carryAccount(db: Database): string[] {
  const mine = tablesOf(db, 'main');
  const theirs = tablesOf(db, 'replaced');
  const notKept: string[] = [];
  for (const table of ACCOUNT_TABLES) {
    if (!theirs.has(table)) continue;
    if (!mine.has(table)) {
      if (count(db, `SELECT count(*) AS n FROM replaced.${quote(table)}`) > 0) notKept.push(table);
      continue;
    }
    const have = new Set(columnsOf(db, 'main', table));
    const columns = columnsOf(db, 'replaced', table)
      .filter((c) => have.has(c))
      .map(quote)
      .join(', ');
    db.run(`DELETE FROM main.${quote(table)}`);
    db.run(`INSERT INTO main.${quote(table)} (${columns}) SELECT ${columns} FROM replaced.${quote(table)}`);
  }
  db.run("DELETE FROM main.settings WHERE key = 'adminUsername'");
  db.run("INSERT INTO main.settings (key, value) SELECT key, value FROM replaced.settings WHERE key = 'adminUsername'");
  return notKept;
}

function describeAccount(db: Database, tables: Set<string>): Omit<AccountInForce, 'from' | 'notKept'> {
  const username =
    db.query<{ value: string }, []>("SELECT value FROM main.settings WHERE key = 'adminUsername'").get()?.value.trim() ||
    DEFAULT_ADMIN_USERNAME;
  const has = (table: string) => tables.has(table);
  return {
    username,
    app: has('totp_factor') && count(db, 'SELECT count(*) AS n FROM main.totp_factor') > 0,
    passkeys: has('passkeys') ? count(db, 'SELECT count(*) AS n FROM main.passkeys') : 0,
    recoveryCodes: has('recovery_codes') ? count(db, 'SELECT count(*) AS n FROM main.recovery_codes WHERE used_at IS NULL') : 0,
    required:
      columnsOf(db, 'main', 'admin_account').includes('second_factor_required') &&
      count(db, 'SELECT second_factor_required AS n FROM main.admin_account WHERE id = 1') === 1,
  };
}

/** The account in force, in the words the command prints and the saved folder's README repeats. */
export function accountLines(account: AccountInForce): string[] {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const factors = [
    account.app ? 'an authenticator app' : '',
    account.passkeys ? plural(account.passkeys, 'passkey') : '',
    account.recoveryCodes ? plural(account.recoveryCodes, 'unused recovery code') : '',
  ].filter(Boolean);
  const what = `"${account.username}", with ${factors.length ? `its password, ${factors.join(', ')}` : 'its password and no second factor'}${
    account.required ? ' (a second step required)' : ''
  }`;
  const lines = [
    account.from === 'current'
      ? `The administrator account in force is the one the site had until now: ${what}. The backup's account (its password) was not restored; ${ACCOUNT_FROM_BACKUP} restores it instead.`
      : `The administrator account in force is the backup's: ${what}.`,
  ];
  if (account.notKept.length)
    lines.push(
      `The restored database is from a version without ${account.notKept.join(', ')}: those second factors were not kept; set them up again (Settings → Security).`,
    );
  lines.push('Every session, sign-in in progress and remembered device has ended: every browser signs in again.');
  return lines;
}
