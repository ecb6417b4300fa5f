// Under the inbox: how long visitors' messages are kept (the messageRetentionDays setting), said plainly where it is set.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useAdminT } from '../../lib/admin-i18n';
import { saveSetting, settingQuery } from '../../lib/calls/settings';
import { failureToast } from '../../lib/failure-toast';

const SETTING = settingQuery('messageRetentionDays');
const valid = (days: string) => days === '' || (/^[1-9]\d{0,3}$/.test(days) && Number(days) <= 3650);

export function RetentionSetting() {
  const t = useAdminT();
  const id = useId();
  const queryClient = useQueryClient();
  const stored = useQuery(SETTING);
  const [days, setDays] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (stored.data) setDays(stored.data.value);
  }, [stored.data]);
  const save = useMutation({
    mutationFn: (value: string) => saveSetting('messageRetentionDays', value),
    onSuccess: () => {
      toast.success(t.toast.changesSaved);
      void queryClient.invalidateQueries({ queryKey: SETTING.queryKey });
    },
    onError: (error, value) => failureToast(t.toast.saveFailed, error, t, () => save.mutate(value)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = days.trim();
    setInvalid(!valid(value));
    if (valid(value)) save.mutate(value);
  };
  if (!stored.data) return null; // advice beside the inbox: absent until it has loaded
  return (
    <form onSubmit={submit} noValidate className="card mt-8 grid max-w-xl gap-3 p-5">
      <h2 className="font-semibold">{t.messages.retentionTitle}</h2>
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {t.messages.retentionLabel}
        </label>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <input
            id={id}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
            className="field w-32"
          />
          <button type="submit" className="btn-outline" disabled={save.isPending}>
            {save.isPending ? t.settings.saving : t.settings.save}
          </button>
        </div>
        {invalid && (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-bad">
            {t.messages.retentionInvalid}
          </p>
        )}
        <p id={`${id}-hint`} className="muted mt-1.5 text-sm">
          {t.messages.retentionHint}
        </p>
      </div>
    </form>
  );
}
