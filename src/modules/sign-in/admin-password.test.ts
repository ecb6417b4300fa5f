// ADMIN_PASSWORD after the first start: a restart says it was not used and what to do; `site reset-admin` applies it.
import { afterEach, expect, test } from 'bun:test';
import { parseConfig } from '../../config';
import { prepareDatabase } from '../../server';
import { ADMIN_PASSWORD, startTestSite, type TestSite } from '../../testing/harness';
import { checkCredentials, resetAdminPassword } from './service';

const sites: TestSite[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.close()));
const open = async () => {
  const site = await startTestSite();
  sites.push(site);
  return site;
};

/** The site's data folder started again (the first start made the admin with ADMIN_PASSWORD): what it logged. */
async function restart(site: TestSite, env: Record<string, string>, opts: { resetting?: boolean } = {}) {
  const said: string[] = [];
  const say = (...args: unknown[]) => said.push(args.join(' '));
  const db = await prepareDatabase(parseConfig({ DATA_DIR: site.dataDir, ...env }), { say, announce: say, ...opts });
  db.$client.close();
  return said;
}
const mentionsUnused = (said: string[]) => said.filter((line) => line.includes('ADMIN_PASSWORD is set but was not used'));

test('a restart with another ADMIN_PASSWORD says in one line that it was not used, why, and what to do; the password stays', async () => {
  const site = await open();
  expect(mentionsUnused(site.logged.map((args) => args.join(' ')))).toEqual([]); // the first start used it
  const said = mentionsUnused(await restart(site, { ADMIN_PASSWORD: 'a-later-password' }));
  expect(said).toHaveLength(1);
  expect(said[0]).toContain('already has one');
  expect(said[0]).toContain('./site reset-admin');
  expect(said[0]).toContain('remove ADMIN_PASSWORD from .env');
  expect(await checkCredentials(site.db, 'admin', ADMIN_PASSWORD)).toBe(true);
  expect(await checkCredentials(site.db, 'admin', 'a-later-password')).toBe(false);
});

test('a restart without ADMIN_PASSWORD, and reset-admin itself, say nothing about it', async () => {
  const site = await open();
  expect(mentionsUnused(await restart(site, {}))).toEqual([]);
  expect(mentionsUnused(await restart(site, { ADMIN_PASSWORD: 'a-later-password' }, { resetting: true }))).toEqual([]);
});

test('reset-admin with ADMIN_PASSWORD makes it the password and ends every session; without, a generated one', async () => {
  const site = await open();
  const cookie = await site.login();
  site.clock.now += 1000;
  const chosen = await resetAdminPassword(site.db, site.clock.now, 'the-chosen-password');
  expect(chosen).toEqual({
    username: 'admin',
    password: 'the-chosen-password',
    generated: false,
    removed: { app: false, passkeys: 0, recoveryCodes: 0, rememberedDevices: 0, required: false },
  });
  expect((await site.call('GET', '/api/auth/user', { cookie })).status).toBe(401);
  expect(await checkCredentials(site.db, 'admin', 'the-chosen-password')).toBe(true);
  expect(await checkCredentials(site.db, 'admin', ADMIN_PASSWORD)).toBe(false);

  const generated = await resetAdminPassword(site.db, site.clock.now + 1000);
  expect(generated.generated).toBe(true);
  expect(generated.password).toHaveLength(20);
  expect(await checkCredentials(site.db, 'admin', generated.password)).toBe(true);
  expect(await checkCredentials(site.db, 'admin', 'the-chosen-password')).toBe(false);
});

test("ADMIN_PASSWORD is held to the admin's own password rules, for reset-admin as for a first start", () => {
  expect(() => parseConfig({ ADMIN_PASSWORD: 'seven77' })).toThrow('ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 8 characters');
  expect(() => parseConfig({ ADMIN_PASSWORD: 'x'.repeat(257) })).toThrow('ADMIN_PASSWORD: ADMIN_PASSWORD must be at most 256 characters');
  expect(parseConfig({ ADMIN_PASSWORD: 'x'.repeat(256) }).adminPassword).toHaveLength(256);
});
