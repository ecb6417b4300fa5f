// The messages tab: pages newest first with a search, an unread or not-replied filter and the counts; each message opened (which
// marks it read), marked unread again, or deleted after confirming; several selected to mark or delete at once. Spam is
// a folder beside the filters (decision 0108).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { ContactMessage } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { inboxKey, readMessage, type InboxShow } from '../../lib/calls/messages';
import { fill } from '../../lib/i18n';
import { useRoute } from '../../lib/router';
import { useMediaQuery } from '../../lib/use-media-query';
import { failureToast } from '../../lib/failure-toast';
import { LoadFailed } from '../../components/admin/load-failed';
import { PageHead } from '../../components/admin/page-head';
import { BulkActions } from './bulk-actions';
import { ExportMenu } from './export-menu';
import { INBOX_TOOL, InboxToolbar } from './inbox-toolbar';
import { MessageRow } from './message-row';
import { MessageDialog } from './message-dialog';
import { inboxGroup, inboxRuns } from './format';
import { useInbox, useInboxChanges, useSettled } from './use-inbox';
import { useSpamKeepDays } from './spam-notice';

/** What the confirmation is about: one message (its name shown) or several. */
type Doomed = { ids: number[]; name?: string } | null;

export function MessagesPanel() {
  const t = useAdminT();
  const phone = useMediaQuery('(max-width: 39.99rem)');
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [show, setShow] = useState<InboxShow>('all');
  const search = useSettled(q.trim());
  const keepDays = useSpamKeepDays();
  const list = useInbox({ q: search, show });
  const { mark, remove } = useInboxChanges();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // On a phone the rows' boxes show only in select mode, after "Select" (decision 0228): a box on every row took width
  // from the name and the preview (review round 26). Leaving it clears what was selected.
  const [selecting, setSelecting] = useState(false);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const [doomed, setDoomed] = useState<Doomed>(null);
  // The rows say how long ago (product.md), so the clock they count from moves on every minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(tick);
  }, []);

  const view = useMutation({
    mutationFn: readMessage,
    onSuccess: (message) => {
      setOpen(message);
      void queryClient.invalidateQueries({ queryKey: inboxKey }); // it is read now
    },
    onError: (error, id) => failureToast(t.toast.loadFailed, error, t, () => view.mutate(id), t.toast.failedToFetchMessage),
  });
  // Reached by a notification's link (/dashboard/messages/{id}): that message opens, once.
  const [, linked] = useRoute<{ id: string }>('/dashboard/messages/:id');
  const linkedId = Number(linked?.id);
  const [openedLink, setOpenedLink] = useState(false);
  useEffect(() => {
    if (openedLink || !Number.isInteger(linkedId) || linkedId < 1) return;
    setOpenedLink(true);
    view.mutate(linkedId);
  }, [openedLink, linkedId, view]);
  const markMany = (ids: number[], isRead: boolean, after?: () => void) =>
    mark.mutate(
      { ids, isRead },
      {
        onSuccess: () => {
          toast.success(isRead ? t.messages.markedRead : t.messages.markedUnread);
          after?.();
        },
        onError: (error) => failureToast(t.messages.updateFailed, error, t, () => markMany(ids, isRead, after)),
      },
    );
  const removeMany = (ids: number[]) =>
    remove.mutate(ids, {
      onSuccess: (result) => {
        setDoomed(null);
        if (open && ids.includes(open.id)) setOpen(null);
        setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
        toast.success(ids.length === 1 ? t.toast.messageDeleted : fill(t.messages.manyDeleted, { count: result.ids.length }));
      },
      onError: (error) => failureToast(t.toast.deleteFailed, error, t, () => removeMany(ids)),
    });

  // Loading, or not loaded: the page keeps its heading, the spinner or the error where the list will be.
  if (list.isPending || (list.isError && !list.data))
    return (
      <section aria-label={t.messages.title}>
        <PageHead title={show === 'spam' ? t.inbox.spam.folder : t.messages.title} />
        {list.isPending ? (
          <Spinner label={t.messages.loading} />
        ) : (
          <LoadFailed what={t.failure.loadMessages} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        )}
      </section>
    );
  const pages = list.data.pages;
  const messages = pages.flatMap((page) => page.items);
  const counts = pages[0] && { total: pages[0].total, unread: pages[0].unread };
  const spam = pages[0]?.spam ?? 0;
  // Nothing at all (the inbox empty, and Spam too): product.md's empty state, with nothing to filter.
  if (counts?.total === 0 && spam === 0 && show !== 'spam')
    return (
      <section aria-label={t.messages.title}>
        <PageHead title={t.messages.title} />
        <EmptyInbox icon="i-lucide-inbox" text={t.messages.empty} />
      </section>
    );

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const groupOf = (m: ContactMessage) => inboxGroup(m.createdAt, now);
  const grouped = new Set(messages.map(groupOf)).size > 1;
  const allShown = messages.length > 0 && messages.every((m) => selected.has(m.id));
  const th = 'h-11 px-3 py-0 text-left text-xs font-semibold tracking-wide text-muted uppercase whitespace-nowrap';
  // On a phone the export ends the toolbar, not heads the screen: the messages come first (studio review, session 39).
  const exportMenu = counts && (
    <ExportMenu filter={{ q: search, show }} counts={counts} shown={list.hasNextPage ? null : messages.length} compact={phone} />
  );
  const boxes = !phone || selecting;
  const selectAll = (on: boolean) => setSelected(on ? new Set(messages.map((m) => m.id)) : new Set());
  // The phone's way into select mode and out of it, before the export at the toolbar's end: one row with Spam, all three
  // the toolbar's quiet tools (decision 0245: a ghost pill, a plain button and an outlined one wrapped unevenly).
  const phoneEnd = phone && (
    <>
      {messages.length > 0 && (
        <button
          type="button"
          className={`${INBOX_TOOL} text-muted hover:bg-surface-alt hover:text-ink aria-[pressed=true]:text-ink`}
          aria-pressed={selecting}
          onClick={() => {
            if (selecting) setSelected(new Set());
            setSelecting(!selecting);
          }}
        >
          <span className={`${selecting ? 'i-lucide-check' : 'i-lucide-list-checks'} h-4 w-4`} aria-hidden="true" />
          {selecting ? t.messages.doneSelecting : t.messages.selectMode}
        </button>
      )}
      {exportMenu}
    </>
  );
  return (
    <section aria-label={t.messages.title}>
      <PageHead title={show === 'spam' ? t.inbox.spam.folder : t.messages.title} live actions={!phone && exportMenu}>
        {counts &&
          (show === 'spam'
            ? fill(t.inbox.spam.counts, { total: counts.total, days: keepDays })
            : fill(t.messages.counts, { total: counts.total, unread: counts.unread }))}
      </PageHead>
      <InboxToolbar q={q} onSearch={setQ} show={show} onShow={setShow} spam={spam} end={phoneEnd} />
      {(selected.size > 0 || (phone && selecting && messages.length > 0)) && (
        <BulkActions
          count={selected.size}
          all={phone && selecting ? { checked: allShown, onChange: selectAll } : undefined}
          busy={mark.isPending || remove.isPending}
          onMark={(isRead) => markMany([...selected], isRead, () => setSelected(new Set()))}
          onDelete={() => setDoomed({ ids: [...selected] })}
          onClear={() => setSelected(new Set())}
        />
      )}
      {messages.length === 0 ? (
        <EmptyInbox
          icon={
            search || (show !== 'all' && show !== 'spam')
              ? 'i-lucide-search-x'
              : show === 'spam'
                ? 'i-lucide-shield-check'
                : 'i-lucide-inbox'
          }
          text={
            search || (show !== 'all' && show !== 'spam')
              ? t.messages.noMatches
              : show === 'spam'
                ? t.inbox.spam.empty
                : fill(t.inbox.spam.inboxEmpty, { count: spam })
          }
        />
      ) : (
        // On a phone the card clips its rows (decision 0256; round 30: the first group's square fill covered the card's
        // rounded corners, leaving its top edge a stray hairline above the list); from 640 px it scrolls a narrow table.
        <div className={`card max-sm:overflow-hidden sm:overflow-x-auto ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          <table className="w-full text-sm max-sm:block sm:min-w-[48rem] sm:table-fixed">
            <thead className="border-b border-line max-sm:hidden">
              <tr>
                <th scope="col" className={`${th} pl-1`}>
                  <span className="flex items-center">
                    <label className="grid h-11 w-11 shrink-0 cursor-pointer place-items-center">
                      <input
                        type="checkbox"
                        checked={allShown}
                        onChange={(e) => selectAll(e.target.checked)}
                        aria-label={t.messages.selectAll}
                        className="h-4 w-4"
                      />
                    </label>
                    {t.messages.name}
                  </span>
                </th>
                {/* Fixed widths (round 11): the columns keep their places whatever a page of messages holds. The name and
                    its preview take what the others leave, the most of any (round 12: the preview was cut at 30 letters). */}
                {/* From 1280 px the e-mail as wide as a common address (about 30 letters; a longer one wraps before its
                    @, decision 0221), so the Service column fits beside it (round 19), and the
                    long date and the status whole beside them (session 47: "November 28, …", "Repli…"). Round 21: the
                    cells' gutters 12 px and a compact Actions column give the e-mail 32 px more. */}
                {/* Decision 0228 (round 26: the e-mail took three lines while the preview was cut at 40 letters): the address
                    on one line, cut with an ellipsis. Decision 0245 (session 52: addresses cut while the year repeated on
                    every row): the date's year gone for this year, the e-mail has its room, about 33 letters from 1280 px. */}
                {/* Decision 0271 (round 32: "the Name column cuts the preview at about 35 characters, while Email, Date and
                    a 'View' column take half the row"): the e-mail narrow and quiet (13 px, cut, whole in its title), no
                    Service column (the service follows the name), Actions two 44 px signs: the name and its preview take
                    about half the row, some 70 letters of preview at 1280 px. */}
                <th scope="col" className={`${th} w-[11rem] xl:w-[13.5rem]`}>
                  {t.messages.email}
                </th>
                {/* product.md's long date, whole: the longest ("September 30, 2026", 137 px at the unread row's medium
                    weight) and its gutters (decision 0191; round 21: "November 28, 20…" was cut). */}
                {/* Decision 0245: this year's day without its year ("December 7"), another year's date whole ("November 28,
                    2025"); decision 0256: no row adds its time, so the column gives a rem to Actions. Decision 0271: in the
                    e-mail's 13 px ("September 30, 2026" about 120 px), level with it. */}
                <th scope="col" className={`${th} w-[9.5rem]`}>
                  {t.messages.date}
                </th>
                {/* The read or unread badge and the reply state beside it, whole ("Read ↩ Replied"). */}
                <th scope="col" className={`${th} w-[9rem]`}>
                  {t.messages.status}
                </th>
                {/* The bin and View's sign (decisions 0256, 0271), 44 px targets, View's ending 12 px from the card's edge
                    (round 30: the column sat tight against the edge); the header's word ends where the eye's sign does. */}
                <th scope="col" className={`${th.replace('px-3', 'pl-1 pr-4')} w-[7rem] text-right`}>
                  {t.messages.actions}
                </th>
              </tr>
            </thead>
            {/* Grouped by when they came (decision 0221: a spreadsheet, not an inbox): one <tbody> per group, headed by a
                quiet caption row that screen readers tie to its rows, shown only when the list spans more than one group
                (a lone "Today" says nothing). */}
            {inboxRuns(messages, groupOf).map(({ group, items }) => (
              <tbody key={`${group}-${items[0]!.id}`} className="divide-y divide-line border-line max-sm:block [&+tbody]:border-t">
                {grouped && (
                  <tr className="bg-bg-alt max-sm:block" data-inbox-group={group}>
                    <th
                      scope="rowgroup"
                      colSpan={5}
                      className="h-8 px-4 py-0 text-left text-xs font-semibold tracking-wide text-muted max-sm:flex max-sm:items-center max-sm:px-5"
                    >
                      {t.messages.groups[group]}
                    </th>
                  </tr>
                )}
                {items.map((m) => (
                  <MessageRow
                    key={m.id}
                    message={m}
                    selected={selected.has(m.id)}
                    selecting={boxes}
                    current={open?.id === m.id}
                    now={now}
                    onSelect={(on) => toggle(m.id, on)}
                    onOpen={() => view.mutate(m.id)}
                    onDelete={() => setDoomed({ ids: [m.id], name: m.name })}
                  />
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      {list.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button type="button" className="btn-outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t.messages.loadingMore : t.messages.loadMore}
          </button>
        </div>
      )}

      <MessageDialog
        message={open}
        onClose={() => setOpen(null)}
        onDelete={(m) => setDoomed({ ids: [m.id], name: m.name })}
        onMarkUnread={(m) => markMany([m.id], false, () => setOpen(null))}
        onChange={setOpen}
      />
      <Dialog
        role="alertdialog"
        open={doomed !== null}
        onClose={() => setDoomed(null)}
        title={doomed && doomed.ids.length > 1 ? fill(t.messages.confirmManyTitle, { count: doomed.ids.length }) : t.messages.confirmTitle}
        actions={
          <>
            <button type="button" className="btn-outline" onClick={() => setDoomed(null)} autoFocus>
              {t.messages.cancel}
            </button>
            <button
              type="button"
              className="btn bg-bad text-bg hover:bg-bad/85 disabled:opacity-60"
              disabled={remove.isPending}
              onClick={() => doomed && removeMany(doomed.ids)}
            >
              {t.messages.confirmDelete}
            </button>
          </>
        }
      >
        <p>{doomed && (doomed.name !== undefined ? fill(t.messages.confirmBody, { name: doomed.name }) : t.messages.confirmManyBody)}</p>
      </Dialog>
    </section>
  );
}

/** Nothing to list (round 17: a lone grey line in an empty page read as unfinished): the card the list would be, a sign
 *  of what is empty in a soft circle, and the sentence under it. */
function EmptyInbox({ icon, text }: { icon: string; text: string }) {
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-surface-alt text-muted" aria-hidden="true">
        <span className={`${icon} h-6 w-6`} />
      </span>
      <p className="max-w-sm text-sm text-muted text-pretty">{text}</p>
    </div>
  );
}
