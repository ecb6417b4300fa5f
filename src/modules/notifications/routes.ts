// Email notifications for the admin: resend one message's notification, email status, and a test email.
import { Elysia } from 'elysia';
import { IdParam, type EmailStatus, type NotificationState, type TestEmailResult } from '../../contract';
import type { Deps } from '../../deps';
import { validateParams } from '../../http/errors';
import { adminGuard } from '../auth/guard';
import { resendNotification, sendTestEmail } from './service';

export const notificationRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .get('/api/settings/email-status', (): EmailStatus => ({ configured: deps.mailer !== null, from: deps.mailer?.from ?? null }), { admin: true })
    .post('/api/settings/test-email', (): Promise<TestEmailResult> => sendTestEmail(deps.db, deps.mailer, deps.now()), { admin: true })
    .post(
      '/api/contact-messages/:id/notification',
      ({ params }): NotificationState => {
        const { id } = validateParams(IdParam, params, 'No such message');
        const state = resendNotification(deps.db, deps.mailer, id, deps.now());
        deps.outbox.kick();
        return state;
      },
      { admin: true },
    );
