// History: every saved version of a content field, a pricing plan or a list entry, and restoring one.
import * as v from 'valibot';
import { singleLine } from './common';
import { ALL_LISTS, type HistoryList } from './lists';

/** The lists whose entries keep a history (their descriptors say so), by their name in the API. */
export const HISTORY_LISTS = ALL_LISTS.filter((list) => list.history).map((list) => list.name) as [HistoryList, ...HistoryList[]];

/**
 * One saved change: the value before and after it, as the API reads and writes that thing (a content field's
 * `{ en, zh }`, a plan as `GET /api/pricing-plans/{id}` answers, a list entry as its list shows it); `null` before a
 * creation and after a deletion. `restoredFrom` names the revision whose earlier value a restore brought back.
 */
export type Revision = {
  id: number;
  at: string;
  account: string;
  target: string;
  before: unknown;
  after: unknown;
  restoredFrom: number | null;
};

/** `GET /api/revisions?target=`: a content key (`home.hero.title`), a plan (`pricing-plans/pro`), an entry (`services/4`). */
export const RevisionQuery = v.object({
  target: v.pipe(v.string(), v.minLength(1, 'Name what to show the history of'), v.maxLength(200, 'At most 200 characters'), singleLine()),
});

/** `GET /api/revisions/deleted?list=`: the entries of a list deleted and not restored, newest first. */
export const DeletedQuery = v.object({ list: v.picklist(HISTORY_LISTS, 'Unknown list') });

export const RevisionIdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'Not a revision id'), v.transform(Number)),
});
