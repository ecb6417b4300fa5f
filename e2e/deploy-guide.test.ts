// docs/deploy.md, checked where it can be on this machine: the binary started with exactly the guide's .env (its port
// and data folder replaced) serves the site behind a TLS proxy as the guide says; the systemd unit passes
// `systemd-analyze verify` without a warning; the nginx configuration passes `nginx -t`.
import { afterEach, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from './process';
import { binaryFolder, startBinary } from './site-binary';

const GUIDE = readFileSync(join(import.meta.dir, '..', 'docs', 'deploy.md'), 'utf8');
/** The fenced block after `<!-- deploy.<name> -->` in the guide. */
function block(name: string): string {
  const found = new RegExp(`<!-- deploy\\.${name} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(GUIDE);
  if (!found) throw new Error(`docs/deploy.md has no deploy.${name} block`);
  return found[1]!;
}
const which = (tool: string) => ['/usr/bin', '/usr/sbin', '/bin', '/sbin'].map((dir) => join(dir, tool)).find(existsSync);

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

test('the guide\'s .env, as is: HTTPS seen through the proxy, the __Host- cookie, its address in canonical links, its backup schedule', async () => {
  const folder = binaryFolder();
  const env = block('env');
  expect(env).toContain('HOST=127.0.0.1');
  expect(env).toContain('TRUST_PROXY=true');
  // The binary reads .env from its working directory, as the service does; only the port (a free one, from the
  // environment) and the data folder (this test's) differ.
  writeFileSync(join(folder, '.env'), `${env.replace(/^DATA_DIR=.*$/m, 'DATA_DIR=./data')}ADMIN_PASSWORD=deploy-guide-password\n`);
  const site: RunningServer = await startBinary({ folder });
  cleanups.push(() => site.stop('SIGKILL'), () => rmSync(folder, { recursive: true, force: true }));
  const publicUrl = /^PUBLIC_URL=(.*)$/m.exec(env)![1]!;
  const host = new URL(publicUrl).host;
  const proxied = { host, 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.4, 203.0.113.7' };

  const page = await fetch(`${site.url}/`, { headers: proxied });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(`<link rel="canonical" href="${publicUrl}/"`);
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { ...proxied, 'content-type': 'application/json', origin: publicUrl },
    body: JSON.stringify({ username: 'admin', password: 'deploy-guide-password' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie()[0]!;
  expect(cookie).toStartWith('__Host-session=');
  expect(cookie).toMatch(/;\s*Secure/i);
  const overview = await fetch(`${site.url}/api/admin/backups`, { headers: { ...proxied, cookie: cookie.split(';')[0]! } });
  expect((await overview.json()).schedule).toMatchObject({ everyHours: 24, keep: 7 });
  expect((await fetch(`${site.url}/`, { headers: { ...proxied, host: 'other.example' } })).status).toBe(421);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200); // a monitor on the machine itself
});

test.skipIf(!which('systemd-analyze'))('the guide\'s systemd unit passes systemd-analyze verify without a warning', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-unit-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  // The unit as written, its program a binary that exists here.
  writeFileSync(join(dir, 'site.service'), block('unit').replace('ExecStart=/srv/site/site', 'ExecStart=/bin/true'));
  const verify = Bun.spawnSync([which('systemd-analyze')!, 'verify', join(dir, 'site.service')], { stderr: 'pipe', stdout: 'pipe' });
  expect({ code: verify.exitCode, warnings: verify.stderr.toString().trim() }).toEqual({ code: 0, warnings: '' });
});

test.skipIf(!which('nginx') || !which('openssl'))('the guide\'s nginx configuration passes nginx -t', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-nginx-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = Bun.spawnSync([which('openssl')!, 'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=www.example.com', '-days', '1', '-keyout', key, '-out', cert], { stderr: 'pipe' });
  expect(made.exitCode).toBe(0);
  const server = block('nginx')
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`)
    // Unprivileged ports on loopback: -t binds nothing, but checks the addresses parse.
    .replaceAll('listen 80;', 'listen 127.0.0.1:18080;')
    .replaceAll('listen 443 ssl http2;', 'listen 127.0.0.1:18443 ssl http2;');
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\naccess_log off;\n${server}\n}\n`);
  const check = Bun.spawnSync([which('nginx')!, '-t', '-q', '-p', dir, '-c', conf], { stderr: 'pipe' });
  expect({ code: check.exitCode, said: check.stderr.toString().trim() }).toEqual({ code: 0, said: '' });
});
