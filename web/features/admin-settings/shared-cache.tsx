// The shared cache section (decision 0070), in the owner's terms: how soon visitors see a change. Decision 0258 (round 30:
// "How soon changes show – Working" is no setting): while it works it is one note of the Backups page's Technical details
// (its verdict, the sentence, then which cache); only a change that cannot reach the copies is a card with a warning.
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

/** The verdict and its sentence (the owner's words), then which cache and its answers (for whoever runs the server). */
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
  const server = `${problem && target ? `${fill(t.server.sharedCacheError, { host: target, error: problem.error })} ` : ''}${
    target && !problem ? `${fill(t.server.sharedCacheTarget, { host: target })} ` : ''
  }${t.server.sharedCache}`;
  if (!warn)
    return (
      <ServerDetails about={t.settings.tabs.cache}>
        <span data-shared-cache={state} data-cache-status={TONE[state]}>
          <span className="font-medium">{c.status[state]}</span>
          {lang === 'zh' ? '。' : '. '}
          <span data-cache-said="">{said[state]}</span>
        </span>{' '}
        {server}
      </ServerDetails>
    );
  return (
    <>
      <p role="alert" className="rounded-lg border border-warn/40 bg-warn-soft p-3 text-ink">
        {said[state]}
      </p>
      <ServerDetails about={t.settings.tabs.cache}>{server}</ServerDetails>
    </>
  );
}

export function SharedCacheSettings() {
  const t = useAdminT();
  const c = t.sharedCache;
  const status = useQuery(cachePurgesQuery());
  // A note, not a section: nothing while it loads; a failure to read it is said in the notes.
  if (status.isPending) return null;
  if (status.isError)
    return (
      <ServerDetails about={t.settings.tabs.cache}>
        <LoadFailed what={c.loadFailed} error={status.error} retrying={status.isFetching} onRetry={() => void status.refetch()} />
      </ServerDetails>
    );
  const state = stateOf(status.data);
  if (TONE[state] !== 'warn') return <Said status={status.data} state={state} />;
  return (
    <SettingsCard title={t.settings.tabs.cache} description={c.intro} status={{ tone: TONE[state], label: c.status[state] }}>
      <div className="grid gap-3 text-sm" data-shared-cache={state}>
        <Said status={status.data} state={state} />
      </div>
    </SettingsCard>
  );
}
