// The API of an ordered public list, the same for services, case studies and company values: the public read, and for
// the admin create, replace, delete and reorder. Every write answers what the public list shows and empties the cache.
import { Elysia } from 'elysia';
import type * as v from 'valibot';
import { IdParam, ListOrder, type Ok } from '../../contract';
import type { Deps } from '../../deps';
import { invalidField, notFound, validate, validateParams } from '../../http/errors';
import { adminGuard } from '../auth/guard';
import type { Tx } from '../../../db/client';
import { audited, type TxAudit } from '../audit/auditor';
import type { EntryFields, ListTable, orderedList } from './ordered-list';

export type ListSpec<T extends ListTable, S extends v.GenericSchema> = {
  /** The public list's path, e.g. /api/services. */
  path: string;
  /** The entry's name in messages: "service". */
  noun: string;
  list: ReturnType<typeof orderedList<T>>;
  /** What a write takes; an `id` in it is the one the client read. */
  input: S;
  /** The columns an accepted input is stored as (may refuse with a 422, e.g. an image that was never uploaded). */
  fields: (input: v.InferOutput<S>) => EntryFields<T>;
};

export function listRoutes<T extends ListTable, S extends v.GenericSchema>(deps: Deps, spec: ListSpec<T, S>) {
  const { path, noun, list } = spec;
  const missing = `No such ${noun}`;
  deps.cache.publish(path, () => list.list(deps.db));
  const accepted = (body: unknown) => {
    const input = validate(spec.input, body);
    return { id: (input as { id?: number }).id, fields: spec.fields(input) };
  };

  /** The activity log names an entry by its path under /api and its English title. */
  const listName = path.slice('/api/'.length);
  const target = (id?: number) => (id === undefined ? listName : `${listName}/${id}`);
  const titleOf = (entry: unknown) => (entry as { titleEn?: string } | undefined)?.titleEn ?? '';
  const idOf = (entry: unknown) => (entry as { id: number }).id;

  /** An entry's new fields saved, recorded in the activity log and its history; undefined when there is no such entry. */
  const save = (tx: Tx, audit: TxAudit, id: number, fields: EntryFields<T>, restoredFrom?: number) => {
    const before = list.get(tx, id);
    const entry = before && list.update(tx, id, fields);
    if (entry) audit('list_update', target(id), { title: titleOf(entry) }, { before, after: entry, restoredFrom });
    return entry;
  };
  /** A new entry (under its old id when a deleted one comes back), recorded the same way. */
  const add = (tx: Tx, audit: TxAudit, fields: EntryFields<T>, id?: number, restoredFrom?: number) => {
    const entry = list.create(tx, fields, id);
    audit('list_create', target(idOf(entry)), { title: titleOf(entry) }, { before: null, after: entry, restoredFrom });
    return entry;
  };
  deps.restorers.register(listName, (tx, audit, restoring, value, restoredFrom) => {
    const id = Number(restoring.slice(listName.length + 1));
    const { fields } = accepted(value);
    if (!save(tx, audit, id, fields, restoredFrom)) add(tx, audit, fields, id, restoredFrom);
  });

  return new Elysia({ prefix: path })
    .use(adminGuard(deps))
    .get('/', ({ request }) => deps.cache.respond(path, request))
    .post(
      '/',
      ({ body, set, request, server }) => {
        // An id sent along (a copy of an entry read from the list) names nothing: the new entry gets its own.
        const fields = accepted(body).fields;
        const created = audited(deps, { request, server }, (tx, audit) => add(tx, audit, fields));
        deps.cache.clear();
        set.status = 201;
        return created;
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
          const problems = [left.length ? `missing ${left.join(', ')}` : '', unknown.length ? `unknown ${unknown.join(', ')}` : ''].filter(Boolean);
          throw invalidField('ids', `Give every id of the list once (${problems.join('; ')})`);
        }
        deps.cache.clear();
        return list.list(deps.db);
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
        deps.cache.clear();
        return updated;
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
          audit('list_delete', target(id), { title: titleOf(entry) }, { before: entry, after: null });
          return true;
        });
        if (!removed) throw notFound(missing);
        deps.cache.clear();
        return { ok: true };
      },
      { admin: true },
    );
}
