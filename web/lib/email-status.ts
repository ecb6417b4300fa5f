// The server's email status (can it send, how delivery is going) as one query the dashboard's mail warning and the
// email settings share, and the "Send a test email" action both offer: success or the failure in the owner's words.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAdminT } from './admin-i18n';
import { ApiError } from './api';
import { emailStatusQuery, sendTestEmail } from './calls/notifications';
import { failureText } from './failure-text';
import { sessionEnded } from './failure-toast';
import type { Lang } from '../../src/contract';
import type { AdminDictionary } from '../i18n/admin-en';
import { fill, sentenceGap, useLang } from './i18n';

/** After a success the waiting emails go out within moments: the status is read again now and once more shortly. */
const SETTLE_MS = 2000;

/** The mail server's refusal in the owner's words, then its technical detail: one sentence after the other, with no
 *  space after a Chinese full stop (round 25: 「…。 技術細節」). */
export const mailFailureWords = (
  t: AdminDictionary,
  lang: Lang,
  failure: { problem: keyof AdminDictionary['mail']['problems']; detail: string },
) => `${t.mail.problems[failure.problem]}${sentenceGap(lang)}${fill(t.mail.detail, { detail: failure.detail })}`;

/** `inline`: the caller says the result beside its button (the email settings), so no toast repeats it. */
export function useTestEmail({ inline = false }: { inline?: boolean } = {}) {
  const t = useAdminT();
  const lang = useLang();
  const client = useQueryClient();
  const status = emailStatusQuery();
  const refresh = () => client.invalidateQueries({ queryKey: status.queryKey });
  return useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (result) => {
      const waiting = client.getQueryData(status.queryKey)?.delivery?.waiting ?? 0;
      if (!inline)
        toast.success(fill(t.settings.testSent, { to: result.to }), { description: waiting ? t.mail.sendingWaiting : undefined });
      void refresh();
      setTimeout(() => void refresh(), SETTLE_MS);
    },
    onError: async (error) => {
      let description = failureText(error, t.failure);
      if (error instanceof ApiError && error.status === 409) description = t.mail.noAddress;
      if (error instanceof ApiError && error.status === 502) {
        // The server recorded this very failure as the delivery's last one, with its kind: say that.
        const failure = await client.fetchQuery({ ...status, staleTime: 0 }).then(
          (s) => s.delivery?.lastFailure,
          () => null,
        );
        if (failure) description = mailFailureWords(t, lang, failure);
      }
      // The card's inline words read the failure recorded here (the status read again above).
      if (!inline && !sessionEnded(error)) toast.error(t.settings.testFailed, { description });
    },
  });
}
