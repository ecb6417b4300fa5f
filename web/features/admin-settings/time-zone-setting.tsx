// The site's time zone (the timeZone setting, decision 0089): a list of the zones the browser knows, the server's own
// first (what an unset setting means), the clock there now, and this browser's zone offered when it differs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { runtimeTimeZone, type SiteTimeZone } from '../../../src/contract';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { currentUserQuery } from '../../lib/calls/auth';
import { saveSetting, timeZoneQuery } from '../../lib/calls/settings';
import { dateLocale } from '../../lib/dates';
import { failureToast } from '../../lib/failure-toast';
import { fill, useLang } from '../../lib/i18n';
import { SaveButton } from './save-button';
import { SettingsCard } from './settings-card';
import { zoneLabel, zoneLabels } from '../../lib/zone-label';

/** Every zone the browser can name, with the ones in play added should its list lack them (some lists omit UTC). */
function zoneNames(...inPlay: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, ...inPlay.filter(Boolean)])].sort();
}

export function TimeZoneSetting() {
  const t = useAdminT();
  const stored = useQuery(timeZoneQuery);
  return (
    <SettingsCard title={t.settings.cards.timeZone.title} description={t.settings.cards.timeZone.description}>
      {stored.isPending ? (
        <Spinner label={t.settings.loading} />
      ) : stored.isError ? (
        <LoadFailed what={t.toast.failedToLoad} error={stored.error} retrying={stored.isFetching} onRetry={() => void stored.refetch()} />
      ) : (
        <TimeZoneForm stored={stored.data} />
      )}
    </SettingsCard>
  );
}

function TimeZoneForm({ stored }: { stored: SiteTimeZone }) {
  const t = useAdminT();
  const lang = useLang();
  const id = useId();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(stored.setting);
  useEffect(() => setChosen(stored.setting), [stored.setting]);
  const browser = runtimeTimeZone();
  const names = useMemo(() => zoneNames(stored.setting, stored.server, browser), [stored.setting, stored.server, browser]);
  const labels = useMemo(() => zoneLabels(names, lang), [names, lang]);
  const save = useMutation({
    mutationFn: (value: string) => saveSetting('timeZone', value),
    onSuccess: () => {
      toast.success(t.toast.changesSaved);
      // The session names the zone every admin date is written in; Insights' days follow it too.
      // Pending until the stored zone is read back: Save turns disabled again only then.
      return Promise.all(
        [timeZoneQuery.queryKey, currentUserQuery().queryKey, ['insights']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error, value) => failureToast(t.toast.saveFailed, error, t, () => save.mutate(value)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen);
  };
  const shown = chosen || stored.server;
  const clock = new Intl.DateTimeFormat(dateLocale(lang), {
    timeZone: shown,
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).format(Date.now());
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className="block text-sm font-medium">
        {t.settings.timeZone.label}
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        aria-describedby={`${id}-clock`}
        className="field mt-1 max-w-md"
      >
        <option value="">{fill(t.settings.timeZone.serverZone, { zone: zoneLabel(stored.server, lang) })}</option>
        {names.map((name) => (
          <option key={name} value={name} title={name}>
            {labels.get(name) ?? name}
          </option>
        ))}
      </select>
      <p id={`${id}-clock`} className="muted mt-1.5 text-sm">
        {fill(t.settings.timeZone.clock, { time: clock })}
      </p>
      {browser !== shown && (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span>{fill(t.settings.timeZone.browser, { zone: browser })}</span>
          <button type="button" className="btn-outline" onClick={() => setChosen(browser)}>
            {fill(t.settings.timeZone.useBrowser, { zone: browser })}
          </button>
        </p>
      )}
      <SaveButton
        changes={1}
        busy={save.isPending}
        dirty={chosen !== stored.setting}
        label={t.settings.save}
        busyLabel={t.settings.saving}
        onDiscard={() => setChosen(stored.setting)}
      />
    </form>
  );
}
