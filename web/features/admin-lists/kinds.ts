// Each list the admin edits, made from its descriptor (src/contract/lists): its calls (the public query it reads and
// refreshes, its writes), its write schema, a blank entry and product.md §8's toasts, in the admin's words.
import type * as v from 'valibot';
import { entryTitle, LIST_INPUTS, LISTS, type AnyList, type ListKey } from '../../../src/contract';
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

/**
 * A field said before the title field in an entry's row (and its form's, history's and delete question's names): a
 * figure's label alone ("projects delivered") does not say which one it is; with its value it does ("40+ projects
 * delivered"). Every other list's title field names an entry by itself (a title, a name, a question).
 */
const TITLE_LEAD: Partial<Record<ListKey, string>> = { figures: 'value' };

/** What names an entry in the admin's rows, in one language: its title field, led by TITLE_LEAD's; '' when blank. */
export function rowTitle(list: AnyList, entry: unknown, lang: 'en' | 'zh'): string {
  const title = entryTitle(list, entry)[lang];
  const lead = TITLE_LEAD[list.key as ListKey];
  const values = (entry ?? {}) as Record<string, unknown>;
  const before = lead ? values[`${lead}${lang === 'en' ? 'En' : 'Zh'}`] : undefined;
  return [typeof before === 'string' ? before.trim() : '', title.trim()].filter(Boolean).join(' ');
}
