// One signed-in browser: a phone or computer sign, "Chrome on macOS" (with "This device" on the one in use), when it was
// last seen, when and how it signed in; "Sign out" on every other row. Its address is in the page's technical details.
import type { SignedInSession } from '../../../src/contract';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { useAdminT } from '../../lib/admin-i18n';
import { ago, shortDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { deviceName } from './device-words';

/** `count`: the sign-ins this row stands for (the same browser on the same system), `session` the newest of them. */
type Props = { session: SignedInSession; count?: number; busy: boolean; onSignOut: () => void };

export function SessionRow({ session, count = 1, busy, onSignOut }: Props) {
  const t = useAdminT();
  const d = t.devices;
  const lang = useLang();
  const name = deviceName(session, d);
  const seen = ago(session.lastSeenAt, lang, d.justNow);
  const icon = session.phone ? 'i-lucide-smartphone' : 'i-lucide-laptop';
  return (
    // On a phone "Sign out" goes under the words, which keep the row's whole width.
    <li
      className="card-row flex items-center gap-3 py-3.5 max-sm:flex-wrap"
      data-session={session.id}
      data-current={session.current || undefined}
    >
      {/* A tile from 640 px; on a phone the sign sits before the name, leaving the words the row's width. */}
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-surface-alt text-muted max-sm:hidden" aria-hidden="true">
        <span className={`${icon} h-5 w-5`} />
      </span>
      <div className="min-w-0 flex-1 max-sm:basis-full">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          <span className="min-w-0">
            <span className={`${icon} mr-1.5 inline-block h-4 w-4 align-[-0.15em] text-muted sm:hidden`} aria-hidden="true" />
            {name}
          </span>
          {session.current && (
            <span className="chip border-good/40 text-good">
              <span className="i-lucide-circle-check h-3.5 w-3.5" aria-hidden="true" />
              {d.thisDevice}
            </span>
          )}
          {count > 1 && <span className="chip">{fill(d.signIns, { count })}</span>}
        </p>
        {/* When it was last seen; where from (its address) is in the page's "Technical details" (decision 0246: a raw IPv6
            address in monospace on every row read as a log, not a list of the owner's devices). */}
        <p className="muted text-sm">{fillNodes(d.lastSeen, { time: <DateText text={seen} at={session.lastSeenAt} /> })}</p>
        <p className="muted text-sm">
          {fillNodes(d.signedIn, {
            time: <DateText text={shortDate(session.signedInAt, lang)} at={session.signedInAt} />,
            method: d.methods[session.method],
          })}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="btn-outline shrink-0 px-3 py-1.5"
          disabled={busy}
          aria-label={
            count > 1 ? fill(d.signOutAllNamed, { device: name, count, time: seen }) : fill(d.signOutNamed, { device: name, time: seen })
          }
          onClick={onSignOut}
        >
          <span className="i-lucide-log-out h-4 w-4" aria-hidden="true" />
          <span>{d.signOut}</span>
        </button>
      )}
    </li>
  );
}
