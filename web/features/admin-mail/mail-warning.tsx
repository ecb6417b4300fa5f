// A warning above every tab of the dashboard while email does not get through (decision 0038): since when, how many
// notifications wait, the last error in plain words with its technical detail, and "Send a test email". Gone once an
// email gets through and nothing has waited too long; absent when the server sends no email at all.
import { useQuery } from '@tanstack/react-query';
import { useAdminT } from '../../lib/admin-i18n';
import { emailStatusQuery } from '../../lib/calls/notifications';
import { useTestEmail } from '../../lib/email-status';
import { fill, useLang } from '../../lib/i18n';
import { longDate } from '../../lib/dates';

/** Read again often while there is something to say (it goes when mail works), rarely while all is well. */
const WHILE_WARNING_MS = 10_000;
const WHILE_FINE_MS = 60_000;

export function MailWarning() {
  const t = useAdminT();
  const m = t.mail;
  const lang = useLang();
  // Quietly absent when it cannot be read: it is advice, and the tab below it works without it.
  const status = useQuery({
    ...emailStatusQuery(),
    refetchInterval: (query) => (query.state.data?.delivery?.warn ? WHILE_WARNING_MS : WHILE_FINE_MS),
  });
  const test = useTestEmail();
  const delivery = status.data?.delivery;
  if (!delivery?.warn) return null;
  const when = (iso: string) => longDate(iso, lang);
  const failure = delivery.lastFailure;
  let waiting = '';
  if (delivery.waiting > 0 && delivery.oldestWaitingAt) {
    const since = when(delivery.oldestWaitingAt);
    waiting = delivery.waiting === 1 ? fill(m.waitingOne, { since }) : fill(m.waitingMany, { count: delivery.waiting, since });
  } else if (delivery.failingSince) waiting = fill(m.waitingNone, { since: when(delivery.failingSince) });
  // Three short lines and the action up front; what the server's keeper should check, and the raw error, one click away.
  return (
    <section aria-labelledby="mail-title" className="mb-8 rounded-2xl border border-bad/40 bg-bad/8 p-5 text-bad">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0 flex-1">
          {/* The icon stays beside the first line when the title wraps (a phone). */}
          <h2 id="mail-title" className="flex items-start gap-2 text-lg font-semibold">
            <span className="i-lucide-mail-warning mt-1 h-5 w-5 shrink-0 text-bad" aria-hidden="true" />
            {m.title}
          </h2>
          <div className="mt-2 grid gap-1 text-sm">
            {waiting && <p className="font-medium">{waiting}</p>}
            {failure && <p>{fill(m.lastFailure, { time: when(failure.at), problem: m.problems[failure.problem] })}</p>}
            <p className="text-bad">{m.safe}</p>
          </div>
        </div>
        <button type="button" className="btn-outline min-h-11 shrink-0 self-start" disabled={test.isPending} onClick={() => test.mutate()}>
          <span className="i-lucide-mail-check h-4 w-4" aria-hidden="true" />
          {test.isPending ? t.settings.testSending : t.settings.testEmail}
        </button>
      </div>
      <details className="mt-3 text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-medium underline underline-offset-2">{m.whatToCheck}</summary>
        <div className="grid gap-2 pb-1">
          <p>{m.what}</p>
          {failure && <p className="font-mono text-xs break-words text-bad">{fill(m.detail, { detail: failure.detail })}</p>}
        </div>
      </details>
    </section>
  );
}
