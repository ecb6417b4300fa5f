// An entry being edited: what a new one starts from (made from its list's fields), what is sent (empty lines left
// out), and whether it changed.
import { VALUE_ICONS, type ListDescriptor, type ListEntry, type ListField } from '../../../src/contract';
import type { FieldErrors } from './validate-entry';

export type Entry = ListEntry;
/** The form's copy of an entry: an existing one keeps its id (PUT sends it back whole), a new one has none. */
export type Draft<E extends Entry = Entry> = E extends unknown ? Omit<E, 'id'> & { id?: number } : never;

/** Some fields of a draft, by name: `{ titleZh: '…' }`, `{ imagePath: null }`. */
export type DraftChange = Record<string, unknown>;

const noImage = { imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' };
function blankValues(field: ListField): Record<string, unknown> {
  switch (field.kind) {
    case 'text':
      return { [`${field.name}En`]: '', [`${field.name}Zh`]: '' };
    case 'lines':
      return { [`${field.name}En`]: [], [`${field.name}Zh`]: [] };
    case 'icon':
      // The server takes only an offered icon, so a new entry starts with one picked.
      return { icon: VALUE_ICONS[0] };
    case 'image':
      return noImage;
  }
}

/** A new entry of a list: every field empty (no lines, no picture), the first icon picked. */
export const blankDraft = (list: ListDescriptor): Draft => Object.assign({}, ...list.fields.map(blankValues)) as Draft;

/** The body of POST or PUT: the draft as it is, but for lines left empty in a list (an unused "Add feature"). */
export function requestBody<D extends object>(draft: D): D {
  return Object.fromEntries(
    Object.entries(draft).map(([key, value]) => [key, Array.isArray(value) ? value.filter((line: string) => line.trim() !== '') : value]),
  ) as D;
}

/** Would saving change anything? An empty line added and left is no change. */
export const sameDraft = (a: object, b: object) => JSON.stringify(requestBody(a)) === JSON.stringify(requestBody(b));

const LANG_SUFFIX = { en: 'En', zh: 'Zh' } as const;
/** The field of a language: ('title', 'zh') → titleZh. */
export const fieldName = (base: string, lang: 'en' | 'zh') => `${base}${LANG_SUFFIX[lang]}`;

/** Both languages of one text of a draft (title, description, imageAlt…), as BilingualText takes them. */
export function bilingual(base: string, draft: object, errors: FieldErrors, onChange: (change: DraftChange) => void) {
  const value = (lang: 'en' | 'zh') => String((draft as Record<string, unknown>)[fieldName(base, lang)] ?? '');
  return {
    values: { en: value('en'), zh: value('zh') },
    errors: { en: errors[fieldName(base, 'en')], zh: errors[fieldName(base, 'zh')] },
    onChange: (lang: 'en' | 'zh', text: string) => onChange({ [fieldName(base, lang)]: text }),
  };
}
