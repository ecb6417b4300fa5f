// A content list's calls, made from its descriptor (src/contract/lists) and typed by its entry: the public read's
// query options (the very cache entry the pages use) and the admin's create, replace, delete and reorder.
import type { EntryOf, ListInput, ListKey, Lists, Ok } from '../../../src/contract';
import { PUBLIC_READS } from '../../../src/contract/public-reads';
import { api } from '../api';
import { publicQueries } from '../public-queries';

export function listCalls<K extends ListKey>(key: K) {
  type Entry = EntryOf<Lists[K]>;
  const path = PUBLIC_READS.list(key);
  return {
    /** The public list, in order. */
    query: () => publicQueries.list(key),
    /** POST: a new entry at the end; answers it as the list shows it. */
    create: (entry: ListInput<Lists[K]>) => api<Entry>(path, { method: 'POST', body: entry }),
    /** PUT: the whole entry replaced, sent as it was read with the changes (decision 0013). */
    replace: (id: number, entry: ListInput<Lists[K]>) => api<Entry>(`${path}/${id}`, { method: 'PUT', body: entry }),
    remove: (id: number) => api<Ok>(`${path}/${id}`, { method: 'DELETE' }),
    /** PUT …/order: every id once, in the new order; answers the list in that order. */
    reorder: (ids: number[]) => api<Entry[]>(`${path}/order`, { method: 'PUT', body: { ids } }),
  };
}

export type ListCalls<K extends ListKey = ListKey> = ReturnType<typeof listCalls<K>>;
