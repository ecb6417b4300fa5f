// The release binaries (`npm run build -- --release`, scripts/release.ts), made from the dist/site just built into a
// temporary folder: named with version and platform, checked by `sha256sum -c`, the x64 one the tested dist/site
// itself, the ARM64 one cross-compiled with the same stamp; under emulation (qemu-user) it names that build and serves.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import { buildRelease, type ReleaseFile } from '../scripts/release';
import { startProcess } from './process';
import { binaryVersion, SITE_BINARY } from './site-binary';

const dist = dirname(SITE_BINARY);
const out = mkdtempSync(join(tmpdir(), 'site-release-'));
const [X64, ARM64] = [`site-${pkg.version}-linux-x64`, `site-${pkg.version}-linux-arm64`];
/** Debian's qemu-user-static and the AArch64 C library (libc6-arm64-cross) run an ARM64 binary on this machine. */
const SYSROOT = '/usr/aarch64-linux-gnu';
const QEMU = ['/usr/bin/qemu-aarch64-static', '-L', SYSROOT];
const canEmulate = existsSync(QEMU[0]!) && existsSync(join(SYSROOT, 'lib', 'ld-linux-aarch64.so.1'));

let files: ReleaseFile[] = [];
const built = binaryVersion(SITE_BINARY);
beforeAll(async () => {
  const orders = ['restart', 'first'].map((run) => join(dist, `bytecode-order-${run}.txt`)).filter((file) => existsSync(file));
  const stamp = { commit: built.commit, builtAt: built.builtAt };
  files = await buildRelease({ site: SITE_BINARY, dist, out, version: pkg.version, stamp, order: orders.join(',') || undefined });
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const sha256sumCheck = () => {
  const run = Bun.spawnSync(['sha256sum', '-c', 'SHA256SUMS'], { cwd: out, stdout: 'pipe', stderr: 'pipe' });
  return { code: run.exitCode, out: run.stdout.toString().trim() };
};

test('one binary per platform, named with the version, and SHA256SUMS', () => {
  expect(readdirSync(out).sort()).toEqual(['SHA256SUMS', ARM64, X64]);
  expect(files.map((file) => file.name)).toEqual([X64, ARM64]);
});

test('the x64 file is the tested dist/site, and names its build', async () => {
  expect(await Bun.file(join(out, X64)).bytes()).toEqual(await Bun.file(SITE_BINARY).bytes());
  expect(binaryVersion(join(out, X64)).line).toBe(built.line);
});

test.skipIf(!canEmulate)(
  'the ARM64 file, emulated: --version names the same build; it starts, and /healthz and the home page answer',
  async () => {
    const arm = join(out, ARM64);
    expect(binaryVersion(arm, QEMU).line).toBe(built.line);
    const folder = mkdtempSync(join(tmpdir(), 'site-arm64-'));
    const site = await startProcess([...QEMU, arm], {
      cwd: folder,
      env: { HOST: '127.0.0.1', PORT: '0', ADMIN_PASSWORD: 'release-arm64-password' },
    });
    try {
      expect(site.output()).toContain(`site ${built.version} (commit ${built.commit}, built ${built.builtAt}) listening on`);
      const health = await fetch(`${site.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({
        status: 'ok',
        version: built.version,
        commit: built.commit,
        builtAt: built.builtAt,
        database: 'ok',
      });
      const home = await fetch(`${site.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<h1');
    } finally {
      expect(await site.stop()).toBe(0);
      rmSync(folder, { recursive: true, force: true });
    }
  },
  60_000,
);

// Last: it changes a file.
test('sha256sum -c accepts SHA256SUMS, and catches a changed byte', () => {
  expect(sha256sumCheck()).toEqual({ code: 0, out: `${X64}: OK\n${ARM64}: OK` });
  appendFileSync(join(out, ARM64), '\0');
  const changed = sha256sumCheck();
  expect(changed.code).toBe(1);
  expect(changed.out).toContain(`${ARM64}: FAILED`);
});
