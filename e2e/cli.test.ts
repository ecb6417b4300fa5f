// The binary's command line, as a self-hoster uses it from the folder it was copied into: bad configuration, first
// run and restart, reset-admin (generated, or ADMIN_PASSWORD from .env), and a graceful stop.
import { expect, test } from 'bun:test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromBase32, hotp, stepAt } from '../src/modules/sign-in';
import { freshSite } from './site-binary';

const fresh = freshSite();
/** A fresh folder holding only the binary; its data goes to ./data there. */
const tempDir = fresh.folder;
const site = (folder: string) => join(folder, 'site');
const start = fresh.start;

const login = (url: string, username: string, password: string) =>
  fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

test('a bad setting stops start-up with a clear message and exit code 1', () => {
  const folder = tempDir();
  const run = Bun.spawnSync([site(folder)], {
    cwd: folder,
    env: { ...process.env, PORT: 'eighty', SESSION_MAX_DAYS: '0' },
    stderr: 'pipe',
  });
  expect(run.exitCode).toBe(1);
  expect(run.stderr.toString()).toContain(
    'Invalid configuration:\n  PORT: PORT must be a whole number\n  SESSION_MAX_DAYS: SESSION_MAX_DAYS must be above 0',
  );
});

test('first run prints a generated password once; a restart keeps edits and prints nothing', async () => {
  const folder = tempDir();
  const first = await start(folder);
  const password = /password: (\S+)/.exec(first.output())?.[1];
  expect(password).toHaveLength(20);
  const res = await login(first.url, 'admin', password!);
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
  const edit = await fetch(`${first.url}/api/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ section: 'home', key: 'hero.title', enValue: 'Edited before restart' }),
  });
  expect(edit.status).toBe(200);
  expect(await first.stop()).toBe(0);

  const second = await start(folder);
  expect(second.output()).not.toContain('password:');
  const home = (await (await fetch(`${second.url}/api/content/home`)).json()) as { hero: { title: { en: string } } };
  expect(home.hero.title.en).toBe('Edited before restart');
  expect((await login(second.url, 'admin', password!)).status).toBe(200);
});

/** The test's environment without ADMIN_PASSWORD: what a command sees when only .env (or nothing) sets it. */
const envWithoutPassword = () => {
  const env = { ...process.env };
  delete env.ADMIN_PASSWORD;
  return env;
};
const resetAdmin = (folder: string) =>
  Bun.spawnSync([site(folder), 'reset-admin'], { cwd: folder, env: envWithoutPassword(), stdout: 'pipe', stderr: 'pipe' });
const unusedLines = (output: string) => output.split('\n').filter((line) => line.includes('ADMIN_PASSWORD is set but was not used'));

test('reset-admin without ADMIN_PASSWORD prints a new generated password that works, and the old one stops working', async () => {
  const folder = tempDir();
  expect(await (await start(folder, { ADMIN_PASSWORD: 'the-first-password' })).stop()).toBe(0);
  const reset = resetAdmin(folder);
  expect(reset.exitCode).toBe(0);
  const password = /password: (\S+)/.exec(reset.stdout.toString())?.[1];
  expect(password).toHaveLength(20);
  const server = await start(folder);
  expect((await login(server.url, 'admin', 'the-first-password')).status).toBe(401);
  expect((await login(server.url, 'admin', password!)).status).toBe(200);
});

test('ADMIN_PASSWORD changed in .env after the first start: the start says it was not used and why; reset-admin applies it', async () => {
  const folder = tempDir();
  const dotenv = (password: string) => writeFileSync(join(folder, '.env'), `ADMIN_PASSWORD=${password}\n`);
  dotenv('the-first-password');
  const first = await start(folder);
  expect(unusedLines(first.output())).toEqual([]);
  expect(await first.stop()).toBe(0);

  // A password the admin would refuse is refused by reset-admin too, and changes nothing.
  dotenv('short');
  const refused = resetAdmin(folder);
  expect(refused.exitCode).toBe(1);
  expect(refused.stderr.toString()).toContain('ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 8 characters');

  dotenv('the-second-password');
  const second = await start(folder);
  const said = unusedLines(second.output());
  expect(said).toHaveLength(1);
  expect(said[0]).toContain('./site reset-admin');
  expect(said[0]).toContain('remove ADMIN_PASSWORD from .env');
  expect((await login(second.url, 'admin', 'the-second-password')).status).toBe(401);
  expect((await login(second.url, 'admin', 'the-first-password')).status).toBe(200);
  expect(await second.stop()).toBe(0);

  const reset = resetAdmin(folder);
  expect(reset.exitCode).toBe(0);
  expect(reset.stdout.toString()).toContain('password: the one in ADMIN_PASSWORD');
  expect(reset.stdout.toString() + reset.stderr.toString()).not.toContain('the-second-password');
  const third = await start(folder);
  expect((await login(third.url, 'admin', 'the-second-password')).status).toBe(200);
  expect((await login(third.url, 'admin', 'the-first-password')).status).toBe(401);
});

test('locked out of the second step: reset-admin removes the app and its recovery codes, says so, and the new password signs in', async () => {
  const folder = tempDir();
  const server = await start(folder, { ADMIN_PASSWORD: 'the-first-password' });
  const signedIn = await login(server.url, 'admin', 'the-first-password');
  const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
  const call = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const setup = (await (await call('/api/admin/security/totp/setup', {})).json()) as { secret: string };
  const code = hotp(fromBase32(setup.secret), stepAt(Date.now()));
  expect((await call('/api/admin/security/totp', { code })).status).toBe(200);
  const owed = await login(server.url, 'admin', 'the-first-password');
  expect(owed.status).toBe(401);
  expect(((await owed.json()) as { error: { code: string } }).error.code).toBe('second_factor_required');
  expect(await server.stop()).toBe(0);

  const reset = resetAdmin(folder);
  expect(reset.exitCode).toBe(0);
  expect(reset.stdout.toString()).toContain('Second factors removed: the authenticator app, 10 recovery codes.');
  expect(reset.stdout.toString()).toContain('A second step is no longer required at sign-in');
  const password = /password: (\S+)/.exec(reset.stdout.toString())?.[1];
  const again = await start(folder);
  expect((await login(again.url, 'admin', password!)).status).toBe(200);
  // Nothing left to remove the next time, and it says that too.
  expect(await again.stop()).toBe(0);
  expect(resetAdmin(folder).stdout.toString()).toContain('No second factors were set up.');
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} lets a request in flight finish, then exits 0`, async () => {
    const server = await start(tempDir());
    const { hostname, port } = new URL(server.url);
    const body = JSON.stringify({ name: 'Mei', email: 'mei@example.com', message: 'Sent across a shutdown.' });
    let reply = '';
    const socket = await Bun.connect({
      hostname,
      port: Number(port),
      socket: { data: (_s, chunk) => void (reply += chunk.toString()) },
    });
    // One whole request first, answered: the server has taken the connection (on a loaded machine a signal once came
    // while it still sat in the kernel's queue, never accepted, and its reply was empty).
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    for (let i = 0; i < 100 && !reply.includes('\r\n\r\n'); i++) await Bun.sleep(50);
    expect(reply).toStartWith('HTTP/1.1 200');
    await Bun.sleep(100); // the health answer's body, on its way
    reply = '';
    // Headers and half the body now; the signal arrives while the server is still waiting for the rest.
    socket.write(
      `POST /api/contact-messages HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
    );
    await Bun.sleep(200);
    const exited = server.stop(signal);
    await Bun.sleep(100);
    socket.write(body.slice(20));
    const code = await exited;
    socket.end();
    expect(reply).toStartWith('HTTP/1.1 201');
    expect(code).toBe(0);
    expect(server.output()).toContain('stopped');
  });
}

test('an account locked by strangers: site reset-admin, run beside the running site, lifts the block and says so', async () => {
  const folder = tempDir();
  const server = await start(folder, { TRUST_PROXY: 'true', LOGIN_ACCOUNT_LIMIT: '20', ADMIN_PASSWORD: 'the-first-password' });
  const from = (address: string, password: string) =>
    fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username: 'admin', password }),
    });
  for (let a = 1; a <= 3; a++) for (let i = 0; i < 10; i++) await from(`203.0.113.${a}`, `guess-${i}`);
  expect((await from('192.0.2.10', 'the-first-password')).status).toBe(429);
  const reset = resetAdmin(folder);
  expect(reset.exitCode).toBe(0);
  expect(reset.stdout.toString()).toContain('every sign-in block lifted');
  const password = /password: (\S+)/.exec(reset.stdout.toString())?.[1];
  expect((await from('192.0.2.11', password!)).status).toBe(200);
});
