// Contact form validation: the contract's schema (the server checks the same), with product.md §5's messages per language.
import * as v from 'valibot';
import { ContactMessageInput, HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX } from '../../../src/contract';
import { fill } from '../../lib/i18n';
import type { Dictionary } from '../../i18n/en';

export type MessageFields = { name: string; email: string; service: string; message: string; website: string };
export type FieldErrors = Partial<Record<keyof MessageFields, string>>;

/** Either the body to send, or one message per invalid field. */
export function validateMessage(fields: MessageFields, t: Dictionary): { body: ContactMessageInput } | { errors: FieldErrors } {
  const input = {
    name: fields.name,
    email: fields.email,
    message: fields.message,
    ...(fields.service ? { service: fields.service } : {}),
    ...(fields.website ? { [HONEYPOT_FIELD]: fields.website } : {}),
  };
  const result = v.safeParse(ContactMessageInput, input);
  if (result.success) return { body: result.output };
  // Worded by the check that failed (valibot's issue type), so a name too long is not called missing.
  const tooLong = (max: number) => fill(t.validation.tooLong, { max });
  const wording: Record<keyof MessageFields, (issue: v.BaseIssue<unknown>) => string> = {
    name: (issue) =>
      issue.type === 'max_length' ? tooLong(NAME_MAX) : issue.type === 'regex' ? t.validation.oneLine : t.validation.required,
    email: () => (fields.email.trim() ? t.validation.invalidEmail : t.validation.required),
    message: (issue) => {
      if (!fields.message.trim()) return t.validation.required;
      if (issue.type === 'max_length') return tooLong(MESSAGE_MAX);
      if (issue.type === 'regex') return t.validation.noControl;
      return issue.type === 'check' ? t.validation.tooManyLinks : t.validation.messageMin;
    },
    service: () => t.validation.required,
    website: () => t.validation.required,
  };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as keyof MessageFields | null;
    if (field && field in wording) errors[field] ??= wording[field](issue);
  }
  return { errors };
}
