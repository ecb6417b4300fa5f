// The sign of each kind of entry in the Activity tab: one icon per family of actions, so a day's rows read at a glance
// (sign-ins, edits of the site, images, messages, settings, backups).
import type { AuditAction } from '../../../src/contract';

export const ACTION_SIGNS: Record<AuditAction, string> = {
  sign_in: 'i-lucide-log-in',
  sign_in_failed: 'i-lucide-shield-alert',
  sign_out: 'i-lucide-log-out',
  account_update: 'i-lucide-user-cog',
  content_update: 'i-lucide-pencil',
  list_create: 'i-lucide-list-plus',
  list_update: 'i-lucide-pencil',
  list_delete: 'i-lucide-trash-2',
  list_reorder: 'i-lucide-arrow-up-down',
  plan_update: 'i-lucide-badge-dollar-sign',
  snippet_update: 'i-lucide-search',
  setting_update: 'i-lucide-settings-2',
  brand_update: 'i-lucide-stamp',
  image_upload: 'i-lucide-image-up',
  image_delete: 'i-lucide-image-minus',
  message_read: 'i-lucide-mail-open',
  message_delete: 'i-lucide-trash-2',
  messages_mark: 'i-lucide-mail',
  messages_delete: 'i-lucide-trash-2',
  messages_export: 'i-lucide-file-down',
  message_replied: 'i-lucide-reply',
  notification_resend: 'i-lucide-send',
  test_email: 'i-lucide-send',
  backup_create: 'i-lucide-database-backup',
  backup_download: 'i-lucide-download',
};
