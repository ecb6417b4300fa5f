// A one-line warning above every tab of the dashboard while email does not get through (decision 0038; docs/design.md
// changelog "2026-11-28: the admin"): since when, how many notifications wait and that nothing is lost, in one line;
// the last error in plain words, its raw text and what to check behind "Why?" (round 21); and "Send a test email". Gone once an email gets through and nothing has waited too long; absent
// when the server sends no email at all. Said once (decision 0130): not drawn on Settings → Email, whose card says it
// where the owner acts on it, and everywhere else a one-line strip in the warning tone (decision 0197: red read as broken)
// with one secondary button, "Fix email settings" (decision 0257); the whole story and the test email on the Overview.
import type { ReactNode } from 'react';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { NoticeBar, STRIP_ACTION } from '../../components/admin/notice-bar';
import { WhyDetails } from '../../components/admin/why-details';
import { useAdminT } from '../../lib/admin-i18n';
import { useTestEmail } from '../../lib/email-status';
import { sentenceGap, useLang } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { longDate } from '../../lib/dates';
import { useMailAlert } from '../../lib/site-alerts';

/** `away`: the page says it itself (Settings → Email); the warning is not drawn there. */
/** `after`: what the dashboard's banner slot adds at the row's end (decision 0244). */
/** `explained`: the whole explanation, for the Overview's "Needs attention"; else the one-line strip (decision 0257). */
/** `details`: the strip's "Details" to the Overview (not on the Overview itself). */
export function MailWarning({
  away = false,
  after,
  explained = false,
  details = true,
}: {
  away?: boolean;
  after?: ReactNode;
  explained?: boolean;
  details?: boolean;
}) {
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
  // The strip: one line with the action. Explained (the Overview): what waits, the last error, what the server's keeper
  // should check, and the test email beside what it checks.
  const fix = (
    <Link href="/dashboard/settings/email" className={STRIP_ACTION}>
      <span className="i-lucide-settings h-4 w-4" aria-hidden="true" />
      {m.fix}
    </Link>
  );
  if (!explained)
    return (
      <NoticeBar
        id="mail-title"
        title={m.title}
        short={m.short}
        icon="i-lucide-mail-warning"
        tone="warn"
        action={fix}
        after={after}
        details={details}
        to="/dashboard/settings/email"
      />
    );
  return (
    <NoticeBar
      id="mail-title"
      title={m.title}
      icon="i-lucide-mail-warning"
      // Amber, not red (review round 20: a red "email not getting through" read as the site broken on the owner's first
      // day): every message is still saved in Messages; the pill's one next step is "Fix email settings".
      tone="warn"
      explained
      action={
        <>
          {fix}
          <button type="button" className={STRIP_ACTION} disabled={test.isPending} onClick={() => test.mutate()}>
            <span className="i-lucide-mail-check h-4 w-4" aria-hidden="true" />
            {test.isPending ? t.settings.testSending : t.settings.testEmail}
          </button>
        </>
      }
    >
      {/* One status line (round 21: four paragraphs read as a letter); the why, what to check and the raw error behind
          "Why?", the error once, without a label repeating the disclosure's. */}
      <p>
        {waiting && (
          <>
            {/* One sentence, not bolded in half (review round 33 #10). */}
            {waiting}
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
    </NoticeBar>
  );
}
