// The binary on a disk that fills up (issue 27): an 8 MB tmpfs as the data folder. Uploads stop with a 507 in words
// while room is left for messages; filled to the last byte by something else, /healthz says unavailable and every
// write is a 507 or still succeeds, never a 500, before and after a restart; freed again, the site recovers and an
// unused image can be deleted. Mounting needs root (and a system that lets it mount): otherwise a printed reason and a skip.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { closeSync, mkdtempSync, openSync, rmSync, rmdirSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noisePng } from '../src/testing/noise-image';
import { binaryFolder, startBinary, type BinarySite } from './site-binary';

const PASSWORD = 'full-disk-password';
const STRANGER = '203.0.113.9';

/** The 8 MB tmpfs the data folder lives on, mounted before the test is declared so a refusal can skip it. */
function mountSmallDisk(): { mount: string } | { skip: string } {
  if (process.getuid?.() !== 0) return { skip: 'mounting a tmpfs as the data folder needs root' };
  const mount = mkdtempSync(join(tmpdir(), 'site-full-disk-'));
  const mounted = Bun.spawnSync(['mount', '-t', 'tmpfs', '-o', 'size=8m,mode=0700', 'tmpfs', mount], { stderr: 'pipe' });
  if (mounted.exitCode === 0) return { mount };
  rmdirSync(mount);
  return { skip: `this system refused to mount a tmpfs (${mounted.stderr.toString().trim()})` };
}
const disk = mountSmallDisk();
const mounted = 'mount' in disk;
if ('skip' in disk) console.log(`e2e/full-disk.test.ts skipped: ${disk.skip}`);
const mount = 'mount' in disk ? disk.mount : '';

let folder = '';
let site: BinarySite | undefined;
beforeAll(() => {
  if (mounted) folder = binaryFolder();
});
afterAll(async () => {
  if (!mounted) return;
  await site?.stop();
  Bun.spawnSync(['umount', mount]);
  rmdirSync(mount);
  rmSync(folder, { recursive: true, force: true });
});

// Behind a proxy as deployed (TRUST_PROXY): a request forwarded for an outside address is a stranger's.
const ENV = () => ({
  TRUST_PROXY: 'true',
  DATA_DIR: mount,
  ADMIN_PASSWORD: PASSWORD,
  DISK_FREE_MIN_MB: '1',
  CONTACT_LIMIT: '100000',
  LOGIN_LIMIT: '1000',
  BACKUP_EVERY_HOURS: '0',
});
const start = async () => (site = await startBinary({ folder, env: ENV() }));
const call = async (
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown; bytes?: Uint8Array<ArrayBuffer>; from?: string } = {},
) => {
  const headers: Record<string, string> = opts.cookie ? { cookie: opts.cookie } : {};
  if (opts.from) headers['x-forwarded-for'] = opts.from;
  if (opts.bytes) headers['content-type'] = 'image/png';
  else if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${site!.url}${path}`, {
    method,
    headers,
    body: opts.bytes ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : undefined };
};
const signIn = async () => {
  const res = await fetch(`${site!.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  return {
    status: res.status,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
};
const message = (n: number) => ({
  name: 'Mei',
  email: 'mei@example.com',
  message: `Message ${n} on a filling disk. ${'Please call me back. '.repeat(40)}`,
});
/** Fills what is left of the tmpfs with a file of its own, as a log or a copied backup would. */
function fillTheRest() {
  const fd = openSync(join(mount, 'filler'), 'w');
  for (const size of [1 << 20, 1 << 16, 1 << 12]) {
    try {
      for (;;) writeSync(fd, Buffer.alloc(size, 1));
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOSPC') throw error;
    }
  }
  closeSync(fd);
}
const expectFullRefusal = (res: { status: number; json: any; text: string }) => {
  expect(res.status).toBe(507);
  expect(res.json.error.code).toBe('insufficient_storage');
  expect(res.text).not.toMatch(/SQLITE|stack|at \//);
};

test.skipIf(!mounted)(
  'uploads stop with a 507 in words before the disk is full; full, health is 503 and writes are 507, also after a restart; freed, the site recovers',
  async () => {
    await start();
    let { cookie } = await signIn();

    // 1. Images until the site refuses (beside the sample stories' screens a new site has): every answer a 201 or the
    // 507 about the disk, never a 500.
    const seeded = ((await call('GET', '/api/media', { cookie })).json as unknown[]).length;
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 20 && !refusal; i++) {
      const res = await call('POST', '/api/media', { cookie, bytes: noisePng(700_000) });
      statuses.push(res.status);
      if (res.status !== 201) refusal = res;
    }
    expect(statuses.filter((s) => s !== 201)).toEqual([507]);
    expectFullRefusal(refusal!);
    expect(refusal!.json.error.message).toContain('DISK_FREE_MIN_MB');
    const stored = (await call('GET', '/api/media', { cookie })).json as { path: string; uses: unknown[] }[];
    expect(stored.length).toBe(seeded + statuses.length - 1);
    // The floor kept room: a visitor's message still gets in.
    expect((await call('POST', '/api/contact-messages', { body: message(0) })).status).toBe(201);

    // 2. Something else fills the disk to the last byte.
    fillTheRest();
    await Bun.sleep(1100); // the health probe writes at most once a second
    expect(await call('GET', '/healthz', { from: STRANGER }).then((r) => [r.status, r.json])).toEqual([503, { status: 'unavailable' }]);
    // On the machine itself: why.
    expect(await call('GET', '/healthz').then((r) => [r.status, r.json])).toEqual([
      503,
      expect.objectContaining({ status: 'unavailable', disk: 'low', diskFreeMb: 0 }),
    ]);
    expectFullRefusal(await call('POST', '/api/media', { cookie, bytes: noisePng(100_000) }));
    expectFullRefusal(await call('POST', '/api/admin/backups', { cookie }));
    // Messages: stored while the database's own file still has room, then 507 — never a 500.
    const answers: number[] = [];
    for (let n = 1; n <= 300 && !answers.includes(507); n++)
      answers.push((await call('POST', '/api/contact-messages', { body: message(n) })).status);
    expect(answers.filter((s) => s !== 201)).toEqual([507]);
    // Signed in already, the admin still reads (the session's last-seen time that cannot be written does not end it).
    expect((await call('GET', '/api/media', { cookie })).status).toBe(200);
    // The signed-in admin gets the details from anywhere.
    expect((await call('GET', '/healthz', { cookie, from: STRANGER })).json).toMatchObject({
      status: 'unavailable',
      disk: 'low',
      version: expect.any(String),
    });

    // 3. Restarted on the full disk: it starts, says unavailable, and a sign-in or a message is a 507 or works, never a 500.
    expect(await site!.stop()).toBe(0);
    await start();
    expect(await call('GET', '/healthz', { from: STRANGER }).then((r) => [r.status, r.json])).toEqual([503, { status: 'unavailable' }]);
    expect(site!.output()).toContain('DISK_FREE_MIN_MB');
    const again = await signIn();
    expect([200, 507]).toContain(again.status);
    const after = await call('POST', '/api/contact-messages', { body: message(1000) });
    expect([201, 507]).toContain(after.status);
    if (after.status === 507) expectFullRefusal(after);
    console.log(
      `full disk: ${statuses.length - 1} images stored, then 507; messages ${answers.join(' ')}; after a restart: sign-in ${again.status}, message ${after.status}`,
    );

    // 4. Space freed: healthy again, messages and sign-ins work, and an unused image can be deleted (its URL then a 404).
    rmSync(join(mount, 'filler'));
    await Bun.sleep(1100);
    expect(await call('GET', '/healthz', { from: STRANGER }).then((r) => [r.status, r.json])).toEqual([200, { status: 'ok' }]);
    expect((await call('POST', '/api/contact-messages', { body: message(2000) })).status).toBe(201);
    ({ cookie } = await signIn());
    const unused = stored.find((image) => image.uses.length === 0)!;
    expect((await call('DELETE', `/api${unused.path}`, { cookie })).status).toBe(200);
    expect((await call('GET', unused.path)).status).toBe(404);
    expect(site!.output()).not.toContain('internal_error');
  },
  120_000,
);
