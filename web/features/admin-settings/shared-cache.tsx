// The shared cache section (decision 0070), in the owner's terms: how soon visitors see a change, with its verdict as a
// chip (working, up to date, not taking changes); which cache, the settings and its answers are under "Technical
// details".
import { useQuery } from '@tanstack/react-query';
import type { CachePurgeStatus } from '../../../src/contract';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { LoadFailed } from '../../components/admin/load-failed';
import { ServerDetails } from '../../components/admin/server-details';
import type { AdminDictionary } from '../../i18n/admin-en';
import { useAdminT } from '../../lib/admin-i18n';
import { cachePurgesQuery } from '../../lib/calls/cache-purges';
import { longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { type CardStatus, SettingsCard } from './settings-card';

type Words = AdminDictionary['sharedCache'];
type State = keyof Words['status'];

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

function stateOf(status: CachePurgeStatus): State {
  if (!status.target) return status.sharedSeconds === 0 ? 'off' : 'notTold';
  if (status.problem) return status.problem.gaveUp ? 'gaveUp' : 'refusing';
  return status.waiting > 0 ? 'telling' : 'told';
}
const TONE: Record<State, CardStatus['tone']> = {
  off: 'neutral',
  notTold: 'good',
  told: 'good',
  telling: 'neutral',
  refusing: 'warn',
  gaveUp: 'warn',
};

function Said({ status, state }: { status: CachePurgeStatus; state: State }) {
  const t = useAdminT();
  const c = t.sharedCache;
  const lang = useLang();
  const at = (iso: string) => <DateText text={longDate(iso, lang)} at={iso} />;
  const time = cacheTime(status.sharedSeconds, c);
  const { target, problem } = status;
  const said: Record<State, React.ReactNode> = {
    off: c.off,
    notTold: fill(c.notTold, { time }),
    told: status.lastDoneAt ? fillNodes(c.told, { time: at(status.lastDoneAt) }) : c.ready,
    telling: c.telling,
    refusing: problem && fillNodes(c.refusing, { time: at(problem.at), tries: String(problem.attempts) }),
    gaveUp: problem && fillNodes(c.gaveUp, { time: at(problem.at), max: time }),
  };
  const warn = TONE[state] === 'warn';
  return (
    <>
      <p
        role={warn ? 'alert' : undefined}
        className={warn ? 'rounded-lg border border-warn/40 bg-warn-soft p-3 text-ink' : 'muted max-w-[65ch]'}
      >
        {said[state]}
      </p>
      <ServerDetails about={t.settings.tabs.cache}>
        {problem && target ? `${fill(t.server.sharedCacheError, { host: target, error: problem.error })} ` : ''}
        {target && !problem ? `${fill(t.server.sharedCacheTarget, { host: target })} ` : ''}
        {t.server.sharedCache}
      </ServerDetails>
    </>
  );
}

export function SharedCacheSettings() {
  const t = useAdminT();
  const c = t.sharedCache;
  const status = useQuery(cachePurgesQuery());
  if (status.isPending) return <p className="muted text-sm">{c.loading}</p>;
  if (status.isError)
    return <LoadFailed what={c.loadFailed} error={status.error} retrying={status.isFetching} onRetry={() => void status.refetch()} />;
  const state = stateOf(status.data);
  return (
    <SettingsCard title={t.settings.tabs.cache} description={c.intro} status={{ tone: TONE[state], label: c.status[state] }}>
      <div className="grid gap-3 text-sm" data-shared-cache={state}>
        <Said status={status.data} state={state} />
      </div>
    </SettingsCard>
  );
}
