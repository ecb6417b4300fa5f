// Admin account rules (product.md §5), checked before anything is sent and in the server's terms (the contract's
// limits): a username that is not blank and has no spaces; a new password of PASSWORD_MIN to PASSWORD_MAX characters
// equal to its confirmation; and the current password, which the server asks for every change. A refusal from the
// server (a 422 naming its fields) is put on the same fields by `serverErrors`.
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { fill } from '../../lib/i18n';
import type { FieldIssue } from '../../lib/server-issues';

export type AccountForm = { username: string; password: string; confirm: string; currentPassword: string };
export type AccountErrors = Partial<Record<keyof AccountForm, string>>;

const USERNAME_MAX = 64;

/** What is wrong with a new password, or null (blank keeps the current one). */
export function passwordProblem(password: string, t: AdminDictionary): string | null {
  if (!password) return null;
  if (password.length < PASSWORD_MIN) return fill(t.settings.passwordTooShort, { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX) return fill(t.settings.passwordTooLong, { max: PASSWORD_MAX });
  return null;
}

function usernameProblem(username: string, t: AdminDictionary): string | null {
  const name = username.trim();
  if (!name) return t.settings.usernameRequired;
  if (/\s/.test(name) || name.length > USERNAME_MAX) return fill(t.settings.usernameRule, { max: USERNAME_MAX });
  return null;
}

export function validateAccount(form: AccountForm, t: AdminDictionary): AccountErrors {
  const errors: AccountErrors = {};
  const username = usernameProblem(form.username, t);
  if (username) errors.username = username;
  const password = passwordProblem(form.password, t);
  if (password) errors.password = password;
  if (form.password && form.password !== form.confirm) errors.confirm = t.settings.passwordsMismatch;
  if (!form.currentPassword) errors.currentPassword = t.settings.currentPasswordRequired;
  return errors;
}

/**
 * The fields a 422 names, each with its rule in the admin's words: the server's issue says which field, our words say
 * why (its own text is English). An issue on no field of the form is left to the caller (null).
 */
export function serverErrors(issues: readonly FieldIssue[], form: AccountForm, t: AdminDictionary): AccountErrors | null {
  const errors: AccountErrors = {};
  for (const { path, message } of issues) {
    if (path === 'currentPassword')
      errors.currentPassword = form.currentPassword ? t.settings.currentPasswordWrong : t.settings.currentPasswordRequired;
    else if (path === 'password')
      errors.password = passwordProblem(form.password, t) ?? fill(t.settings.fieldRefused, { field: t.settings.newPassword, message });
    else if (path === 'username')
      errors.username = usernameProblem(form.username, t) ?? fill(t.settings.fieldRefused, { field: t.settings.username, message });
  }
  return Object.keys(errors).length ? errors : null;
}
