// Email notifications: the address new messages go to, and the switch that turns them on.
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../components/ui/spinner';
import { failureToast } from '../../lib/failure-toast';
import { useAdminT } from '../../lib/admin-i18n';
import { EmailDelivery } from './email-delivery';
import { emailOk } from './email-check';
import { LoadError } from './load-error';
import { SaveButton } from './save-button';
import { SettingField } from './setting-field';
import { useSaveSettings, useSettings } from './use-settings';

export function EmailSettings() {
  const t = useAdminT();
  const values = useSettings(['notificationEmail', 'notificationsEnabled']);
  if (!values) return <Spinner label={t.settings.loading} />;
  if (values instanceof Error) return <LoadError error={values} />;
  return <EmailForm email={values.notificationEmail} enabled={values.notificationsEnabled === 'true'} />;
}

function EmailForm(props: { email: string; enabled: boolean }) {
  const t = useAdminT();
  const save = useSaveSettings();
  const fieldId = useId();
  const [email, setEmail] = useState(props.email);
  const [enabled, setEnabled] = useState(props.enabled);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setInvalid(!emailOk(email));
    if (!emailOk(email)) return document.getElementById(fieldId)?.focus();
    setBusy(true);
    try {
      await save({ notificationEmail: email.trim(), notificationsEnabled: String(enabled) });
      toast.success(t.toast.emailSettingsSaved);
    } catch (error) {
      failureToast(t.toast.saveFailed, error, t, () => void submit());
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
      <SettingField
        id={fieldId}
        error={invalid ? t.settings.invalidEmail : undefined}
        label={t.settings.notificationEmail}
        hint={t.settings.notificationEmailHint}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="keyboard-ring h-5 w-9 cursor-pointer"
        />
        <span className="text-sm font-medium">{t.settings.notificationsEnabled}</span>
      </label>
      <SaveButton busy={busy} label={t.settings.save} busyLabel={t.settings.saving} />
      <EmailDelivery />
    </form>
  );
}
