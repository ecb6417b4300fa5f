// One message in the inbox: a table row on a wide screen, a two-line list item a thumb can open on a phone; a box to
// select it for the actions on several. Its status is product.md's read or unread badge; the reply state (replied,
// closed) follows it as a small sign and word, and on a phone, where the Status column is not drawn, the unread dot and
// bold name and the reply sign sit by the name (decision 0118); the service asked for and the plan the sender came from
// follow the name, quiet (decision 0271; round 19: the pane said it, the list did not). The date column shows product.md's
// long date. The whole row opens the message (its name's button stretched over it); View is a sign in Actions.
import type { CSSProperties } from 'react';
import type { ContactMessage } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang, useT } from '../../lib/i18n';
import { planLabel } from '../../lib/insight-words';
import { firstLine, longDate, relativeTime, rowDate } from './format';

/** The Status column's badge (decisions 0245, 0284): a small pill, its edge, fill and tone given beside it. */
const STATUS_BADGE = 'status-badge';
/** product.md's read/unread badge as a pair of the same pill (decision 0284; round 33: "Read" as a bare word on every row
 *  read as noise, and not as the badge it is): Unread filled in the accent, the one that asks; Read the same pill drawn
 *  as an outline in muted type, there on every row and quiet. */
const UNREAD_BADGE = `${STATUS_BADGE} border-transparent bg-accent font-semibold text-accent-ink`;
const READ_BADGE = `${STATUS_BADGE} border-line-strong font-normal text-muted`;
/** What the reply state adds (Replied, Closed): secondary to the badge (decision 0284), a small sign and word, no pill. */
const REPLY_TAG = 'inline-flex min-w-0 items-center gap-1 text-[13px] leading-5 text-muted';
/** A row's two actions (decision 0284; round 33: a lone eye, the bin shown only under the pointer): View and Delete side by
 *  side on every row, the same quiet 44 px ghost signs, named with the sender for screen readers, their words in their
 *  titles. Delete turns red only under the pointer or the keyboard's focus, and still asks. */
const ROW_ACTION = 'keyboard-ring grid h-11 w-11 shrink-0 place-items-center rounded-lg text-muted';
const ROW_VIEW = `${ROW_ACTION} hover:bg-surface-alt hover:text-ink`;
const ROW_DELETE = `${ROW_ACTION} hover:bg-bad/10 hover:text-bad focus-visible:text-bad`;

/** The room the phone's name line leaves the date at its end: the date's width in the row's 12 px type (a CJK sign 12 px,
 *  a Latin letter or digit at most about 7 px) and 12 px apart. */
export function dateRoom(shown: string): string {
  let px = 12;
  for (const char of shown) px += /[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 12 : 7;
  return `${Math.ceil(px)}px`;
}

type Props = {
  message: ContactMessage;
  selected: boolean;
  /** On a phone the box to select it shows only in the list's select mode (review round 26); on a wide screen always. */
  selecting: boolean;
  /** The message open in the reading pane: beside the docked pane (from 1024 px) the list shows which row is being read. */
  current: boolean;
  /** The clock the date counts from (the panel's, moved on every minute). */
  now: number;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
  onDelete: () => void;
};

export function MessageRow({ message: m, selected, selecting, current, now, onSelect, onOpen, onDelete }: Props) {
  // Spam asks for no attention (decision 0108): unread there is not marked as new.
  const fresh = !m.isRead && !m.spam;
  const t = useAdminT();
  const site = useT();
  const lang = useLang();
  // product.md's long date is what the column shows (November 28, 2026); the hover adds the time and how long ago. This
  // year's rows show it without the year (decision 0245), which stays in the text for screen readers.
  const day = rowDate(m.createdAt, lang, now);
  const ago = relativeTime(m.createdAt, lang, now);
  const hover = `${longDate(m.createdAt, lang)} · ${ago}`;
  const preview = firstLine(m.message) || t.messages.emptyMessage;
  // Where the message stands past "not replied" (decision 0106): replied (in the good green) or closed (nothing more to
  // do). Not replied is left unsaid in the row: said on nearly every row it meant nothing (round 12 of the outside
  // review); the "Not replied" filter lists what is left to answer.
  const standing = m.spam
    ? null
    : m.state === 'closed'
      ? { icon: 'i-lucide-circle-check', word: t.inbox.states.closed, tone: 'text-muted', kind: 'closed' }
      : m.repliedAt
        ? { icon: 'i-lucide-reply', word: t.messages.replied, tone: 'text-good', kind: 'replied' }
        : null;
  return (
    // Unread is said by the dot and the bold name (a tinted row read as a warning in the dark theme). About 49 px tall
    // on a wide screen (studio review, session 40: 69 px read as loose): the 44 px targets (the box, the name's button,
    // View and Delete) set the row's height with 2 px around them; the other cells are centred with 4 px.
    // A row checked for the bulk actions, or open in the pane, sits on the hover's fill to stay (session 46: neither showed,
    // and beside the docked pane nothing said which message was being read); the open one has the accent's bar at its start.
    // On a phone (decision 0228) the row wraps: the name and its preview take the whole width, the date a quiet line of
    // its own under them; the box to select it only in select mode, so the words start at the row's inset.
    <tr
      data-message={m.id}
      aria-current={current || undefined}
      className={`group relative max-sm:flex max-sm:flex-wrap max-sm:items-start max-sm:py-2 max-sm:pr-4 ${selecting ? 'max-sm:pl-1' : 'max-sm:pl-5'} ${selected || current ? 'bg-surface-alt' : 'hover:bg-bg-alt'}`}
    >
      <td className="min-w-0 py-0.5 pr-4 pl-1 max-sm:basis-full max-sm:p-0">
        {current && <span className="absolute inset-y-0 left-0 w-[3px] bg-accent" aria-hidden="true" />}
        <div className="flex min-w-0 items-center max-sm:items-start">
          {/* In the name's cell, so product.md's columns stay as they are; above the stretched row button, its label a 44 px target. */}
          <label className={`relative z-10 grid h-11 w-11 shrink-0 cursor-pointer place-items-center ${selecting ? '' : 'max-sm:hidden'}`}>
            <input
              type="checkbox"
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              aria-label={fill(t.messages.select, { name: m.name })}
              className="h-4 w-4"
            />
          </label>
          {/* The whole row opens the message: this button's box is stretched over the row by ::after. */}
          <button
            type="button"
            onClick={onOpen}
            className="keyboard-ring block min-h-11 w-full min-w-0 cursor-pointer rounded text-left after:absolute after:inset-0 after:content-['']"
            // Three lines on a phone (the name, two of the preview: decision 0271), two from 640 px.
            data-lines={3}
          >
            {/* The name, and on a phone the date at its line's end (decision 0271; before, a line of its own, 0228).
                Unread is said once (review round 26: a dot, bold and a pill): on a wide screen by the Status column's
                filled badge, on a phone, where that column is not drawn, by a dot in the row's margin before the name. */}
            {/* Decision 0271: on a phone the date sits at the end of this line (as a mail app has it), so the line leaves it
                its room (`--row-date`, the date's own width) and the preview below gets two lines. */}
            <span
              className="relative flex min-w-0 items-baseline gap-2 max-sm:pr-[var(--row-date)]"
              style={{ '--row-date': dateRoom(day.shown) } as CSSProperties}
            >
              {/* Decision 0256: the dot is drawn at every width, in the margin before the name (from 640 px between the box
                  and the name), so an unread row is told by the dot and the bold name before its Status badge. */}
              {fresh && (
                <span
                  className="absolute top-1/2 -left-3 h-2 w-2 -translate-y-1/2 rounded-full bg-accent sm:-left-2.5 sm:h-1.5 sm:w-1.5"
                  aria-hidden="true"
                  data-unread-dot
                />
              )}
              {/* Unread, the name is bold (decision 0245), beside the Status column's accent badge. */}
              <span className={`truncate ${fresh ? 'font-bold' : 'font-medium'}`}>{m.name}</span>
              {fresh && <span className="sr-only">{`(${t.messages.unread})`}</span>}
              {/* On a phone, where the Status column is not drawn, the reply state is a quiet sign beside the name. */}
              {standing && (
                <span className={`flex shrink-0 items-center self-center sm:hidden ${standing.tone}`} title={standing.word}>
                  <span className={`${standing.icon} h-4 w-4`} aria-hidden="true" />
                  <span className="sr-only">{`(${standing.word})`}</span>
                </span>
              )}
              {/* What it is about (decision 0271; before, a Service column of its own from 1280 px, which left the preview
                  35 letters, round 32): the service asked for and the plan the sender came from, quiet after the name. */}
              {m.service && (
                <span className="min-w-0 shrink-[3] truncate text-[13px] font-normal text-muted max-sm:hidden" data-row-service>
                  <span className="sr-only">{`${t.messages.service}: `}</span>
                  <span>{site.contact.form.services[m.service]}</span>
                  {m.source?.plan && (
                    <>
                      <span className="px-1.5 text-faint" aria-hidden="true">
                        ·
                      </span>
                      <span className="sr-only">{`, ${t.messages.cameFrom.plan}: `}</span>
                      <span>{planLabel(m.source.plan, t, lang)}</span>
                    </>
                  )}
                </span>
              )}
            </span>
            <span className="mt-0.5 flex min-w-0 items-center gap-2 text-sm font-normal text-muted max-sm:items-start">
              {/* In Spam, what caught it, in a word (decision 0108): on a wide screen the Status column's badge (decision
                  0245); on a phone it starts the preview's line, so the name beside the date is whole (round 18: "Grow…"). */}
              {m.spam && (
                <span className={`${STATUS_BADGE} border-transparent bg-warn-soft text-warn sm:hidden`}>{t.inbox.spam.short[m.spam]}</span>
              )}
              {/* One line from 640 px, the row's width given to it (decision 0271); two on a phone, as a mail app reads. */}
              <span className="truncate max-sm:line-clamp-2 max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere]">{preview}</span>
            </span>
          </button>
        </div>
      </td>
      <td className="px-3 py-1 max-sm:hidden">
        {/* Quiet: the name says who it is. One line (decision 0228, after round 26: a long address wrapped to three lines
            while the preview beside it was cut): a long one ends in an ellipsis, whole in its title and for screen readers
            (the text is all there, only cut from sight). */}
        <span className="block truncate text-[13px] text-muted" title={m.email} data-row-email>
          {m.email}
        </span>
      </td>
      <td className="px-3 py-1 max-sm:pointer-events-none max-sm:absolute max-sm:top-2 max-sm:right-4 max-sm:p-0 max-sm:text-xs max-sm:leading-5">
        {/* product.md: "Dates are shown in long format" — the day in the admin's one long format, in the row's tone
            (ink while unread); the full time and how long ago in its title (session 47: the relative words of session
            46 had moved the long date out of sight). */}
        {/* Never cut (round 21: "November 28, 20…"): the column is as wide as the longest long date. One date style for
            every row (decision 0256; round 30: "December 8 12:56 AM" above "December 7" read as two styles): the day
            alone, today's too (the "Today" group says it); the time is in the hover and the message. */}
        <span className="block text-muted sm:text-[13px]">
          <time dateTime={m.createdAt} title={hover} className="whitespace-nowrap">
            {/* The year stays inline at zero size (not sr-only, whose absolute box would put a line break into the
                text a script reads: "December 7\n, 2026"); screen readers and copied text keep the whole date. */}
            {day.before && <span className="text-[0px] leading-[0]">{day.before}</span>}
            {day.shown}
            {day.after && <span className="text-[0px] leading-[0]">{day.after}</span>}
          </time>
        </span>
      </td>
      {/* product.md's status: a read or unread badge (on a phone the dot and the bold name say it). Decision 0284: the two
          a pair of one pill, Unread filled in the accent (with the dot and the bold name before it), Read its outline in
          muted type; the reply state after it a smaller sign and word (Replied's sign in the good green), and in Spam what
          caught the message (no "Unread" there: Spam asks for no attention, decision 0108). */}
      <td className="px-3 py-1 max-sm:hidden">
        <span className="flex min-w-0 items-center gap-2 whitespace-nowrap">
          {m.spam ? (
            <span className={`${STATUS_BADGE} border-transparent bg-warn-soft text-warn`} data-spam-reason>
              {t.inbox.spam.short[m.spam]}
            </span>
          ) : m.isRead ? (
            <span className={READ_BADGE} data-read-badge>
              {t.messages.read}
            </span>
          ) : (
            <span className={UNREAD_BADGE} data-unread-badge>
              {t.messages.unread}
            </span>
          )}
          {/* The reply state right beside the badge, so the two read as one status (round 14: "Replied" floated apart
              towards the next column); secondary to it (decision 0284): its sign in its tone, its word muted. */}
          {standing && (
            <span className={REPLY_TAG} data-reply-state={standing.kind}>
              <span className={`${standing.icon} h-3.5 w-3.5 shrink-0 ${standing.tone}`} aria-hidden="true" />
              <span className="truncate">{standing.word}</span>
            </span>
          )}
        </span>
      </td>
      <td className="py-0.5 pr-3 pl-1 max-sm:hidden">
        {/* product.md's view and delete, a pair on every row (decision 0284), in that order, the column's end 12 px from
            the card's edge. Both are above the stretched row button, so they stay their own targets. */}
        <div className="relative z-10 flex items-center justify-end gap-1">
          <button
            type="button"
            className={ROW_VIEW}
            onClick={onOpen}
            aria-label={fill(t.messages.viewMessageFrom, { name: m.name })}
            title={t.messages.view}
            data-row-view
          >
            <span className="i-lucide-eye h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t.messages.view}</span>
          </button>
          <button
            type="button"
            className={ROW_DELETE}
            data-row-delete
            onClick={onDelete}
            aria-label={fill(t.messages.deleteMessageFrom, { name: m.name })}
            title={t.messages.delete}
          >
            <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </td>
    </tr>
  );
}
