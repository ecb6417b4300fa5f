// How long visitors' messages are kept (the messageRetentionDays setting): a card of its own in the settings, with what
// blank means and what a number does said beside the field.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { saveSetting, settingQuery } from '../../lib/calls/settings';
import { failureToast } from '../../lib/failure-toast';
import { SaveButton } from './save-button';
import { SettingsCard } from './settings-card';

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
      // Pending until the stored value is read back: Save turns disabled again only then.
      return queryClient.invalidateQueries({ queryKey: SETTING.queryKey });
    },
    onError: (error, value) => failureToast(t.toast.saveFailed, error, t, () => save.mutate(value)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = days.trim();
    setInvalid(!valid(value));
    if (valid(value)) save.mutate(value);
  };
  return (
    <SettingsCard title={t.settings.tabs.retention} description={t.settings.cards.retention}>
      {stored.isPending ? (
        <Spinner label={t.settings.loading} />
      ) : stored.isError ? (
        <LoadFailed what={t.toast.failedToLoad} error={stored.error} retrying={stored.isFetching} onRetry={() => void stored.refetch()} />
      ) : (
        <form onSubmit={submit} noValidate>
          <label htmlFor={id} className="block text-sm font-medium">
            {t.messages.retentionLabel}
          </label>
          {/* The unit sits in the box, after the number; Save is under the field, as on every settings card. */}
          <div className="relative mt-1 w-40">
            <input
              id={id}
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-unit ${id}-hint${invalid ? ` ${id}-error` : ''}`}
              className="field pr-12 tabular-nums"
            />
            {/* The one word for the unit (round 16: "(days)" in the label and "days" in the box said it twice); read after the label. */}
            <span id={`${id}-unit`} className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">
              {t.messages.retentionUnit}
            </span>
          </div>
          {invalid && (
            <p id={`${id}-error`} className="mt-1.5 text-sm text-bad">
              {t.messages.retentionInvalid}
            </p>
          )}
          <p id={`${id}-hint`} className="muted mt-1.5 text-sm">
            {t.messages.retentionHint}
          </p>
          <SaveButton
            changes={1}
            busy={save.isPending}
            dirty={days.trim() !== (stored.data?.value ?? '')}
            label={t.settings.save}
            busyLabel={t.settings.saving}
            onDiscard={() => {
              setDays(stored.data?.value ?? '');
              setInvalid(false);
            }}
          />
        </form>
      )}
    </SettingsCard>
  );
}
