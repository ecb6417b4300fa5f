// Admin account: username, and a new password with its confirmation (shown once a password is typed); every change is
// confirmed with the current password.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../components/ui/spinner';
import { failureToast } from '../../lib/failure-toast';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { currentUserQuery, updateCredentials } from '../../lib/calls/auth';
import { settingsKey } from '../../lib/calls/settings';
import { LoadError } from './load-error';
import { SaveButton } from './save-button';
import { SettingField } from './setting-field';
import { useSettings } from './use-settings';
import { validateAccount, type AccountErrors, type AccountForm } from './validate-account';

export function AccountSettings() {
  const t = useAdminT();
  const values = useSettings(['adminUsername']);
  if (!values) return <Spinner label={t.settings.loading} />;
  if (values instanceof Error) return <LoadError error={values} />;
  // product.md §9: the username field shows "admin" when the setting is empty.
  return <AccountFormView username={values.adminUsername || 'admin'} />;
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
      // A 422 here is the current password (the form checked the rest): said at the field, not in a toast.
      if (error instanceof ApiError && error.status === 422) setErrors({ currentPassword: t.settings.currentPasswordWrong });
      else failureToast(t.toast.saveFailed, error, t, () => void submit());
    } finally {
      setBusy(false);
    }
  };
  const set = (name: keyof AccountForm) => (e: { target: { value: string } }) =>
    // Clearing the password hides the confirmation, and forgets it.
    setForm({ ...form, [name]: e.target.value, ...(name === 'password' && !e.target.value ? { confirm: '' } : {}) });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
      <SettingField
        label={t.settings.username}
        autoComplete="username"
        value={form.username}
        onChange={set('username')}
        error={errors.username}
      />
      <SettingField
        label={t.settings.newPassword}
        hint={t.settings.newPasswordHint}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
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
      <SaveButton busy={busy} label={t.settings.save} busyLabel={t.settings.saving} />
    </form>
  );
}
