// A one-line warning above every tab of the dashboard while email does not get through (decision 0038; docs/design.md
// changelog "2026-11-28: the admin"): since when, how many notifications wait and that nothing is lost, in one line;
// the last error in plain words, its raw text and what to check behind "Why?" (round 21); and "Send a test email". Gone once an email gets through and nothing has waited too long; absent
// when the server sends no email at all. Said once (decision 0130): not drawn on Settings → Email, whose card says it
// where the owner acts on it, and everywhere else a slim banner in the warning tone (decision 0197: red read as broken)
// with its one primary action in its row, "Fix email settings" (decision 0229); the test email in its details.
import type { ReactNode } from 'react';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { NoticeBar } from '../../components/admin/notice-bar';
import { WhyDetails } from '../../components/admin/why-details';
import { useAdminT } from '../../lib/admin-i18n';
import { useTestEmail } from '../../lib/email-status';
import { sentenceGap, useLang } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { longDate } from '../../lib/dates';
import { useMailAlert } from '../../lib/site-alerts';

/** `away`: the page says it itself (Settings → Email); the warning is not drawn there. */
/** `after`: what the dashboard's banner slot adds at the row's end (decision 0244). */
export function MailWarning({ away = false, after }: { away?: boolean; after?: ReactNode }) {
  const t = useAdminT();
  const m = t.mail;
  const lang = useLang();
  // The rule is the one the Overview's "Needs attention" reads (site-alerts.ts), so the two always agree.
  const delivery = useMailAlert();
  const test = useTestEmail();
  if (!delivery || away) return null;
  const when = (iso: string) => <DateText text={longDate(iso, lang)} at={iso} />;
  const failure = delivery.lastFailure;
  let waiting: ReactNode = null;
  if (delivery.waiting > 0 && delivery.oldestWaitingAt) {
    const since = when(delivery.oldestWaitingAt);
    waiting = delivery.waiting === 1 ? fillNodes(m.waitingOne, { since }) : fillNodes(m.waitingMany, { count: delivery.waiting, since });
  } else if (delivery.failingSince) waiting = fillNodes(m.waitingNone, { since: when(delivery.failingSince) });
  // One line with the action; what waits, the last error, what the server's keeper should check behind "Details".
  return (
    <NoticeBar
      id="mail-title"
      title={m.title}
      icon="i-lucide-mail-warning"
      // Amber, not red (review round 20: a red "email not getting through" read as the site broken on the owner's first
      // day): every message is still saved in Messages; the pill's one next step is "Fix email settings".
      tone="warn"
      more={m.more}
      after={after}
      action={
        <Link href="/dashboard/settings/email" className="btn-primary min-h-9 py-1 text-sm max-sm:min-h-11">
          <span className="i-lucide-settings h-4 w-4" aria-hidden="true" />
          {m.fix}
        </Link>
      }
    >
      {/* One status line (round 21: four paragraphs read as a letter); the why, what to check and the raw error behind
          "Why?", the error once, without a label repeating the disclosure's. */}
      <p>
        {waiting && (
          <>
            <span className="font-medium">{waiting}</span>
            {sentenceGap(lang)}
          </>
        )}
        {m.safe}
      </p>
      <WhyDetails>
        {failure && <p>{fillNodes(m.lastFailure, { time: when(failure.at), problem: m.problems[failure.problem] })}</p>}
        {failure && (
          <p className="font-mono break-words" translate="no">
            {failure.detail}
          </p>
        )}
        <p>{[failure && t.server.mailProblems[failure.problem], t.server.mailCheck].filter(Boolean).join(' ')}</p>
      </WhyDetails>
      {/* The test email in the details, beside what it checks; the banner's row keeps the one action. */}
      <div>
        <button type="button" className="btn-outline min-h-11 py-1.5 text-sm" disabled={test.isPending} onClick={() => test.mutate()}>
          <span className="i-lucide-mail-check h-4 w-4" aria-hidden="true" />
          {test.isPending ? t.settings.testSending : t.settings.testEmail}
        </button>
      </div>
    </NoticeBar>
  );
}
