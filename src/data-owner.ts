// The data folder's files belong to the folder's owner. A command run as root on a folder that belongs to the site's
// own user would leave root's files in it (a restored site.db the site can then not write, and a service that dies on
// start in a loop), so it is refused, saying how to run it as that user. A start that cannot write names the file,
// its owner and the fix.
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export class WrongUserError extends Error {
  override name = 'WrongUserError';
}

/** "site (uid 998)", or "uid 998" when /etc/passwd does not name it. */
export function nameOfUser(uid: number): string {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.split(':')[2] === String(uid));
    if (line) return `${line.split(':')[0]} (uid ${uid})`;
  } catch {
    // No passwd file to read (a container): the number alone.
  }
  return `uid ${uid}`;
}

const bareName = (uid: number) => nameOfUser(uid).split(' (')[0]!;

/** The folder itself, or the nearest folder above it that exists (where it would be created). */
function nearestExisting(path: string): string {
  let at = resolve(path);
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}

/** How to run this very command as `user`: the binary (or `bun src/index.ts`) with the same arguments. */
function commandAs(user: string, args: string[]): string {
  const self = Bun.main.startsWith('/$bunfs/') ? process.execPath : `${process.execPath} ${Bun.main}`;
  const quoted = args.map((a) => (/^[\w./=:@%+-]+$/.test(a) ? a : `'${a.replaceAll("'", `'\\''`)}'`));
  return ['runuser -u', user, '--', self, ...quoted].join(' ');
}

/** Throws WrongUserError when running as root on a data folder that belongs to another user. */
export function refuseRootOnOthersFolder(dataDir: string, args: string[], uid = process.getuid?.()) {
  if (uid !== 0) return;
  const folder = nearestExisting(dataDir);
  const owner = statSync(folder).uid;
  if (owner === 0) return;
  throw new WrongUserError(
    `Running as root, but ${folder} belongs to ${nameOfUser(owner)}: files written now would be root's, and the site could not use them. ` +
      `Run it as that user: ${commandAs(bareName(owner), args)} (or sudo -u ${bareName(owner)} …).`,
  );
}

/** The one line for a data folder this process cannot write, naming the first file in the way; null if none is found. */
export function explainUnwritable(dataDir: string): string | null {
  const folder = resolve(dataDir);
  const candidates = [folder, ...['site.db', 'site.db-wal', 'site.db-shm', 'site.lock', 'site.pid', 'backups'].map((n) => join(folder, n))];
  for (const path of candidates) {
    if (!existsSync(path)) continue;
    try {
      accessSync(path, constants.W_OK | constants.R_OK);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EROFS') return null; // a read-only mount: no owner to name
      const { uid, mode } = statSync(path);
      const me = userInfo();
      const why =
        uid === me.uid
          ? `its mode is ${(mode & 0o777).toString(8).padStart(4, '0')}`
          : `it belongs to ${nameOfUser(uid)} and the site runs as ${nameOfUser(me.uid)}`;
      return `Cannot write ${path}: ${why}. Give the folder back to the site's user (as root: chown -R ${me.username}: ${folder} && chmod -R u+rwX ${folder}), then start again.`;
    }
  }
  return null;
}

/**
 * Bun reads `.env` from the working directory before any of our code runs, and passes over one it cannot read without
 * a word: the site would then run without its settings (no PUBLIC_URL, no TRUST_PROXY, no SMTP_URL). Refused instead.
 */
export function refuseUnreadableEnvFile(folder = process.cwd()) {
  const file = join(resolve(folder), '.env');
  if (!existsSync(file)) return;
  try {
    accessSync(file, constants.R_OK);
  } catch {
    const { uid, mode } = statSync(file);
    const me = userInfo();
    throw new WrongUserError(
      `Cannot read ${file} (it belongs to ${nameOfUser(uid)}, mode ${(mode & 0o777).toString(8).padStart(4, '0')}; the site runs as ` +
        `${nameOfUser(me.uid)}): the site would run without its settings. Give it to the site's user (as root: chown ${me.username}: ${file}), then start again.`,
    );
  }
}
