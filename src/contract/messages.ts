// Contact messages: what a visitor sends, and what the administrator reads.
import * as v from 'valibot';
import { Email, multiLine, PageCursor, pageLimit, requiredText } from './common';
import { SERVICE_CHOICES, type Lang, type ServiceChoice } from './constants';
import { MessageSourceInput, type MessageSource } from './insights';
import { isTimeZone } from './zoned-time';

/** A sender's name, at most this long. */
export const NAME_MAX = 200;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
/** More links than this in one message is what spam looks like; a person rarely needs more. */
export const MESSAGE_MAX_LINKS = 3;
/** A form field people never see or fill; a bot that fills it gets a polite answer and nothing is kept. */
export const HONEYPOT_FIELD = 'website';

export const countLinks = (text: string) => (text.match(/https?:\/\/|www\./gi) ?? []).length;

/** POST /api/contact-messages (product.md §5). The form uses the same schema. */
export const ContactMessageInput = v.strictObject({
  name: requiredText(NAME_MAX),
  email: Email,
  service: v.optional(v.picklist(SERVICE_CHOICES, 'Choose one of the listed services')),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters`),
    v.maxLength(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
    multiLine(),
    v.check((text) => countLinks(text) <= MESSAGE_MAX_LINKS, `A message may hold at most ${MESSAGE_MAX_LINKS} links`),
  ),
  [HONEYPOT_FIELD]: v.optional(v.pipe(v.string(), v.maxLength(500))),
  /** The form's proof of work, ALTCHA's payload (decision 0108); without a valid one the message goes to Spam. */
  altcha: v.optional(v.pipe(v.string(), v.maxLength(4000, 'The form check is too long'))),
  /** Where the visit began (decision 0074); not product.md's, and optional. */
  source: v.optional(MessageSourceInput),
});
export type ContactMessageInput = v.InferOutput<typeof ContactMessageInput>;

/** Where the email announcing a message stands (product.md §2 settings: notifications). */
export type NotificationState = {
  status: 'pending' | 'sent' | 'failed';
  /** The address it goes (or went) to. */
  to: string;
  attempts: number;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
};

/** Why no notification email was asked for when a message arrived (decision 0068): the server had no mail service set
 * up (SMTP_URL), notifications were switched off, they were on without an address to send to, or it went to Spam
 * (decision 0108). */
export const NOTIFICATION_SKIPS = ['no_mail_service', 'off', 'no_address', 'spam'] as const;
export type NotificationSkip = (typeof NOTIFICATION_SKIPS)[number];

/** Where a message stands (decision 0106): new, replied (by a sent reply, or marked by hand when answered elsewhere),
 * or closed (nothing more to do). */
export const MESSAGE_STATES = ['new', 'replied', 'closed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
/** The admin's private note on a message, at most this long. */
export const NOTE_MAX = 2000;

export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  service: ServiceChoice | null;
  message: string;
  createdAt: string; // ISO 8601, UTC
  isRead: boolean;
  /** When it was replied (a reply sent from the inbox, or marked by hand; ISO 8601, UTC); null when not. */
  repliedAt: string | null;
  /** new, replied or closed (decision 0106). */
  state: MessageState;
  /** When it was closed (ISO 8601, UTC); null while it is not. */
  closedAt: string | null;
  /** The admin's private note ('' when none). */
  note: string;
  /** Why it is in Spam (decision 0108); null when it is in the inbox. */
  spam: SpamReason | null;
  /** When it went to Spam (ISO); it is deleted `spamKeepDays` after. Null in the inbox. */
  spamAt: string | null;
  /** The sender's language: the page's it was sent from, or for older messages guessed from its text (Chinese characters). */
  lang: Lang;
  /** Where the visit that sent it began (decision 0074); null when nothing was known or for older messages. */
  source: MessageSource | null;
  /** Only on GET /api/contact-messages/{id}: null when no email was asked for. */
  notification?: NotificationState | null;
  /** Only on GET /api/contact-messages/{id}, when no email was asked for: why (null when that was not recorded). */
  notificationSkipped?: NotificationSkip | null;
};

/** Why a message is in Spam (decision 0108): the form's check not passed (none, wrong, expired, used before), a rule
 * (links, the same text again, a throwaway sender) or the owner's hand. */
export const SPAM_REASONS = ['unsolved', 'invalid', 'expired', 'replayed', 'links', 'repeated', 'sender', 'owner'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
/** The inbox (every message not in Spam) or Spam; product.md's plain list, and a page naming no folder, hold both. */
export const FOLDERS = ['inbox', 'spam'] as const;
export type Folder = (typeof FOLDERS)[number];

/** The plain GET /api/contact-messages (product.md's list) answers at most this many, newest first; paging reaches the rest. */
export const PLAIN_LIST_MAX = 200;
export const PAGE_SIZE_MAX = 100;

/**
 * GET /api/contact-messages?limit&cursor&unread&replied&q: a page, newest first, after `cursor` (the previous page's
 * X-Next-Cursor header). The answer is the list; X-Total-Count, X-Unread-Count and X-Next-Cursor come as headers.
 */
export const MessagePageQuery = v.object({
  cursor: PageCursor,
  /** At most as many as the plain list, so the inbox's first view of a folder holds what product.md's list held. */
  limit: pageLimit(PLAIN_LIST_MAX, 25),
  unread: v.optional(v.picklist(['true', 'false'], 'unread must be "true" or "false"')),
  /** Marked replied (true) or not yet (false), decision 0068. */
  replied: v.optional(v.picklist(['true', 'false'], 'replied must be "true" or "false"')),
  /** Where it stands (decision 0106). */
  state: v.optional(v.picklist(MESSAGE_STATES, 'state must be "new", "replied" or "closed"')),
  /** The inbox or Spam (decision 0108); without it, every message, as before Spam. */
  folder: v.optional(v.picklist(FOLDERS, 'folder must be "inbox" or "spam"')),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'A search is at most 200 characters'))),
});
export type MessagePageQuery = v.InferOutput<typeof MessagePageQuery>;

/** A page as the inbox holds it: the list and what its headers said. */
export type MessagePage = {
  items: ContactMessage[];
  /** Pass as `cursor` for the next page; null on the last. Messages that arrive meanwhile never shift a page. */
  nextCursor: string | null;
  /** Every message, and the unread ones (whatever the filter or search). */
  total: number;
  unread: number;
  /** How many messages wait in Spam (decision 0108), whichever folder the page is of. */
  spam: number;
};

/** POST /api/contact-messages/mark and /delete: several messages at once. */
export const MessageIds = v.strictObject({
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'ids must be a list of message ids'),
    v.minLength(1, 'Choose at least one message'),
    v.maxLength(PAGE_SIZE_MAX),
  ),
});
export const MarkMessages = v.strictObject({ ...MessageIds.entries, isRead: v.boolean('isRead must be true or false') });
export type MarkMessages = v.InferOutput<typeof MarkMessages>;

/** PATCH /api/contact-messages/{id}: mark the message replied (true) or not replied (false), set where it stands, or
 * write its private note; any of them, at least one. */
export const MessageUpdate = v.pipe(
  v.strictObject({
    replied: v.optional(v.boolean('replied must be true or false')),
    state: v.optional(v.picklist(MESSAGE_STATES, 'state must be "new", "replied" or "closed"')),
    note: v.optional(
      v.pipe(v.string('note must be text'), v.trim(), v.maxLength(NOTE_MAX, `A note is at most ${NOTE_MAX} characters`), multiLine()),
    ),
    /** Out of Spam (false) or into it (true, "owner"), decision 0108. */
    spam: v.optional(v.boolean('spam must be true or false')),
  }),
  v.check((body) => Object.keys(body).length > 0, 'Send replied, state, note or spam'),
  v.check((body) => body.replied === undefined || body.state === undefined, 'Send replied or state, not both'),
);
export type MessageUpdate = v.InferOutput<typeof MessageUpdate>;

/** GET /api/contact-messages/export.csv?tz&lang (with the list's unread and q): the time zone its times are written in
 * (an IANA name such as Asia/Taipei; UTC when absent) and the language of its headings and values (en when absent). */
export const ExportQuery = v.object({
  tz: v.optional(v.pipe(v.string(), v.check(isTimeZone, 'tz must be a time zone name such as Asia/Taipei'))),
  lang: v.optional(v.picklist(['en', 'zh'], 'lang must be "en" or "zh"')),
});
