// What the binary answers once its caches are warm, as a monitor, a crawler and an attacker see it: /healthz after a
// visitor's typo is still the health JSON; unknown names under /media/ and /api/ are JSON 404s; made-up Host headers
// right after a start never reach a page, the sitemap or robots.txt; the admin's reads refuse another site's page;
// an entry without a picture is created; a refused backup says why.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { adminCookie, startBinary, type BinarySite } from './site-binary';

const PASSWORD = 'correct horse battery';
let site: BinarySite;
let cookie: string;
beforeAll(async () => {
  site = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD } });
});
afterAll(() => site.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers, redirect: 'manual' });

test('made-up Host headers right after the start never reach what later visitors get', async () => {
  // Raw requests: fetch would send the real host.
  const port = new URL(site.url).port;
  for (let i = 0; i < 12; i++) {
    for (const path of ['/healthz', '/', '/services?lang=zh', '/robots.txt', '/sitemap.xml']) {
      const socket = await Bun.connect({ hostname: '127.0.0.1', port: Number(port), socket: { data() {} } });
      socket.write(`GET ${path} HTTP/1.1\r\nHost: squat${i}.attacker.example\r\nConnection: close\r\n\r\n`);
      await Bun.sleep(5);
      socket.end();
    }
  }
  for (const path of ['/', '/services', '/pricing?lang=zh', '/contact', '/robots.txt', '/sitemap.xml']) {
    const body = await (await get(path)).text();
    expect([path, body.includes('attacker.example')]).toEqual([path, false]);
  }
  const home = await (await get('/')).text();
  expect(home).toContain('<link rel="canonical" href="/?lang=en">');
  expect((await (await get('/robots.txt')).text()).split('\n')).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test('after a visitor’s typo is cached, /healthz is still the health JSON and other folders keep their JSON 404', async () => {
  for (let i = 0; i < 3; i++) expect((await get('/no-such-page')).status).toBe(404);
  const health = await get('/healthz');
  expect([health.status, health.headers.get('content-type'), ((await health.json()) as { status: string }).status]).toEqual([
    200,
    'application/json;charset=utf-8',
    'ok',
  ]);
  for (const path of [`/media/${'a'.repeat(64)}`, `/media/${'a'.repeat(64)}.png/`, '/api/nope', '/healthz/x']) {
    const res = await get(path);
    expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 404, 'application/json;charset=utf-8']);
  }
});

test('signed in: the export and a backup refuse another site’s page; an entry without a picture is created; a second backup at once says why', async () => {
  cookie = await adminCookie(site.url, PASSWORD);
  const backup = await fetch(`${site.url}/api/admin/backups`, { method: 'POST', headers: { cookie } });
  expect(backup.status).toBe(201);
  const { name } = (await backup.json()) as { name: string };
  const again = await fetch(`${site.url}/api/admin/backups`, { method: 'POST', headers: { cookie } });
  expect([again.status, again.headers.get('retry-after') !== null]).toEqual([429, true]);
  expect(((await again.json()) as { error: { message: string } }).error.message).toContain('try again in');
  for (const path of ['/api/contact-messages/export.csv', `/api/admin/backups/${name}`]) {
    expect([path, (await get(path, { cookie, 'sec-fetch-site': 'cross-site' })).status]).toEqual([path, 403]);
    expect([path, (await get(path, { cookie, 'sec-fetch-site': 'same-origin' })).status]).toEqual([path, 200]);
  }
  const audit = (await (await get('/api/admin/audit', { cookie })).json()) as { action: string }[];
  expect(audit.filter((entry) => entry.action === 'messages_export' || entry.action === 'backup_download').length).toBe(2);
  const entry = {
    titleEn: 'Data cleanup',
    titleZh: '資料整理',
    descriptionEn: 'We tidy it.',
    descriptionZh: '我們整理。',
    featuresEn: [],
    featuresZh: [],
  };
  const created = await fetch(`${site.url}/api/services`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(entry),
  });
  expect([created.status, ((await created.json()) as { imagePath: unknown }).imagePath]).toEqual([201, null]);
});
