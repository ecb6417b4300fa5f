// The API of one content list, the same for every list its descriptor says (src/contract/lists): the public read, and
// for the admin create, replace, delete and reorder. Every write answers what the public list shows and empties the cache.
import { Elysia } from 'elysia';
import { LIST_TABLES } from '../../../db/schema';
import { entryTitle, IdParam, LIST_INPUTS, ListOrder, listPath, type AnyList, type Ok } from '../../contract';
import type { Deps } from '../../deps';
import { invalidField, notFound, validate, validateParams } from '../../http/errors';
import { adminGuard } from '../sign-in';
import type { Tx } from '../../../db/client';
import { audited, type TxAudit } from '../audit/auditor';
import type { Version } from '../audit/versions';
import { entryFields } from './entry-fields';
import { withLooks } from './entry-image';
import { orderedList, type EntryFields, type ListTable } from './ordered-list';

type Fields = EntryFields<ListTable>;

export function listRoutes(deps: Deps, descriptor: AnyList) {
  // A plain string: the union of every list's path is more than Elysia's prefix type can take.
  const path: string = listPath(descriptor);
  const list = orderedList(LIST_TABLES[descriptor.key] as ListTable);
  const missing = `No such ${descriptor.noun}`;
  /** The list as every answer gives it: each picture with its look as of now. */
  const shown = () => withLooks(deps.db, list.list(deps.db));
  /** One entry as the list shows it. */
  const shownEntry = <T>(entry: T): T => withLooks(deps.db, [entry])[0]!;
  deps.cache.publish(path, shown);
  const accepted = (body: unknown) => {
    const input = validate(LIST_INPUTS[descriptor.key], body) as Record<string, unknown> & { id?: number };
    return { id: input.id, fields: entryFields(deps.db, descriptor, input) as Fields };
  };

  /** The activity log and history name an entry by its list's name in the API and its id; the log adds its English title (its title field's). */
  const listName = descriptor.name;
  const target = (id?: number) => (id === undefined ? listName : `${listName}/${id}`);
  const titleOf = (entry: unknown) => entryTitle(descriptor, entry).en;
  const idOf = (entry: unknown) => (entry as { id: number }).id;
  /** The versions a change leaves, for a list that keeps a history; none for one that does not. */
  const kept = (version: Version) => (descriptor.history ? version : undefined);

  /** An entry's new fields saved, recorded in the activity log and its history; undefined when there is no such entry. */
  const save = (tx: Tx, audit: TxAudit, id: number, fields: Fields, restoredFrom?: number) => {
    const before = list.get(tx, id);
    const entry = before && list.update(tx, id, fields);
    if (entry) audit('list_update', target(id), { title: titleOf(entry) }, kept({ before, after: entry, restoredFrom }));
    return entry;
  };
  /** A new entry (under its old id when a deleted one comes back), recorded the same way. */
  const add = (tx: Tx, audit: TxAudit, fields: Fields, id?: number, restoredFrom?: number) => {
    const entry = list.create(tx, fields, id);
    audit('list_create', target(idOf(entry)), { title: titleOf(entry) }, kept({ before: null, after: entry, restoredFrom }));
    return entry;
  };
  const restore = (tx: Tx, audit: TxAudit, restoring: string, value: unknown, restoredFrom: number) => {
    const id = Number(restoring.slice(listName.length + 1));
    const { fields } = accepted(value);
    if (!save(tx, audit, id, fields, restoredFrom)) add(tx, audit, fields, id, restoredFrom);
  };
  if (descriptor.history) deps.restorers.register(listName, restore);

  return new Elysia({ prefix: path })
    .use(adminGuard(deps))
    .get('/', ({ request }) => deps.cache.respond(path, request))
    .post(
      '/',
      ({ body, set, request, server }) => {
        // An id sent along (a copy of an entry read from the list) names nothing: the new entry gets its own.
        const fields = accepted(body).fields;
        const created = audited(deps, { request, server }, (tx, audit) => add(tx, audit, fields));
        deps.cache.clear([path]);
        set.status = 201;
        return shownEntry(created);
      },
      { admin: true },
    )
    .put(
      '/order',
      ({ body, request, server }) => {
        const { ids } = validate(ListOrder, body);
        const { missing: left, unknown } = audited(deps, { request, server }, (tx, audit) => {
          const outcome = list.reorder(tx, ids);
          if (!outcome.missing.length && !outcome.unknown.length) audit('list_reorder', target(), { ids });
          return outcome;
        });
        if (left.length || unknown.length) {
          const problems = [left.length ? `missing ${left.join(', ')}` : '', unknown.length ? `unknown ${unknown.join(', ')}` : ''].filter(
            Boolean,
          );
          throw invalidField('ids', `Give every id of the list once (${problems.join('; ')})`);
        }
        deps.cache.clear([path]);
        return shown();
      },
      { admin: true },
    )
    .put(
      '/:id',
      ({ params, body, request, server }) => {
        const { id } = validateParams(IdParam, params, missing);
        const input = accepted(body);
        if (input.id !== undefined && input.id !== id) throw invalidField('id', `The id must be the one in the path (${id})`);
        const updated = audited(deps, { request, server }, (tx, audit) => save(tx, audit, id, input.fields));
        if (!updated) throw notFound(missing);
        deps.cache.clear([path]);
        return shownEntry(updated);
      },
      { admin: true },
    )
    .delete(
      '/:id',
      ({ params, request, server }): Ok => {
        const { id } = validateParams(IdParam, params, missing);
        const removed = audited(deps, { request, server }, (tx, audit) => {
          const entry = list.get(tx, id);
          if (!entry) return false;
          list.remove(tx, id);
          audit('list_delete', target(id), { title: titleOf(entry) }, kept({ before: entry, after: null }));
          return true;
        });
        if (!removed) throw notFound(missing);
        deps.cache.clear([path]);
        return { ok: true };
      },
      { admin: true },
    );
}
