// Replies sent from the inbox (decision 0106): written in the message's dialog, in the sender's language, and sent by
// email through the outbox, from SMTP_FROM with Reply-To the company's contact email, threaded on the message.
import * as v from 'valibot';
import { multiLine } from './common';
import type { Lang } from './constants';

/** A reply's text, at most this long (a longer one is refused with 413). */
export const REPLY_MAX = 10_000;
export const REPLY_SUBJECT_MAX = 200;

export const REPLY_PATHS = {
  list: '/api/contact-messages/:id/replies',
  retry: '/api/contact-messages/:id/replies/:replyId/retry',
} as const;

/** POST /api/contact-messages/{id}/replies: the subject and the text, as the composer wrote them (in the sender's language). */
export const ReplyInput = v.strictObject({
  body: v.pipe(v.string('body must be text'), v.trim(), v.minLength(1, 'Write the reply first'), multiLine()),
  subject: v.pipe(
    v.string('subject must be text'),
    v.trim(),
    v.minLength(1, 'A subject cannot be blank'),
    v.maxLength(REPLY_SUBJECT_MAX, `A subject is at most ${REPLY_SUBJECT_MAX} characters`),
    v.regex(/^[^\r\n]*$/, 'A subject is one line'),
  ),
});
export type ReplyInput = v.InferOutput<typeof ReplyInput>;

/** Where a reply's email stands: waiting for its first try, sent, retrying after a failure, or failed for good. */
export const REPLY_STATES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

export type Reply = {
  id: number;
  subject: string;
  body: string;
  lang: Lang;
  /** Written (ISO 8601, UTC). */
  createdAt: string;
  /** Its address at the sender. */
  to: string;
  state: ReplyState;
  sentAt: string | null;
  attempts: number;
  /** While retrying: when the next try is due. */
  nextAttemptAt: string | null;
  /** The mail server's last refusal, secrets removed; null when none. */
  lastError: string | null;
};
