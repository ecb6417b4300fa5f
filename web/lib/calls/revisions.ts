// History: a thing's saved versions, a list's deleted entries, and bringing an earlier version back.
import { queryOptions } from '@tanstack/react-query';
import type { HistoryList, Revision } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';

const PATHS = API_PATHS.revisions;

/** Every history and every list of deleted entries: what a change that makes a revision refreshes. */
export const revisionsKey = ['revisions'] as const;

/** `target`: a content key (`home.hero.title`), a plan (`pricing-plans/pro`), an entry (`services/4`), a snippet (`page-snippets/home`). */
export const historyQuery = (target: string) =>
  queryOptions({
    queryKey: [...revisionsKey, target],
    queryFn: () => api<Revision[]>(`${PATHS.list}?target=${encodeURIComponent(target)}`),
  });

export const deletedQuery = (list: HistoryList) =>
  queryOptions({
    queryKey: [...revisionsKey, 'deleted-entries', list],
    queryFn: () => api<Revision[]>(`${PATHS.deletedEntries}?list=${list}`),
  });

/** Answers the thing's history, the restore on top. */
export const restoreRevision = (revision: Pick<Revision, 'id'>) =>
  api<Revision[]>(pathTo(PATHS.restore, { id: revision.id }), { method: 'POST' });
