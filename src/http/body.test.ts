// Per-route body rules: test-only upload routes with rules declared in the app's BodyRules, added to the real app beside its JSON routes.
import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test';
import { createHash, randomBytes } from 'node:crypto';
import { Elysia } from 'elysia';
import { contactMessages } from '../../db/schema';
import { expectError, startTestSite, type TestSite } from '../testing/harness';
import type { BodyRule } from './body';

const MiB = 1024 * 1024;
const IMAGES: BodyRule = { types: ['image/png', 'image/jpeg', 'image/webp', 'multipart/form-data'], maxBytes: 10 * MiB };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A PNG signature followed by `size - 8` random bytes: what the server must hand over untouched. */
function png(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(randomBytes(size));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** What a handler saw, in a form a test can compare with what was sent. */
async function seen(body: unknown) {
  if (body instanceof Uint8Array) return { kind: 'bytes', size: body.byteLength, sha256: sha256(body) };
  if (body instanceof FormData) {
    const file = body.get('image');
    if (!(file instanceof File)) return { kind: 'form without file' };
    return { kind: 'form', name: file.name, type: file.type, size: file.size, sha256: sha256(new Uint8Array(await file.arrayBuffer())) };
  }
  return { kind: typeof body };
}

let site: TestSite;
let handled = 0;
const uploads = new Elysia()
  .post('/api/test-upload', ({ body }) => {
    handled++;
    return seen(body);
  })
  .put('/api/test-avatar', ({ body }) => seen(body));

beforeAll(async () => {
  site = await startTestSite();
  site.deps.bodyRules.declare('POST', '/api/test-upload', IMAGES);
  site.deps.bodyRules.declare('PUT', '/api/test-avatar', { types: ['image/webp'], maxBytes: 1024 });
  site.app.use(uploads);
});
afterAll(() => site.close());
beforeEach(() => (handled = 0));

const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
  site.app.handle(new Request(`http://localhost${path}`, { method: 'POST', body, headers }));
/** The bytes as a stream in 64 KiB chunks, so no Content-Length is sent. */
function streamed(path: string, bytes: Uint8Array, type: string) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024));
      controller.close();
    },
  });
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
    duplex: 'half',
  } as RequestInit);
  expect(request.headers.get('content-length')).toBeNull();
  return site.app.handle(request);
}
/** A refusal in the API's one error shape; its text and message, to check what they say and do not say. */
async function expectJsonError(response: Response, status: number, code: string) {
  const text = await response.text();
  const json = JSON.parse(text) as { error: { message: string } };
  expectError({ status: response.status, json }, status, code, { exact: true });
  expect(response.headers.get('content-type')).toContain('application/json');
  return { text, message: json.error.message };
}
const storedMessages = () => site.db.select().from(contactMessages).all().length;

test('a route that accepts raw images takes a 1 MiB PNG body, and its handler gets exactly those bytes', async () => {
  const image = png(MiB);
  const response = await post('/api/test-upload', image, { 'content-type': 'image/png', 'content-length': String(image.byteLength) });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ kind: 'bytes', size: MiB, sha256: sha256(image) });
  // Streamed without a Content-Length it is the same.
  const again = await streamed('/api/test-upload', image, 'image/png');
  expect(await again.json()).toEqual({ kind: 'bytes', size: MiB, sha256: sha256(image) });
  expect(handled).toBe(2);
});

test('the same PNG body to a route that says nothing is refused: 413 when over 64 KiB, 415 when small; nothing stored', async () => {
  const before = storedMessages();
  const image = png(MiB);
  const declared = await post('/api/contact-messages', image, { 'content-type': 'image/png', 'content-length': String(image.byteLength) });
  expect((await expectJsonError(declared, 413, 'payload_too_large')).message).toContain('64 KiB');
  await expectJsonError(await streamed('/api/contact-messages', image, 'image/png'), 413, 'payload_too_large');
  await expectJsonError(await post('/api/contact-messages', png(1024), { 'content-type': 'image/png' }), 415, 'unsupported_media_type');
  expect(storedMessages()).toBe(before);
});

test('the JSON routes keep their 64 KiB limit and their JSON while a 10 MiB upload route exists', async () => {
  const before = storedMessages();
  const oversized = JSON.stringify({ name: 'Big', email: 'big@example.com', message: 'x'.repeat(70 * 1024) });
  const declared = await post('/api/contact-messages', oversized, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(oversized)),
  });
  await expectJsonError(declared, 413, 'payload_too_large');
  await expectJsonError(
    await streamed('/api/contact-messages', new TextEncoder().encode(oversized), 'application/json'),
    413,
    'payload_too_large',
  );
  expect(storedMessages()).toBe(before);
  const ok = await site.call('POST', '/api/contact-messages', {
    body: { name: 'Mei', email: 'mei@example.com', message: 'Hello there, friends' },
  });
  expect(ok.status).toBe(201);
  expect(storedMessages()).toBe(before + 1);
});

test('an upload over the route’s own 10 MiB is 413, by Content-Length and while streaming, and the handler never runs', async () => {
  const image = png(10 * MiB + 1);
  const declared = await post('/api/test-upload', image, { 'content-type': 'image/png', 'content-length': String(image.byteLength) });
  expect((await expectJsonError(declared, 413, 'payload_too_large')).message).toContain('10 MiB');
  await expectJsonError(await streamed('/api/test-upload', image, 'image/png'), 413, 'payload_too_large');
  // Exactly at the limit is still taken.
  const atLimit = await streamed('/api/test-upload', image.slice(0, 10 * MiB), 'image/png');
  expect(atLimit.status).toBe(200);
  expect(handled).toBe(1);
});

test('a type the route does not list is 415 naming the types it takes, without echoing the body', async () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><text>steal-me</text></svg>';
  for (const type of ['image/svg+xml', 'image/gif', 'application/json', 'text/plain', 'application/octet-stream']) {
    const { text, message } = await expectJsonError(
      await post('/api/test-upload', svg, { 'content-type': type }),
      415,
      'unsupported_media_type',
    );
    expect(message).toContain('image/png');
    expect(text).not.toContain('steal-me');
  }
  expect(handled).toBe(0);
});

test('multipart/form-data: the handler gets the form, with the file’s bytes intact', async () => {
  const image = png(200 * 1024);
  const form = new FormData();
  form.append('image', new File([image], 'photo.png', { type: 'image/png' }));
  const encoded = new Response(form);
  const type = encoded.headers.get('content-type')!; // read before the body: Bun forgets it once the body is consumed
  expect(type).toStartWith('multipart/form-data; boundary=');
  const response = await post('/api/test-upload', await encoded.arrayBuffer(), { 'content-type': type });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    kind: 'form',
    name: 'photo.png',
    type: 'image/png',
    size: image.byteLength,
    sha256: sha256(image),
  });
});

test('a malformed multipart body is 400, and the handler never runs', async () => {
  const response = await post('/api/test-upload', 'not a multipart body', { 'content-type': 'multipart/form-data; boundary=----nope' });
  await expectJsonError(response, 400, 'bad_request');
  expect(handled).toBe(0);
});

test('a Content-Length over every route’s limit is refused before routing, even on an unknown path', async () => {
  const response = await post('/api/nope', '{}', { 'content-type': 'application/json', 'content-length': String(11 * MiB) });
  await expectJsonError(response, 413, 'payload_too_large');
});

test('each route keeps its own rule: the avatar route refuses what the upload route takes', async () => {
  const avatar = (body: Uint8Array<ArrayBuffer>, type: string) =>
    site.app.handle(new Request('http://localhost/api/test-avatar', { method: 'PUT', body, headers: { 'content-type': type } }));
  const small = png(1024);
  expect(await (await avatar(small, 'image/webp')).json()).toEqual({ kind: 'bytes', size: 1024, sha256: sha256(small) });
  expect((await expectJsonError(await avatar(png(1025), 'image/webp'), 413, 'payload_too_large')).message).toContain('1 KiB');
  await expectJsonError(await avatar(small, 'image/png'), 415, 'unsupported_media_type');
  // The upload route, for its part, still takes the PNG.
  expect((await post('/api/test-upload', small, { 'content-type': 'image/png' })).status).toBe(200);
});
