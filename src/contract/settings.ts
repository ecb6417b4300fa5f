// Site settings: the six keys of product.md §3 and the message retention, the rule for each value, and the public
// contact-info bundle.
import * as v from 'valibot';
import { Email, optionalLines, optionalText, singleLine, visibleOnly } from './common';
import { SETTING_KEYS, type SettingKey } from './constants';
import { TimeZoneName } from './zoned-time';

/** The longest retention a visitor's message can be given: ten years. */
export const RETENTION_DAYS_MAX = 3650;

export const SettingKeyParam = v.object({ key: v.picklist(SETTING_KEYS, 'Unknown setting') });

const EmailOrEmpty = v.union([v.literal(''), Email], 'Invalid email address');
export const Username = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Username is required'),
  v.maxLength(64, 'At most 64 characters'),
  v.regex(/^[^\s]+$/, 'Username cannot contain spaces'),
  singleLine(),
  visibleOnly(),
);

/** The rule each setting's value must follow. */
export const SETTING_VALUE: Record<SettingKey, v.GenericSchema<string, string>> = {
  notificationEmail: EmailOrEmpty,
  notificationsEnabled: v.picklist(['true', 'false'], 'Must be "true" or "false"'),
  adminUsername: Username,
  contactAddress: optionalLines(300),
  contactAddressZh: optionalLines(300),
  contactPhone: optionalText(50),
  contactEmail: EmailOrEmpty,
  messageRetentionDays: v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(),
        v.regex(/^[1-9]\d{0,3}$/),
        v.check((days) => Number(days) <= RETENTION_DAYS_MAX),
      ),
    ],
    `Leave blank to keep every message, or enter a number of days from 1 to ${RETENTION_DAYS_MAX}`,
  ),
  timeZone: v.union([v.literal(''), TimeZoneName], "Leave blank for the server's time zone, or enter a name such as Asia/Taipei"),
  unsolvedMessages: v.picklist(['', 'spam', 'refuse'], 'Must be "spam" or "refuse"'),
  spamKeepDays: v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(),
        v.regex(/^[1-9]\d{0,2}$/),
        v.check((days) => Number(days) <= 365),
      ),
    ],
    'Leave blank for 30 days, or enter a number of days from 1 to 365',
  ),
};

/** Spam empties itself after this many days when `spamKeepDays` is blank (decision 0108). */
export const SPAM_KEEP_DAYS = 30;

/** POST /api/settings. The value is checked against its key's rule; issues point at `value`. */
export const SettingWrite = v.pipe(
  v.strictObject({ key: v.picklist(SETTING_KEYS, 'Unknown setting'), value: v.string('Value must be text') }),
  v.rawTransform(({ dataset, config, addIssue, NEVER }) => {
    const { key, value } = dataset.value;
    // The caller's configuration (its words for issues without a message of their own) reaches the value's rule too;
    // valibot types it for this action's issues only.
    const result = v.safeParse(SETTING_VALUE[key], value, config as v.Config<v.BaseIssue<unknown>>);
    if (result.success) return { key, value: result.output };
    for (const issue of result.issues)
      addIssue({ message: issue.message, path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'value', value }] });
    return NEVER;
  }),
);
export type SettingWrite = v.InferOutput<typeof SettingWrite>;

export type Setting = { key: SettingKey; value: string };
/** `addressZh`: the address on the Chinese pages, '' when it is the same as `address` (beyond product.md; issue 53). */
export type ContactInfo = { address: string; phone: string; email: string; addressZh: string };

/**
 * GET /api/settings/time-zone (admin): the zone the site's days and times are in (`zone`), the timeZone setting it
 * comes from ('' when unset) and the server's own zone, which an unset setting means.
 */
export type SiteTimeZone = { zone: string; setting: string; server: string };

/**
 * What went wrong with an email, as the admin is told it (the words are the admin dictionary's): no connection to the
 * mail server, no answer in time, its name not found, SMTP_URL's sign-in refused, no secure connection, the email
 * refused (5xx), asked to try later (4xx), or something else.
 */
export const MAIL_PROBLEMS = ['no_connection', 'timeout', 'not_found', 'sign_in', 'tls', 'rejected', 'deferred', 'other'] as const;
export type MailProblem = (typeof MAIL_PROBLEMS)[number];

/**
 * How email delivery is going (decision 0038). `stuck`: a notification has waited, or every attempt has failed, for
 * longer than MAIL_STUCK_MINUTES (/healthz says degraded). `warn`: the admin is shown a warning — stuck, or the last
 * attempt failed. `lastFailure` is null once an attempt succeeds; `detail` is the mail server's reply or the
 * connection's error, one line, never a password.
 */
export type MailDelivery = {
  stuck: boolean;
  warn: boolean;
  waiting: number;
  oldestWaitingAt: string | null;
  failingSince: string | null;
  lastFailure: { at: string; problem: MailProblem; detail: string } | null;
  stuckMinutes: number;
};

/** GET /api/settings/email-status: whether the server can send email at all, and how delivery is going (null when it cannot). */
export type EmailStatus = { configured: boolean; from: string | null; delivery: MailDelivery | null };
/**
 * POST /api/settings/test-email answers this; an SMTP failure is a 502 with the server's reply as the message (and is
 * the delivery's `lastFailure` from then on). After a success the notifications waiting are retried at once.
 */
export type TestEmailResult = { ok: true; to: string };
/** Test emails the admin may send, at most, in TEST_EMAIL_WINDOW_MINUTES (then 429). */
export const TEST_EMAIL_LIMIT = 5;
export const TEST_EMAIL_WINDOW_MINUTES = 10;
