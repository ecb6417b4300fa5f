// The UI language: en or zh, a signal (lib/signals.ts) every component reads through useT()/useLang() (on the server, the
// render's own language from lib/page-prefs.ts instead).
import type { Dictionary } from '../i18n/en';
import { usePagePrefs } from './page-prefs';
import { readChoice, store } from './prefs';
import { mergeWords } from './merge-words';
import { batch, signal, useSignalValue } from './signals';

export type { Lang } from '../../src/contract/constants';
import type { Lang } from '../../src/contract/constants';
export const LANG_KEY = 'lang';

/** One part of the dictionary in each language, each its own chunk: a visitor downloads the language they read. */
export type Words = Record<Lang, () => Promise<{ words: object }>>;
/**
 * The parts (i18n/site/): the shell's words, every public page's frame (the header, the footer), and each
 * page's own, fetched with its screen (pages/public-site.tsx). i18n/en.ts and zh.ts, every part together, are the
 * server's and the tests'; the browser never loads them (decision 0082).
 */
export const WORDS = {
  shell: { en: () => import('../i18n/site/shell-en'), zh: () => import('../i18n/site/shell-zh') },
  home: { en: () => import('../i18n/site/home-en'), zh: () => import('../i18n/site/home-zh') },
  services: { en: () => import('../i18n/site/services-en'), zh: () => import('../i18n/site/services-zh') },
  pricing: { en: () => import('../i18n/site/pricing-en'), zh: () => import('../i18n/site/pricing-zh') },
  contact: { en: () => import('../i18n/site/contact-en'), zh: () => import('../i18n/site/contact-zh') },
  privacy: { en: () => import('../i18n/site/privacy-en'), zh: () => import('../i18n/site/privacy-zh') },
  notFound: { en: () => import('../i18n/site/not-found-en'), zh: () => import('../i18n/site/not-found-zh') },
  journal: { en: () => import('../i18n/site/journal-en'), zh: () => import('../i18n/site/journal-zh') },
  work: { en: () => import('../i18n/site/work-en'), zh: () => import('../i18n/site/work-zh') },
} satisfies Record<string, Words>;

const merged = async (parts: Iterable<Words>, which: Lang) =>
  mergeWords(...(await Promise.all([...parts].map((part) => part[which]()))).map((m) => m.words)) as Dictionary;

export const lang = signal<Lang>('en');
const dictionary = signal<Dictionary | null>(null);
/** The parts the screens shown so far use: a change of language loads each of them in the new one. */
const parts = new Set<Words>([WORDS.shell]);
/** The language being made current (`lang` changes once its strings are in). */
let target: Lang = 'en';

/** Makes a language current with strings already at hand (tests). */
export function setStrings(next: Lang, strings: Dictionary) {
  target = next;
  // Both change in one batch: no subscriber, and no render, sees one without the other.
  batch(() => {
    dictionary.value = strings;
    lang.value = next;
  });
}

/** A language's strings, every part, loaded on demand (the admin's search-snippet preview shows both languages' page titles). */
export const loadDictionary = (which: Lang): Promise<Dictionary> => merged(Object.values(WORDS), which);

/** Shows `which` once every part wanted is loaded in it (again when a part was added meanwhile; not once another language is asked). */
async function show(which: Lang) {
  for (;;) {
    const wanted = parts.size;
    const strings = await merged(parts, which);
    if (which !== target) return;
    if (wanted === parts.size) return setStrings(which, strings);
  }
}

/** Makes a language current once its strings have loaded. */
export async function activateLanguage(next: Lang) {
  target = next;
  await show(next);
}

/** Adds parts of the dictionary (a page's words) to the strings, in the current language and in any chosen later. */
export async function addWords(...more: Words[]) {
  for (const part of more) parts.add(part);
  await show(target);
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
// Chinese sets no space between two Chinese characters: a space written round a value ("已於 {{time}} 儲存") is
// dropped where the value's edge and the word beside it are both Chinese (下午4:42 keeps its space before 儲存, a
// figure's; a Latin name keeps both).
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/( ?)\{\{(\w+)\}\}( ?)/g, (all, a: string, name: string, b: string, at: number, whole: string) => {
    const value = String(values[name] ?? '');
    return (
      (TWO_HAN.test(`${whole[at - 1]}${value[0]}`) ? '' : a) + value + (TWO_HAN.test(`${value.at(-1)}${whole[at + all.length]}`) ? '' : b)
    );
  });
const TWO_HAN = /^\p{Script=Han}{2}$/u;

/** The space between two sentences (or a label and its value) set side by side: none after Chinese punctuation
 *  (「電子郵件。訊息…」, review round 18), one in English. */
export const sentenceGap = (l: Lang) => (l === 'zh' ? '' : ' ');

/** Picks the current language's field of a bilingual record: pick(service, 'title') → titleEn or titleZh. */
export function pick<K extends string>(record: { [P in `${K}En` | `${K}Zh`]: string }, field: K, l: Lang): string {
  return record[`${field}${l === 'zh' ? 'Zh' : 'En'}` as `${K}En`];
}
