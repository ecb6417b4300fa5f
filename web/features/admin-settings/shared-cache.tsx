// The shared cache section (decision 0070): whether a cache in front (Varnish, a CDN) is told of each change, when it
// last took one, and, when it refuses, that visitors may see a page as it was and for how long. The setting names are
// under "For whoever runs the server".
import { useQuery } from '@tanstack/react-query';
import type { CachePurgeStatus } from '../../../src/contract';
import { LoadFailed } from '../../components/admin/load-failed';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { ServerDetails } from '../../components/admin/server-details';
import type { AdminDictionary } from '../../i18n/admin-en';
import { useAdminT } from '../../lib/admin-i18n';
import { cachePurgesQuery } from '../../lib/calls/cache-purges';
import { longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { SettingsCard } from './settings-card';

type Words = AdminDictionary['sharedCache'];

/** "10 seconds", "1 day": the cache time in the largest whole unit. */
export function cacheTime(seconds: number, c: Words): string {
  const units = [
    [86_400, c.days],
    [3_600, c.hours],
    [60, c.minutes],
  ] as const;
  const [size, words] = units.find(([unit]) => seconds >= unit && seconds % unit === 0) ?? [1, c.seconds];
  const count = seconds / size;
  return fill(count === 1 ? words.one : words.other, { count: String(count) });
}

function Said({ status, c }: { status: CachePurgeStatus; c: Words }) {
  const t = useAdminT();
  const lang = useLang();
  const at = (iso: string) => <DateText text={longDate(iso, lang)} at={iso} />;
  const time = cacheTime(status.sharedSeconds, c);
  const { target, problem } = status;
  if (!target)
    return (
      <>
        <p className="muted">{status.sharedSeconds === 0 ? c.off : fill(c.notTold, { time })}</p>
        <ServerDetails className="muted">{t.server.sharedCacheNotTold}</ServerDetails>
      </>
    );
  if (problem)
    return (
      <>
        <p role="alert" className="rounded-lg border border-warn/40 bg-warn-soft p-3 text-warn">
          <span className="i-lucide-triangle-alert mr-1.5 h-4 w-4" aria-hidden="true" />
          {fillNodes(problem.gaveUp ? c.gaveUp : c.refusing, {
            host: target,
            time: at(problem.at),
            tries: String(problem.attempts),
            max: time,
          })}
        </p>
        <ServerDetails className="muted">{fill(t.server.sharedCacheError, { error: problem.error })}</ServerDetails>
      </>
    );
  if (status.waiting > 0) return <p className="muted">{fill(c.telling, { host: target })}</p>;
  return (
    <p className="text-good">
      <span className="i-lucide-circle-check mr-1.5 h-4 w-4" aria-hidden="true" />
      {status.lastDoneAt ? fillNodes(c.told, { host: target, time: at(status.lastDoneAt) }) : fill(c.ready, { host: target })}
    </p>
  );
}

export function SharedCacheSettings() {
  const t = useAdminT();
  const c = t.sharedCache;
  const status = useQuery(cachePurgesQuery());
  if (status.isPending) return <p className="muted text-sm">{c.loading}</p>;
  if (status.isError)
    return <LoadFailed what={c.loadFailed} error={status.error} retrying={status.isFetching} onRetry={() => void status.refetch()} />;
  return (
    <SettingsCard title={t.settings.tabs.cache} description={c.intro}>
      <div className="grid gap-3 text-sm" data-shared-cache={status.data.target ? 'purged' : 'not-told'}>
        <Said status={status.data} c={c} />
      </div>
    </SettingsCard>
  );
}
