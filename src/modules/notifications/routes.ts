// Email notifications for the admin: email status and a test email (a message's notification is resent from its own
// route, in ../messages/routes.ts).
import { Elysia } from 'elysia';
import { auditor } from '../audit/auditor';
import { API_PATHS, TEST_EMAIL_LIMIT, TEST_EMAIL_WINDOW_MINUTES, type EmailStatus, type TestEmailResult } from '../../contract';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import { adminGuard } from '../sign-in';
import { deliveryState } from './delivery';
import { sendTestEmail } from './service';

export const notificationRoutes = (deps: Deps) => {
  const testEmails = new RateLimiter(TEST_EMAIL_LIMIT, TEST_EMAIL_WINDOW_MINUTES * 60_000, deps.now);
  return new Elysia()
    .use(adminGuard(deps))
    .get(
      API_PATHS.notifications.emailStatus,
      (): EmailStatus => ({
        configured: deps.mailer !== null,
        from: deps.mailer?.from ?? null,
        delivery: deps.mailer ? deliveryState(deps.db, deps.now(), deps.config.mailStuckMs) : null,
      }),
      { admin: true },
    )
    .post(
      API_PATHS.notifications.testEmail,
      async ({ request, server }): Promise<TestEmailResult> => {
        const audit = auditor(deps, { request, server });
        try {
          const sent = await sendTestEmail({ db: deps.db, mailer: deps.mailer, now: deps.now(), limiter: testEmails, log: deps.log });
          audit('test_email', sent.to, {});
          // It got through: the notifications waiting for a retry go now rather than at their backoff's time.
          deps.outbox.retryNow();
          return sent;
        } catch (error) {
          // Too many: nothing was tried, and a flood of refusals would crowd the activity log.
          if (!(error instanceof HttpError && error.status === 429)) audit('test_email', '', { error: (error as Error).message });
          throw error;
        }
      },
      { admin: true },
    );
};
