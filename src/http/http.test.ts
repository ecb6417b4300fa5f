// Cross-cutting HTTP behaviour: body size and type limits, bad JSON, JSON 404s for the API, and the single-page app with its assets.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { contactMessages } from '../../db/schema';
import { startTestSite, type TestSite } from '../testing/harness';

let site: TestSite;
beforeAll(async () => (site = await startTestSite()));
afterAll(() => site.close());

const storedMessages = () => site.db.select().from(contactMessages).all().length;
const expectJsonError = (res: { status: number; headers: Headers; json: any; text: string }, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(res.json).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
  expect(res.text).not.toContain('<html');
};
/** A contact message whose JSON is about 70 KiB, over the 64 KiB limit. */
const oversized = JSON.stringify({ name: 'Big', email: 'big@example.com', message: 'x'.repeat(70 * 1024) });

describe('request bodies', () => {
  test('a JSON body over 64 KiB with its Content-Length is refused with 413, nothing stored', async () => {
    const before = storedMessages();
    const res = await site.call('POST', '/api/contact-messages', {
      body: oversized,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(oversized)) },
    });
    expectJsonError(res, 413, 'payload_too_large');
    expect(storedMessages()).toBe(before);
  });

  test('a streamed JSON body over 64 KiB without Content-Length is refused with 413, nothing stored', async () => {
    const before = storedMessages();
    const bytes = new TextEncoder().encode(oversized);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.slice(at, at + 8192));
        controller.close();
      },
    });
    const request = new Request('http://localhost/api/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await site.app.handle(request);
    const text = await response.text();
    expectJsonError({ status: response.status, headers: response.headers, text, json: JSON.parse(text) }, 413, 'payload_too_large');
    expect(storedMessages()).toBe(before);
  });

  test('an over-limit body without Content-Length is 413 on an endpoint that ignores its body too (logout)', async () => {
    const res = await site.call('POST', '/api/admin/logout', { body: oversized, headers: { 'content-type': 'application/json' } });
    expectJsonError(res, 413, 'payload_too_large');
  });

  test('a JSON content type with a charset parameter is accepted', async () => {
    const res = await site.call('POST', '/api/contact-messages', {
      body: JSON.stringify({ name: 'Mei', email: 'mei@example.com', message: 'Hello there, friends' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(201);
  });

  test('malformed JSON is 400 with the error shape, nothing stored', async () => {
    const before = storedMessages();
    const res = await site.call('POST', '/api/contact-messages', {
      body: '{"name": "Mei", "email": ',
      headers: { 'content-type': 'application/json' },
    });
    expectJsonError(res, 400, 'bad_request');
    expect(storedMessages()).toBe(before);
  });

  const notJson: [type: string, body: string][] = [
    ['text/plain', 'name=Mei&email=mei@example.com&message=Hello there, friends'],
    ['application/x-www-form-urlencoded', 'name=Mei&email=mei%40example.com&message=Hello+there%2C+friends'],
    ['application/xml', '<message><name>Mei</name></message>'],
  ];
  for (const [type, body] of notJson) {
    test(`a ${type} body on POST /api/contact-messages is 415, nothing stored`, async () => {
      const before = storedMessages();
      const res = await site.call('POST', '/api/contact-messages', { body, headers: { 'content-type': type } });
      expectJsonError(res, 415, 'unsupported_media_type');
      expect(storedMessages()).toBe(before);
    });
  }
});

describe('the API answers JSON, never the web page', () => {
  const unknown: [method: string, path: string][] = [
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/admin/login'],
    ['PATCH', '/api/services'],
    ['DELETE', '/api/services'],
    ['PUT', '/api/content/home'],
    ['DELETE', '/api/pricing-plans/basic'],
  ];
  for (const [method, path] of unknown) {
    test(`${method} ${path} is a JSON 404`, async () => {
      expectJsonError(await site.call(method, path), 404, 'not_found');
    });
  }
});

describe('the web app', () => {
  const pages: [string, number, string][] = [
    ['/', 200, '<title>Home - Custom Software Solutions</title>'],
    ['/services', 200, '<title>Services - Custom Software Solutions</title>'],
    ['/pricing', 200, '<title>Pricing - Custom Software Solutions</title>'],
    ['/contact', 200, '<title>Contact - Custom Software Solutions</title>'],
    ['/some/unknown/page', 404, '<title>Page Not Found - Custom Software Solutions</title>'],
    // The admin area is rendered in the browser: the shell with the default title.
    ['/admin', 200, '<title>Custom Software Solutions</title>'],
    ['/admin/dashboard/content', 200, '<title>Custom Software Solutions</title>'],
  ];
  for (const [path, status, title] of pages) {
    test(`GET ${path} answers ${status} with HTML titled as product.md says, not cached for long`, async () => {
      const res = await site.call('GET', path);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain(title);
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    });
  }

  test('every hashed asset the HTML references is served with an immutable cache-control', async () => {
    const html = (await site.call('GET', '/')).text;
    // A chunk is named by its hash alone, a stylesheet or a font by its name and hash; a hash has a digit ("manifest" has none).
    const assets = [...html.matchAll(/(?:src|href)="(\/(?:[^"]+-)?(?=[a-z]*\d)[a-z0-9]{8}\.[a-z0-9]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    for (const asset of assets) {
      const res = await site.call('GET', asset);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(res.text).not.toContain('<html');
    }
  });

  test('GET /apple-touch-icon-precomposed.png (no such file; /favicon.ico is one) is 404, not the HTML page', async () => {
    const res = await site.call('GET', '/apple-touch-icon-precomposed.png');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html');
  });

  test('a missing hashed asset is 404, not the HTML page', async () => {
    const res = await site.call('GET', '/index-deadbeef.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html');
  });
});
