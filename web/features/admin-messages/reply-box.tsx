// In the message dialog: replying with or without a mail app, in the sender's language (decision 0068): a mailto
// link, the reply copied (greeting and quote) or the address copied, and the replied state set by hand, offered once
// a reply was started.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ContactMessage } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { useAdminT } from '../../lib/admin-i18n';
import { inboxKey, markReplied } from '../../lib/calls/messages';
import { failureToast } from '../../lib/failure-toast';
import { fill, loadDictionary, useLang } from '../../lib/i18n';
import { CopyButton } from './copy-button';
import { longDate, replyLink, replyText } from './format';

type Props = { message: ContactMessage; onChange: (m: ContactMessage) => void };

export function ReplyBox({ message, onChange }: Props) {
  const admin = useAdminT();
  const t = admin.messages;
  const lang = useLang();
  // The reply's words are the sender's, whatever language the admin reads in.
  const theirs = (message.lang === 'zh' ? adminZh : adminEn).messages;
  const site = useQuery({ queryKey: ['dictionary', message.lang], queryFn: () => loadDictionary(message.lang), staleTime: Infinity });
  const brand = site.data?.brand ?? '';
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  const replied = useMutation({
    mutationFn: (on: boolean) => markReplied(message.id, on),
    onSuccess: (next, on) => {
      onChange({ ...message, ...next });
      setStarted(false);
      void queryClient.invalidateQueries({ queryKey: inboxKey }); // the row shows its replied mark
      toast.success(on ? t.markedReplied : t.markedNotReplied);
    },
    onError: (error, on) => failureToast(t.updateFailed, error, admin, () => replied.mutate(on)),
  });
  const text = () =>
    replyText(message, { greeting: theirs.replyGreeting, quote: theirs.replyQuote, date: longDate(message.createdAt, message.lang) });
  return (
    <section className="mt-4 rounded-lg border border-line p-3 text-sm" aria-labelledby={`reply-${message.id}`}>
      <h3 id={`reply-${message.id}`} className="font-medium text-muted">
        {t.replyTitle}
      </h3>
      <p className="muted mt-1">{fill(t.replyIn, { language: t.languages[message.lang], name: message.name })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a
          className="btn-primary"
          href={replyLink(message, { subject: theirs.replySubject, greeting: theirs.replyGreeting, brand })}
          onClick={() => setStarted(true)}
        >
          <span className="i-lucide-reply h-4 w-4" aria-hidden="true" />
          {t.reply}
        </a>
        <CopyButton text={text} label={t.copyReply} failed={t.replyCopyFailed} onCopied={() => setStarted(true)} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-line pt-3">
        <p className={message.repliedAt ? 'text-good' : started ? 'text-ink' : 'muted'} role="status">
          {message.repliedAt ? fill(t.repliedOn, { date: longDate(message.repliedAt, lang) }) : started ? t.offerReplied : t.notReplied}
        </p>
        <button
          type="button"
          className={message.repliedAt || !started ? 'btn-outline' : 'btn-primary'}
          disabled={replied.isPending}
          onClick={() => replied.mutate(!message.repliedAt)}
        >
          <span className={`${message.repliedAt ? 'i-lucide-undo-2' : 'i-lucide-check'} h-4 w-4`} aria-hidden="true" />
          {message.repliedAt ? t.markNotReplied : t.markReplied}
        </button>
      </div>
    </section>
  );
}
