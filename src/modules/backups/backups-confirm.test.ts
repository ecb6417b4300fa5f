// Taking and downloading a backup (every message in one file) ask "confirm it's you" once a second step is set up, as
// the other sensitive changes do (decision 0075): a session that has not proven itself within ten minutes gets 403
// `confirm_required` and no file is written or sent; the password again lets it through. Without a second step nothing
// more is asked.
import { afterEach, expect, test } from 'bun:test';
import { CONFIRM_FOR_MS, type TotpSetup } from '../../contract';
import { ADMIN_PASSWORD, expectError, startTestSite, type TestSite } from '../../testing/harness';
import { fromBase32, hotp, stepAt } from '../sign-in';
import { listBackups } from './files';

let site: TestSite;
afterEach(() => site?.close());

const backUp = (cookie: string) => site.call('POST', '/api/admin/backups', { cookie });
const download = (cookie: string, name: string) => site.call('GET', `/api/admin/backups/${name}`, { cookie });

test('with an authenticator app set up, a session not confirmed lately can neither take nor download a backup', async () => {
  site = await startTestSite();
  const cookie = site.session();
  const made = await backUp(cookie);
  expect(made.status).toBe(201);
  const setup = (await site.call('POST', '/api/admin/security/totp/setup', { cookie })).json as TotpSetup;
  const code = hotp(fromBase32(setup.secret), stepAt(site.clock.now));
  expect((await site.call('POST', '/api/admin/security/totp', { cookie, body: { code } })).status).toBe(200);

  site.clock.now += CONFIRM_FOR_MS + 60_000; // still signed in, but the password was proven eleven minutes ago
  expectError(await backUp(cookie), 403, 'confirm_required');
  expectError(await download(cookie, made.json.name), 403, 'confirm_required');
  expect(listBackups(site.config.dataDir)).toHaveLength(1); // nothing written
  const audit = (await site.call('GET', '/api/admin/audit?action=backup_download', { cookie })).json as unknown[];
  expect(audit).toEqual([]); // nothing sent

  expect((await site.call('POST', '/api/admin/security/confirm', { cookie, body: { password: ADMIN_PASSWORD } })).status).toBe(200);
  expect((await backUp(cookie)).status).toBe(201);
  const file = await download(cookie, made.json.name);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${made.json.name}"`);
});

test('without a second step, a session signed in hours ago still takes and downloads backups', async () => {
  site = await startTestSite();
  const cookie = site.session();
  site.clock.now += 3 * 3_600_000;
  const made = await backUp(cookie);
  expect(made.status).toBe(201);
  expect((await download(cookie, made.json.name)).status).toBe(200);
});
