// The visitor's one call: sending the contact form. Apart from messages.ts so the public pages load none of the admin's calls.
import type { ContactMessage, ContactMessageInput } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { api } from '../api';

/** 201 with the stored message; 422 with the fields to fix; 429 (with Retry-After) after too many from one address. */
export const sendContactMessage = (body: ContactMessageInput) => api<ContactMessage>(API_PATHS.messages.list, { method: 'POST', body });
