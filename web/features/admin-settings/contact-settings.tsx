// Contact info shown on the contact page: address, phone and email.
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../components/ui/spinner';
import { failureToast } from '../../lib/failure-toast';
import { useAdminT } from '../../lib/admin-i18n';
import { emailOk } from './email-check';
import { LoadError } from './load-error';
import { SaveButton } from './save-button';
import { SettingField } from './setting-field';
import { useSaveSettings, useSettings } from './use-settings';

export function ContactSettings() {
  const t = useAdminT();
  const values = useSettings(['contactAddress', 'contactPhone', 'contactEmail']);
  if (!values) return <Spinner label={t.settings.loading} />;
  if (values instanceof Error) return <LoadError error={values} />;
  return <ContactForm initial={{ address: values.contactAddress, phone: values.contactPhone, email: values.contactEmail }} />;
}

function ContactForm({ initial }: { initial: { address: string; phone: string; email: string } }) {
  const t = useAdminT();
  const save = useSaveSettings();
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const emailId = useId();
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setInvalid(!emailOk(form.email));
    if (!emailOk(form.email)) return document.getElementById(emailId)?.focus();
    setBusy(true);
    try {
      await save({ contactAddress: form.address.trim(), contactPhone: form.phone.trim(), contactEmail: form.email.trim() });
      toast.success(t.toast.contactInfoUpdated);
    } catch (error) {
      failureToast(t.toast.saveFailed, error, t, () => void submit());
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
      <p className="muted text-sm">{t.settings.contactHint}</p>
      <SettingField label={t.settings.address} autoComplete="street-address" {...field('address')} />
      <SettingField label={t.settings.phone} type="tel" autoComplete="tel" {...field('phone')} />
      <SettingField
        id={emailId}
        error={invalid ? t.settings.invalidEmail : undefined}
        label={t.settings.email}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <SaveButton busy={busy} label={t.settings.save} busyLabel={t.settings.saving} />
    </form>
  );
}
