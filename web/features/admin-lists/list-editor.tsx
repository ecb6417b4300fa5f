// One list of the content tab: its entries in order with their buttons, "Add" and the entry form, below it the entries
// deleted from it. Adding, editing, deleting and moving entries wait, marked on their rows, for the page's one
// "Save Changes" (use-staged-list.ts).
import type { HistoryList } from '../../../src/contract';
import { STORY_LIST } from '../../../src/contract/lists';
import { useEffect, useId, useRef } from 'react';
import type { DeletedSlot, HistorySlot } from '../../components/admin/history-slot';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { useLang } from '../../lib/i18n';
import type { Entry } from './drafts';
import { EntryFormDialog } from './entry-form-dialog';
import { EntryRow, type Direction } from './entry-row';
import { rowTitle, type ListKind } from './kinds';
import { useEntryForm } from './use-entry-form';
import { useStagedList } from './use-staged-list';

type Props = {
  kind: ListKind;
  history?: HistorySlot;
  deleted?: DeletedSlot;
  /** Its name shown (default); false under its part's texts, whose heading says it (kept for screen readers). */
  titled?: boolean;
};

export function ListEditor({ kind, history, deleted, titled = true }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const headingId = useId();
  const staged = useStagedList(kind);
  const { list, rows } = staged;
  const titleOf = (entry: Entry) => rowTitle(kind.list, entry, lang) || t.lists.untitled;
  const form = useEntryForm(kind, staged.put);

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
  }, [rows]);

  const move = (index: number, direction: Direction) => {
    const other = index + (direction === 'up' ? -1 : 1);
    if (other < 0 || other >= rows.length) return;
    moved.current = rows[index]!.entry.id;
    staged.move(index, other);
  };
  // An entry deleted stays where it was (Undo in its place); the others move past it, so the first and last that can
  // move are the first and last not deleted.
  const live = rows.flatMap((row, index) => (row.state === 'removed' ? [] : [index]));
  // Whether any entry has a picture of its own: a person without one then keeps an empty slot beside the photos.
  const pictured = rows.some(({ entry }) => 'imagePath' in entry && Boolean(entry.imagePath));

  // Deleted from its menu: the focus goes to its Undo, in the same place, rather than to the top of the page.
  const deletedNow = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows a deleted entry once its row is drawn struck
  useEffect(() => {
    const id = deletedNow.current;
    if (id === null || !listRef.current) return;
    deletedNow.current = null;
    listRef.current.querySelector<HTMLButtonElement>(`[data-entry-id="${id}"] button`)?.focus({ preventScroll: true });
  }, [rows]);

  const words = t.lists.kinds[kind.list.key];
  /** The list's name in the API: what its entries' history is kept under. */
  const listName: HistoryList = kind.list.name;
  return (
    <section aria-labelledby={headingId} className={titled ? 'mt-10' : 'mt-2'}>
      {/* Add is the list's last row on every list, where the new entry goes: one pattern for the whole content tab (a pill
          beside some lists' names and a row under others was two; a button over a list that follows its part's texts
          also read as belonging to those texts). */}
      <h2 id={headingId} className={titled ? 'admin-section-title min-w-0' : 'sr-only'}>
        {words.title}
      </h2>
      {/* The client story cards have a second editor: their picture and place are set on each story's page too (decision
          0201); one line says so. */}
      {kind.list.key === STORY_LIST.key && (
        <p className="field-hint mt-1" data-story-elsewhere>
          {t.lists.storyElsewhere}
        </p>
      )}

      {list.isPending ? (
        <Spinner label={t.lists.loading} />
      ) : list.isError ? (
        <div className="mt-4">
          <LoadFailed what={t.lists.loadFailed} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        </div>
      ) : rows.length === 0 ? (
        <p className="muted card mt-4 px-4 py-6 text-center text-sm">{words.empty}</p>
      ) : (
        <ol ref={listRef} className="card mt-4 divide-y divide-line">
          {rows.map(({ entry, state, refused }, index) => (
            <EntryRow
              key={entry.id}
              list={kind.list}
              entry={entry}
              title={titleOf(entry)}
              position={rows.slice(0, index + 1).filter((row) => row.state !== 'removed').length}
              first={index === live[0]}
              last={index === live.at(-1)}
              state={state}
              refused={refused}
              pictured={pictured}
              onEdit={() => form.open(entry, staged.refusedOf(entry.id))}
              onDelete={() => {
                deletedNow.current = entry.id;
                staged.remove(entry.id);
              }}
              onUndoDelete={() => staged.restore(entry.id)}
              onMove={(direction) => move(index, direction)}
              history={
                entry.id > 0 && history
                  ? (look) => history(`${listName}/${entry.id}`, titleOf(entry), { compact: true, inMenu: true, ...look })
                  : undefined
              }
            />
          ))}
        </ol>
      )}

      <button type="button" className="add-row mt-3" onClick={() => form.open(null)}>
        <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
        {words.add}
      </button>
      {deleted?.(listName)}
      <EntryFormDialog kind={kind} form={form} />
    </section>
  );
}
