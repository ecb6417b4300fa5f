// The server's email status (can it send, how delivery is going) as one query the dashboard's mail warning and the
// email settings share, and the "Send a test email" action both offer: success or the failure in the owner's words.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EmailStatus, TestEmailResult } from '../../src/contract';
import { useAdminT } from './admin-i18n';
import { api, ApiError } from './api';
import { failureText } from './failure-text';
import { fill } from './i18n';

export const EMAIL_STATUS_KEY = ['email-status'] as const;
export const fetchEmailStatus = () => api<EmailStatus>('/api/settings/email-status');

/** After a success the waiting emails go out within moments: the status is read again now and once more shortly. */
const SETTLE_MS = 2000;

export function useTestEmail() {
  const t = useAdminT();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: EMAIL_STATUS_KEY });
  return useMutation({
    mutationFn: () => api<TestEmailResult>('/api/settings/test-email', { method: 'POST', body: {} }),
    onSuccess: (result) => {
      const waiting = client.getQueryData<EmailStatus>(EMAIL_STATUS_KEY)?.delivery?.waiting ?? 0;
      toast.success(fill(t.settings.testSent, { to: result.to }), { description: waiting ? t.mail.sendingWaiting : undefined });
      void refresh();
      setTimeout(() => void refresh(), SETTLE_MS);
    },
    onError: async (error) => {
      let description = failureText(error, t.failure);
      if (error instanceof ApiError && error.status === 409) description = t.mail.noAddress;
      if (error instanceof ApiError && error.status === 502) {
        // The server recorded this very failure as the delivery's last one, with its kind: say that.
        const failure = await client.fetchQuery({ queryKey: EMAIL_STATUS_KEY, queryFn: fetchEmailStatus, staleTime: 0 }).then((s) => s.delivery?.lastFailure, () => null);
        if (failure) description = `${t.mail.problems[failure.problem]} ${fill(t.mail.detail, { detail: failure.detail })}`;
      }
      toast.error(t.settings.testFailed, { description });
    },
  });
}
