// What a failed call means, in the owner's words and language: never a status code or the server's JSON.
import type { AdminDictionary } from '../i18n/admin-en';
import { fill } from './i18n';
import { ApiError } from './api';

/** A sentence for a failure of any admin call: the status and the server's error code pick it, the dictionary words it. */
export function failureText(error: unknown, t: AdminDictionary['failure']): string {
  if (!(error instanceof ApiError)) return error instanceof TypeError ? t.offline : t.unknown;
  const { status } = error;
  if (status === 401) return t.sessionEnded;
  if (status === 403) return t.forbidden;
  if (status === 404) return t.notFound;
  if (status === 409) return t.conflict;
  if (status === 413) return t.tooLarge;
  if (status === 415) return t.unsupported;
  if (status === 422 || status === 400) return t.invalid;
  if (status === 429) return fill(t.tooMany, { seconds: String(error.retryAfter ?? 60) });
  if (status === 507) return t.storageFull;
  if (status >= 500) return t.server;
  return t.unknown;
}
