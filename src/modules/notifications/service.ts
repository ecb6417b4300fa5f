// What the admin can ask of email notifications: a test email to the notification address, and a message's
// notification sent again. Plain arguments in; an HttpError out when the setup does not allow it.
import type { Conn, Db } from '../../../db/client';
import {
  TEST_EMAIL_LIMIT,
  TEST_EMAIL_WINDOW_MINUTES,
  type ContactMessage,
  type NotificationState,
  type TestEmailResult,
} from '../../contract';
import { HttpError, notFound, tooManyRequests } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { getSetting } from '../settings/service';
import { recordAttempt } from './delivery';
import type { Mailer } from './mailer';
import { notificationState, resend } from './outbox';
import { detailOf, problemOf } from './problem';

const notConfigured = () => new HttpError(409, 'conflict', 'Email is not configured on the server (SMTP_URL)');

/** The notification address, when the server can send email and one is set. */
function target(db: Conn, mailer: Mailer | null): { mailer: Mailer; to: string } {
  if (!mailer) throw notConfigured();
  const to = getSetting(db, 'notificationEmail');
  if (!to) throw new HttpError(409, 'conflict', 'Set a notification email first');
  return { mailer, to };
}

type TestEmail = { db: Db; mailer: Mailer | null; now: number; limiter: RateLimiter; log: (line: string) => void };

/**
 * Sends a test email now, at most TEST_EMAIL_LIMIT in TEST_EMAIL_WINDOW_MINUTES (429 after, nothing sent): each is a
 * connection to the mail server and an email in the owner's inbox. A failure is a 502 carrying the mail server's reply,
 * logged and recorded as the delivery's last failure; a success records that mail works again.
 */
export async function sendTestEmail({ db, mailer, now, limiter, log }: TestEmail): Promise<TestEmailResult> {
  const { mailer: m, to } = target(db, mailer);
  const wait = limiter.retryAfter('admin');
  if (wait)
    throw tooManyRequests(
      wait,
      `At most ${TEST_EMAIL_LIMIT} test emails in ${TEST_EMAIL_WINDOW_MINUTES} minutes: try again in ${wait} seconds`,
    );
  limiter.hit('admin');
  try {
    await m.send({
      to,
      messageId: `<test-${now}@${m.domain}>`,
      subject: 'Test email from your website',
      text: 'This is a test. New contact messages will be sent to this address.',
      html: '<p>This is a test. New contact messages will be sent to this address.</p>',
    });
  } catch (error) {
    const detail = detailOf(error, m.secrets);
    recordAttempt(db, now, { ok: false, problem: problemOf(error), detail });
    log(`test email failed: ${detail}`);
    throw new HttpError(502, 'bad_gateway', `The test email could not be sent: ${detail}`);
  }
  recordAttempt(db, now, { ok: true });
  return { ok: true, to };
}

/** Queues a message's notification again (the outbox worker sends it); its state after. `message`: null, no such one. */
export function resendNotification(db: Conn, mailer: Mailer | null, message: ContactMessage | null, now: number): NotificationState {
  const { mailer: m, to } = target(db, mailer);
  if (!message) throw notFound('No such message');
  resend(db, message, to, now, m.domain);
  return notificationState(db, message.id)!;
}
