// Settings → Signed-in devices: every session of the account, this one first, newest seen next; "Sign out" on any
// other, and "Sign out everywhere else" (asked first). Ending a session is said in a toast, and the row goes.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SignedInSession } from '../../../src/contract';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { endOtherSessions, endSession, sessionsQuery } from '../../lib/calls/security';
import { fill } from '../../lib/i18n';
import { AskFirst } from './ask-first';
import { useSecurityAction } from './use-security-action';
import { SettingsCard } from './settings-card';
import { deviceName, isLoopback } from './device-words';
import { ServerDetails } from '../../components/admin/server-details';
import { SessionRow } from './session-row';

const inOrder = (sessions: SignedInSession[]) =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));

/** The rows: this device alone, then one row per browser on a system at one address (its sign-ins, newest first), newest
 *  seen first (review round 20: eight "Unknown browser on Linux" rows, each with its own Sign out, read as a break-in).
 *  The address is part of the row's name: a sign-in from elsewhere never hides inside the owner's row. */
export const grouped = (sessions: SignedInSession[]): SignedInSession[][] => {
  const rows = new Map<string, SignedInSession[]>();
  for (const session of inOrder(sessions)) {
    const key = session.current ? `this:${session.id}` : JSON.stringify([session.browser, session.os, session.phone, session.address]);
    rows.set(key, [...(rows.get(key) ?? []), session]);
  }
  return [...rows.values()];
};

/** This device and the three latest others; the rest behind "Show N more". */
const SHOWN_FIRST = 4;

export function DevicesSettings() {
  const t = useAdminT();
  const d = t.devices;
  const sessions = useQuery(sessionsQuery());
  const { run, busy } = useSecurityAction();
  const [asking, setAsking] = useState(false);
  const [all, setAll] = useState(false);
  const signOut = async (row: SignedInSession[]) => {
    const device = deviceName(row[0]!, d);
    const ended = await run(async () => {
      for (const session of row) await endSession(session.id);
      return true;
    }, d.failed);
    if (ended === null) return;
    toast.success(row.length > 1 ? fill(d.signedOutAllToast, { device, count: row.length }) : fill(d.signedOutToast, { device }));
  };
  const endOthers = async () => {
    setAsking(false);
    const answer = await run(endOtherSessions, d.failed);
    if (!answer) return;
    const { ended } = answer;
    toast.success(ended === 0 ? d.ended.zero : ended === 1 ? d.ended.one : fill(d.ended.other, { count: ended }));
  };
  const body = () => {
    if (sessions.isPending) return <Spinner label={d.loading} />;
    if (sessions.isError)
      return (
        <LoadFailed what={d.loadFailed} error={sessions.error} retrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />
      );
    const others = sessions.data.filter((session) => !session.current).length;
    const rows = grouped(sessions.data);
    const hidden = all ? 0 : Math.max(0, rows.length - SHOWN_FIRST);
    return (
      <div className="grid gap-4">
        {/* The card's own rows, edge to edge between hairlines (review round 20: a bordered list inside the card). */}
        <ul aria-label={d.listLabel} className="card-rows -mt-5 !border-t-0 sm:-mt-6">
          {rows.slice(0, rows.length - hidden).map((row) => (
            <SessionRow key={row[0]!.id} session={row[0]!} count={row.length} busy={busy} onSignOut={() => void signOut(row)} />
          ))}
        </ul>
        {(hidden > 0 || all) && rows.length > SHOWN_FIRST && (
          <div>
            <button type="button" className="btn-ghost px-2 py-1 text-sm" aria-expanded={all} onClick={() => setAll(!all)}>
              <span className={`${all ? 'i-lucide-chevron-up' : 'i-lucide-chevron-down'} h-4 w-4`} aria-hidden="true" />
              {all ? d.showFewer : fill(d.showMore, { count: hidden })}
            </button>
          </div>
        )}
        {/* Where each row signed in from, for whoever asks (a sign-in from elsewhere keeps a row of its own). */}
        <ServerDetails about={d.addresses}>
          <ul className="mt-1 grid gap-0.5" data-device-addresses="">
            {rows.map((row) => (
              <li key={row[0]!.id} translate="no">
                {fill(d.addressRow, {
                  device: row[0]!.current ? fill(d.thisDeviceAfter, { device: deviceName(row[0]!, d) }) : deviceName(row[0]!, d),
                  address: isLoopback(row[0]!.address) ? `${d.thisServer} (${row[0]!.address})` : row[0]!.address,
                })}
              </li>
            ))}
          </ul>
        </ServerDetails>
        {others > 0 ? (
          <div>
            <button type="button" className="btn-danger" disabled={busy} onClick={() => setAsking(true)}>
              <span className="i-lucide-log-out h-4 w-4" aria-hidden="true" />
              {d.endOthers}
            </button>
          </div>
        ) : (
          <p className="muted text-sm">{d.onlyThis}</p>
        )}
      </div>
    );
  };
  return (
    <SettingsCard title={d.title} description={d.description}>
      {body()}
      <AskFirst
        open={asking}
        title={d.endOthersTitle}
        action={d.endOthers}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void endOthers()}
      >
        <p>{d.endOthersBody}</p>
      </AskFirst>
    </SettingsCard>
  );
}
