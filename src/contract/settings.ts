// Site settings: the six keys of SPEC §3 and the message retention, the rule for each value, and the public
// contact-info bundle.
import * as v from 'valibot';
import { Email, optionalLines, optionalText, singleLine, visibleOnly } from './common';
import { SETTING_KEYS, type SettingKey } from './constants';


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
  contactPhone: optionalText(50),
  contactEmail: EmailOrEmpty,
  messageRetentionDays: v.union(
    [v.literal(''), v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/), v.check((days) => Number(days) <= RETENTION_DAYS_MAX))],
    `Leave blank to keep every message, or enter a number of days from 1 to ${RETENTION_DAYS_MAX}`,
  ),
};

/** POST /api/settings. The value is checked against its key's rule; issues point at `value`. */
export const SettingWrite = v.pipe(
  v.strictObject({ key: v.picklist(SETTING_KEYS, 'Unknown setting'), value: v.string('Value must be text') }),
  v.rawTransform(({ dataset, config, addIssue, NEVER }) => {
    const { key, value } = dataset.value;
    // The caller's configuration (its words for issues without a message of their own) reaches the value's rule too;
    // valibot types it for this action's issues only.
    const result = v.safeParse(SETTING_VALUE[key], value, config as v.Config<v.BaseIssue<unknown>>);
    if (result.success) return { key, value: result.output };
    for (const issue of result.issues) addIssue({ message: issue.message, path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'value', value }] });
    return NEVER;
  }),
);
export type SettingWrite = v.InferOutput<typeof SettingWrite>;

export type Setting = { key: SettingKey; value: string };
export type ContactInfo = { address: string; phone: string; email: string };

/** GET /api/settings/email-status: whether the server can send email at all. */
export type EmailStatus = { configured: boolean; from: string | null };
/** POST /api/settings/test-email answers this; an SMTP failure is a 502 with the server's reply as the message. */
export type TestEmailResult = { ok: true; to: string };
