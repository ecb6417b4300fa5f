// Whether an entry has English its Chinese lacks: a text, a list of lines or a picture's description filled in English
// and left blank in Chinese. Its row says so, so the owner sees which entries the Chinese page shows incomplete.
import type { ListDescriptor } from '../../../src/contract';

const filled = (value: unknown) =>
  Array.isArray(value) ? value.some((line) => String(line).trim()) : typeof value === 'string' && !!value.trim();

export function lacksChinese(list: ListDescriptor, entry: unknown): boolean {
  const values = (entry ?? {}) as Record<string, unknown>;
  return list.fields.some((field) => {
    if (field.kind === 'text' || field.kind === 'lines') return filled(values[`${field.name}En`]) && !filled(values[`${field.name}Zh`]);
    if (field.kind === 'image') return !!values.imagePath && filled(values.imageAltEn) && !filled(values.imageAltZh);
    return false;
  });
}
