// Contact form validation: the contract's schema (the server checks the same), with SPEC §5's messages per language.
import * as v from 'valibot';
import { ContactMessageInput, HONEYPOT_FIELD, MESSAGE_MAX_LINKS, countLinks } from '../../../src/contract';
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
  const messages: Record<keyof MessageFields, string> = {
    name: t.validation.required,
    email: fields.email.trim() ? t.validation.invalidEmail : t.validation.required,
    message: !fields.message.trim() ? t.validation.required : countLinks(fields.message) > MESSAGE_MAX_LINKS ? t.validation.tooManyLinks : t.validation.messageMin,
    service: t.validation.required,
    website: t.validation.required,
  };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as keyof MessageFields | null;
    if (field && field in messages) errors[field] ??= messages[field];
  }
  return { errors };
}
