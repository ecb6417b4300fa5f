// What a write of a list entry stores: the columns of its descriptor's fields, taken from an accepted input, and its
// picture as the uploaded image it names (a path that names none is refused with a 422).
import type { Db } from '../../../db/client';
import type { ListDescriptor } from '../../contract';
import { storedImage, type ImageInput } from './entry-image';

export function entryFields(db: Db, list: ListDescriptor, input: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of list.fields) {
    if (field.kind === 'image') Object.assign(fields, storedImage(db, input as ImageInput));
    else if (field.kind === 'icon') fields.icon = input.icon;
    else for (const name of [`${field.name}En`, `${field.name}Zh`]) fields[name] = input[name];
  }
  return fields;
}
