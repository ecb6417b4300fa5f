// What the admin can ask of email notifications: a test email to the notification address, and a message's
// notification sent again. Plain arguments in; an HttpError out when the setup does not allow it.
import type { Conn, Db } from '../../../db/client';
import type { NotificationState, TestEmailResult } from '../../contract';
import { HttpError, notFound } from '../../http/errors';
import { findMessage } from '../messages/service';
import { getSetting } from '../settings/service';
import { reason, type Mailer } from './mailer';
import { notificationState, resend } from './outbox';

const notConfigured = () => new HttpError(409, 'conflict', 'Email is not configured on the server (SMTP_URL)');

/** The notification address, when the server can send email and one is set. */
function target(db: Conn, mailer: Mailer | null): { mailer: Mailer; to: string } {
  if (!mailer) throw notConfigured();
  const to = getSetting(db, 'notificationEmail');
  if (!to) throw new HttpError(409, 'conflict', 'Set a notification email first');
  return { mailer, to };
}

/** Sends a test email now; a refusal by the mail server is a 502 carrying its reply. */
export async function sendTestEmail(db: Db, mailer: Mailer | null, now: number): Promise<TestEmailResult> {
  const { mailer: m, to } = target(db, mailer);
  try {
    await m.send({
      to,
      messageId: `<test-${now}@${m.domain}>`,
      subject: 'Test email from your website',
      text: 'This is a test. New contact messages will be sent to this address.',
      html: '<p>This is a test. New contact messages will be sent to this address.</p>',
    });
  } catch (error) {
    throw new HttpError(502, 'bad_gateway', `The mail server refused: ${reason(error)}`);
  }
  return { ok: true, to };
}

/** Queues a message's notification again (the outbox worker sends it); its state after. */
export function resendNotification(db: Conn, mailer: Mailer | null, messageId: number, now: number): NotificationState {
  const { mailer: m, to } = target(db, mailer);
  const message = findMessage(db, messageId);
  if (!message) throw notFound('No such message');
  resend(db, message, to, now, m.domain);
  return notificationState(db, messageId)!;
}
