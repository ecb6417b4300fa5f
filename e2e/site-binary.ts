// What a self-hoster runs: the compiled dist/site copied alone into an empty folder and started there on a free
// loopback port. Every end-to-end suite, the build's smoke check and `npm run size` start the site this way.
import { afterAll, afterEach } from 'bun:test';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, type RunningServer } from './process';

/** The binary under test: dist/site, or SITE_BINARY_PATH. `npm test` builds it once before the end-to-end suites. */
export const SITE_BINARY = process.env.SITE_BINARY_PATH ?? join(import.meta.dir, '..', 'dist', 'site');

export type BinarySite = RunningServer & {
  /** The folder the binary was copied into; its data lives in ./data there unless DATA_DIR says otherwise. */
  folder: string;
  /** Stops the server (SIGTERM) and removes the folder; returns the exit code. */
  close: () => Promise<number>;
};

/** A fresh empty folder holding only a copy of the binary. */
export function binaryFolder(binary = SITE_BINARY): string {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run npm run build first`);
  const folder = mkdtempSync(join(tmpdir(), 'site-bin-'));
  copyFileSync(binary, join(folder, 'site'));
  chmodSync(join(folder, 'site'), 0o755);
  return folder;
}

/** Starts `site [args]` in `folder` (a new binaryFolder() unless given) with the environment given. */
export async function startBinary(
  opts: { env?: Record<string, string>; args?: string[]; folder?: string; binary?: string } = {},
): Promise<BinarySite> {
  const folder = opts.folder ?? binaryFolder(opts.binary);
  const server = await startProcess([join(folder, 'site'), ...(opts.args ?? [])], {
    cwd: folder,
    env: { HOST: '127.0.0.1', PORT: '0', ...opts.env },
  });
  return {
    ...server,
    folder,
    async close() {
      const code = await server.stop();
      rmSync(folder, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * A test file's fresh sites, the way a self-hoster starts one: `folder()` is a new folder holding only the binary,
 * `start(folder, env)` runs the site there on a free loopback port. After each test (or, with `after: 'all'`, after the
 * file) every server started is stopped by its PID (SIGKILL: a test that wanted a clean stop made it already) and every
 * folder removed, `beforeRemove` first (to unmount what a test mounted there).
 */
export function freshSite(opts: { after?: 'each' | 'all'; beforeRemove?: (folder: string) => void } = {}) {
  const folders: string[] = [];
  const servers: BinarySite[] = [];
  (opts.after === 'all' ? afterAll : afterEach)(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
    for (const folder of folders.splice(0)) {
      opts.beforeRemove?.(folder);
      rmSync(folder, { recursive: true, force: true });
    }
  });
  const folder = () => {
    const made = binaryFolder();
    folders.push(made);
    return made;
  };
  return {
    folder,
    /** The site started in `folder` (a new one unless given), with `env` over the defaults (loopback, a free port). */
    async start(at: string = folder(), env: Record<string, string> = {}): Promise<BinarySite> {
      const server = await startBinary({ folder: at, env });
      servers.push(server);
      return server;
    },
  };
}

/** Signs in to the running binary as `admin` and returns the Cookie header its answer set (session and device). */
export async function adminCookie(url: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** What `site --version` says (run in an empty folder), and its parts: "site 0.1.0 (commit 1a2b3c4, built 2026-11-24T10:30:00Z)". */
export function binaryVersion(binary: string, runner: string[] = []) {
  const folder = mkdtempSync(join(tmpdir(), 'site-version-'));
  try {
    const run = Bun.spawnSync([...runner, binary, '--version'], { cwd: folder, stdout: 'pipe', stderr: 'pipe' });
    const line = run.stdout.toString().trim();
    const parts = /^site (\S+) \(commit (\S+), built (\S+)\)$/.exec(line);
    if (!parts) throw new Error(`${binary} --version said: ${line}${run.stderr.toString()}`);
    return { line, version: parts[1]!, commit: parts[2]!, builtAt: parts[3]! };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
