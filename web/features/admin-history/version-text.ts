// What a version holds, in a line or two the admin recognizes: a field's two texts, an entry's or plan's title.
import { entryTitle, listNamed } from '../../../src/contract';
import type { Lang } from '../../lib/i18n';

type Texts = { en?: unknown; zh?: unknown; titleEn?: unknown; titleZh?: unknown };

/**
 * The English and Chinese text that names a version of `target` (`home.hero.title`, `testimonials/4`): a content
 * field's values, a list entry's title field (a title, a name, a question), a plan's title.
 */
export function versionTexts(value: unknown, target: string): { en: string; zh: string } | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Texts;
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  // A piece (`journal/12`): each language's title; one language of it (`journal/12/en`): its title.
  const titled = (x: unknown) => (x && typeof x === 'object' ? text((x as { title?: unknown }).title) : text(x));
  if ('en' in v || 'zh' in v) return { en: titled(v.en), zh: titled(v.zh) };
  if ('title' in v && 'body' in v) return { en: text(v.title), zh: text(v.title) };
  const list = listNamed(target.split('/')[0]);
  return list ? entryTitle(list, v) : { en: text(v.titleEn), zh: text(v.titleZh) };
}

/** The fields whose values differ between two versions of an entry or plan (none for a content field). */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  if ('en' in before) return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return Object.keys({ ...a, ...b }).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

export const inLang = (texts: { en: string; zh: string }, lang: Lang) => texts[lang] || texts[lang === 'en' ? 'zh' : 'en'];

/** One field of a version: what it was and what it became (`undefined` when that side has no such value). */
export type FieldChange = { field: string; before: unknown; after: unknown };

/**
 * Fields the server derives or keeps for itself (an image's size from the image, a version's times and language):
 * never worth a line of their own.
 */
const DERIVED = new Set(['id', 'imageWidth', 'imageHeight', 'lang', 'updatedAt', 'createdAt', 'publishedAt']);

const record = (x: unknown) => (x && typeof x === 'object' ? (x as Record<string, unknown>) : null);
const blank = (x: unknown) => x === undefined || x === null || x === '' || (Array.isArray(x) && x.length === 0);

/**
 * What a change did, field by field, before and after: the fields it changed; for a creation or a deletion every field
 * that held something; for a content field its two languages (both, when a restore changed neither).
 */
export function versionChanges(before: unknown, after: unknown): FieldChange[] {
  const a = record(before);
  const b = record(after);
  const pair = (field: string) => ({ field, before: a?.[field], after: b?.[field] });
  if ((a && typeof a.en === 'string') || (b && typeof b.en === 'string')) {
    const changed = (['en', 'zh'] as const).filter((lang) => a?.[lang] !== b?.[lang]);
    return (changed.length ? changed : (['en', 'zh'] as const)).map(pair);
  }
  // A piece's languages (objects) have histories of their own: its own lines are what the languages share.
  const nested = (field: string) => [a?.[field], b?.[field]].some((x) => x !== null && typeof x === 'object' && !Array.isArray(x));
  const fields = Object.keys({ ...a, ...b }).filter((field) => !DERIVED.has(field) && !nested(field));
  if (!a || !b) return fields.filter((field) => !blank((a ?? b)?.[field])).map(pair);
  return fields.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field])).map(pair);
}
