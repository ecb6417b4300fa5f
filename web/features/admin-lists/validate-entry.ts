// Checks an entry before it is sent, with the contract's schema (the server runs the same one) and messages in the
// admin's language; and reads the server's own field issues out of a 422, for the form to show beside the fields.
import * as v from 'valibot';
import { ourWords } from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { fill } from '../../lib/i18n';
import type { FieldIssue } from '../../lib/server-issues';

/** One message per field name (titleZh, featuresEn, imageAltEn…); '' is the entry as a whole. */
export type FieldErrors = Partial<Record<string, string>>;
export type Issue = FieldIssue;

/** `featuresEn.2` is shown under the English box of the third feature row, `featuresEn` under the rows; `titleZh` on its own input. */
const fieldOf = (path: string) => /^[^.]+(\.\d+)?/.exec(path)?.[0] ?? '';

function messageFor(issue: v.BaseIssue<unknown>, field: string, t: AdminDictionary): string {
  if (issue.type === 'max_length' && Array.isArray(issue.input))
    return fill(t.lists.errors.tooManyLines, { max: String(issue.requirement) });
  if (issue.type === 'max_length') return fill(t.lists.errors.tooLong, { max: String(issue.requirement) });
  // One language of a row of lines left blank while the other has text: the row is kept only whole.
  if (issue.type === 'min_length' && /\.\d+$/.test(field)) return t.lists.errors.lineHalf;
  if (field === 'titleEn' || field === 'titleZh') return t.lists.errors.titleRequired;
  if (field === 'imageAltEn' || field === 'imageAltZh') return t.lists.errors.altRequired;
  // A required text left blank (a quote, a name, a question): the schema's words are the server's English.
  if (issue.type === 'min_length' && v.getDotPath(issue) === field) return t.lists.errors.required;
  return issue.message;
}

export function checkEntry(schema: v.GenericSchema, body: unknown, t: AdminDictionary): FieldErrors {
  // An issue its schema has no words for gets ours in the admin's language, never valibot's default.
  const result = v.safeParse(schema, body, { message: ourWords(t.lists.errors.issues) });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = fieldOf(v.getDotPath(issue) ?? '');
    errors[field] ??= messageFor(issue, field, t);
  }
  return errors;
}

export function issueErrors(issues: Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}
