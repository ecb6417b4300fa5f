// The "Sending email" card beside the notification settings: whether this server can send email at all (said plainly,
// so a saved address is never taken for a delivered one), how sending is going, and a test email to the saved address.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { LoadFailed } from '../../components/admin/load-failed';
import { ServerDetails, StepsLink } from '../../components/admin/server-details';
import { BRAND } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { emailStatusQuery } from '../../lib/calls/notifications';
import { longDate } from '../../lib/dates';
import { failureText } from '../../lib/failure-text';
import { mailFailureWords, useTestEmail } from '../../lib/email-status';
import { fill, sentenceGap, useLang } from '../../lib/i18n';
import { SettingsCard } from './settings-card';

/** SMTP_FROM's parts: "Name <address>" or an address alone (decision 0246: the name is quoted as a name). */
export function splitSender(from: string | null): { name: string | null; address: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from ?? '');
  return named?.[1] ? { name: named[1], address: named[2]! } : { name: null, address: named?.[2] ?? from ?? '' };
}

/** `savedAddress`: the notification email as stored (the test goes there, not to what the form holds unsaved). */
export function EmailDelivery({ savedAddress }: { savedAddress: string | undefined }) {
  const t = useAdminT();
  const s = t.settings;
  const lang = useLang();
  const id = useId();
  const status = useQuery(emailStatusQuery());
  // The result is said under the button (with why it failed): no toast says it again.
  const test = useTestEmail({ inline: true });
  const state = status.data;
  const sender = splitSender(state?.from ?? null);
  const failing = state?.delivery?.warn ? state.delivery.lastFailure : null;
  // Why the test cannot be sent, when it cannot: no mail server, or no address to send it to.
  // The mail server's refusal (502) is recorded as the delivery's last failure, which the failed test read again.
  const testFailure = (error: Error) => {
    const last = state?.delivery?.lastFailure;
    if (error instanceof ApiError && error.status === 502 && last) return mailFailureWords(t, lang, last);
    if (error instanceof ApiError && error.status === 409) return t.mail.noAddress;
    return failureText(error, t.failure);
  };
  /** What whoever runs the server should check after the mail server refused the test (the setting that names it). */
  const serverHint = (error: Error) => {
    const last = state?.delivery?.lastFailure;
    return error instanceof ApiError && error.status === 502 && last ? t.server.mailProblems[last.problem] : undefined;
  };
  const blocked = !state?.configured ? s.testNeedsMail : !savedAddress ? s.testNeedsAddress : null;
  return (
    <SettingsCard title={s.cards.delivery.title} description={s.cards.delivery.description}>
      {status.isError ? (
        <LoadFailed what={s.statusLoadFailed} error={status.error} retrying={status.isFetching} onRetry={() => void status.refetch()} />
      ) : !state ? (
        <p className="muted text-sm">{s.statusLoading}</p>
      ) : (
        <div className="grid gap-4">
          {!state.configured ? (
            <div className="flex gap-2 rounded-lg border border-warn/40 bg-warn-soft p-3 text-sm text-ink">
              <span className="i-lucide-mail-x text-warn mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <div>
                <p>
                  <strong className="font-semibold">{s.mailOff}</strong>
                  {sentenceGap(lang)}
                  {s.notConfigured}
                </p>
                <StepsLink label={t.server.steps.connect} />
                <ServerDetails about={s.cards.delivery.title}>{t.server.mail}</ServerDetails>
              </div>
            </div>
          ) : failing ? (
            <div className="flex gap-2 rounded-lg border border-warn/40 bg-warn-soft p-3 text-sm text-ink">
              <span className="i-lucide-triangle-alert text-warn mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <div>
                <p>
                  <strong className="font-semibold">{fill(s.mailFailing, { address: sender.address })}</strong>
                  {sentenceGap(lang)}
                  {fillNodes(t.mail.lastFailure, {
                    time: <DateText text={longDate(failing.at, lang)} at={failing.at} />,
                    problem: t.mail.problems[failing.problem],
                  })}
                </p>
                <ServerDetails about={s.cards.delivery.title}>
                  {[t.server.mailProblems[failing.problem], t.server.mailCheck].filter(Boolean).join(' ')}
                </ServerDetails>
              </div>
            </div>
          ) : (
            <p className="flex gap-2 text-sm">
              <span className="i-lucide-circle-check mt-0.5 h-4 w-4 shrink-0 text-good" aria-hidden="true" />
              <span>
                {sender.name
                  ? // The name kept whole on one line (a break inside "Custom Software Solutions" read as two names).
                    fillNodes(sender.name === BRAND ? s.mailReadyBrand : s.mailReadyNamed, {
                      name: <span className="whitespace-nowrap">{sender.name}</span>,
                      address: sender.address,
                    })
                  : fill(s.mailReady, { address: sender.address })}
              </span>
            </p>
          )}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <button
              type="button"
              className="btn-outline"
              disabled={blocked !== null || test.isPending}
              aria-describedby={`${id}-test`}
              onClick={() => test.mutate()}
            >
              <span className="i-lucide-send h-4 w-4" aria-hidden="true" />
              {test.isPending ? s.testSending : s.testEmail}
            </button>
            {/* Why it cannot be pressed, beside it, with a sign (decision 0246): the flat disabled shape and its reason. */}
            <p id={`${id}-test`} className="muted flex items-start gap-1.5 text-sm">
              {blocked && <span className="i-lucide-info mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />}
              <span>{blocked ?? fill(s.testTo, { to: savedAddress ?? '' })}</span>
            </p>
          </div>
          {test.isSuccess && (
            <p role="status" className="flex gap-2 text-sm">
              <span className="i-lucide-mail-check mt-0.5 h-4 w-4 shrink-0 text-good" aria-hidden="true" />
              {fill(s.testSentInline, { to: test.data.to })}
            </p>
          )}
          {test.isError && (
            <div className="text-sm">
              {/* The icon and the title red, the explanation in ink (decision 0222). */}
              <p role="alert" className="flex gap-2">
                <span className="i-lucide-circle-x mt-0.5 h-4 w-4 shrink-0 text-bad" aria-hidden="true" />
                <span>
                  <strong className="font-semibold text-bad">{s.testFailed}.</strong> {testFailure(test.error)}
                </span>
              </p>
              {serverHint(test.error) && <ServerDetails about={s.cards.delivery.title}>{serverHint(test.error)}</ServerDetails>}
            </div>
          )}
        </div>
      )}
    </SettingsCard>
  );
}
