// Admin account rules (SPEC §5): a username that is not blank; a new password equal to its confirmation.
import type { AdminDictionary } from '../../i18n/admin-en';

export type AccountForm = { username: string; password: string; confirm: string };
export type AccountErrors = Partial<Record<keyof AccountForm, string>>;

export function validateAccount(form: AccountForm, t: AdminDictionary): AccountErrors {
  const errors: AccountErrors = {};
  if (!form.username.trim()) errors.username = t.settings.usernameRequired;
  if (form.password && form.password !== form.confirm) errors.confirm = t.settings.passwordsMismatch;
  return errors;
}
