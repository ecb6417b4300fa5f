// Settings → Spam (decision 0108): what becomes of a message sent without the contact form's check (kept in Spam, the
// default, or refused), and after how many days Spam empties itself. One card, saved with one button.
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
import { SPAM_KEEP_DAYS } from '../../../src/contract';

const UNSOLVED = settingQuery('unsolvedMessages');
const DAYS = settingQuery('spamKeepDays');
const validDays = (days: string) => /^[1-9]\d{0,2}$/.test(days) && Number(days) <= 365;
type Choice = 'spam' | 'refuse';

export function SpamSettings() {
  const admin = useAdminT();
  const t = admin.inbox.spamSettings;
  const id = useId();
  const queryClient = useQueryClient();
  const unsolved = useQuery(UNSOLVED);
  const days = useQuery(DAYS);
  const [choice, setChoice] = useState<Choice>('spam');
  const [keep, setKeep] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (unsolved.data) setChoice(unsolved.data.value === 'refuse' ? 'refuse' : 'spam');
  }, [unsolved.data]);
  useEffect(() => {
    // Blank is 30 days: said as the number, not left looking unset.
    if (days.data) setKeep(days.data.value || String(SPAM_KEEP_DAYS));
  }, [days.data]);
  const save = useMutation({
    mutationFn: async (values: { choice: Choice; keep: string }) => {
      await saveSetting('unsolvedMessages', values.choice);
      await saveSetting('spamKeepDays', values.keep);
    },
    onSuccess: () => {
      toast.success(admin.toast.changesSaved);
      // Pending until the stored values are read back: Save turns disabled again only then.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: UNSOLVED.queryKey }),
        queryClient.invalidateQueries({ queryKey: DAYS.queryKey }),
      ]);
    },
    onError: (error, values) => failureToast(admin.toast.saveFailed, error, admin, () => save.mutate(values)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = keep.trim();
    setInvalid(!validDays(value));
    if (validDays(value)) save.mutate({ choice, keep: value });
  };
  const dirty =
    choice !== (unsolved.data?.value === 'refuse' ? 'refuse' : 'spam') || keep.trim() !== (days.data?.value || String(SPAM_KEEP_DAYS));
  const failed = unsolved.isError ? unsolved : days.isError ? days : null;
  return (
    <SettingsCard title={t.title} description={t.description}>
      {unsolved.isPending || days.isPending ? (
        <Spinner label={admin.settings.loading} />
      ) : failed ? (
        <LoadFailed
          what={admin.toast.failedToLoad}
          error={failed.error}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-5">
          <fieldset>
            <legend className="text-sm font-medium">{t.unsolved}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {(['spam', 'refuse'] as const).map((option) => (
                <label
                  key={option}
                  className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 ${
                    choice === option ? 'border-ink bg-surface-alt' : 'border-line hover:border-line-strong'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-unsolved`}
                    className="mt-1 h-4 w-4 shrink-0"
                    checked={choice === option}
                    onChange={() => setChoice(option)}
                  />
                  <span>
                    <span className="block text-sm font-medium">{option === 'spam' ? t.keep : t.refuse}</span>
                    <span className="muted block text-sm">{option === 'spam' ? t.keepHint : t.refuseHint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-days`} className="block text-sm font-medium">
              {t.days}
            </label>
            <div className="relative mt-1 w-40">
              <input
                id={`${id}-days`}
                inputMode="numeric"
                value={keep}
                onChange={(e) => setKeep(e.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
                className="field pr-12 tabular-nums"
              />
              <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted" aria-hidden="true">
                {t.daysUnit}
              </span>
            </div>
            {invalid && (
              <p id={`${id}-error`} className="mt-1.5 text-sm text-bad">
                {t.daysInvalid}
              </p>
            )}
            <p id={`${id}-hint`} className="muted mt-1.5 text-sm">
              {t.daysHint}
            </p>
          </div>
          <SaveButton
            busy={save.isPending}
            dirty={dirty}
            label={admin.settings.save}
            busyLabel={admin.settings.saving}
            onDiscard={() => {
              setChoice(unsolved.data?.value === 'refuse' ? 'refuse' : 'spam');
              setKeep(days.data?.value || String(SPAM_KEEP_DAYS));
              setInvalid(false);
            }}
          />
        </form>
      )}
    </SettingsCard>
  );
}
