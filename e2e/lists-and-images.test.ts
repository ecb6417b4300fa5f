// The lists and their images over plain HTTP against the compiled binary, as a script would drive it: an image is
// uploaded once and served back byte for byte, a service made with it shows on /services in both languages with its
// size and alt text, reorder and delete show at once, and refused uploads and anonymous writes store nothing.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import type { Service, UploadedImage } from '../src/contract';
import { png } from '../src/modules/media/fixtures/images';
import { adminCookie, startBinary, type BinarySite } from './site-binary';

const PASSWORD = 'lists-and-images-password';
let server: BinarySite;
let cookie = '';

beforeAll(async () => {
  server = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD } });
  cookie = await adminCookie(server.url, PASSWORD);
});
afterAll(() => server?.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const send = (method: string, path: string, body?: unknown, withCookie = true) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(withCookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const uploadBytes = (bytes: Uint8Array<ArrayBuffer>, type: string, withCookie = true) =>
  fetch(`${server.url}/api/media`, { method: 'POST', headers: { 'content-type': type, ...(withCookie ? { cookie } : {}) }, body: bytes });
const services = async () => (await (await send('GET', '/api/services', undefined, false)).json()) as Service[];

const photo = png(640, 480);
let uploaded: UploadedImage;
let created: Service;

test('an uploaded PNG is stored once and served back byte for byte, typed, nosniff and immutable', async () => {
  const first = await uploadBytes(photo, 'application/octet-stream');
  expect(first.status).toBe(201);
  uploaded = (await first.json()) as UploadedImage;
  expect(uploaded).toEqual({
    path: `/media/${sha256(photo)}.png`,
    type: 'image/png',
    width: 640,
    height: 480,
    bytes: photo.length,
    name: null,
  });
  const again = await uploadBytes(photo, 'image/jpeg'); // the bytes decide, not the declared type
  expect(again.status).toBe(200);
  expect(((await again.json()) as UploadedImage).path).toBe(uploaded.path);

  const served = await fetch(`${server.url}${uploaded.path}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('cache-control')).toContain('immutable');
  expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(photo));
});

test('an SVG, a page dressed as a PNG, a cut-off PNG and an anonymous upload are refused and never served', async () => {
  const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
  const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
  for (const [bytes, type, status] of [
    [svg, 'image/svg+xml', 415],
    [svg, 'image/png', 415],
    [html, 'image/png', 415],
    [photo.slice(0, photo.length / 2), 'image/png', 422],
  ] as const) {
    const res = await uploadBytes(bytes, type);
    expect({ type, status: res.status }).toEqual({ type, status });
    for (const ext of ['png', 'jpg', 'webp', 'avif']) expect((await fetch(`${server.url}/media/${sha256(bytes)}.${ext}`)).status).toBe(404);
  }
  const other = png(32, 32);
  expect((await uploadBytes(other, 'image/png', false)).status).toBe(401);
  expect((await fetch(`${server.url}/media/${sha256(other)}.png`)).status).toBe(404);
});

test('a service made with the image shows on /services in both languages with its size and alt text', async () => {
  const body = {
    titleEn: 'Data Migration',
    titleZh: '資料移轉',
    descriptionEn: 'Years of records moved without losing one.',
    descriptionZh: '多年紀錄完整移轉，一筆不漏。',
    featuresEn: ['Audit of the old data'],
    featuresZh: ['舊資料稽核'],
    imagePath: uploaded.path,
    imageAltEn: 'Two database diagrams joined by arrows',
    imageAltZh: '以箭頭相連的兩張資料庫圖',
  };
  const missingAlt = await send('POST', '/api/services', { ...body, imageAltZh: '' });
  expect(missingAlt.status).toBe(422);
  const res = await send('POST', '/api/services', body);
  expect(res.status).toBe(201);
  created = (await res.json()) as Service;
  expect(created).toMatchObject({ imagePath: uploaded.path, imageWidth: 640, imageHeight: 480 });
  expect((await services()).at(-1)).toEqual(created);

  const en = await (await fetch(`${server.url}/services`)).text();
  const zh = await (await fetch(`${server.url}/services?lang=zh`)).text();
  const img = (html: string) => /<img[^>]*src="\/media\/[0-9a-f]{64}\.png"[^>]*>/.exec(html)?.[0] ?? '';
  expect(img(en)).toContain('width="640"');
  expect(img(en)).toContain('height="480"');
  expect(img(en)).toContain(`alt="${body.imageAltEn}"`);
  expect(img(zh)).toContain(`alt="${body.imageAltZh}"`);
  expect(zh).toContain(body.titleZh);
});

test('reorder and delete show on the next read; without a session neither changes anything', async () => {
  const ids = (await services()).map((s) => s.id);
  const moved = [created.id, ...ids.filter((id) => id !== created.id)];
  expect((await send('PUT', '/api/services/order', { ids: moved }, false)).status).toBe(401);
  expect((await services()).map((s) => s.id)).toEqual(ids);
  expect((await send('PUT', '/api/services/order', { ids: moved })).status).toBe(200);
  expect((await services()).map((s) => s.id)).toEqual(moved);
  const page = await (await fetch(`${server.url}/services`)).text();
  expect(page.indexOf('Data Migration')).toBeLessThan(page.indexOf('Custom software development'));

  expect((await send('DELETE', `/api/services/${created.id}`, undefined, false)).status).toBe(401);
  expect((await send('DELETE', `/api/services/${created.id}`)).status).toBe(200);
  expect((await services()).some((s) => s.id === created.id)).toBe(false);
  expect(await (await fetch(`${server.url}/services`)).text()).not.toContain('Data Migration');
});
