// Email notifications for the admin: resend one message's notification, email status, and a test email.
import { Elysia } from 'elysia';
import { IdParam, type EmailStatus, type NotificationState, type TestEmailResult } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../auth/guard';
import { HttpError, notFound, validateParams } from '../../http/errors';
import { findMessage } from '../messages/service';
import { getSetting } from '../settings/service';
import { reason } from './mailer';
import { notificationState, resend } from './outbox';

const notConfigured = () => new HttpError(409, 'conflict', 'Email is not configured on the server (SMTP_URL)');

export const notificationRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .get('/api/settings/email-status', (): EmailStatus => ({ configured: deps.mailer !== null, from: deps.mailer?.from ?? null }), { admin: true })
    .post(
      '/api/settings/test-email',
      async (): Promise<TestEmailResult> => {
        if (!deps.mailer) throw notConfigured();
        const to = getSetting(deps.db, 'notificationEmail');
        if (!to) throw new HttpError(409, 'conflict', 'Set a notification email first');
        try {
          await deps.mailer.send({
            to,
            messageId: `<test-${deps.now()}@${deps.mailer.domain}>`,
            subject: 'Test email from your website',
            text: 'This is a test. New contact messages will be sent to this address.',
            html: '<p>This is a test. New contact messages will be sent to this address.</p>',
          });
        } catch (error) {
          throw new HttpError(502, 'bad_gateway', `The mail server refused: ${reason(error)}`);
        }
        return { ok: true, to };
      },
      { admin: true },
    )
    .post(
      '/api/contact-messages/:id/notification',
      ({ params }): NotificationState => {
        if (!deps.mailer) throw notConfigured();
        const to = getSetting(deps.db, 'notificationEmail');
        if (!to) throw new HttpError(409, 'conflict', 'Set a notification email first');
        const { id } = validateParams(IdParam, params, 'No such message');
        const message = findMessage(deps.db, id);
        if (!message) throw notFound('No such message');
        resend(deps.db, message, to, deps.now(), deps.mailer.domain);
        deps.outbox.kick();
        return notificationState(deps.db, id)!;
      },
      { admin: true },
    );
