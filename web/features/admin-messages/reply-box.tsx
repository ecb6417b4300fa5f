// In the message dialog, once a reply was begun outside it (decision 0158: shown only then, not as one more set of reply
// buttons under every message): replying without a mail app, in the sender's language (decision 0068): the reply copied
// (greeting and quote), and, once a reply was started (copied here, or the dialog's mailto Reply, whose link
// `useReplyLink` makes in the same words) and while it is not marked, the offer to mark it replied. Where the message
// stands is said once, by the reply status under this box (message-standing.tsx), not here as well.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ContactMessage } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { useAdminT } from '../../lib/admin-i18n';
import { inboxKey, markReplied } from '../../lib/calls/messages';
import { failureToast } from '../../lib/failure-toast';
import { fill, loadDictionary } from '../../lib/i18n';
import { CopyButton } from '../../components/admin/copy-button';
import { fillReply, greetName, longDate, replyLink, replyText } from './format';

type Props = {
  message: ContactMessage;
  onChange: (m: ContactMessage) => void;
  /** A reply was started (copied, or the mail app opened): marking it replied is offered. */
  started: boolean;
  /** Reply tried the device's mail app: if none opened, copying the reply is the way. */
  mailAppTried?: boolean;
  onStarted: (started: boolean) => void;
};

/** The reply's words are the sender's, whatever language the admin reads in. */
const wordsOf = (message: ContactMessage) => (message.lang === 'zh' ? adminZh : adminEn).messages;

/** The mailto: link of a reply: subject and greeting in the sender's language, the site's name in it too ('' with no message). */
export function useReplyLink(message: ContactMessage | null): string {
  const lang = message?.lang ?? 'en';
  const site = useQuery({ queryKey: ['dictionary', lang], queryFn: () => loadDictionary(lang), staleTime: Infinity });
  if (!message) return '';
  const theirs = wordsOf(message);
  return replyLink(message, { subject: theirs.replySubject, greeting: theirs.replyGreeting, brand: site.data?.brand ?? '' });
}

/** The reply copied: the greeting and the quoted message, in the sender's language. */
export const replyTextOf = (message: ContactMessage) => {
  const theirs = wordsOf(message);
  return replyText(message, { greeting: theirs.replyGreeting, quote: theirs.replyQuote, date: longDate(message.createdAt, message.lang) });
};

export function ReplyBox({ message, onChange, started, mailAppTried = false, onStarted }: Props) {
  const admin = useAdminT();
  const t = admin.messages;
  const theirs = wordsOf(message);
  const queryClient = useQueryClient();
  const setStarted = onStarted;
  const replied = useMutation({
    mutationFn: () => markReplied(message.id, true),
    onSuccess: (next) => {
      onChange({ ...message, ...next });
      setStarted(false);
      void queryClient.invalidateQueries({ queryKey: inboxKey }); // the row shows its replied mark
      toast.success(t.markedReplied);
    },
    onError: (error) => failureToast(t.updateFailed, error, admin, () => replied.mutate()),
  });
  const text = () => replyTextOf(message);
  return (
    <section className="sub-section text-sm" aria-labelledby={`reply-${message.id}`}>
      {/* What the reply is, and in which language, on one line. */}
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h3 id={`reply-${message.id}`} className="font-medium">
          {t.replyTitle}
        </h3>
        <p className="muted">{fill(t.replyIn, { language: t.languages[message.lang], name: message.name })}</p>
      </div>
      {mailAppTried && (
        <p className="mt-2 text-ink" role="status">
          <span className="i-lucide-info mr-1.5 h-4 w-4 align-[-3px] text-muted" aria-hidden="true" />
          {t.noMailApp}
        </p>
      )}
      {/* What Copy reply puts on the clipboard begins so (the quote of the message follows it). */}
      <p
        className="mt-2 rounded-md border-l-2 border-line-strong bg-surface-alt px-3 py-2 whitespace-pre-line text-ink"
        lang={message.lang === 'zh' ? 'zh-Hant' : 'en'}
        data-reply-start
      >
        {fillReply(theirs.replyGreeting, { name: greetName(message) }).trim()}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <CopyButton text={text} label={t.copyReply} failed={t.replyCopyFailed} onCopied={() => setStarted(true)} />
      </div>
      {started && !message.repliedAt && (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-line pt-3">
          <p className="text-ink" role="status">
            {t.offerReplied}
          </p>
          <button type="button" className="btn-primary" disabled={replied.isPending} onClick={() => replied.mutate()}>
            <span className="i-lucide-check h-4 w-4" aria-hidden="true" />
            {t.markReplied}
          </button>
        </div>
      )}
    </section>
  );
}
