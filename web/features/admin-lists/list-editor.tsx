// One list of the content tab: its entries in order with their buttons, "Add", the entry form and the delete
// confirmation, below it the entries deleted from it.
import { useQuery } from '@tanstack/react-query';
import type { HistoryList } from '../../../src/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { DeletedSlot, HistorySlot } from '../../components/admin/history-slot';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { useLang } from '../../lib/i18n';
import { ConfirmDelete } from './confirm-delete';
import type { Entry } from './drafts';
import { EntryFormDialog } from './entry-form-dialog';
import { EntryRow, type Direction } from './entry-row';
import { rowTitle, type ListKind } from './kinds';
import { useEntryForm } from './use-entry-form';
import { useListActions } from './use-list-actions';

export function ListEditor({ kind, history, deleted }: { kind: ListKind; history?: HistorySlot; deleted?: DeletedSlot }) {
  const t = useAdminT();
  const lang = useLang();
  const headingId = useId();
  const list = useQuery(kind.query());
  const titleOf = (entry: Entry) => rowTitle(kind.list, entry, lang) || t.lists.untitled;
  const form = useEntryForm(kind, titleOf);
  const { remove, reorder } = useListActions(kind);
  const [doomed, setDoomed] = useState<Entry | null>(null);

  // The entry just moved: once the list shows the new order, the caret is put back on its row's menu (the redraw may
  // have taken it away), so the next move is one key press away.
  const moved = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows a moved entry once the new order has rendered
  useEffect(() => {
    const id = moved.current;
    if (id === null || !listRef.current) return;
    moved.current = null;
    listRef.current.querySelector<HTMLButtonElement>(`[data-entry-id="${id}"] [popovertarget]`)?.focus();
  }, [list.data]);

  const move = (index: number, direction: Direction) => {
    const entries = list.data;
    const other = index + (direction === 'up' ? -1 : 1);
    if (!entries || reorder.isPending || other < 0 || other >= entries.length) return;
    const ids = entries.map((entry) => entry.id);
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    moved.current = entries[index]!.id;
    reorder.mutate(ids, { onError: () => (moved.current = null) });
  };

  const words = t.lists.kinds[kind.list.key];
  /** The list's name in the API: what its entries' history is kept under. */
  const listName: HistoryList = kind.list.name;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* How the lists are saved is said once, under the page's heading (content-editor.tsx), not at every list. */}
        <h2 id={headingId} className="min-w-0 text-xl font-semibold">
          {words.title}
        </h2>
        <button type="button" className="btn-outline" onClick={() => form.open(null)}>
          <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
          {words.add}
        </button>
      </div>

      {list.isPending ? (
        <Spinner label={t.lists.loading} />
      ) : list.isError ? (
        <div className="mt-4">
          <LoadFailed what={t.lists.loadFailed} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        </div>
      ) : list.data.length === 0 ? (
        <p className="muted card mt-4 px-4 py-6 text-center text-sm">{words.empty}</p>
      ) : (
        <ol ref={listRef} className="card mt-4 divide-y divide-line">
          {list.data.map((entry, index) => (
            <EntryRow
              key={entry.id}
              list={kind.list}
              entry={entry}
              title={titleOf(entry)}
              position={index + 1}
              first={index === 0}
              last={index === list.data.length - 1}
              saved={form.savedId === entry.id}
              onEdit={() => form.open(entry)}
              onDelete={() => setDoomed(entry)}
              onMove={(direction) => move(index, direction)}
              extra={history?.(`${listName}/${entry.id}`, titleOf(entry), { compact: true })}
            />
          ))}
        </ol>
      )}

      {deleted?.(listName)}
      <EntryFormDialog kind={kind} form={form} />
      <ConfirmDelete
        title={doomed && titleOf(doomed)}
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && remove.mutate(doomed.id, { onSettled: () => setDoomed(null) })}
      />
    </section>
  );
}
