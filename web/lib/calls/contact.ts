// The visitor's calls: the contact form's check (decision 0108) and sending the form. Apart from messages.ts so the public
// pages load none of the admin's calls.
import type { InferInput } from 'valibot';
import type { ContactMessage, ContactMessageInput } from '../../../src/contract';
import { MESSAGE_PATHS } from '../../../src/contract/message-paths';
import { CHALLENGE_PATH, type ContactChallenge } from '../../../src/contract/challenge';
import { api } from '../api';

/** The body as it is sent: what the schema takes, its optional parts (a message's source) left out when unknown. */
export type ContactMessageBody = InferInput<typeof ContactMessageInput>;

/** 201 with the stored message; 422 with the fields to fix; 429 (with Retry-After) after too many from one address. */
export const sendContactMessage = (body: ContactMessageBody) => api<ContactMessage>(MESSAGE_PATHS.list, { method: 'POST', body });

/** A fresh proof-of-work challenge for the form (never cached); 429 after too many from one address. */
export const fetchContactChallenge = () => api<ContactChallenge>(CHALLENGE_PATH);
