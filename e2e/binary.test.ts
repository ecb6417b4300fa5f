// The single binary: built, copied alone into an empty folder, started, answering, and stopping cleanly.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, type RunningServer } from './process';

const root = join(import.meta.dir, '..');
let folder: string;
let server: RunningServer;

beforeAll(async () => {
  const build = Bun.spawnSync([process.execPath, 'scripts/build.ts'], { cwd: root, stdout: 'pipe', stderr: 'pipe' });
  if (build.exitCode !== 0) throw new Error(`build failed:\n${build.stderr.toString()}`);
  folder = mkdtempSync(join(tmpdir(), 'site-binary-'));
  copyFileSync(join(root, 'dist', 'site'), join(folder, 'site'));
  Bun.spawnSync(['chmod', '+x', join(folder, 'site')]);
  server = await startProcess([join(folder, 'site')], { cwd: folder, env: { HOST: '127.0.0.1', PORT: '0' } });
});

afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test('serves the home page rendered on the server, the admin shell on a deep link, and hashed assets', async () => {
  for (const [path, title] of [['/', 'Home - Custom Software Solutions'], ['/admin/dashboard/messages', 'Custom Software Solutions']] as const) {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title}</title>`);
    if (path === '/') expect(html).toMatch(/<h1[^>]*>Custom Software Built Around Your Business<\/h1>/);
    const script = /<script[^>]+src="(\/[\w-]+-[a-z0-9]{8}\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const js = await fetch(`${server.url}${script}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toContain('immutable');
  }
});

test('serves the API from the embedded database, kept in ./data beside the binary', async () => {
  const res = await fetch(`${server.url}/api/services`);
  expect(res.status).toBe(200);
  expect(await res.json()).toHaveLength(3);
  expect(existsSync(join(folder, 'data', 'site.db'))).toBe(true);
  expect(server.output()).toMatch(/password: \S{20}/); // first run prints the generated password once
});

test('SIGTERM stops it with exit code 0', async () => {
  expect(await server.stop()).toBe(0);
});
