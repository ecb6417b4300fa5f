// The UI language: en or zh, a signal every component reads through useT()/useLang().
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { en, type Dictionary } from '../i18n/en';
import { zh } from '../i18n/zh';
import { readStored, store } from './prefs';

export type Lang = 'en' | 'zh';
export const LANG_KEY = 'lang';
const dictionaries: Record<Lang, Dictionary> = { en, zh };

export const lang = signal<Lang>('en');

/** `<html lang>` value for a language. */
export const htmlLang = (l: Lang) => (l === 'zh' ? 'zh-Hant' : 'en');

export const parseLang = (value: string | null | undefined): Lang | null => (value === 'zh' || value === 'en' ? value : null);

/** The language at start: `?lang=` first (crawlable alternates), then the stored choice; en otherwise (SPEC §4). */
export function initialLang(search: string): Lang {
  return parseLang(new URLSearchParams(search).get('lang')) ?? (parseLang(readStored(LANG_KEY)) === 'zh' ? 'zh' : 'en');
}

export function setLang(next: Lang) {
  lang.value = next;
  store(LANG_KEY, next, 'lang');
  document.documentElement.lang = htmlLang(next);
}

export function useLang(): Lang {
  useSignals();
  return lang.value;
}

export function useT(): Dictionary {
  useSignals();
  return dictionaries[lang.value];
}

/** Fills {{name}} placeholders. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** Picks the current language's field of a bilingual record: pick(service, 'title') → titleEn or titleZh. */
export function pick<K extends string>(record: { [P in `${K}En` | `${K}Zh`]: string }, field: K, l: Lang): string {
  return record[`${field}${l === 'zh' ? 'Zh' : 'En'}` as `${K}En`];
}
