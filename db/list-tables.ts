// Each content list's table, built from its descriptor (src/contract/lists, decision 0083): an integer `id`, a column
// per value of its fields in the field's order, then `sortOrder`. Table and column names are the keys in snake_case.
import { integer, sqliteTable, text, type SQLiteColumnBuilderBase, type SQLiteTableWithColumns } from 'drizzle-orm/sqlite-core';
import type { BuildColumns } from 'drizzle-orm/column-builder';
import { jsonList } from './columns';
import { LISTS, type ListDescriptor, type ListField, type ListKey, type Lists } from '../src/contract/lists';

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const id = () => integer('id').primaryKey({ autoIncrement: true });
const sortOrder = () => integer('sort_order').notNull().default(0);
const required = (name: string) => text(name).notNull();
/** A text rows may be written without ('' then): a field added after its list's first rows, or one marked `blank`. */
const blankable = (name: string) => text(name).notNull().default('');
const lines = jsonList;
/** A list entry's picture: the uploaded image's path, its size (copied from `media` when set) and its alt text. */
const imageColumns = () => ({
  imagePath: text('image_path'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  imageAltEn: blankable('image_alt_en'),
  imageAltZh: blankable('image_alt_zh'),
});

type Both<N extends string, C> = { [K in `${N}En` | `${N}Zh`]: C };
type FieldColumns<F> = F extends { kind: 'text'; name: infer N extends string }
  ? Both<N, F extends { added: true } | { blank: true } ? ReturnType<typeof blankable> : ReturnType<typeof required>>
  : F extends { kind: 'lines'; name: infer N extends string }
    ? Both<N, ReturnType<typeof lines>>
    : F extends { kind: 'icon' }
      ? { icon: ReturnType<typeof required> }
      : F extends { kind: 'image' }
        ? ReturnType<typeof imageColumns>
        : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Flat<T> = { [K in keyof T]: T[K] };
type Builders<T> = T extends Record<string, SQLiteColumnBuilderBase> ? T : never;
type ColumnsOf<D extends ListDescriptor> = Builders<
  Flat<{ id: ReturnType<typeof id>; sortOrder: ReturnType<typeof sortOrder> } & Intersect<FieldColumns<D['fields'][number]>>>
>;
/** The drizzle table of a list, typed by its descriptor's fields (what selects and inserts read). */
export type ListTableOf<D extends ListDescriptor> = SQLiteTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ColumnsOf<D>, 'sqlite'>;
  dialect: 'sqlite';
}>;

function fieldColumns(field: ListField): Record<string, SQLiteColumnBuilderBase> {
  if (field.kind === 'image') return imageColumns();
  if (field.kind === 'icon') return { icon: required('icon') };
  const column = field.kind === 'lines' ? lines : field.added || field.blank ? blankable : required;
  return { [`${field.name}En`]: column(snake(`${field.name}En`)), [`${field.name}Zh`]: column(snake(`${field.name}Zh`)) };
}

/** A list's table, built from its descriptor. */
export function listTable<D extends ListDescriptor>(list: D): ListTableOf<D> {
  const columns = Object.assign({ id: id() }, ...list.fields.map(fieldColumns), { sortOrder: sortOrder() });
  return sqliteTable(snake(list.key), columns) as unknown as ListTableOf<D>;
}

/** Each content list's table, by its descriptor's key: the one place the server and the seed go from a list to its table. */
export const LIST_TABLES = Object.fromEntries(Object.entries(LISTS).map(([key, list]) => [key, listTable(list)])) as unknown as {
  [K in ListKey]: ListTableOf<Lists[K]>;
};
