// Content fallback: the server's text in the current language, or the built-in default for that leaf when blank.
import { expect, test } from 'bun:test';
import { contentDefaults, type ContentTree } from '../../../src/contract';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { contentText } from '../../lib/content-text';

const CONTENT_DEFAULTS = contentDefaults();
const strings = { en: en.content, zh: zh.content };
const text = (t: ContentTree | undefined, section: 'home' | 'contact', key: string, lang: 'en' | 'zh') =>
  contentText(t, section, key as never, lang, strings[lang]);

const tree: ContentTree = {
  hero: { title: { en: 'Server title', zh: '  ' }, subtitle: { en: '', zh: '伺服器副標' } },
};

test('a filled leaf wins in its own language', () => {
  expect(text(tree, 'home', 'hero.title', 'en')).toBe('Server title');
  expect(text(tree, 'home', 'hero.subtitle', 'zh')).toBe('伺服器副標');
});

test('a blank or whitespace leaf falls back per language, not to the other language', () => {
  expect(text(tree, 'home', 'hero.title', 'zh')).toBe(CONTENT_DEFAULTS.home['hero.title'].zh);
  expect(text(tree, 'home', 'hero.subtitle', 'en')).toBe(CONTENT_DEFAULTS.home['hero.subtitle'].en);
});

test('a missing leaf, or no data yet, falls back to the default', () => {
  expect(text(tree, 'home', 'cta.title', 'en')).toBe(CONTENT_DEFAULTS.home['cta.title'].en);
  expect(text(undefined, 'contact', 'info.title', 'zh')).toBe(CONTENT_DEFAULTS.contact['info.title'].zh);
});

test('every default exists and is non-empty in both languages', () => {
  for (const leaves of Object.values(CONTENT_DEFAULTS)) {
    for (const leaf of Object.values(leaves as Record<string, { en: string; zh: string }>)) {
      expect(leaf.en.trim().length).toBeGreaterThan(0);
      expect(leaf.zh.trim().length).toBeGreaterThan(0);
    }
  }
});
