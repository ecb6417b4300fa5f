// The audit log: what the administrator did, read in the admin's Activity view.
import * as v from 'valibot';
import { PageCursor, pageLimit } from './common';
import type { ImageUse, ImageVersion } from './media';
import type { PlanField } from './pricing';
import type { SignInMethod } from './security';
import type { SnippetField } from './snippets';

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'account_update',
  'content_update',
  'list_create',
  'list_update',
  'list_delete',
  'list_reorder',
  'plan_update',
  'snippet_update',
  'setting_update',
  'brand_update',
  'image_upload',
  'image_delete',
  'image_version',
  'image_focus',
  'image_name',
  'message_read',
  'message_delete',
  'messages_mark',
  'messages_delete',
  'messages_export',
  'message_replied',
  'message_state',
  'message_note',
  'message_spam',
  'message_reply',
  'reply_retry',
  'channel_save',
  'channel_switch',
  'channel_remove',
  'notification_resend',
  'test_email',
  'backup_create',
  'backup_download',
  'second_factor_failed',
  'confirm_failed',
  'totp_added',
  'totp_removed',
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
  'recovery_codes_created',
  'recovery_code_used',
  'second_factor_requirement',
  'session_ended',
  'sessions_ended',
  'remembered_devices_forgotten',
  'piece_create',
  'piece_update',
  'piece_delete',
  'piece_state',
  'redirect_save',
  'redirect_delete',
  'tag_named',
  'tag_forgotten',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The log's sign-in traffic (decision 0244): signing in and out and the failed tries. The Activity tab opens on the
 *  changes, everything but these and what only read something; these are one click away. */
export const AUDIT_SIGN_INS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'second_factor_failed',
  'confirm_failed',
  'recovery_code_used',
] as const satisfies readonly AuditAction[];
/** What only read something: shown under "Everything", not among the changes. */
export const AUDIT_READS = ['message_read', 'messages_export', 'backup_download'] as const satisfies readonly AuditAction[];
/** The Activity tab's views: the changes (its default), the sign-ins; no group is everything. */
export const AUDIT_GROUPS = ['changes', 'sign_ins'] as const;
export type AuditGroup = (typeof AUDIT_GROUPS)[number];
/** The actions a group holds. */
export const auditGroupActions = (group: AuditGroup): AuditAction[] =>
  group === 'sign_ins'
    ? [...AUDIT_SIGN_INS]
    : AUDIT_ACTIONS.filter(
        (action) => !(AUDIT_SIGN_INS as readonly string[]).includes(action) && !(AUDIT_READS as readonly string[]).includes(action),
      );

/** A value before and after a change, as stored. */
export type AuditChange = { from: string; to: string };

/**
 * What an entry records besides its action and target: values only, never words, so the Activity view can say it in
 * the admin's language. `{}` where the action says it all.
 */
export type AuditDetails = {
  /** How (entries from before issue 33 have none: the password). */
  sign_in: { method?: SignInMethod };
  sign_in_failed: Record<string, never>;
  sign_out: Record<string, never>;
  /** `password: true` when the password changed (never the password). */
  account_update: { username?: AuditChange; password?: true };
  /** Each language that changed; neither when the same values were saved again. */
  content_update: { en?: AuditChange; zh?: AuditChange };
  list_create: { title: string };
  list_update: { title: string };
  list_delete: { title: string };
  list_reorder: { ids: number[] };
  /** `created`, or each field the change set to a new value (a list one item per line). */
  plan_update: { created: true } | { changes: Partial<Record<PlanField, AuditChange>> };
  /** Each field of a page's search snippet that changed (no image: ''). */
  snippet_update: { changes: Partial<Record<SnippetField, AuditChange>> };
  setting_update: AuditChange;
  /** The logo's image path before and after ('' = the built-in mark). */
  brand_update: AuditChange;
  image_upload: { type: string; width: number; height: number; alreadyStored: boolean };
  /** The deleted image as it was (the target is the path it was served at). */
  image_delete: { type: string; width: number; height: number; bytes: number };
  message_read: Record<string, never>;
  message_delete: Record<string, never>;
  messages_mark: { ids: number[]; isRead: boolean };
  messages_delete: { ids: number[] };
  /** The filter the export followed; neither for all messages. */
  messages_export: { unread?: 'true' | 'false'; replied?: 'true' | 'false'; state?: 'new' | 'replied' | 'closed'; q?: string };
  /** Marked replied (true) or not replied (false) by hand (decision 0068). */
  message_replied: { replied: boolean };
  /** Set new, replied or closed (decision 0106). */
  message_state: { state: 'new' | 'replied' | 'closed' };
  /** Its private note written or changed (what it says is not kept here). */
  message_note: Record<string, never>;
  /** Moved into Spam by hand (true) or out of it (false), decision 0108. */
  message_spam: { spam: boolean };
  /** A reply written and queued to the sender (the target is the message); its subject and text are not kept here. */
  message_reply: { replyId: number };
  /** A failed reply sent again. */
  reply_retry: { replyId: number };
  /** A notification channel saved (decision 0107): where it posts as shown (never its secrets), and whether it is on. */
  channel_save: { hint: string; enabled: boolean };
  channel_switch: { enabled: boolean };
  channel_remove: Record<string, never>;
  notification_resend: Record<string, never>;
  /** Why it was not sent (the target is the address it went to). */
  test_email: { error?: string };
  backup_create: Record<string, never>;
  backup_download: { bytes: number };
  /** A wrong code or passkey at the second step (the password was right). */
  second_factor_failed: { method: 'totp' | 'recovery' | 'passkey' };
  /** A wrong password when confirming a sensitive change. */
  confirm_failed: Record<string, never>;
  totp_added: Record<string, never>;
  /** `requirementOff`: it was the last factor, so the required second factor was switched off. */
  totp_removed: { requirementOff?: true };
  /** The target is the passkey's name. */
  passkey_added: Record<string, never>;
  passkey_renamed: AuditChange;
  passkey_removed: { requirementOff?: true };
  recovery_codes_created: { count: number };
  recovery_code_used: { remaining: number };
  second_factor_requirement: { required: boolean };
  /** The session signed out from the device list (the target is its address). */
  session_ended: { browser: string | null; os: string | null };
  /** "Sign out everywhere else": how many. */
  sessions_ended: { count: number };
  remembered_devices_forgotten: { count: number };
  /** A journal article or a Work page (decision 0091): its title (English, else Chinese) then. The target is
   * `journal/4` or `work/2`; a language's texts, `journal/4/en`. */
  piece_create: { title: string };
  piece_update: { title: string; slug?: AuditChange };
  piece_delete: { title: string };
  /** A version's state changed (target `journal/4/zh`); `at`: the moment it is scheduled for; `by`: the schedule did it. */
  piece_state: { title: string; from: string; to: string; at?: string; by?: 'schedule' };
  /** A redirect kept or changed (the target is the address it sends on); `from`: the address it had before. */
  redirect_save: { to: string; permanent: boolean; from?: string };
  redirect_delete: { to: string; permanent: boolean };
  /** A journal tag named in each language (decision 0100); the target is its address word. */
  tag_named: { nameEn: string; nameZh: string };
  tag_forgotten: { nameEn: string; nameZh: string };
  /** The image shown in place of the target on the Chinese pages or in the dark theme (decision 0101); null: none. */
  image_version: { version: ImageVersion; from: string | null; to: string | null };
  /** Where the photo's subject is now, 0 to 1 across and down (decision 0104). */
  image_focus: { x: number; y: number };
  /** Its name in the library, before and after (decision 0248); null: none. */
  image_name: { from: string | null; to: string | null };
};

/** One entry of the log; `detail` of an entry written before details had a shape is `{ note }`, its English summary. */
export type AuditEntry = {
  [A in AuditAction]: {
    id: number;
    at: string;
    account: string;
    ip: string;
    action: A;
    target: string;
    detail: AuditDetails[A] | { note: string };
    /** A message's sender while the message is kept: looked up as the log is read, never stored in it. */
    sender?: string;
    /** Where an image (a target under /media/) is shown now, looked up as the log is read. */
    uses?: ImageUse[];
  };
}[AuditAction];

/** GET /api/admin/audit?limit&cursor&action&group: newest first; the next page's cursor in X-Next-Cursor. */
export const AuditPageQuery = v.object({
  cursor: PageCursor,
  limit: pageLimit(100, 50),
  action: v.optional(v.picklist(AUDIT_ACTIONS, 'Unknown action')),
  group: v.optional(v.picklist(AUDIT_GROUPS, 'Unknown group')),
});
export type AuditPageQuery = v.InferOutput<typeof AuditPageQuery>;
