// A restore cannot reopen a closed door (decision 0075): the way the attack goes — an intruder's session takes a backup,
// the owner signs everyone out, changes the password, sets up a second step and restores — ends with the intruder's
// session refused, the old password refused, the owner's new password and authenticator app in force, and the command's
// report and the saved folder's README saying so. Asked in so many words, the backup's account comes back instead.
import { Database } from 'bun:sqlite';
import { afterEach, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TotpSetup } from '../../contract';
import { ADMIN_PASSWORD, startTestSite, type TestSite } from '../../testing/harness';
import { fromBase32, hotp, stepAt } from '../sign-in';
import { restoreBackup, restoreReport } from './restore';
import { takeBackup } from './service';

const sites: TestSite[] = [];
const folders: string[] = [];
afterEach(() => {
  sites.splice(0).forEach((site) => site.close());
  folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-restore-account-'));
  folders.push(dir);
  return dir;
};
async function open(dataDir: string) {
  const site = await startTestSite({ DATA_DIR: dataDir });
  sites.push(site);
  return site;
}
const stop = (site: TestSite) => {
  sites.splice(sites.indexOf(site), 1);
  site.close();
};
const NEW_PASSWORD = 'a new password after the intrusion';
const signedIn = async (site: TestSite, cookie: string) => (await site.call('GET', '/api/auth/user', { cookie })).status;
const login = (site: TestSite, username: string, password: string) =>
  site.call('POST', '/api/admin/login', { body: { username, password } });
const rows = (file: string, table: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
  } finally {
    db.close();
  }
};

/** The attack up to the restore: two sessions, a backup, everyone else signed out, a new name, password and app. */
async function intrusionThenCleanUp(dataDir: string) {
  const site = await open(dataDir);
  const owner = site.session();
  const intruder = site.session();
  const backup = await site.call('POST', '/api/admin/backups', { cookie: intruder });
  expect(backup.status).toBe(201);
  expect((await site.call('POST', '/api/admin/sessions/end-others', { cookie: owner })).status).toBe(200);
  expect(await signedIn(site, intruder)).toBe(401);
  const changed = await site.call('POST', '/api/admin/update-credentials', {
    cookie: owner,
    body: { currentPassword: ADMIN_PASSWORD, username: 'owner', password: NEW_PASSWORD },
  });
  expect(changed.status).toBe(200);
  const setup = (await site.call('POST', '/api/admin/security/totp/setup', { cookie: owner })).json as TotpSetup;
  const code = hotp(fromBase32(setup.secret), stepAt(site.clock.now));
  expect((await site.call('POST', '/api/admin/security/totp', { cookie: owner, body: { code } })).status).toBe(200);
  stop(site);
  return { owner, intruder, backup: join(dataDir, 'backups', backup.json.name as string) };
}

test('after the restore the intruder’s session and the old password fail; the new password, name and app are in force', async () => {
  const dataDir = folder();
  const { owner, intruder, backup } = await intrusionThenCleanUp(dataDir);
  expect(rows(backup, 'sessions')).toBe(2); // the backup holds both sessions as they were

  const restored = restoreBackup(dataDir, backup, Date.now());
  expect(restored.account).toEqual({
    from: 'current',
    username: 'owner',
    app: true,
    passkeys: 0,
    recoveryCodes: 10,
    required: true,
    notKept: [],
  });
  const report = restoreReport(restored, backup, dataDir);
  expect(report).toContain(
    'The administrator account in force is the one the site had until now: "owner", with its password, an authenticator app, 10 unused recovery codes (a second step required).',
  );
  expect(report).toContain('--account-from-backup restores it instead');
  expect(report).toContain('Every session, sign-in in progress and remembered device has ended');
  // The saved folder says the same, beside what the backup lacked.
  const readme = readFileSync(join(restored.saved!.folder, 'README.txt'), 'utf8');
  expect(readme).toContain('Who can sign in now:');
  expect(readme).toContain('"owner", with its password, an authenticator app');
  expect(JSON.parse(readFileSync(join(restored.saved!.folder, 'changes.json'), 'utf8')).account[0]).toContain('"owner"');

  const site = await open(dataDir);
  expect(await signedIn(site, intruder)).toBe(401);
  expect(await signedIn(site, owner)).toBe(401);
  expect((await login(site, 'admin', ADMIN_PASSWORD)).status).toBe(401);
  expect((await login(site, 'owner', ADMIN_PASSWORD)).status).toBe(401);
  // The new password is right, and the app set up after the backup is still asked for.
  const next = await login(site, 'owner', NEW_PASSWORD);
  expect(next.status).toBe(401);
  expect(next.json.error.code).toBe('second_factor_required');
  expect(rows(join(dataDir, 'site.db'), 'sessions')).toBe(0);
  expect(rows(join(dataDir, 'site.db'), 'remembered_devices')).toBe(0);
});

test('--account-from-backup brings back the backup’s name and password, still with every session ended', async () => {
  const dataDir = folder();
  const { intruder, backup } = await intrusionThenCleanUp(dataDir);
  const restored = restoreBackup(dataDir, backup, Date.now(), { accountFromBackup: true });
  expect(restored.account).toMatchObject({ from: 'backup', username: 'admin', app: false, required: false });
  expect(restoreReport(restored, backup, dataDir)).toContain("The administrator account in force is the backup's");
  expect(readFileSync(join(restored.saved!.folder, 'README.txt'), 'utf8')).toContain(
    'the backup\'s: "admin", with its password and no second factor',
  );
  const site = await open(dataDir);
  expect(await signedIn(site, intruder)).toBe(401);
  expect((await login(site, 'owner', NEW_PASSWORD)).status).toBe(401);
  expect((await login(site, 'admin', ADMIN_PASSWORD)).status).toBe(200);
});

test('a restore into an empty folder (a new server) takes the backup’s account, with none of its sessions', async () => {
  const from = folder();
  const site = await open(from);
  const cookie = site.session();
  const { path } = takeBackup(site.db.$client, from, 'manual', Date.now());
  stop(site);
  const to = folder();
  const restored = restoreBackup(to, path, Date.now());
  expect(restored.account).toMatchObject({ from: 'backup', username: 'admin' });
  expect(restored.saved).toBeNull();
  expect(restoreReport(restored, path, to)).toContain("The administrator account in force is the backup's");
  const moved = await open(to);
  expect(await signedIn(moved, cookie)).toBe(401);
  expect((await login(moved, 'admin', ADMIN_PASSWORD)).status).toBe(200);
});
