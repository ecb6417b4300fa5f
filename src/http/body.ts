// Request bodies: JSON up to the configured size, or what a route's module declares (BodyRules); anything else refused before its
// handler. Every body must arrive within the configured time; one left unread is drained (bounded), then the connection closed.
import { Elysia } from 'elysia';
import { HttpError } from './errors';
import { discardUnreadBody, leavesBodyUnread, markReadToEnd, startBodyClock, type Linger } from './unread-body';

/**
 * What a route takes instead of the default JSON (declared in BodyRules): media types without parameters (e.g. `image/png`,
 * `multipart/form-data`, `application/json`) and the largest body in bytes. Its handler's `body` is then
 * `Uint8Array` for a raw type, `FormData` for multipart, the parsed value for JSON, `null` for no body at all.
 */
export type BodyRule = { types: readonly string[]; maxBytes: number };

const JSON_TYPE = /^application\/(.+\+)?json\b/i;

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`;
const tooLarge = (limit: number) => new HttpError(413, 'payload_too_large', `The request body is larger than ${sizeOf(limit)}`);
const unsupported = (message: string) => new HttpError(415, 'unsupported_media_type', message);
const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
const timedOut = (seconds: number) =>
  new HttpError(408, 'request_timeout', `The request body did not arrive within ${seconds} second${seconds === 1 ? '' : 's'}`, undefined, {
    connection: 'close',
  });

/** How large, and how slow, a body may be. */
export type BodyLimits = { maxBytes: number; timeoutSeconds: number };

/** A declared length is trusted only to refuse early; the read below counts the bytes that really arrive. */
function refuseDeclared(request: Request, limit: number) {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge(limit);
}

/**
 * Reads the body, stopping as soon as it passes the size limit (a missing Content-Length is no way around it) or the
 * time limit (a byte a second is no way around that: the deadline is for the whole body, not between bytes).
 */
async function readLimited(request: Request, { maxBytes, timeoutSeconds }: BodyLimits): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) {
    markReadToEnd(request);
    return new Uint8Array();
  }
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(timedOut(timeoutSeconds)), timeoutSeconds * 1000)));
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
      if (done) {
        markReadToEnd(request);
        break;
      }
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(value);
    }
  } catch (error) {
    // Past the size limit the rest is left for the lingering close (unread-body.ts), which reads it before the 413 goes
    // out; past the deadline the body is given up on (the reader stays locked) and the connection closed at once.
    if (error instanceof HttpError && error.status === 413) reader.releaseLock();
    else void reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

async function readBytes(request: Request, limits: BodyLimits): Promise<Uint8Array<ArrayBuffer>> {
  refuseDeclared(request, limits.maxBytes);
  try {
    return await readLimited(request, limits);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('The request body could not be read');
  }
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8');
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/**
 * The default for every route that says nothing. The size is checked first, so an oversized body is 413 whatever it
 * claims to be; then the type, then UTF-8 and JSON.
 */
async function readDefault(request: Request, contentType: string, limits: BodyLimits): Promise<unknown> {
  const bytes = await readBytes(request, limits);
  if (bytes.byteLength === 0 && !contentType) return null;
  if (!JSON_TYPE.test(contentType)) throw unsupported('Send the body as JSON (Content-Type: application/json)');
  return parseJson(decodeUtf8(bytes));
}

/** A route's own rule: the type is checked first, so an unlisted type is refused without reading megabytes of it. */
async function readByRule(request: Request, contentType: string, rule: BodyRule, timeoutSeconds: number): Promise<unknown> {
  refuseDeclared(request, rule.maxBytes);
  if (!request.body && !contentType) return null;
  const type = contentType.toLowerCase();
  if (!rule.types.some((accepted) => accepted.toLowerCase() === type))
    throw unsupported(`Send the body as one of: ${rule.types.join(', ')}`);
  const bytes = await readBytes(request, { maxBytes: rule.maxBytes, timeoutSeconds });
  if (JSON_TYPE.test(type)) return parseJson(decodeUtf8(bytes));
  if (type !== 'multipart/form-data') return bytes;
  try {
    // The full header: the boundary is a parameter, which Elysia strips from `contentType`.
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? type } }).formData();
  } catch {
    throw badRequest('The request body is not valid multipart/form-data');
  }
}

/**
 * The routes of one app that take something other than the default JSON, by method and path: a module declares its
 * rule beside the route (`deps.bodyRules.declare('POST', path, rule)`), the app's one parser looks it up by the matched
 * route. Kept here rather than read back from Elysia's route table, whose hook layout is its own and changes.
 */
export class BodyRules {
  private byRoute = new Map<string, BodyRule>();
  private max = 0;

  /** `method` as Elysia names it (`POST`, `PUT`, `ALL`), `path` exactly as the route is declared. */
  declare(method: string, path: string, rule: BodyRule) {
    const key = `${method.toUpperCase()} ${path}`;
    if (this.byRoute.has(key)) throw new Error(`A body rule for ${key} is already declared`);
    this.byRoute.set(key, rule);
    this.max = Math.max(this.max, rule.maxBytes);
  }

  of(method: string, path: string): BodyRule | undefined {
    return this.byRoute.get(`${method} ${path}`) ?? this.byRoute.get(`ALL ${path}`);
  }

  /** The largest body any route takes (0 without rules). */
  largest(): number {
    return this.max;
  }
}

/** The app's one parser: a route's own rule where it declared one, else JSON within the default limits. */
const appBody = (limits: BodyLimits, linger: Linger, rules: BodyRules) =>
  new Elysia({ name: 'json-body' })
    .onRequest(({ request }) => {
      startBodyClock(request);
      refuseDeclared(request, Math.max(limits.maxBytes, rules.largest()));
    })
    // `route` is the matched route's path; destructured, so Elysia puts it in the context.
    .onParse({ as: 'global' }, ({ request, contentType, route }) => {
      const rule = rules.of(request.method, route);
      return rule ? readByRule(request, contentType, rule, limits.timeoutSeconds) : readDefault(request, contentType, limits);
    })
    .onAfterHandle({ as: 'global' }, async ({ request, set }) => {
      if (!leavesBodyUnread(request)) return;
      await discardUnreadBody(request, linger);
      set.headers.connection = 'close';
    });

/**
 * Request bodies for the whole app, used once on it: `.use(jsonBody({ maxBytes, timeoutSeconds }, linger, rules))`.
 * Elysia runs an app-wide parse hook before a route's own, so this one reads every body, by the route's rule when its
 * module declared one in `rules` (looked up by method and the matched route's path). A Content-Length over every limit
 * is refused before routing. A body left unread is read and thrown away before the answer, within `linger`, and the
 * connection closed: here for a route that takes no body, in the error handler for a refusal.
 */
export const jsonBody = (limits: BodyLimits, linger: Linger, rules: BodyRules) => appBody(limits, linger, rules);
