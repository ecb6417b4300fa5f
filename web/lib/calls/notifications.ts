// Email for the admin: whether the server can send and how delivery is going, and a test email.
import { queryOptions } from '@tanstack/react-query';
import type { EmailStatus, TestEmailResult } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { api } from '../api';

const PATHS = API_PATHS.notifications;

export const emailStatusQuery = () => queryOptions({ queryKey: ['email-status'], queryFn: () => api<EmailStatus>(PATHS.emailStatus) });

/** 409 when there is no address to send to, 502 when the mail server refused (the status then says why), 429 when too many. */
export const sendTestEmail = () => api<TestEmailResult>(PATHS.testEmail, { method: 'POST', body: {} });
