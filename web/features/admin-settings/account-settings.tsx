// Admin account: username, and a new password with its confirmation (shown once a password is typed); every change is
// confirmed with the current password. The password's rule is under its field before and while typing; a refusal names
// its field and rule, on that field in place of the rule (from the server's 422 issues, never guessed from the status alone).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MIN } from '../../../src/contract';
import { Spinner } from '../../components/ui/spinner';
import type { AdminDictionary } from '../../i18n/admin-en';
import { failureToast } from '../../lib/failure-toast';
import { useAdminT } from '../../lib/admin-i18n';
import { serverIssues } from '../../lib/server-issues';
import { currentUserQuery, updateCredentials } from '../../lib/calls/auth';
import { settingsKey } from '../../lib/calls/settings';
import { fill } from '../../lib/i18n';
import { LoadError } from './load-error';
import { SaveButton } from './save-button';
import { SettingField } from './setting-field';
import { useSettings } from './use-settings';
import { SettingsCard } from './settings-card';
import { serverErrors, validateAccount, type AccountErrors, type AccountForm } from './validate-account';

/** The rule under the new password: before typing, what is asked; while typing, how far along it is. */
function passwordRule(password: string, t: AdminDictionary): string {
  if (!password) return fill(t.settings.passwordRule, { min: PASSWORD_MIN });
  if (password.length < PASSWORD_MIN) return fill(t.settings.passwordCount, { count: password.length, min: PASSWORD_MIN });
  return fill(t.settings.passwordLongEnough, { min: PASSWORD_MIN });
}

export function AccountSettings() {
  const t = useAdminT();
  const values = useSettings(['adminUsername']);
  return (
    <SettingsCard title={t.settings.cards.account.title} description={t.settings.cards.account.description}>
      {!values ? (
        <Spinner label={t.settings.loading} />
      ) : values instanceof Error ? (
        <LoadError error={values} />
      ) : (
        // product.md §9: the username field shows "admin" when the setting is empty.
        <AccountFormView username={values.adminUsername || 'admin'} />
      )}
    </SettingsCard>
  );
}

function AccountFormView({ username }: { username: string }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AccountForm>({ username, password: '', confirm: '', currentPassword: '' });
  const [errors, setErrors] = useState<AccountErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateAccount(form, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const user = await updateCredentials({
        currentPassword: form.currentPassword,
        username: form.username.trim(),
        password: form.password,
      });
      toast.success(form.password ? t.toast.credentialsUpdated : t.toast.usernameUpdated);
      setForm({ username: user.username, password: '', confirm: '', currentPassword: '' });
      queryClient.setQueryData(currentUserQuery().queryKey, user);
      await queryClient.invalidateQueries({ queryKey: settingsKey });
    } catch (error) {
      // A 422 names its fields (a wrong current password, or a rule the form did not know): said at each, not in a toast.
      const issues = serverIssues(error);
      const named = issues ? serverErrors(issues, form, t) : null;
      if (named) setErrors(named);
      else failureToast(t.toast.saveFailed, error, t, () => void submit());
    } finally {
      setBusy(false);
    }
  };
  const set = (name: keyof AccountForm) => (e: { target: { value: string } }) => {
    // Clearing the password hides the confirmation, and forgets it.
    setForm({ ...form, [name]: e.target.value, ...(name === 'password' && !e.target.value ? { confirm: '' } : {}) });
    // A field being retyped loses its old complaint (the rule under the password keeps counting).
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <SettingField
        label={t.settings.username}
        autoComplete="username"
        value={form.username}
        onChange={set('username')}
        error={errors.username}
      />
      <SettingField
        label={t.settings.newPassword}
        hint={passwordRule(form.password, t)}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errors.password}
      />
      {form.password && (
        <SettingField
          label={t.settings.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
      )}
      <SettingField
        label={t.settings.currentPassword}
        hint={t.settings.currentPasswordHint}
        type="password"
        autoComplete="current-password"
        required
        value={form.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <SaveButton
        busy={busy}
        dirty={form.username.trim() !== username || form.password !== ''}
        label={t.settings.save}
        busyLabel={t.settings.saving}
        onDiscard={() => {
          setForm({ username, password: '', confirm: '', currentPassword: '' });
          setErrors({});
        }}
      />
    </form>
  );
}
