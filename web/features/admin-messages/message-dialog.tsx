// The detail of one message: sender (with a copy of the address), date, service and text, where its visit began, the reply and
// its replied state, the notification's state; long words wrap. One Reply in the footer (round 14: four reply buttons
// competed): with email set up it opens the form whose button is Send; without, it opens the mail app. Opening the mail
// app and copying the reply are in the footer's secondary menu (decision 0158). The title, a ×, the sender and the date stay
// pinned at the top and the actions at the bottom, however long the text.
import { useCallback, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { DateText } from '../../components/admin/date-text';
import type { ContactMessage } from '../../../src/contract';
import { ActionsMenu } from '../../components/admin/actions-menu';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang, useT } from '../../lib/i18n';
import { fillReply, longDate } from './format';
import { MessageBody } from './message-body';
import { MessageSource } from './message-source';
import { NotificationStatus } from './notification-status';
import { useQuery } from '@tanstack/react-query';
import { emailStatusQuery } from '../../lib/calls/notifications';
import { MessageStanding } from './message-standing';
import { ReplyBox, replyTextOf, useReplyLink } from './reply-box';
import { composerFormId, ReplyComposer, type ComposerStatus, type Draft } from './reply-composer';
import { SenderAddress } from './sender';
import { SpamNotice, useSpamMove } from './spam-notice';

type Props = {
  message: ContactMessage | null;
  onClose: () => void;
  onDelete: (m: ContactMessage) => void;
  onMarkUnread: (m: ContactMessage) => void;
  onChange: (m: ContactMessage) => void;
};

export function MessageDialog({ message, onClose, onDelete, onMarkUnread, onChange }: Props) {
  const t = useAdminT();
  const site = useT();
  const lang = useLang();
  // Which message a reply was started for (copied, or the mail app opened): its dialog then offers "Mark as replied".
  const [startedFor, setStartedFor] = useState<number | null>(null);
  // Which message Reply tried a mail app for: a device without one opens nothing, so the reply box then says what to do.
  const [mailAppFor, setMailAppFor] = useState<number | null>(null);
  // Which message the reply form is open for (email set up): Reply opens it, so the form is not another set of buttons
  // under every message.
  const [composingFor, setComposingFor] = useState<number | null>(null);
  // The replies being written, one per message by its id (session 46: the docked pane kept the previous message's draft):
  // another message opens with its own greeting, and going back to one finds its draft, the form open on it. Sending a
  // draft drops it; closing the pane keeps it, and so does Cancel, which only folds the form away (`parked`): Reply opens
  // it again with the text as it was (a misclick on Cancel beside Send never loses what was typed).
  const [drafts, setDrafts] = useState<ReadonlyMap<number, Draft>>(() => new Map());
  const [parked, setParked] = useState<ReadonlySet<number>>(() => new Set());
  const keepDraft = useCallback((id: number, draft: Draft) => setDrafts((all) => new Map(all).set(id, draft)), []);
  const park = (id: number, on: boolean) =>
    setParked((all) => {
      if (all.has(id) === on) return all;
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const dropDraft = useCallback((id: number) => {
    setDrafts((all) => {
      if (!all.has(id)) return all;
      const rest = new Map(all);
      rest.delete(id);
      return rest;
    });
    setComposingFor((open) => (open === id ? null : open));
  }, []);
  const cancelReply = (id: number) => {
    park(id, true);
    setComposingFor((open) => (open === id ? null : open));
  };
  const openReply = (id: number) => {
    park(id, false);
    setComposingFor(id);
  };
  // With email set up the dialog writes and sends the reply itself (decision 0106); without, it is copied or mailed.
  const sends = useQuery(emailStatusQuery()).data?.configured ?? false;
  const composing =
    message !== null && !message.spam && sends && (composingFor === message.id || (drafts.has(message.id) && !parked.has(message.id)));
  // What the footer's Send says while the form is open: the form tells it.
  const [draft, setDraft] = useState<ComposerStatus>({ ready: false, sending: false });
  const onDraft = useCallback((status: ComposerStatus) => setDraft(status), []);
  const spamMove = useSpamMove(onChange);
  const mailLink = useReplyLink(message);
  const copyReply = async (m: ContactMessage) => {
    try {
      await navigator.clipboard.writeText(replyTextOf(m));
      toast.success(t.messages.replyCopied);
      setStartedFor(m.id);
    } catch {
      toast.error(t.messages.replyCopyFailed);
    }
  };
  // A two-line head (review round 16: "Message from X" then "From X" again): the sender's name as the title (the dialog
  // still named "Message from X"), then the address and the date. Pinned from 640 px; on a phone it scrolls away.
  const pinned = message && (
    // Three items and no dots (rounds 17 and 18: a long address broke mid-word, pushed the date to a line of its own and
    // left a dot alone): the address (cut with an ellipsis when long), its copy button, the date. From 640 px one line,
    // the date never cut; on a phone the address has its line and the date the next, always.
    <p className="flex flex-wrap items-center gap-x-4 text-sm text-muted sm:flex-nowrap">
      <SenderAddress email={message.email} />
      <span className="shrink-0 whitespace-nowrap">
        <span className="sr-only">{t.messages.date}: </span>
        <DateText text={longDate(message.createdAt, lang)} at={message.createdAt} />
      </span>
    </p>
  );
  const rows = message
    ? [{ label: t.messages.service, value: message.service ? site.contact.form.services[message.service] : t.messages.noService }]
    : [];
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      reading
      // Beside the inbox on a wide screen, as a mail app reads: the list stays in sight.
      docked
      // A Chinese name sits between Chinese words without spaces (來自陳美玲的訊息), a Latin one with them.
      title={message ? fillReply(t.messages.detailTitle, { name: message.name }) : ''}
      // A × beside the title as well as Close in the footer: the way out is where the eye starts, and Esc closes too.
      closeLabel={t.messages.closeMessage}
      shownTitle={message?.name}
      headScrolls
      head={pinned}
      actions={
        composing && message ? (
          // While a reply is written the footer is the form's (round 18: "Reply again" stood beside the form's own Send):
          // Cancel and the one Send; the × still closes the dialog.
          <>
            <button type="button" className="btn-outline" onClick={() => cancelReply(message.id)}>
              {t.inbox.composer.cancel}
            </button>
            <button type="submit" form={composerFormId(message.id)} className="btn-primary" disabled={!draft.ready || draft.sending}>
              <span className="i-lucide-send h-4 w-4" aria-hidden="true" />
              {draft.sending ? t.inbox.composer.sending : t.inbox.composer.send}
            </button>
          </>
        ) : (
          <>
            {/* Reply is the one primary (an outline "Reply again" once answered), Close beside it; the rest are in a More actions menu, so a phone's footer is one row
              and Reply is never left alone on a second one. */}
            {message && (
              <div className="mr-auto">
                <ActionsMenu
                  label={fill(t.messages.moreActions, { name: message.name })}
                  large
                  actions={[
                    // The other ways to reply, secondary to the footer's Reply (not for Spam, which is not answered).
                    ...(message.spam
                      ? []
                      : [
                          ...(sends
                            ? [
                                {
                                  label: t.inbox.composer.mailApp,
                                  text: t.inbox.composer.mailApp,
                                  icon: 'i-lucide-mail',
                                  onSelect: () => {
                                    setStartedFor(message.id);
                                    setMailAppFor(message.id);
                                    window.location.href = mailLink;
                                  },
                                },
                              ]
                            : []),
                          {
                            label: t.messages.copyReply,
                            text: t.messages.copyReply,
                            icon: 'i-lucide-copy',
                            onSelect: () => void copyReply(message),
                          },
                        ]),
                    {
                      label: t.messages.markUnread,
                      text: t.messages.markUnread,
                      icon: 'i-lucide-mail-open',
                      onSelect: () => onMarkUnread(message),
                    },
                    // In Spam, "Not spam" is the footer's primary instead.
                    ...(message.spam
                      ? []
                      : [
                          {
                            label: t.inbox.spam.toSpam,
                            text: t.inbox.spam.toSpam,
                            icon: 'i-lucide-shield-alert',
                            onSelect: () => spamMove.mutate({ message, spam: true }),
                          },
                        ]),
                    {
                      label: t.messages.delete,
                      text: t.messages.delete,
                      icon: 'i-lucide-trash-2',
                      destructive: true,
                      onSelect: () => onDelete(message),
                    },
                  ]}
                />
              </div>
            )}
            {/* Opening puts focus on Close, not on the first link in the text: nothing is selected by surprise. */}
            <button type="button" className="btn-outline" onClick={onClose} autoFocus>
              {t.messages.close}
            </button>
            {/* In Spam nothing is the obvious next step: moving one back is a considered choice, so an outline, not the
              filled primary a reply has. */}
            {message?.spam && (
              <button
                type="button"
                className="btn-outline"
                disabled={spamMove.isPending}
                onClick={() => spamMove.mutate({ message, spam: false })}
              >
                <span className="i-lucide-inbox h-4 w-4" aria-hidden="true" />
                {t.inbox.spam.notSpam}
              </button>
            )}
            {message && !message.spam && sends && (
              <button type="button" className={answered(message) ? 'btn-outline' : 'btn-primary'} onClick={() => openReply(message.id)}>
                <span className="i-lucide-reply h-4 w-4" aria-hidden="true" />
                {answered(message) ? t.messages.replyAgain : t.messages.reply}
              </button>
            )}
            {message && !message.spam && !sends && (
              <ReplyLink
                message={message}
                href={mailLink}
                onClick={() => {
                  setStartedFor(message.id);
                  setMailAppFor(message.id);
                }}
              />
            )}
          </>
        )
      }
    >
      {message?.spam && <SpamNotice message={message} />}
      <Facts rows={rows} />
      {/* While a reply is written (round 17: the composer pushed the original out of sight) the message is a three-line
          quote right above it, and from 640 px it stays pinned at the top of the scrolling body: what is answered is in
          view while answering. On a phone it scrolls with the rest, folded, and unfolds on "Show more". */}
      <div
        data-pinned-quote
        className={composing ? 'sm:sticky sm:top-0 sm:z-10 sm:-mx-6 sm:border-b sm:border-line sm:bg-dialog sm:px-6 sm:pb-3' : undefined}
      >
        <h3 className="pt-4 text-sm font-medium text-muted">{t.messages.message}</h3>
        <MessageBody text={message?.message ?? ''} quote={composing} lang={message?.lang} />
      </div>
      {/* Spam is not answered from here: moved to the inbox first, it is. */}
      {message && !message.spam && sends && (
        // Keyed by the message, under a key of its own (the standing below has the message's id as its key: sharing one
        // among siblings made React remount the composer on every keystroke, and the typed text was lost).
        <ReplyComposer
          key={`composer-${message.id}`}
          message={message}
          onChange={onChange}
          open={composing}
          onStatus={onDraft}
          draft={drafts.get(message.id)}
          onDraft={keepDraft}
          onSent={dropDraft}
        />
      )}
      {message?.source && <MessageSource source={message.source} />}
      {/* Once a reply was begun elsewhere (the mail app, or copied): the offer to mark it replied, and what to do without a mail app. */}
      {message && !message.spam && (startedFor === message.id || mailAppFor === message.id) && (
        <ReplyBox
          message={message}
          onChange={onChange}
          started={startedFor === message.id}
          mailAppTried={mailAppFor === message.id}
          onStarted={(on) => setStartedFor(on ? message.id : null)}
        />
      )}
      {message && !message.spam && <MessageStanding key={`standing-${message.id}`} message={message} onChange={onChange} />}
      {/* In Spam, its notice already says no one was notified. */}
      {message && !message.spam && (
        <NotificationStatus
          messageId={message.id}
          skipped={message.notificationSkipped ?? null}
          state={message.notification}
          onChange={(notification) => onChange({ ...message, notification })}
        />
      )}
    </Dialog>
  );
}

/** Label-and-value rows, labels in a column from 640 px. */
function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-0 gap-y-1 text-sm sm:grid-cols-[8rem_1fr] sm:gap-y-2">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-muted">{row.label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Whether the message has been answered (marked replied, or a reply sent): replying is then no longer the next step. */
const answered = (message: ContactMessage) => message.repliedAt !== null || message.state !== 'new';

/** product.md's Reply without email set up: the mail app opens with a subject and greeting in the sender's language. */
function ReplyLink({ message, href, onClick }: { message: ContactMessage; href: string; onClick: () => void }) {
  const t = useAdminT();
  // The footer's one primary is the message's next step: Reply while it waits for an answer. Once answered (or closed),
  // replying once more is a choice, not the task: an outline "Reply again".
  const again = answered(message);
  return (
    <a className={again ? 'btn-outline' : 'btn-primary'} href={href} onClick={onClick}>
      <span className="i-lucide-reply h-4 w-4" aria-hidden="true" />
      {again ? t.messages.replyAgain : t.messages.reply}
    </a>
  );
}
