// The contact form of SPEC §2: validated like the server, disabled while sending, thank-you banner for 5 s.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SERVICE_CHOICES, type ContactMessage, type ContactMessageInput } from '../../../src/contract';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { validateMessage, type FieldErrors, type MessageFields } from './validate-message';
import { Phrased } from '../../components/ui/phrased';

const EMPTY: MessageFields = { name: '', email: '', service: '', message: '', website: '' };
export const SUCCESS_BANNER_MS = 5000;

export function ContactForm() {
  const t = useT();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<'success' | 'error' | null>(null);
  const send = useMutation({
    mutationFn: (body: ContactMessageInput) => api<ContactMessage>('/api/contact-messages', { method: 'POST', body }),
    onSuccess: () => {
      setFields(EMPTY);
      setBanner('success');
    },
    onError: () => setBanner('error'),
  });

  useEffect(() => {
    if (banner !== 'success') return;
    const timer = setTimeout(() => setBanner(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const update = (name: keyof MessageFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    // Once a field has been flagged, its message follows the text as it is corrected.
    if (errors[name]) {
      const result = validateMessage(next, t);
      setErrors('errors' in result ? { ...errors, [name]: result.errors[name] } : {});
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateMessage(fields, t);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setBanner(null);
    send.mutate(result.body);
  };

  const fieldProps = (name: keyof MessageFields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: 'field mt-1.5',
  });
  const label = (name: keyof MessageFields, text: string, required: boolean) => (
    <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
      {text}
      {required && (
        <span className="text-red-700 dark:text-red-400" aria-hidden="true">
          {' '}*
        </span>
      )}
    </label>
  );
  const error = (name: keyof MessageFields) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
        {errors[name]}
      </p>
    );

  return (
    <section aria-labelledby={`${id}-title`} className="card p-6 sm:p-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        <Phrased text={t.contact.form.title} />
      </h2>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {banner === 'success' && (
          <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100">
            {t.contact.form.success}
          </p>
        )}
        {banner === 'error' && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100">
            {t.contact.form.error}
          </p>
        )}
      </div>
      <form ref={form} noValidate onSubmit={submit} className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            {label('name', t.contact.form.name, true)}
            <input {...fieldProps('name')} type="text" autoComplete="name" required onChange={(e) => update('name', e.target.value)} />
            {error('name')}
          </div>
          <div>
            {label('email', t.contact.form.email, true)}
            <input {...fieldProps('email')} type="email" autoComplete="email" required onChange={(e) => update('email', e.target.value)} />
            {error('email')}
          </div>
        </div>
        <div>
          {label('service', t.contact.form.service, false)}
          <select {...fieldProps('service')} onChange={(e) => update('service', e.target.value)}>
            <option value="">{t.contact.form.serviceNone}</option>
            {SERVICE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t.contact.form.services[choice]}
              </option>
            ))}
          </select>
        </div>
        <div>
          {label('message', t.contact.form.message, true)}
          <textarea {...fieldProps('message')} rows={6} required onChange={(e) => update('message', e.target.value)} />
          {error('message')}
        </div>
        {/* The honeypot: off-screen and hidden from assistive technology, so only a bot fills it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            {t.contact.form.honeypot}
            <input name="website" type="text" tabIndex={-1} autoComplete="off" value={fields.website} onChange={(e) => update('website', e.target.value)} />
          </label>
        </div>
        <button type="submit" disabled={send.isPending} className="btn-primary justify-self-start px-6 py-3">
          {send.isPending ? t.contact.form.sending : t.contact.form.submit}
          {!send.isPending && <span className="i-lucide-send h-4 w-4" aria-hidden="true" />}
        </button>
      </form>
    </section>
  );
}
