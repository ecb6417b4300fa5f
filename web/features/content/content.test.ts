// Content fallback: the server's text in the current language, or the built-in default for that leaf when blank.
import { expect, test } from 'bun:test';
import { CONTENT_DEFAULTS, type ContentTree } from '../../../src/contract';
import { contentText } from './use-content';

const tree: ContentTree = {
  hero: { title: { en: 'Server title', zh: '  ' }, subtitle: { en: '', zh: '伺服器副標' } },
};

test('a filled leaf wins in its own language', () => {
  expect(contentText(tree, 'home', 'hero.title', 'en')).toBe('Server title');
  expect(contentText(tree, 'home', 'hero.subtitle', 'zh')).toBe('伺服器副標');
});

test('a blank or whitespace leaf falls back per language, not to the other language', () => {
  expect(contentText(tree, 'home', 'hero.title', 'zh')).toBe(CONTENT_DEFAULTS.home['hero.title'].zh);
  expect(contentText(tree, 'home', 'hero.subtitle', 'en')).toBe(CONTENT_DEFAULTS.home['hero.subtitle'].en);
});

test('a missing leaf, or no data yet, falls back to the default', () => {
  expect(contentText(tree, 'home', 'cta.title', 'en')).toBe(CONTENT_DEFAULTS.home['cta.title'].en);
  expect(contentText(undefined, 'contact', 'info.title', 'zh')).toBe(CONTENT_DEFAULTS.contact['info.title'].zh);
});

test('every default exists and is non-empty in both languages', () => {
  for (const leaves of Object.values(CONTENT_DEFAULTS)) {
    for (const leaf of Object.values(leaves as Record<string, { en: string; zh: string }>)) {
      expect(leaf.en.trim().length).toBeGreaterThan(0);
      expect(leaf.zh.trim().length).toBeGreaterThan(0);
    }
  }
});
