// The field issues of a 422 answer, read back out of the ApiError's text (api() keeps the body after "422: "), so a
// form can say which field was refused and why. Admin forms only: kept out of lib/api.ts, which every public page loads.
import type { ErrorBody } from '../../src/contract';
import { ApiError } from './api';

export type FieldIssue = { path: string; message: string };

/**
 * The issues of a 422 answer (the whole refusal as one issue with path '' when it names no field), or null for any other
 * failure. `statuses`: other refusals that name their field too (a 409 naming the side of a redirect that conflicts).
 */
export function serverIssues(error: unknown, statuses: number[] = [422]): FieldIssue[] | null {
  if (!(error instanceof ApiError) || !statuses.includes(error.status)) return null;
  try {
    const body = JSON.parse(error.message.slice(error.message.indexOf(': ') + 2)) as ErrorBody;
    return body.error.issues?.length ? body.error.issues : [{ path: '', message: body.error.message }];
  } catch {
    return null;
  }
}
