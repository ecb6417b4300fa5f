// Each list the admin edits, made from its descriptor (src/contract/lists): its calls (the public query it reads and
// refreshes, its writes), its write schema, a blank entry and product.md §8's toasts, in the admin's words.
import type * as v from 'valibot';
import { LIST_INPUTS, LISTS, type AnyList, type ListKey } from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { listCalls } from '../../lib/calls/lists';
import { blankDraft, type Draft, type Entry } from './drafts';

export type ListKind = {
  list: AnyList;
  /** The public list's query: the admin reads and refreshes the very cache entry the pages use. */
  query: () => { queryKey: unknown[]; path: string; queryFn: () => Promise<Entry[]> };
  create: (entry: Draft) => Promise<Entry>;
  replace: (id: number, entry: Draft) => Promise<Entry>;
  remove: (id: number) => Promise<unknown>;
  reorder: (ids: number[]) => Promise<Entry[]>;
  schema: v.GenericSchema;
  blank: () => Draft;
  toasts: (t: AdminDictionary) => Record<'afterCreate' | 'afterUpdate' | 'afterDelete', string>;
};

/**
 * The descriptors name their toasts' keys (so the dictionary check sees each one used, src/contract/lists/*.ts); one
 * the admin dictionary lacks fails the typecheck where they are looked up below.
 */
function makeKind(key: ListKey): ListKind {
  const list: AnyList = LISTS[key];
  return {
    list,
    // The calls are typed by this list's entry; the editor handles any list's.
    ...(listCalls(key) as unknown as Pick<ListKind, 'query' | 'create' | 'replace' | 'remove' | 'reorder'>),
    schema: LIST_INPUTS[key],
    blank: () => blankDraft(list),
    toasts: ({ toast }) => ({
      afterCreate: toast[list.toasts.afterCreate],
      afterUpdate: toast[list.toasts.afterUpdate],
      afterDelete: toast[list.toasts.afterDelete],
    }),
  };
}

const made = new Map<ListKey, ListKind>();
/** A list's kind, made once (the same object on every render). */
export function kindOf(key: ListKey): ListKind {
  if (!made.has(key)) made.set(key, makeKind(key));
  return made.get(key)!;
}
