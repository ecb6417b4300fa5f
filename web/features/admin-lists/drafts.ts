// An entry being edited: what a new one starts from (made from its list's fields), what is sent (rows of lines empty in
// both languages left out), and whether it changed.
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

/**
 * The lines fields of a draft (a service's features): `<name>En` and `<name>Zh`, both lists. The form edits them as
 * rows, row i holding line i of each language (docs/design.md changelog "2026-11-28: the admin, follow-ups").
 */
const pairedLines = (draft: object) =>
  Object.keys(draft)
    .filter((key) => key.endsWith('En') && Array.isArray((draft as Record<string, unknown>)[key]))
    .map((key) => key.slice(0, -2))
    .filter((name) => Array.isArray((draft as Record<string, unknown>)[`${name}Zh`]));

/** A field's rows, each its two lines; the shorter list's missing lines are '' (stored lists that drifted apart). */
export function lineRows(en: readonly string[], zh: readonly string[]): { en: string; zh: string }[] {
  return Array.from({ length: Math.max(en.length, zh.length) }, (_, i) => ({ en: en[i] ?? '', zh: zh[i] ?? '' }));
}

/** Which of a field's rows are sent: all but those blank in both languages (an unused "Add feature"). */
function sentRows(draft: object, name: string): number[] {
  const values = draft as Record<string, string[]>;
  return lineRows(values[`${name}En`]!, values[`${name}Zh`]!).flatMap((row, i) => (row.en.trim() || row.zh.trim() ? [i] : []));
}

/**
 * The body of POST or PUT: the draft as it is, but for rows of lines left empty in both languages. A row with one
 * language blank is sent as it is, both lists the same length: the check refuses its blank line (errors.lineHalf).
 */
export function requestBody<D extends object>(draft: D): D {
  const body = { ...draft } as Record<string, unknown>;
  for (const name of pairedLines(draft)) {
    const rows = lineRows(body[`${name}En`] as string[], body[`${name}Zh`] as string[]);
    const sent = sentRows(draft, name).map((i) => rows[i]!);
    body[`${name}En`] = sent.map((row) => row.en);
    body[`${name}Zh`] = sent.map((row) => row.zh);
  }
  return body as D;
}

/**
 * Errors about the body (`featuresZh.1`, the second row SENT) said about the draft's rows (`featuresZh.2` when an empty
 * row was left out before it), so each shows under the box the admin typed in.
 */
export function draftErrors(errors: FieldErrors, draft: object): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const line = /^(.+)(En|Zh)\.(\d+)$/.exec(field);
      if (!line || !pairedLines(draft).includes(line[1]!)) return [field, message];
      const row = sentRows(draft, line[1]!)[Number(line[3])];
      return [row === undefined ? `${line[1]}${line[2]}` : `${line[1]}${line[2]}.${row}`, message];
    }),
  );
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
