// Contact info shown on the contact page and in every footer: address, phone and email, and the address as the Chinese
// pages show it (beyond product.md; blank, they show the one address). Each field holds what is stored;
// a field with nothing stored shows what visitors see instead (the built-in text, in each language) as its placeholder
// and says so under it, so the owner edits from what the site shows now.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../components/ui/spinner';
import { failureToast } from '../../lib/failure-toast';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, loadDictionary, useLang, type Lang } from '../../lib/i18n';
import { emailOk } from './email-check';
import { LoadError } from './load-error';
import { SaveButton } from './save-button';
import { SettingField } from './setting-field';
import { SettingsCard } from './settings-card';
import { useSaveSettings, useSettings } from './use-settings';

type Contact = { address: string; phone: string; email: string };
type ContactForm = Contact & { addressZh: string };

/** The built-in contact details of the public site's dictionaries (contact.fallback), by language; null while loading. */
function useBuiltIn(): Record<Lang, Contact> | null {
  const read = (lang: Lang) => ({ queryKey: ['site-dictionary', lang], queryFn: () => loadDictionary(lang), staleTime: Infinity });
  const en = useQuery(read('en')).data;
  const zh = useQuery(read('zh')).data;
  return en && zh ? { en: en.contact.fallback, zh: zh.contact.fallback } : null;
}

export function ContactSettings() {
  const t = useAdminT();
  const values = useSettings(['contactAddress', 'contactPhone', 'contactEmail', 'contactAddressZh']);
  return (
    <SettingsCard title={t.settings.cards.contact.title} description={t.settings.cards.contact.description}>
      {!values ? (
        <Spinner label={t.settings.loading} />
      ) : values instanceof Error ? (
        <LoadError error={values} />
      ) : (
        <ContactForm
          initial={{
            address: values.contactAddress,
            phone: values.contactPhone,
            email: values.contactEmail,
            addressZh: values.contactAddressZh,
          }}
        />
      )}
    </SettingsCard>
  );
}

function ContactForm({ initial }: { initial: ContactForm }) {
  const t = useAdminT();
  const lang = useLang();
  const builtIn = useBuiltIn();
  const save = useSaveSettings();
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const emailId = useId();
  const changed = (Object.keys(initial) as (keyof ContactForm)[]).filter((name) => form[name].trim() !== initial[name]).length;
  const dirty = changed > 0;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setInvalid(!emailOk(form.email));
    if (!emailOk(form.email)) return document.getElementById(emailId)?.focus();
    setBusy(true);
    try {
      await save({
        contactAddress: form.address.trim(),
        contactPhone: form.phone.trim(),
        contactEmail: form.email.trim(),
        contactAddressZh: form.addressZh.trim(),
      });
      toast.success(t.toast.contactInfoUpdated);
    } catch (error) {
      failureToast(t.toast.saveFailed, error, t, () => void submit());
    } finally {
      setBusy(false);
    }
  };
  /** A blank field: its placeholder is the built-in text, and its hint says visitors see that now (in both languages). */
  const field = (name: keyof Contact) => {
    const shown = builtIn && !form[name].trim() ? builtIn : null;
    const other = lang === 'zh' ? 'en' : 'zh';
    return {
      value: form[name],
      current: initial[name],
      onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
      placeholder: shown?.[lang][name],
      hint: shown
        ? shown.en[name] === shown.zh[name]
          ? fill(t.settings.builtInShown, { text: shown[lang][name] })
          : fill(t.settings.builtInShownBoth, { text: shown[lang][name], other: shown[other][name] })
        : undefined,
    };
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <SettingField label={t.settings.address} autoComplete="street-address" wrap {...field('address')} />
      <SettingField
        label={t.settings.addressZh}
        wrap
        value={form.addressZh}
        current={initial.addressZh}
        onChange={(e) => setForm({ ...form, addressZh: e.target.value })}
        hint={t.settings.addressZhHint}
      />
      <SettingField label={t.settings.phone} type="tel" autoComplete="tel" {...field('phone')} />
      <SettingField
        id={emailId}
        error={invalid ? t.settings.invalidEmail : undefined}
        label={t.settings.email}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <SaveButton
        busy={busy}
        dirty={dirty}
        changes={changed}
        label={t.settings.save}
        busyLabel={t.settings.saving}
        onDiscard={() => {
          setForm(initial);
          setInvalid(false);
        }}
      />
    </form>
  );
}
