// One list's unsaved changes, joined to the content tab's save bar: the bar counts them, "Save Changes" sends them
// (deletes, then edits, then new entries, then the order) and "Discard" drops them. The live preview shows the list as
// it will be. What the server refused stays staged, marked on its row, with its errors in the entry's form.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useAdminT } from '../../lib/admin-i18n';
import { revisionsKey } from '../../lib/calls/revisions';
import { listFormName, usePageForm } from '../../lib/page-save';
import { serverIssues } from '../../lib/server-issues';
import { draftErrors, requestBody, type Draft, type Entry } from './drafts';
import type { ListKind } from './kinds';
import {
  EMPTY_STAGE,
  idsAfterCreate,
  previewOf,
  reorderIds,
  reorders,
  rowsOf,
  stageChanges,
  withEntry,
  withMove,
  withoutEntry,
  withRestored,
  type Stage,
} from './staged-list';
import { issueErrors, type FieldErrors } from './validate-entry';

type Said = 'afterCreate' | 'afterUpdate' | 'afterDelete';

export function useStagedList(kind: ListKind) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const list = useQuery(kind.query());
  const [stage, setStage] = useState<Stage>(EMPTY_STAGE);
  const latest = useRef(stage);
  latest.current = stage;
  const stored = list.data ?? [];
  const { queryKey } = kind.query();

  /** Sends the staged changes; throws the first failure after trying them all. One change stored: its toast's words. */
  const save = async (): Promise<string | undefined> => {
    let left = latest.current;
    let storedIds = (queryClient.getQueryData<Entry[]>(queryKey) ?? stored).map((entry) => entry.id);
    const errors: unknown[] = [];
    const said: Said[] = [];
    const refused: Record<number, FieldErrors> = {};
    const attempt = async (id: number, draft: object | null, send: () => Promise<unknown>, words: Said) => {
      try {
        await send();
        said.push(words);
        return true;
      } catch (error) {
        const issues = serverIssues(error);
        if (issues && draft) refused[id] = draftErrors(issueErrors(issues), draft);
        errors.push(error);
        return false;
      }
    };

    for (const id of left.removed) {
      // Already gone (deleted elsewhere): what the admin asked for is true.
      const remove = () =>
        kind.remove(id).catch((error) => (error instanceof ApiError && error.status === 404 ? null : Promise.reject(error)));
      if (!(await attempt(id, null, remove, 'afterDelete'))) continue;
      const { [id]: _, ...edits } = left.edits;
      left = { ...left, removed: left.removed.filter((other) => other !== id), edits };
      storedIds = storedIds.filter((other) => other !== id);
    }
    for (const entry of Object.values(left.edits)) {
      const body = requestBody(entry as Draft);
      if (!(await attempt(entry.id, entry, () => kind.replace(entry.id, body), 'afterUpdate'))) continue;
      const { [entry.id]: _, ...edits } = left.edits;
      left = { ...left, edits };
    }
    const created = new Map<number, number>();
    for (const entry of left.added) {
      const { id, ...draft } = entry;
      const send = async () => created.set(id, (await kind.create(requestBody(draft as Draft))).id);
      if (await attempt(id, entry, send, 'afterCreate')) storedIds.push(created.get(id)!);
    }
    left = { ...left, added: left.added.filter((entry) => !created.has(entry.id)), order: idsAfterCreate(left.order, created) };
    if (left.order) {
      const ids = reorderIds(storedIds, left);
      const moved = !reorders(storedIds, ids) || (await attempt(0, null, () => kind.reorder(ids), 'afterUpdate'));
      if (moved && left.added.length === 0) left = { ...left, order: null };
    }
    setStage({ ...left, refused });
    // A delete is also a version in history: what shows deleted entries reads them again.
    await Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries({ queryKey: revisionsKey })]);
    if (errors.length) throw errors[0];
    return said.length === 1 ? kind.toasts(t)[said[0]!] : undefined;
  };

  const changes = list.data ? stageChanges(list.data, stage) : 0;
  // The same object while nothing changed: a new one joins the bar again (and redraws the preview).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query key is the list's, fixed for the kind
  const shows = useMemo(
    () => (list.data && changes > 0 ? { queryKey, data: previewOf(list.data, stage) } : undefined),
    [list.data, stage, changes],
  );
  usePageForm(listFormName(kind.list.key), { changes, save, discard: () => setStage(EMPTY_STAGE), shows });

  return {
    list,
    rows: list.data ? rowsOf(list.data, stage) : [],
    refusedOf: (id: number): FieldErrors => stage.refused[id] ?? {},
    put: (draft: Draft) => setStage((now) => withEntry(now, draft, stored)),
    remove: (id: number) => setStage((now) => withoutEntry(now, id)),
    restore: (id: number) => setStage((now) => withRestored(now, id)),
    move: (index: number, other: number) => setStage((now) => withMove(now, stored, index, other)),
  };
}
