// Above the inbox, under its head: a search of name, email and text, and all, unread only, or new, replied or closed;
// then Spam (decision 0108) with how many wait there; on a phone, last, the export (`end`), which a wide screen has in
// the page's head.
import { useId, type ReactNode } from 'react';
import { MESSAGE_STATES } from '../../../src/contract';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import type { InboxShow } from '../../lib/calls/messages';

/** A quiet tool of the inbox's row (Spam, the way back, on a phone Select and Export): 44 px tall, its word beside a sign,
 *  muted until pointed at, so the phone's row under the filters is one family of buttons (decision 0245). */
export const INBOX_TOOL =
  'keyboard-ring inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap';

type Props = {
  q: string;
  onSearch: (q: string) => void;
  show: InboxShow;
  onShow: (show: InboxShow) => void;
  /** How many messages wait in Spam. */
  spam: number;
  /** What ends the toolbar, at its right (the export on a phone). */
  end?: ReactNode;
};

export function InboxToolbar({ q, onSearch, show, onShow, spam, end }: Props) {
  const admin = useAdminT();
  const t = admin.messages;
  const states = admin.inbox.states;
  const id = useId();
  const filters = [
    { value: 'all' as const, label: t.all },
    { value: 'unread' as const, label: t.unreadOnly, short: t.unreadShort },
    ...MESSAGE_STATES.map((state) => ({ value: state, label: states[state] })),
  ];
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="relative min-w-0 flex-1 basis-64">
        {/* The box says what it searches (its placeholder and icon); the label is there for screen readers. */}
        <label htmlFor={`${id}-q`} className="sr-only">
          {t.search}
        </label>
        <span
          className="i-lucide-search pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t.searchHint}
          maxLength={200}
          className="field pl-10"
        />
      </div>
      {/* The inbox's filters, then Spam apart from them: a folder, not a state (on a phone the filters are a select). In Spam the
          filters give way to the way back to the inbox. */}
      {/* On a phone under the search: the filters across the width, then Spam and the export at the end of one row. */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2 max-sm:w-full">
        {show === 'spam' ? (
          <button
            type="button"
            aria-label={admin.inbox.spam.backLabel}
            onClick={() => onShow('all')}
            className={`${INBOX_TOOL} text-muted hover:bg-surface-alt`}
          >
            <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
            {admin.inbox.spam.back}
          </button>
        ) : (
          <>
            {/* Two kinds of filter in one control: read (All, Unread only), then the reply state, a hairline between them.
                On a phone the same control spans the width on a line of its own, Unread only said "Unread" (round 20: a
                select there cut its choice to "Unr…", "只…"); Spam and the export take the next line. */}
            <ChoiceGroup
              label={t.show}
              // One height with the search beside it (44 px, review round 16: the track made it 54): the choices 34 px inside;
              // on a phone, on their own line, each a 44 px target.
              className="segmented chip-scroll flex-wrap max-sm:w-full max-sm:flex-nowrap max-sm:gap-0.5 max-sm:[&>button]:flex-auto max-sm:[&>button]:px-1.5 max-sm:[&>button]:text-[0.8125rem] [&>button]:min-h-[2.125rem] max-sm:[&>button]:min-h-11 [&>:nth-child(3)]:relative [&>:nth-child(3)]:ml-2.5 max-sm:[&>:nth-child(3)]:ml-2 [&>:nth-child(3)]:before:absolute [&>:nth-child(3)]:before:inset-y-2.5 [&>:nth-child(3)]:before:-left-[0.4375rem] max-sm:[&>:nth-child(3)]:before:-left-[0.3125rem] [&>:nth-child(3)]:before:w-px [&>:nth-child(3)]:before:bg-line-strong [&>:nth-child(3)]:before:content-['']"
              options={filters}
              value={show}
              onChange={onShow}
            />
          </>
        )}
        <span className="h-6 w-px bg-line max-sm:hidden" aria-hidden="true" />
        {/* In Spam on a phone the way back is enough (decision 0245: "Inbox", "Spam 2", Select and Export wrapped to two
            uneven lines); the page's title says Spam. */}
        <button
          type="button"
          aria-pressed={show === 'spam'}
          aria-label={spam ? fill(admin.inbox.spam.folderCount, { count: spam }) : admin.inbox.spam.folder}
          onClick={() => onShow(show === 'spam' ? 'all' : 'spam')}
          className={`${INBOX_TOOL} ${show === 'spam' ? 'bg-ink/8 text-ink max-sm:hidden' : 'text-muted hover:bg-surface-alt'}`}
        >
          <span className="i-lucide-shield-alert h-4 w-4" aria-hidden="true" />
          {admin.inbox.spam.folder}
          {spam > 0 && (
            <span className="rounded-full bg-surface-alt px-1.5 text-xs leading-5 font-semibold text-ink tabular-nums" aria-hidden="true">
              {spam}
            </span>
          )}
        </button>
        {end && <div className="ml-auto flex items-center gap-1">{end}</div>}
      </div>
    </div>
  );
}
