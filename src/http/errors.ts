// The one error shape of the API: HttpError for expected failures, and the handler that renders every error.
import { Elysia } from 'elysia';
import * as v from 'valibot';
import { ourWords, type ErrorBody, type ErrorCode } from '../contract';
import { requestUrl } from './client';
import { recordStatus } from './request-log';
import { isStorageFull, STORAGE_FULL_MESSAGE } from './storage-full';
import { discardUnreadBody, leavesBodyUnread, type Linger } from './unread-body';

type Issue = { path: string; message: string };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'Sign in first') => new HttpError(401, 'unauthorized', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, 'too_many_requests', message, undefined, { 'retry-after': String(retryAfterSeconds) });

/**
 * An issue the schema gave no message gets ours (contract/issue-messages.ts): valibot's default names types and ends
 * with "but received <the input>", and what was sent must never come back.
 */
const IN_OUR_WORDS = { message: ourWords() };

/** A field name as the contract spells them, or a list index; anything else is what a client made up. */
const FIELD_NAME = /^([A-Za-z_][A-Za-z0-9_]{0,63}|\d{1,6})$/;

/** Where the issue is: a key the client sent that no field is named like is shown as `*`, never as sent. */
const pathOf = (issue: v.BaseIssue<unknown>) =>
  (issue.path ?? [])
    .map((item) => String(item.key))
    .map((key) => (FIELD_NAME.test(key) ? key : '*'))
    .join('.');

/** Checks input against a contract schema; on failure a 422 listing each field's problem, never the input. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, IN_OUR_WORDS);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => ({ path: pathOf(issue), message: issue.message }));
  throw new HttpError(422, 'validation_failed', 'Validation Error', issues);
}

/** A 422 for one field, in the same shape as validate's: for rules that need more than the body (e.g. the path). */
export const invalidField = (path: string, message: string) =>
  new HttpError(422, 'validation_failed', 'Validation Error', [{ path, message }]);

/** Like validate, but a path parameter that cannot name anything is simply not found. */
export function validateParams<S extends v.GenericSchema>(schema: S, params: unknown, message?: string): v.InferOutput<S> {
  const result = v.safeParse(schema, params);
  if (!result.success) throw notFound(message);
  return result.output;
}

export function errorResponse(status: number, code: ErrorCode, message: string, issues?: Issue[], headers?: Record<string, string>) {
  const body: ErrorBody = { error: issues ? { code, message, issues } : { code, message } };
  return Response.json(body, { status, headers });
}

/**
 * Renders every error as `{ error: { code, message } }`; unexpected ones are logged and never described. A refusal that
 * came before its body was read waits for the rest of it (within `linger`), so the client is still listening for it.
 */
export const errorHandler = (log: (...args: unknown[]) => void, linger: Linger) =>
  new Elysia({ name: 'errors' }).onError({ as: 'global' }, async ({ code, error, request }) => {
    const response = render(code, error, request, log);
    if (leavesBodyUnread(request)) {
      await discardUnreadBody(request, linger);
      response.headers.set('connection', 'close');
    }
    recordStatus(request, response.status);
    return response;
  });

function render(code: string | number, error: unknown, request: Request, log: (...args: unknown[]) => void): Response {
  // Elysia wraps what a parse hook throws in its ParseError; the reason is the cause.
  const reason = code === 'PARSE' && (error as Error).cause instanceof HttpError ? (error as Error).cause : error;
  if (reason instanceof HttpError) {
    return errorResponse(reason.status, reason.code, reason.message, reason.issues, reason.headers);
  }
  // A full disk is the site's state, not a bug: one line for whoever runs the server, and a refusal the client can word.
  if (isStorageFull(reason)) {
    log('error', request.method, requestUrl(request).pathname, `not saved, the disk is full: ${(reason as Error).message}`);
    return errorResponse(507, 'insufficient_storage', STORAGE_FULL_MESSAGE);
  }
  switch (code) {
    case 'NOT_FOUND':
      return errorResponse(404, 'not_found', 'Not found');
    case 'PARSE':
      return errorResponse(400, 'bad_request', 'The request body is not valid JSON');
    case 'VALIDATION':
      return errorResponse(422, 'validation_failed', 'Validation Error');
    default:
      log('error', request.method, requestUrl(request).pathname, error);
      return errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again.');
  }
}
