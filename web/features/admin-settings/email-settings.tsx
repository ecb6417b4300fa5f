// Email notifications: the address new messages go to and the switch that turns them on, in one card; beside it the
// "Sending email" card. Where this server cannot send, saving says so rather than a plain "saved" that would imply
// delivery, and the switch says nothing goes out yet.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../components/ui/spinner';
import { failureToast } from '../../lib/failure-toast';
import { useAdminT } from '../../lib/admin-i18n';
import { emailStatusQuery } from '../../lib/calls/notifications';
import { EmailDelivery } from './email-delivery';
import { emailOk } from './email-check';
import { LoadError } from './load-error';
import { SaveButton } from './save-button';
import { SettingField } from './setting-field';
import { SettingsCard } from './settings-card';
import { useSaveSettings, useSettings } from './use-settings';

export function EmailSettings() {
  const t = useAdminT();
  const values = useSettings(['notificationEmail', 'notificationsEnabled']);
  const ready = values && !(values instanceof Error) ? values : null;
  return (
    <>
      <SettingsCard title={t.settings.cards.email.title} description={t.settings.cards.email.description}>
        {!values ? (
          <Spinner label={t.settings.loading} />
        ) : values instanceof Error ? (
          <LoadError error={values} />
        ) : (
          <EmailForm email={values.notificationEmail} enabled={values.notificationsEnabled === 'true'} />
        )}
      </SettingsCard>
      <EmailDelivery savedAddress={ready?.notificationEmail} />
    </>
  );
}

function EmailForm(props: { email: string; enabled: boolean }) {
  const t = useAdminT();
  const save = useSaveSettings();
  const fieldId = useId();
  // false only once the server has said it cannot send (not while asking).
  const canSend = useQuery(emailStatusQuery()).data?.configured !== false;
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
      if (canSend) toast.success(t.toast.emailSettingsSaved);
      else toast.warning(t.settings.savedNoMail);
    } catch (error) {
      failureToast(t.toast.saveFailed, error, t, () => void submit());
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <SettingField
        id={fieldId}
        error={invalid ? t.settings.invalidEmail : undefined}
        label={t.settings.notificationEmail}
        hint={t.settings.notificationEmailHint}
        type="email"
        autoComplete="email"
        value={email}
        current={props.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            role="switch"
            checked={enabled}
            aria-checked={enabled}
            aria-describedby={canSend ? undefined : `${fieldId}-switch`}
            onChange={(e) => setEnabled(e.target.checked)}
            className="switch"
          />
          <span className="text-sm font-medium">{t.settings.notificationsEnabled}</span>
        </label>
        {!canSend && (
          // A quiet hint that points down: the one amber warning about it is "Sending email" below (two said the same).
          <p id={`${fieldId}-switch`} className="text-sm text-muted">
            {t.settings.switchNoMail}
          </p>
        )}
      </div>
      <SaveButton
        busy={busy}
        dirty={email.trim() !== props.email || enabled !== props.enabled}
        changes={Number(email.trim() !== props.email) + Number(enabled !== props.enabled)}
        label={t.settings.save}
        busyLabel={t.settings.saving}
        onDiscard={() => {
          setEmail(props.email);
          setEnabled(props.enabled);
          setInvalid(false);
        }}
      />
    </form>
  );
}
