// The visitor's one call: sending the contact form. Apart from messages.ts so the public pages load none of the admin's calls.
import type { InferInput } from 'valibot';
import type { ContactMessage, ContactMessageInput } from '../../../src/contract';
import { MESSAGE_PATHS } from '../../../src/contract/message-paths';
import { api } from '../api';

/** The body as it is sent: what the schema takes, its optional parts (a message's source) left out when unknown. */
export type ContactMessageBody = InferInput<typeof ContactMessageInput>;

/** 201 with the stored message; 422 with the fields to fix; 429 (with Retry-After) after too many from one address. */
export const sendContactMessage = (body: ContactMessageBody) => api<ContactMessage>(MESSAGE_PATHS.list, { method: 'POST', body });
