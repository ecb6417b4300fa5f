// Admin account rules (product.md §5): a username that is not blank; a new password equal to its confirmation; and the
// current password, which the server asks for every change.
import type { AdminDictionary } from '../../i18n/admin-en';

export type AccountForm = { username: string; password: string; confirm: string; currentPassword: string };
export type AccountErrors = Partial<Record<keyof AccountForm, string>>;

export function validateAccount(form: AccountForm, t: AdminDictionary): AccountErrors {
  const errors: AccountErrors = {};
  if (!form.username.trim()) errors.username = t.settings.usernameRequired;
  if (form.password && form.password !== form.confirm) errors.confirm = t.settings.passwordsMismatch;
  if (!form.currentPassword) errors.currentPassword = t.settings.currentPasswordRequired;
  return errors;
}
