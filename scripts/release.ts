// `npm run build -- --release`: beside dist/site, one binary per Linux machine the site ships for (x64, ARM64), named
// with the version and platform, and a SHA256SUMS file that `sha256sum -c` checks them with, in dist/release/.
import { chmodSync, copyFileSync, mkdirSync, readSync, openSync, closeSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildStamp } from './build-stamp';
import { compileServer } from './compile';

export type ReleaseTarget = { platform: string; bunTarget: string; arch: NodeJS.Architecture; elfMachine: number };

/** What the site ships for; `elfMachine` is the ELF header's e_machine each binary must carry (x86-64 62, AArch64 183). */
export const RELEASE_TARGETS: ReleaseTarget[] = [
  { platform: 'linux-x64', bunTarget: 'bun-linux-x64', arch: 'x64', elfMachine: 62 },
  { platform: 'linux-arm64', bunTarget: 'bun-linux-arm64', arch: 'arm64', elfMachine: 183 },
];

export type ReleaseFile = { name: string; path: string; size: number; sha256: string };

/** The release file name of a version and platform: site-0.1.0-linux-arm64. */
export const releaseName = (version: string, target: ReleaseTarget) => `site-${version}-${target.platform}`;

/** The ELF machine of `file`, or null when it is no ELF executable. */
function elfMachine(file: string): number | null {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(20);
    if (readSync(fd, head, 0, 20, 0) < 20 || head.toString('latin1', 0, 4) !== '\x7fELF') return null;
    return head.readUInt16LE(18); // every target here is little-endian
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes the release into `out` (emptied first: files of an earlier version must not lie beside the new SHA256SUMS).
 * The machine's own platform gets a copy of `site`, the binary just built, recorded and smoke-checked; every other
 * platform is cross-compiled with the same flags and stamp, laid out by the same bytecode order (docs/decisions/0039).
 */
export async function buildRelease(opts: {
  site: string;
  dist: string;
  out: string;
  version: string;
  stamp: BuildStamp;
  order?: string;
}): Promise<ReleaseFile[]> {
  rmSync(opts.out, { recursive: true, force: true });
  mkdirSync(opts.out, { recursive: true });
  const files: ReleaseFile[] = [];
  for (const target of RELEASE_TARGETS) {
    const name = releaseName(opts.version, target);
    const path = join(opts.out, name);
    if (process.platform === 'linux' && process.arch === target.arch) copyFileSync(opts.site, path);
    else await compileServer({ outfile: path, dist: opts.dist, stamp: opts.stamp, target: target.bunTarget, order: opts.order });
    const machine = elfMachine(path);
    if (machine !== target.elfMachine)
      throw new Error(`${path} is not a ${target.platform} executable (ELF machine ${machine ?? 'none'}, expected ${target.elfMachine})`);
    chmodSync(path, 0o755);
    const bytes = await Bun.file(path).bytes();
    files.push({ name, path, size: bytes.length, sha256: new Bun.CryptoHasher('sha256').update(bytes).digest('hex') });
  }
  // The format `sha256sum` writes and checks: the hash, two spaces, the file name.
  await Bun.write(join(opts.out, 'SHA256SUMS'), files.map((file) => `${file.sha256}  ${file.name}\n`).join(''));
  return files;
}
