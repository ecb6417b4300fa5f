// The list editors' tests' network edge: a small in-memory server for every content list, at the paths its descriptor
// gives (uploads go through fake-xhr.ts), and entries to fill it with, made from the descriptor's fields. The
// components and the API client run for real.
import { LIST_KEYS, LISTS, VALUE_ICONS, type EntryOf, type ListKey, type Lists } from '../../src/contract';
import { PUBLIC_READS } from '../../src/contract/public-reads';
import { json, replaceFetch } from './fake-api';

export type Call = { method: string; path: string; body?: unknown };
type Stored = { id: number };
const KEY_AT = new Map<string, ListKey>(LIST_KEYS.map((key) => [PUBLIC_READS.list(key), key]));

export function fakeListServer(lists: { [K in ListKey]?: EntryOf<Lists[K]>[] }) {
  const state = {
    calls: [] as Call[],
    lists: { ...Object.fromEntries(LIST_KEYS.map((key) => [key, []])), ...lists } as Record<ListKey, Stored[]>,
    /** The next write is answered with this instead (then it is cleared). */
    refuseNext: null as Response | null,
    nextId: 100,
  };
  replaceFetch(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    state.calls.push({ method, path: url, ...(body === undefined ? {} : { body }) });
    // A page's texts: none stored, so the editor shows its lists under the built-in texts (a failed read hides them).
    if (method === 'GET' && url.startsWith('/api/content/')) return json({});
    const [, base, rest] = /^(\/api\/[a-z-]+)(?:\/(.+))?$/.exec(url) ?? [];
    const name = KEY_AT.get(base ?? '');
    if (!name) return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    const list = state.lists[name];
    if (method === 'GET' && rest === undefined) return json(list);
    if (state.refuseNext) {
      const answer = state.refuseNext;
      state.refuseNext = null;
      return answer;
    }
    if (method === 'POST' && rest === undefined) {
      const created = { ...body, id: state.nextId++ };
      list.push(created);
      return json(created, 201);
    }
    if (method === 'PUT' && rest === 'order') {
      state.lists[name] = (body.ids as number[]).map((id) => list.find((entry) => entry.id === id)!);
      return json(state.lists[name]);
    }
    const index = list.findIndex((entry) => entry.id === Number(rest));
    if (index < 0) return json({ error: { code: 'not_found', message: 'No such entry' } }, 404);
    if (method === 'PUT') {
      list[index] = body;
      return json(body);
    }
    if (method === 'DELETE') {
      list.splice(index, 1);
      return json({ ok: true });
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  return state;
}

/** A 422 as the server words it. */
export const refusal = (issues: { path: string; message: string }[]) =>
  json({ error: { code: 'validation_failed', message: 'Validation Error', issues } }, 422);

/**
 * An entry of a list with these titles (its descriptor's title field: a title, a name, a question), its other fields
 * filled from its descriptor: each text says whose it is ("Automation description", cut to its length), each list of lines has one line,
 * the first icon, no picture; `extra` overrides.
 */
export function fakeEntry<K extends ListKey>(
  key: K,
  id: number,
  titleEn: string,
  titleZh: string,
  extra: Partial<EntryOf<Lists[K]>> = {},
): EntryOf<Lists[K]> {
  const entry: Record<string, unknown> = { id };
  for (const field of LISTS[key].fields) {
    if (field.kind === 'text')
      // Cut to the field's length, so the form's own check lets the entry through (a figure's value is 16 at most).
      Object.assign(entry, {
        [`${field.name}En`]: `${titleEn} ${field.name}`.slice(0, field.max),
        [`${field.name}Zh`]: `${titleZh}的${field.name}`.slice(0, field.max),
      });
    else if (field.kind === 'lines')
      Object.assign(entry, { [`${field.name}En`]: [`${titleEn} ${field.item}`], [`${field.name}Zh`]: [`${titleZh}的${field.item}`] });
    else if (field.kind === 'icon') entry.icon = VALUE_ICONS[0];
    else Object.assign(entry, { imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' });
  }
  const title = LISTS[key].titleField;
  return { ...entry, [`${title}En`]: titleEn, [`${title}Zh`]: titleZh, ...extra } as EntryOf<Lists[K]>;
}
