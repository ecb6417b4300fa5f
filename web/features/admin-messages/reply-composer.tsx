// In the message dialog, when the server sends email (decision 0106): the replies sent, a thread under the message, each
// with what went, to whom, when and where its email stands (a failure in the mail server's words, and "Try again"); and
// a composer prefilled in the sender's language — the subject and the greeting "Copy reply" writes — that sends through
// the outbox. The quoted message goes with the email, folded under the text box rather than "> " lines in it (decision
// 0198).
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { REPLY_MAX, type ContactMessage, type Reply } from '../../../src/contract';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { useAdminT } from '../../lib/admin-i18n';
import { inboxKey } from '../../lib/calls/messages';
import { emailStatusQuery } from '../../lib/calls/notifications';
import { repliesQuery, retryReply, sendReply } from '../../lib/calls/replies';
import { contactInfoQuery } from '../../lib/calls/settings';
import { failureToast } from '../../lib/failure-toast';
import { fill, loadDictionary, useLang } from '../../lib/i18n';
import { fillReply, greetName, longDate, replyQuote, splitQuote, withQuote } from './format';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';

const theirWords = (message: ContactMessage) => (message.lang === 'zh' ? adminZh : adminEn).messages;

/** The composer's form, named so the dialog's footer Send submits it (round 18: one Send, in the footer). */
export const composerFormId = (messageId: number) => `reply-form-${messageId}`;

/** What the footer's Send needs to know: whether there is something to send, and whether it is on its way. */
export type ComposerStatus = { ready: boolean; sending: boolean };

/** A reply being written to one message: its subject once edited, and its text. The dialog keeps one per message (session
 *  46: the docked pane showed the previous message's draft), so going back to a message finds its draft, and a draft is
 *  only ever sent to the message it was written for. */
export type Draft = { subject: string | null; body: string };

/** Shown when the server sends email (the dialog asks); without, the mail-app reply and "Copy reply" are the way. */
export function ReplyComposer({
  message,
  onChange,
  open,
  onStatus,
  draft,
  onDraft,
  onSent,
}: {
  message: ContactMessage;
  onChange: (m: ContactMessage) => void;
  /** The form is shown once the footer's Reply opened it (decision 0158); the replies sent are shown always. */
  open: boolean;
  /** Told whenever Send's state changes: the dialog's footer draws Cancel and Send while the form is open. */
  onStatus: (status: ComposerStatus) => void;
  /** This message's draft, if the owner has written in the form (else the prefilled greeting and quote). */
  draft: Draft | undefined;
  /** The owner wrote in the form: the dialog keeps the draft under this message. */
  onDraft: (messageId: number, draft: Draft) => void;
  /** The reply to that message is on its way: its form closes and its draft is dropped, the reply shows in the list of
   *  those sent, the footer is the dialog's again. */
  onSent: (messageId: number) => void;
}) {
  const mail = useQuery(emailStatusQuery()).data;
  const from = mail?.from ?? '';
  // No mail service on the server: nothing can go, so Send is off and says where to reply instead.
  const noMail = mail?.configured === false;
  const admin = useAdminT();
  const t = admin.inbox;
  const queryClient = useQueryClient();
  const theirs = theirWords(message);
  const site = useQuery({ queryKey: ['dictionary', message.lang], queryFn: () => loadDictionary(message.lang), staleTime: Infinity });
  const contact = useQuery(contactInfoQuery());
  const replies = useQuery(repliesQuery(message.id));
  const prefilled = () => fillReply(theirs.replyGreeting, { name: greetName(message) });
  // What the email quotes under the owner's words: the form shows it folded, the email carries it as mail apps do.
  const quote = replyQuote(message, { quote: theirs.replyQuote, date: longDate(message.createdAt, message.lang) });
  const quoteHead = fillReply(theirs.replyQuote, { name: message.name, date: longDate(message.createdAt, message.lang) });
  // The text is the draft kept for this message (by its id, in the dialog), never state carried over from another one.
  const body = draft?.body ?? prefilled();
  const subject = draft?.subject ?? null;
  const setBody = (text: string) => onDraft(message.id, { subject, body: text });
  const setSubject = (text: string) => onDraft(message.id, { subject: text, body });
  // The site's name in the sender's language comes with its dictionary: Send waits for it, so no subject goes without it.
  const shownSubject = subject ?? fillReply(theirs.replySubject, { brand: site.data?.brand ?? '' });
  // Only the owner's words count against the limit; the quote is cut to what room is left (code review of session 47).
  const full = withQuote(body, quote, REPLY_MAX);
  const tooLong = body.trim().length > REPLY_MAX;
  const language = admin.messages.languages[message.lang];
  const replyTo = contact.data?.email;
  // What goes is fixed when Send is pressed: this message, to its address, with the text then in the form.
  // Keyed by the message: a composer drawn again while its reply is still on its way (another message opened, then this
  // one again) sees that send in flight and keeps Send off, so one press sends one reply.
  const sendKey = ['reply-send', message.id];
  const inFlight = useIsMutating({ mutationKey: sendKey }) > 0;
  const send = useMutation({
    mutationKey: sendKey,
    mutationFn: (reply: { messageId: number; email: string; subject: string; body: string }) =>
      sendReply(reply.messageId, { subject: reply.subject, body: reply.body }),
    onSuccess: (reply, sent) => {
      queryClient.setQueryData(repliesQuery(sent.messageId).queryKey, (list: Reply[] | undefined) => [...(list ?? []), reply]);
      onSent(sent.messageId);
      toast.success(fill(t.composer.queued, { email: sent.email }));
    },
    onError: (error, sent) => failureToast(t.composer.failed, error, admin, () => send.mutate(sent)),
  });
  // Once a reply has gone, the message is replied (the server set it): the dialog and the list say so.
  const anySent = replies.data?.some((r) => r.state === 'sent') ?? false;
  const stale = anySent && !message.repliedAt;
  useEffect(() => {
    if (!stale) return;
    onChange({ ...message, repliedAt: new Date().toISOString(), state: message.state === 'closed' ? 'closed' : 'replied', isRead: true });
    void queryClient.invalidateQueries({ queryKey: inboxKey });
  }, [stale, message, onChange, queryClient]);
  const lang = message.lang === 'zh' ? 'zh-Hant' : 'en';
  const ready = !noMail && !tooLong && body.trim() !== '' && shownSubject.trim() !== '' && site.data !== undefined;
  const sending = send.isPending || inFlight;
  useEffect(() => onStatus({ ready, sending }), [onStatus, ready, sending]);
  // Opened by Reply: the whole form comes into view, From and To at its top included (round 18: only the text box was
  // brought into view, its head scrolled away), with the text ready to write in.
  const formRef = useRef<HTMLFormElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!open) return;
    showWhole(formRef.current);
    bodyRef.current?.focus({ preventScroll: true });
  }, [open]);
  const sent = replies.data && replies.data.length > 0 && <SentReplies message={message} replies={replies.data} />;
  return (
    <>
      {/* While writing, the replies already sent follow the form: the message answered is right above it. From 640 px the
          pinned quote above draws the hairline (decision 0259), so the form adds none of its own. */}
      {!open && sent}
      {open && (
        <form
          ref={formRef}
          id={composerFormId(message.id)}
          className="sub-section grid gap-3 text-sm sm:mt-0 sm:border-t-0"
          aria-labelledby={`composer-${message.id}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!tooLong && body.trim() && !sending)
              send.mutate({ messageId: message.id, email: message.email, subject: shownSubject, body: full });
          }}
        >
          {/* A mail app's head (session 46: one long sentence said all this): the title and the language on a line, then From,
              To and where answers go as label and value, each address on one line (cut with an ellipsis, whole in its title). */}
          <div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
              <h3 id={`composer-${message.id}`} className="font-semibold text-ink">
                {/* Answered already: the form is for one more, and says so. */}
                {message.repliedAt !== null ? admin.messages.replyAgain : t.composer.title}
              </h3>
              <p className="muted">{fill(t.composer.in, { language, name: message.name })}</p>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 border-t border-line pt-2">
              <AddressRow label={t.composer.from} value={from} />
              <AddressRow label={t.composer.to} value={`${message.name} <${message.email}>`} />
              {replyTo && <AddressRow label={t.composer.replyTo} value={replyTo} />}
            </dl>
          </div>
          <div className="grid gap-1">
            <label htmlFor={`reply-subject-${message.id}`} className="font-medium">
              {t.composer.subject}
            </label>
            <input
              id={`reply-subject-${message.id}`}
              value={shownSubject}
              onChange={(event) => setSubject(event.target.value)}
              maxLength={200}
              lang={lang}
              className="field"
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`reply-body-${message.id}`} className="font-medium">
              {t.composer.body}
            </label>
            <textarea
              ref={bodyRef}
              id={`reply-body-${message.id}`}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              rows={8}
              lang={lang}
              aria-invalid={tooLong || undefined}
              className="field leading-relaxed"
            />
            {/* The message answered goes under the reply, as mail apps quote it; here it is folded to one quiet line
                (round 20: raw "> " lines filled the box's foot). */}
            <details className="group/quote mt-1 text-muted" data-reply-quote>
              <summary className="keyboard-ring inline-flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded text-xs font-medium hover:text-ink max-sm:min-h-11 [&::-webkit-details-marker]:hidden">
                <span className="i-lucide-chevron-right h-3.5 w-3.5 transition-transform group-open/quote:rotate-90" aria-hidden="true" />
                {t.composer.quoted}
              </summary>
              <div className="mt-1 border-l-2 border-line-strong pl-3 text-sm leading-relaxed" lang={lang}>
                <p className="text-xs">{quoteHead}</p>
                <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{message.message}</p>
              </div>
            </details>
          </div>
          {/* Cancel and Send are the dialog's footer while the form is open (one Send, round 18). */}
          {noMail && <p className="muted">{t.composer.noMail}</p>}
          {tooLong && (
            <p className="text-bad" role="alert">
              {fill(t.composer.over, { count: full.trim().length.toLocaleString(), max: REPLY_MAX.toLocaleString() })}
            </p>
          )}
        </form>
      )}
      {open && sent}
    </>
  );
}

/** One line of the form's head: a muted label, the address in ink on one line. */
function AddressRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="truncate text-ink" title={value}>
        {value}
      </dd>
    </>
  );
}

/** Scrolls the pane so the whole form shows: its foot just above the pane's foot (or the phone's pinned actions) when
 *  it fits under what is pinned above it (the quoted message, from 640 px), else its top just under that. */
function showWhole(form: HTMLFormElement | null) {
  let pane = form?.parentElement ?? null;
  while (pane && !/(auto|scroll)/.test(getComputedStyle(pane).overflowY)) pane = pane.parentElement;
  if (!form || !pane) return;
  const sticky = (el: Element | null): el is HTMLElement => el instanceof HTMLElement && getComputedStyle(el).position === 'sticky';
  const quote = pane.querySelector('[data-pinned-quote]');
  const foot = pane.lastElementChild;
  // On a phone the sheet's title bar stays at the pane's top (round 19): the form comes into view under it.
  const bar = pane.firstElementChild;
  const box = pane.getBoundingClientRect();
  const top =
    box.top + (sticky(bar) ? bar.getBoundingClientRect().height : 0) + (sticky(quote) ? quote.getBoundingClientRect().height : 0) + 8;
  const bottom = (sticky(foot) ? foot.getBoundingClientRect().top : box.bottom) - 16;
  const own = form.getBoundingClientRect();
  const by = own.height > bottom - top || own.top < top ? own.top - top : Math.max(0, own.bottom - bottom);
  if (by !== 0) pane.scrollTop += by;
}

const BADGE = {
  queued: 'border-line text-muted',
  sent: 'border-good/30 bg-good/10 text-good',
  retrying: 'border-warn/30 bg-warn-soft text-warn',
  failed: 'border-bad/30 bg-bad/10 text-bad',
} as const;

/** Each reply's delivery in a sign as well as a word. */
const SIGN = {
  queued: 'i-lucide-clock',
  sent: 'i-lucide-check',
  retrying: 'i-lucide-refresh-cw',
  failed: 'i-lucide-circle-alert',
} as const;

/**
 * The replies sent, as a thread under the message (round 20: after Send the dialog said only "Marked replied", and what
 * went was out of sight): each an entry on one line down the side, headed by whom it went to, when and its delivery,
 * then its subject and the owner's own words; the quote it carried folded under them.
 */

function SentReplies({ message, replies }: { message: ContactMessage; replies: Reply[] }) {
  const admin = useAdminT();
  const t = admin.inbox.sent;
  const lang = useLang();
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: (replyId: number) => retryReply(message.id, replyId),
    onSuccess: (reply) => {
      queryClient.setQueryData(repliesQuery(message.id).queryKey, (list: Reply[] | undefined) =>
        (list ?? []).map((r) => (r.id === reply.id ? reply : r)),
      );
      toast.success(t.retried);
    },
    onError: (error, replyId) => failureToast(t.retryFailed, error, admin, () => again.mutate(replyId)),
  });
  const when = (iso: string) => <DateText text={longDate(iso, lang)} at={iso} />;
  return (
    <section className="mt-5 text-sm" aria-labelledby={`replies-${message.id}`}>
      <h3 id={`replies-${message.id}`} className="font-medium text-muted">
        {t.title}
      </h3>
      <ol className="mt-2 grid gap-3 border-l-2 border-line pl-4">
        {replies.map((reply) => {
          const words = splitQuote(reply.body);
          const lang = reply.lang === 'zh' ? 'zh-Hant' : 'en';
          return (
            <li key={reply.id} className="relative" data-reply-state={reply.state}>
              {/* The entry's knot on the thread's line. */}
              <span
                className="absolute top-1.5 -left-[1.3125rem] h-2 w-2 rounded-full bg-line-strong ring-4 ring-dialog"
                aria-hidden="true"
              />
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="min-w-0 truncate font-medium text-ink">{fill(t.to, { email: reply.to })}</span>
                {/* Each time said once (decision 0271; round 32: "sent at 4:59, 'Sent …', 'Marked replied at 5:00'"): the
                    head says when it went (when it was written, until then), the chip its state; no line under it repeats
                    them, and the reply status says no "Marked replied on" beside a thread. */}
                <span className="muted whitespace-nowrap">
                  {when(reply.state === 'sent' && reply.sentAt ? reply.sentAt : reply.createdAt)}
                </span>
                <span className={`status-badge ml-auto gap-1 ${BADGE[reply.state]}`}>
                  <span className={`${SIGN[reply.state]} h-3 w-3`} aria-hidden="true" />
                  {admin.inbox.replyStates[reply.state]}
                </span>
              </div>
              <div className="mt-2 rounded-lg bg-bg-alt px-3 py-2.5">
                <p className="font-medium text-ink" lang={lang}>
                  {reply.subject}
                </p>
                <p className="mt-1.5 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]" lang={lang}>
                  {words.own}
                </p>
                {words.quote && (
                  <details className="group/quote mt-1 text-muted">
                    <summary className="keyboard-ring inline-flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded text-xs font-medium hover:text-ink max-sm:min-h-11 [&::-webkit-details-marker]:hidden">
                      <span
                        className="i-lucide-chevron-right h-3.5 w-3.5 transition-transform group-open/quote:rotate-90"
                        aria-hidden="true"
                      />
                      {t.quoted}
                    </summary>
                    <p className="mt-1 border-l-2 border-line-strong pl-3 whitespace-pre-wrap [overflow-wrap:anywhere]" lang={lang}>
                      {words.quote}
                    </p>
                  </details>
                )}
              </div>
              {reply.state !== 'sent' && (
                <p
                  className={`mt-1.5 text-xs ${reply.state === 'failed' ? 'text-bad' : reply.state === 'retrying' ? 'text-warn' : 'text-muted'}`}
                  role="status"
                >
                  {reply.state === 'retrying'
                    ? fillNodes(t.retrying, { error: reply.lastError ?? '', date: reply.nextAttemptAt ? when(reply.nextAttemptAt) : '' })
                    : reply.state === 'failed'
                      ? fill(t.failed, { error: reply.lastError ?? '' })
                      : t.queued}
                </p>
              )}
              {reply.state === 'failed' && (
                <button type="button" className="btn-outline mt-2" disabled={again.isPending} onClick={() => again.mutate(reply.id)}>
                  <span className="i-lucide-refresh-cw h-4 w-4" aria-hidden="true" />
                  {t.retry}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
