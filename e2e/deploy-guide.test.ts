// docs/deploy.md, checked where it can be on this machine: the binary started with exactly the guide's .env (its port
// and data folder replaced) serves the site behind a TLS proxy as the guide says; the systemd unit passes
// `systemd-analyze verify` without a warning; both nginx stages pass `nginx -t` and, run on loopback ports with a
// throwaway certificate, answer certbot's challenge, redirect the rest and put their limits in front of the binary.
// The firewall, Caddy, pruning and moving sections are checked in deploy-guide-ops.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../src/config';
import { block, which } from './guide';
import { checkNginx, freePort, hasIpv6Loopback, NGINX, runNginx, writeNginxConf, type RunningNginx } from './nginx';
import type { RunningServer } from './process';
import { binaryFolder, startBinary, type BinarySite } from './site-binary';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

test("the guide's .env, as is: HTTPS seen through the proxy, the __Host- cookie, its address in canonical links, its backup schedule", async () => {
  const folder = binaryFolder();
  const env = block('env');
  expect(env).toContain('HOST=127.0.0.1');
  expect(env).toContain('TRUST_PROXY=true');
  // The binary reads .env from its working directory, as the service does; only the port (a free one, from the
  // environment) and the data folder (this test's) differ.
  writeFileSync(join(folder, '.env'), `${env.replace(/^DATA_DIR=.*$/m, 'DATA_DIR=./data')}ADMIN_PASSWORD=deploy-guide-password\n`);
  const site: RunningServer = await startBinary({ folder });
  cleanups.push(
    () => site.stop('SIGKILL'),
    () => rmSync(folder, { recursive: true, force: true }),
  );
  const publicUrl = /^PUBLIC_URL=(.*)$/m.exec(env)![1]!;
  const host = new URL(publicUrl).host;
  const proxied = { host, 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.4, 203.0.113.7' };

  const page = await fetch(`${site.url}/`, { headers: proxied });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(`<link rel="canonical" href="${publicUrl}/?lang=en"`);
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

test.skipIf(!which('systemd-analyze'))("the guide's systemd unit passes systemd-analyze verify without a warning", () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-unit-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  // The unit as written, its program a binary that exists here.
  writeFileSync(join(dir, 'site.service'), block('unit').replace('ExecStart=/srv/site/site', 'ExecStart=/bin/true'));
  const verify = Bun.spawnSync([which('systemd-analyze')!, 'verify', join(dir, 'site.service')], { stderr: 'pipe', stdout: 'pipe' });
  expect({ code: verify.exitCode, warnings: verify.stderr.toString().trim() }).toEqual({ code: 0, warnings: '' });
});

const HOST = 'www.example.com';
const BARE = 'example.com';
const TOKEN = 'nQ8dYk3-token_from-certbot';
const KEY_AUTHORIZATION = `${TOKEN}.thumbprint-of-the-account-key`;
const ipv6 = hasIpv6Loopback();

/** A temporary folder, removed after the test (or the describe) that made it. */
function tempDir(prefix: string, until: (() => unknown)[] = cleanups): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  until.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * One nginx stage of the guide moved onto this machine, its text otherwise as written: the files it names under `dir`,
 * its ports free loopback ones (IPv6 ones on ::1 when there is one), its upstream the binary under test.
 */
function moved(stage: string, dir: string, ports: { http: number; https?: number; site?: number }): string {
  const conf = block(stage)
    .replaceAll('/etc/letsencrypt/', `${dir}/etc/letsencrypt/`)
    .replaceAll('/var/www/letsencrypt', `${dir}/var/www/letsencrypt`)
    .replaceAll('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replaceAll('listen [::]:80;', ipv6 ? `listen [::1]:${ports.http};` : '')
    .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replaceAll('listen [::]:443 ssl http2;', ipv6 ? `listen [::1]:${ports.https} ssl http2;` : '')
    .replaceAll('proxy_pass http://127.0.0.1:3000;', `proxy_pass http://127.0.0.1:${ports.site};`);
  // Nothing is left of the real machine (comments aside).
  expect(conf.replace(/#.*$/gm, '')).not.toMatch(/\s\/etc\/|\s\/var\/|listen (80|443|\[::\])|:3000;|undefined/);
  return conf;
}

/** What certbot's --webroot leaves for the validation server to fetch, under the guide's webroot moved into `dir`. */
function webrootWithChallenge(dir: string): void {
  const folder = join(dir, 'var', 'www', 'letsencrypt', '.well-known', 'acme-challenge');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, TOKEN), KEY_AUTHORIZATION);
  Bun.spawnSync(['chmod', '-R', 'a+rX', join(dir, 'var')]); // nginx's workers read it as an unprivileged user
}

/** A request to nginx on loopback, naming `host` as a browser that reached the real name would. */
const send = (url: string, host: string, init: RequestInit = {}) =>
  fetch(url, {
    redirect: 'manual',
    tls: { rejectUnauthorized: false },
    ...init,
    headers: { host, ...(init.headers as Record<string, string>) },
  });

test.skipIf(!NGINX)(
  "nginx stage 1 passes nginx -t and, run, answers certbot's challenge from the webroot on port 80, and nothing else",
  async () => {
    const dir = tempDir('deploy-acme-');
    const http = freePort();
    const conf = writeNginxConf(dir, moved('nginx-acme', dir, { http }));
    expect(checkNginx(dir, conf)).toEqual({ code: 0, said: '' });
    webrootWithChallenge(dir);
    const nginx = await runNginx(dir, conf, `http://127.0.0.1:${http}/`);
    cleanups.unshift(nginx.stop);
    for (const host of [HOST, BARE]) {
      const challenge = await send(`http://127.0.0.1:${http}/.well-known/acme-challenge/${TOKEN}`, host);
      expect([host, challenge.status, await challenge.text()]).toEqual([host, 200, KEY_AUTHORIZATION]);
    }
    expect((await send(`http://127.0.0.1:${http}/`, HOST)).status).toBe(404);
    expect((await send(`http://127.0.0.1:${http}/.well-known/acme-challenge/unknown`, HOST)).status).toBe(404);
  },
);

describe.skipIf(!NGINX || !which('openssl'))('nginx stage 2, with a throwaway certificate at its paths, run in front of the binary', () => {
  const held: (() => unknown)[] = [];
  const ports = { http: 0, https: 0, site: 0 };
  let dir = '';
  let conf = '';
  let site: BinarySite;
  let nginx: RunningNginx;
  const https = (path: string) => `https://127.0.0.1:${ports.https}${path}`;
  /** The binary in its folder with the guide's .env, on the port nginx passes requests to; `env` over it. */
  const startSite = (folder: string, env: Record<string, string> = {}) =>
    startBinary({ folder, env: { PORT: String(ports.site), ...env } });

  beforeAll(async () => {
    dir = tempDir('deploy-nginx-', held);
    const live = join(dir, 'etc', 'letsencrypt', 'live', HOST);
    mkdirSync(live, { recursive: true });
    const made = Bun.spawnSync(
      [
        which('openssl')!,
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=DNS:${HOST},DNS:${BARE}`,
        '-days',
        '1',
        '-keyout',
        join(live, 'privkey.pem'),
        '-out',
        join(live, 'fullchain.pem'),
      ],
      { stderr: 'pipe' },
    );
    expect(made.exitCode).toBe(0);
    webrootWithChallenge(dir);
    Object.assign(ports, { http: freePort(), https: freePort(), site: freePort() });
    const folder = binaryFolder();
    held.push(() => rmSync(folder, { recursive: true, force: true }));
    writeFileSync(
      join(folder, '.env'),
      `${block('env').replace(/^DATA_DIR=.*$/m, 'DATA_DIR=./data')}ADMIN_PASSWORD=deploy-guide-password\n`,
    );
    site = await startSite(folder);
    conf = writeNginxConf(dir, moved('nginx', dir, ports));
    nginx = await runNginx(dir, conf, `http://127.0.0.1:${ports.http}/`);
  });
  afterAll(async () => {
    await nginx?.stop();
    await site?.stop('SIGKILL');
    for (const release of held.splice(0)) await release();
  });

  test('it passes nginx -t', () => {
    expect(checkNginx(dir, conf)).toEqual({ code: 0, said: '' });
  });

  test("port 80 answers certbot's challenge from the webroot, never redirected; every other path, on either name, goes to https://www.example.com", async () => {
    for (const host of [HOST, BARE]) {
      const challenge = await send(`http://127.0.0.1:${ports.http}/.well-known/acme-challenge/${TOKEN}`, host);
      expect([challenge.status, challenge.headers.get('location'), await challenge.text()]).toEqual([200, null, KEY_AUTHORIZATION]);
      const page = await send(`http://127.0.0.1:${ports.http}/pricing?lang=zh`, host);
      expect([page.status, page.headers.get('location')]).toEqual([301, `https://${HOST}/pricing?lang=zh`]);
    }
  });

  test("port 443 serves the site: HTTPS and the visitor's address as the proxy says (a forged X-Forwarded-For is not believed), the __Host- cookie, HSTS of the default env; the bare domain redirected", async () => {
    const page = await send(https('/'), HOST);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<link rel="canonical" href="https://${HOST}/?lang=en"`);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000');
    const login = await send(https('/api/admin/login'), HOST, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'deploy-guide-password' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie()[0]).toStartWith('__Host-session=');
    const bare = await send(https('/services'), BARE);
    expect([bare.status, bare.headers.get('location')]).toEqual([301, `https://${HOST}/services`]);

    expect((await send(https('/forged-address-check'), HOST, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
    let line: string | undefined;
    for (let i = 0; i < 100 && !line; i++, await Bun.sleep(20))
      line = site
        .output()
        .split('\n')
        .find((l) => l.includes('"/forged-address-check"'));
    expect(JSON.parse(line!).ip).toBe('127.0.0.1'); // nginx's own peer, the last entry: what the visitor wrote is ignored
  });

  test('the limits deploy.md section 16 leaves to the proxy are there: connections and requests per address, body timeout, a body size just above UPLOAD_LIMIT_MB', () => {
    const text = block('nginx');
    for (const directive of [
      /limit_conn_zone \$binary_remote_addr/,
      /limit_req_zone \$binary_remote_addr/,
      /^\s*limit_conn site_conn \d+;/m,
      /^\s*limit_req zone=site_req/m,
      /^\s*client_body_timeout \d+s;/m,
      /^\s*client_header_timeout \d+s;/m,
    ]) {
      expect(text).toMatch(directive);
    }
    const proxyMb = Number(/client_max_body_size (\d+)m;/.exec(text)![1]);
    const siteMb = parseConfig({}).uploadLimitBytes / 1_048_576;
    expect(proxyMb).toBeGreaterThan(siteMb);
    expect(proxyMb).toBeLessThanOrEqual(siteMb + 2);
  });

  test('an image just over UPLOAD_LIMIT_MB reaches the site and gets its 413 in words; past client_max_body_size the proxy refuses it', async () => {
    const login = await send(https('/api/admin/login'), HOST, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'deploy-guide-password' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const upload = (mib: number) =>
      send(https('/api/media'), HOST, {
        method: 'POST',
        headers: { cookie, 'content-type': 'image/png' },
        body: new Uint8Array(mib * 1_048_576),
      });
    const justOver = await upload(5.5);
    expect([justOver.status, (await justOver.json()).error.message]).toEqual([413, 'The request body is larger than 5 MiB']);
    const farOver = await upload(6.5);
    expect([farOver.status, farOver.headers.get('content-type')]).toEqual([413, 'text/html']);
  });

  test('HSTS follows the env: HSTS_MAX_AGE=0 sends none; HSTS_MAX_AGE and HSTS_INCLUDE_SUBDOMAINS make its value', async () => {
    const folder = site.folder;
    for (const [env, expected] of [
      [{ HSTS_MAX_AGE: '0' }, null],
      [{ HSTS_MAX_AGE: '31536000', HSTS_INCLUDE_SUBDOMAINS: 'true' }, 'max-age=31536000; includeSubDomains'],
    ] as const) {
      expect(await site.stop()).toBe(0);
      site = await startSite(folder, env);
      const page = await send(https('/pricing'), HOST);
      expect([env, page.status, page.headers.get('strict-transport-security')]).toEqual([env, 200, expected]);
    }
  });

  // Last: it uses up this address's burst.
  test('a flood from one address: the burst passes (a page and its images load at once), then the proxy answers 429', async () => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => send(https('/robots.txt'), HOST)));
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 429) expect(answer.headers.get('content-type')).toBe('text/html'); // nginx's, not the site's
        await answer.arrayBuffer();
      }
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(150);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });
});
