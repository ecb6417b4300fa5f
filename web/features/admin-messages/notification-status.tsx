// In the message dialog: where the email about this message stands, and a way to send it again.
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import type { NotificationSkip, NotificationState } from '../../../src/contract';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { useAdminT } from '../../lib/admin-i18n';
import { resendNotification } from '../../lib/calls/messages';
import { failureToast } from '../../lib/failure-toast';
import { fill, useLang } from '../../lib/i18n';
import { longDate } from './format';

type Props = {
  messageId: number;
  state: NotificationState | null | undefined;
  /** Why no email was asked for, as recorded when the message arrived (null when it was not: older messages). */
  skipped: NotificationSkip | null;
  onChange: (state: NotificationState) => void;
};

export function NotificationStatus({ messageId, state, skipped, onChange }: Props) {
  const admin = useAdminT();
  const t = admin.messages.notification;
  const lang = useLang();
  const resend = useMutation({
    mutationFn: () => resendNotification(messageId),
    onSuccess: (next) => {
      onChange(next);
      toast.success(t.resent);
    },
    onError: (error) => failureToast(t.resendFailed, error, admin, () => resend.mutate()),
  });
  const date = (iso: string | null) => (iso ? <DateText text={longDate(iso, lang)} at={iso} /> : '');
  let text: ReactNode = skipped ? t.skipped[skipped] : t.none;
  let tone = 'text-muted';
  if (state?.status === 'sent') {
    text = fillNodes(t.sent, { to: state.to, date: date(state.sentAt) });
    tone = 'text-good';
  } else if (state?.status === 'pending') {
    text = state.attempts
      ? fillNodes(t.pendingRetry, { attempts: state.attempts, date: date(state.nextAttemptAt), error: state.lastError ?? '' })
      : fillNodes(t.pending, { date: date(state.nextAttemptAt) });
    tone = 'text-warn';
  } else if (state?.status === 'failed') {
    text = fill(t.failed, { error: state.lastError ?? '' });
    tone = 'text-bad';
  }
  return (
    <div className="sub-section text-sm">
      <h3 className="font-medium text-muted">{t.title}</h3>
      <p className={`mt-1 break-words ${tone}`} role="status">
        {text}
      </p>
      {state && state.status !== 'sent' && (
        <button type="button" className="btn-outline mt-2 px-3 py-1.5" disabled={resend.isPending} onClick={() => resend.mutate()}>
          <span className="i-lucide-refresh-cw h-4 w-4" aria-hidden="true" />
          {t.resend}
        </button>
      )}
    </div>
  );
}
