// upload() against a fake XMLHttpRequest: what is sent, the progress reported, the answer, errors as api() gives them, abort.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { replaceFetch, restoreFetch } from '../testing/fake-api';
import { FakeXhr } from '../testing/fake-xhr';
import { api, ApiError } from './api';
import { upload } from './upload';

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.made = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  restoreFetch();
});

const photo = () => new Blob([new Uint8Array(1000)], { type: 'image/png' });
const only = () => {
  expect(FakeXhr.made).toHaveLength(1);
  return FakeXhr.made[0]!;
};
/** How a promise ended, without letting a rejection escape the test. */
const outcome = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

test('sends the file as the body with its type and the cookies, reports progress, and resolves the JSON answer', async () => {
  const file = photo();
  const fractions: number[] = [];
  const done = upload<{ hash: string }>('/api/media', file, { onProgress: (f) => fractions.push(f) });
  const xhr = only();
  expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', '/api/media', true, file]);
  expect(xhr.headers).toEqual({ accept: 'application/json', 'content-type': 'image/png' });

  xhr.progress(250, 1000);
  xhr.progress(600, 1000);
  xhr.progress(500, 1000); // out of order: never reported as going back
  xhr.progress(1000, 1000);
  xhr.allSent();
  expect(fractions).toEqual([0.25, 0.6, 1]);
  xhr.answer(201, '{"hash":"9f86d081"}', 'Created');
  expect(await done).toEqual({ hash: '9f86d081' });
  expect(fractions).toEqual([0.25, 0.6, 1]);
});

test('the method can be PUT; where no upload event fires, the answer still ends the progress at 1', async () => {
  const fractions: number[] = [];
  const done = upload('/api/media/7', photo(), { method: 'PUT', onProgress: (f) => fractions.push(f) });
  const xhr = only();
  expect(xhr.method).toBe('PUT');
  xhr.answer(200, '{"ok":true}');
  expect(await done).toEqual({ ok: true });
  expect(fractions).toEqual([1]);
});

test('a 413 rejects with an ApiError carrying the status and the text, exactly as api() does for the same answer', async () => {
  const body = '{"error":{"code":"payload_too_large","message":"The request body is larger than 10 MiB"}}';
  const done = outcome(upload('/api/media', photo()));
  only().answer(413, body, 'Payload Too Large');
  const { error } = (await done) as { error: ApiError };
  expect(error).toBeInstanceOf(ApiError);
  expect(error.status).toBe(413);
  expect(error.message).toBe(`413: ${body}`);

  replaceFetch(() => new Response(body, { status: 413, statusText: 'Payload Too Large' }));
  const viaApi = (await outcome(api('/api/content', { method: 'POST', body: {} }))) as { error: ApiError };
  expect([viaApi.error.status, viaApi.error.message]).toEqual([error.status, error.message]);
});

test('a failing answer with no text carries the status text, as api() does', async () => {
  const done = outcome(upload('/api/media', photo()));
  only().answer(500, '', 'Internal Server Error');
  const { error } = (await done) as { error: ApiError };
  expect([error.status, error.message]).toEqual([500, '500: Internal Server Error']);
  replaceFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
  const viaApi = (await outcome(api('/api/services'))) as { error: ApiError };
  expect(viaApi.error.message).toBe(error.message);
});

test('aborting stops the upload and rejects with an AbortError; later progress is not reported', async () => {
  const controller = new AbortController();
  const fractions: number[] = [];
  const done = outcome(upload('/api/media', photo(), { signal: controller.signal, onProgress: (f) => fractions.push(f) }));
  const xhr = only();
  xhr.progress(300, 1000);
  controller.abort();
  expect(xhr.aborted).toBe(true);
  xhr.progress(800, 1000);
  const { error } = (await done) as { error: DOMException };
  expect(error.name).toBe('AbortError');
  expect(fractions).toEqual([0.3]);
});

test('an already aborted signal sends nothing at all', async () => {
  const controller = new AbortController();
  controller.abort();
  const { error } = (await outcome(upload('/api/media', photo(), { signal: controller.signal }))) as { error: DOMException };
  expect(error.name).toBe('AbortError');
  expect(FakeXhr.made).toEqual([]);
});

test('a network failure rejects with a TypeError, as fetch does', async () => {
  const done = outcome(upload('/api/media', photo()));
  only().dispatchEvent(new ProgressEvent('error'));
  const { error } = (await done) as { error: Error };
  expect(error).toBeInstanceOf(TypeError);
});
