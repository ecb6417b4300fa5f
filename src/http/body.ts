// Request bodies: JSON only, at most the configured size, parsed once; anything else is refused before a handler runs.
import { Elysia } from 'elysia';
import { HttpError } from './errors';

const tooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `The request body is larger than ${Math.round(limit / 1024)} KiB`);

/** Reads the body as text, stopping as soon as it passes the limit (a missing Content-Length is no way around it). */
async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}

export const jsonBody = (limit: number) =>
  new Elysia({ name: 'json-body' })
    .onRequest(({ request }) => {
      const declared = Number(request.headers.get('content-length') ?? 0);
      if (declared > limit) throw tooLarge(limit);
    })
    .onParse({ as: 'global' }, async ({ request, contentType }) => {
      let text: string;
      try {
        text = await readLimited(request, limit);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw new HttpError(400, 'bad_request', 'The request body is not valid UTF-8');
      }
      if (text === '' && !contentType) return null;
      if (!/^application\/(.+\+)?json\b/i.test(contentType ?? '')) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the body as JSON (Content-Type: application/json)');
      }
      try {
        return JSON.parse(text);
      } catch {
        throw new HttpError(400, 'bad_request', 'The request body is not valid JSON');
      }
    });
