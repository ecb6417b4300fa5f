// The UI language: en or zh, a signal (lib/signals.ts) every component reads through useT()/useLang() (on the server, the
// render's own language from lib/page-prefs.ts instead).
import type { Dictionary } from '../i18n/en';
import { usePagePrefs } from './page-prefs';
import { readChoice, store } from './prefs';
import { batch, signal, useSignalValue } from './signals';

export type { Lang } from '../../src/contract/constants';
import type { Lang } from '../../src/contract/constants';
export const LANG_KEY = 'lang';
// Each language is its own chunk: a visitor downloads only the one they read.
const loaders: Record<Lang, () => Promise<Dictionary>> = {
  en: () => import('../i18n/en').then((m) => m.en),
  zh: () => import('../i18n/zh').then((m) => m.zh),
};

export const lang = signal<Lang>('en');
const dictionary = signal<Dictionary | null>(null);

/** Makes a language current with strings already at hand (tests). */
export function setStrings(next: Lang, strings: Dictionary) {
  // Both change in one batch: no subscriber, and no render, sees one without the other.
  batch(() => {
    dictionary.value = strings;
    lang.value = next;
  });
}

/** A language's strings, loaded on demand (the admin's search-snippet preview shows both languages' page titles). */
export const loadDictionary = (which: Lang): Promise<Dictionary> => loaders[which]();

/** Makes a language current once its strings have loaded. */
export async function activateLanguage(next: Lang) {
  setStrings(next, await loaders[next]());
}

/** `<html lang>` value for a language. */
export const htmlLang = (l: Lang) => (l === 'zh' ? 'zh-Hant' : 'en');

export const parseLang = (value: string | null | undefined): Lang | null => (value === 'zh' || value === 'en' ? value : null);

/**
 * The language of a page the server did not render (the admin area): `?lang=` first, then the visitor's choice (stored,
 * or the cookie it is mirrored in), then the browser's own languages; en otherwise (product.md §4).
 */
export function initialLang(search: string, browserLanguages: readonly string[] = []): Lang {
  const chosen = parseLang(new URLSearchParams(search).get('lang')) ?? parseLang(readChoice(LANG_KEY, 'lang'));
  if (chosen) return chosen;
  const first = browserLanguages.find((tag) => /^(en|zh)\b/i.test(tag));
  return first && /^zh\b/i.test(first) ? 'zh' : 'en';
}

/** Keeps `next` as the visitor's choice: stored locally and in the cookie the server reads (decision 0077). */
export const rememberLang = (next: Lang) => store(LANG_KEY, next, 'lang');

/**
 * A public page's address names `next`: it is shown, and kept as the choice only if the visitor has made none (a shared
 * or found link of another language is read in it without changing what a typed address brings; the switch chooses).
 */
export async function showAddressLang(next: Lang) {
  await activateLanguage(next);
  if (parseLang(readChoice(LANG_KEY, 'lang')) === null) rememberLang(next);
  document.documentElement.lang = htmlLang(next);
}

/** The visitor's choice: shown, stored locally and in the cookie the server reads. */
export async function setLang(next: Lang) {
  await activateLanguage(next);
  rememberLang(next);
  document.documentElement.lang = htmlLang(next);
}

export function useLang(): Lang {
  const current = useSignalValue(lang);
  return usePagePrefs()?.lang ?? current;
}

/** The current language's strings; main.tsx loads them before the first render. */
export function useT(): Dictionary {
  const strings = useSignalValue(dictionary);
  return usePagePrefs()?.t ?? strings!;
}

/** Fills {{name}} placeholders. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** Picks the current language's field of a bilingual record: pick(service, 'title') → titleEn or titleZh. */
export function pick<K extends string>(record: { [P in `${K}En` | `${K}Zh`]: string }, field: K, l: Lang): string {
  return record[`${field}${l === 'zh' ? 'Zh' : 'En'}` as `${K}En`];
}
