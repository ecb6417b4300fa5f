// A list's write schema, made from its descriptor's fields: POST /api/<name> and PUT /api/<name>/{id} take an entry
// exactly as the list showed it (id and image size included, both ignored) and the server and the admin's form check it
// with the same schema. Admin and server only: public pages never load it (decision 0041).
import * as v from 'valibot';
import { optionalLines, optionalText, requiredLines, requiredText } from '../common';
import { MEDIA_PATH, VALUE_ICONS } from '../constants';
import { LIST_LIMITS, type EntryOf, type ListDescriptor, type ListField } from './fields';
import { LISTS, type ListKey } from './index';

/** The id a client sends back with what it read; the route checks it is the one in the path. */
const echoedId = { id: v.optional(v.number()) };
const image = {
  // No picture is normal: the key may be left out, which is the same as null (on PUT too: the whole entry is replaced).
  imagePath: v.optional(v.nullable(v.pipe(v.string(), v.regex(MEDIA_PATH, 'Must be the path of an uploaded image')), null), null),
  // Sent back as read; the server sets them from the stored image.
  imageWidth: v.optional(v.nullable(v.number())),
  imageHeight: v.optional(v.nullable(v.number())),
  // Its variants, tint and focus as read (decision 0104): the server's to say, never stored with the entry.
  imageLook: v.optional(v.unknown()),
  imageAltEn: v.optional(optionalText(LIST_LIMITS.alt), ''),
  imageAltZh: v.optional(optionalText(LIST_LIMITS.alt), ''),
};
/** An image must say what it shows, in both languages (checked after the fields, naming the missing one). */
const ALT_REQUIRED = 'Describe the image for people who cannot see it';
type WithImage = { imagePath: string | null; imageAltEn: string; imageAltZh: string };
const altGiven = (alt: 'imageAltEn' | 'imageAltZh') =>
  v.forward<WithImage, v.PartialCheckIssue<WithImage>, [typeof alt]>(
    v.partialCheck([['imagePath'], [alt]], (entry) => !entry.imagePath || entry[alt] !== '', ALT_REQUIRED),
    [alt],
  );

const bilingual = (name: string, schema: v.GenericSchema) => ({ [`${name}En`]: schema, [`${name}Zh`]: schema });

function entriesOf(field: ListField): Record<string, v.GenericSchema> {
  switch (field.kind) {
    case 'text': {
      const text = field.required
        ? (field.multiline ? requiredLines : requiredText)(field.max, field.required)
        : field.multiline
          ? optionalLines(field.max)
          : optionalText(field.max);
      // A field added after the list's first release may be left out by an older client: it is then ''.
      return bilingual(field.name, field.added ? v.optional(text, '') : text);
    }
    case 'lines':
      return bilingual(
        field.name,
        v.pipe(
          v.array(requiredText(field.max, `A ${field.item} cannot be blank`), `A list of ${field.name}`),
          v.maxLength(field.count, `At most ${field.count} ${field.name}`),
        ),
      );
    case 'icon':
      return { icon: v.picklist(VALUE_ICONS, 'Pick one of the offered icons') };
    case 'image':
      return image;
  }
}

/** What a write of an entry of `list` takes. */
export type ListInput<D extends ListDescriptor> = Omit<EntryOf<D>, 'id'> & { id?: number };

/** The write schema of a list: its fields, checked in the descriptor's order, nothing else; then the alt texts. */
export function listInput<D extends ListDescriptor>(list: D): v.GenericSchema<unknown, ListInput<D>> {
  const shape = v.strictObject(
    Object.assign({ ...echoedId }, ...list.fields.map(entriesOf)) as v.ObjectEntries,
  ) as unknown as v.GenericSchema<unknown, WithImage>;
  const schema = list.fields.some((field) => field.kind === 'image')
    ? v.pipe(shape, altGiven('imageAltEn'), altGiven('imageAltZh'))
    : shape;
  return schema as unknown as v.GenericSchema<unknown, ListInput<D>>;
}

/** Every list's write schema, by its key. */
export const LIST_INPUTS = Object.fromEntries(Object.entries(LISTS).map(([key, list]) => [key, listInput(list)])) as unknown as {
  [K in ListKey]: v.GenericSchema<unknown, ListInput<(typeof LISTS)[K]>>;
};

/** PUT /api/{list}/order: every id of the list, each once, in the new order. */
export const ListOrder = v.strictObject({
  ids: v.pipe(
    v.array(v.pipe(v.number('Ids are numbers'), v.integer('Ids are whole numbers')), 'A list of ids'),
    v.check((ids) => new Set(ids).size === ids.length, 'Each id once'),
  ),
});
export type ListOrder = v.InferOutput<typeof ListOrder>;
