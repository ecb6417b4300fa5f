// The audit log: what the administrator did, read in the admin's Activity view.
import * as v from 'valibot';
import { PageCursor, pageLimit } from './common';

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
  'setting_update',
  'image_upload',
  'message_read',
  'message_delete',
  'messages_mark',
  'messages_delete',
  'messages_export',
  'notification_resend',
  'test_email',
  'backup_create',
  'backup_download',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = { id: number; at: string; account: string; ip: string; action: AuditAction; target: string; summary: string };

/** GET /api/admin/audit?limit&cursor&action: newest first; the next page's cursor in X-Next-Cursor. */
export const AuditPageQuery = v.object({
  cursor: PageCursor,
  limit: pageLimit(100, 50),
  action: v.optional(v.picklist(AUDIT_ACTIONS, 'Unknown action')),
});
export type AuditPageQuery = v.InferOutput<typeof AuditPageQuery>;
