// Email notifications for the admin: resend one message's notification, email status, and a test email.
import { Elysia } from 'elysia';
import { audited, auditor } from '../audit/auditor';
import { MESSAGES } from '../messages/routes';
import { IdParam, type EmailStatus, type NotificationState, type TestEmailResult } from '../../contract';
import type { Deps } from '../../deps';
import { validateParams } from '../../http/errors';
import { adminGuard } from '../auth/guard';
import { resendNotification, sendTestEmail } from './service';

export const notificationRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .get('/api/settings/email-status', (): EmailStatus => ({ configured: deps.mailer !== null, from: deps.mailer?.from ?? null }), { admin: true })
    .post(
      '/api/settings/test-email',
      async ({ request, server }): Promise<TestEmailResult> => {
        const audit = auditor(deps, { request, server });
        try {
          const sent = await sendTestEmail(deps.db, deps.mailer, deps.now());
          audit('test_email', sent.to, {});
          return sent;
        } catch (error) {
          audit('test_email', '', { error: (error as Error).message });
          throw error;
        }
      },
      { admin: true },
    )
    .post(
      '/api/contact-messages/:id/notification',
      ({ params, request, server }): NotificationState => {
        const { id } = validateParams(IdParam, params, 'No such message');
        const state = audited(deps, { request, server }, (tx, audit) => {
          const queued = resendNotification(tx, deps.mailer, id, deps.now());
          audit('notification_resend', `${MESSAGES}/${id}`, {});
          return queued;
        });
        deps.outbox.kick();
        return state;
      },
      { admin: true },
    );
