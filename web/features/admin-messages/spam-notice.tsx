// A message in Spam (decision 0108): at the top of its dialog, why it is there, that no one was told of it and when it
// is deleted. Moving it (the dialog's "Not spam", or "Move to Spam" in its More actions menu) is useSpamMove's.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { countLinks, SPAM_KEEP_DAYS, type ContactMessage, type SpamReason } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { inboxKey, updateMessage } from '../../lib/calls/messages';
import { settingQuery } from '../../lib/calls/settings';
import { failureToast } from '../../lib/failure-toast';
import { useLang } from '../../lib/i18n';
import { fillNodes } from '../../components/admin/date-text';
import { longDateDay } from '../../lib/dates';

/** Moves a message into Spam (true) or out of it (false), the dialog following. */
export function useSpamMove(onChange: (m: ContactMessage) => void) {
  const admin = useAdminT();
  const t = admin.inbox.spam;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, spam }: { message: ContactMessage; spam: boolean }) => updateMessage(message.id, { spam }),
    onSuccess: (next, { message, spam }) => {
      onChange({ ...message, ...next });
      void queryClient.invalidateQueries({ queryKey: inboxKey });
      toast.success(spam ? t.movedIn : t.movedOut);
    },
    onError: (error) => failureToast(t.failed, error, admin),
  });
}

/** What this message did, of the rule that caught it: its links or its sender, in the text or in the name. */
function what(message: ContactMessage, spam: SpamReason) {
  if (spam === 'links' && countLinks(message.name) > 0) return 'nameLink';
  if (spam === 'sender' && message.name.includes('@')) return 'nameAddress';
  return spam;
}

/** How many days Spam keeps a message (the spamKeepDays setting, else 30). */
export const useSpamKeepDays = () => Number(useQuery(settingQuery('spamKeepDays')).data?.value) || SPAM_KEEP_DAYS;

export function SpamNotice({ message }: { message: ContactMessage }) {
  const admin = useAdminT();
  const t = admin.inbox.spam;
  const keep = useSpamKeepDays();
  const lang = useLang();
  if (!message.spam) return null;
  return (
    // On a phone the sheet's body starts 16 px under the head's hairline (session 46), so the boxed notice is clear of it.
    <section aria-label={t.title} className="mb-4 flex items-start gap-3 rounded-xl border border-warn/40 bg-warn-soft p-4 text-sm">
      <span className="i-lucide-shield-alert mt-0.5 h-5 w-5 shrink-0 text-warn" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{t.why[what(message, message.spam)]}</p>
        <p className="muted mt-1">
          {/* The date kept whole: a Chinese line broke inside 自動刪除 after it. */}
          {fillNodes(t.unannounced, {
            date: (
              <span className="whitespace-nowrap">
                {longDateDay(Date.parse(message.spamAt ?? message.createdAt) + keep * 86_400_000, lang)}
              </span>
            ),
          })}
        </p>
      </div>
    </section>
  );
}
