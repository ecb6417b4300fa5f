// The backups section's card on the continuous copy off the server (Litestream, decision 0071): whether it is set up,
// where it copies to, and how far behind it is when the site can read that; a warning when it is set up but not
// copying, or not set up at all (the one Alert). Trouble is said in the owner's words, the setting or command under "Technical details".
import type { ReplicationOverview } from '../../../src/contract';
import { fileSize } from '../../../src/contract';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { Alert } from '../../components/admin/alert';
import { ServerDetails, StepsLink } from '../../components/admin/server-details';
import { useAdminT } from '../../lib/admin-i18n';
import { longDate } from '../../lib/dates';
import { useLang } from '../../lib/i18n';
import { SettingsCard } from './settings-card';

export function ReplicationCard({ replication }: { replication: ReplicationOverview }) {
  const admin = useAdminT();
  const r = admin.replication;
  const lang = useLang();
  const { state, behindBytes, caughtUpAt, replicas } = replication;
  const time = caughtUpAt === null ? null : <DateText text={longDate(caughtUpAt, lang)} at={caughtUpAt} />;
  // Not set up is a warning too (round 14: said in plain grey, a lost server's risk read as a footnote).
  const warn = state === 'off' || state === 'unreadable' || state === 'unlisted' || state === 'unreachable';
  let said: React.ReactNode;
  if (state === 'current') said = fillNodes(r.current, { time });
  else if (state === 'behind')
    said =
      behindBytes === null
        ? r.starting
        : fillNodes(time ? r.behind : r.behindSinceStart, { size: fileSize(behindBytes), time: time ?? '' });
  else said = r[state];
  const s = admin.server;
  const server = { off: s.replicationOff, unknown: s.replicationUnknown, unreachable: s.replicationUnreachable } as Record<string, string>;
  return (
    <SettingsCard title={r.title} description={r.intro}>
      <div className="grid gap-3 text-sm" data-replication={state}>
        {warn ? (
          // Something to do about it (decision 0258, round 30: a frightening box with nothing to click): its steps, opened.
          <Alert
            tone="warning"
            title={said}
            role={state === 'off' ? undefined : 'alert'}
            action={server[state] && <StepsLink button label={admin.server.steps.setUp} />}
          />
        ) : (
          <p className={state === 'current' ? 'text-good' : 'muted'}>
            {state === 'current' && <span className="i-lucide-circle-check mr-1.5 h-4 w-4" aria-hidden="true" />}
            {said}
          </p>
        )}
        {replicas.length > 0 && (
          <div>
            <p className="font-medium">{r.copiedTo}</p>
            <ul className="muted font-mono text-xs [overflow-wrap:anywhere]">
              {replicas.map((replica) => (
                <li key={replica}>{replica}</li>
              ))}
            </ul>
          </div>
        )}
        {server[state] && <ServerDetails about={r.title}>{server[state]}</ServerDetails>}
      </div>
    </SettingsCard>
  );
}
