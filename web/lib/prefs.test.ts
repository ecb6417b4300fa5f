// Where the admin area (rendered in the browser, not on the server) takes its language and theme from at start.
import { afterEach, expect, test } from 'bun:test';
import { initialLang } from './i18n';
import { readChoice, readCookie } from './prefs';
import { parseTheme } from './theme';

const clearCookie = (name: string) => (document.cookie = `${name}=; path=/; max-age=0`);
afterEach(() => {
  localStorage.clear();
  clearCookie('lang');
  clearCookie('theme');
});

test('a ?lang= link wins over everything', () => {
  localStorage.setItem('lang', 'zh');
  expect(initialLang('?lang=en', ['zh-TW'])).toBe('en');
});

test('the choice made on the public site: stored, or only in the cookie when storage was cleared', () => {
  localStorage.setItem('lang', 'zh');
  expect(initialLang('', ['en-US'])).toBe('zh');
  localStorage.clear();
  document.cookie = 'lang=zh; path=/';
  expect(readCookie('lang')).toBe('zh');
  expect(initialLang('', ['en-US'])).toBe('zh');
  document.cookie = 'lang=en; path=/';
  expect(initialLang('', ['zh-TW'])).toBe('en');
});

test('with no choice made, the browser’s first English or Chinese language decides; English otherwise', () => {
  expect(initialLang('', ['zh-TW', 'en'])).toBe('zh');
  expect(initialLang('', ['fr-FR', 'zh-Hant'])).toBe('zh');
  expect(initialLang('', ['en-GB', 'zh-TW'])).toBe('en');
  expect(initialLang('', ['fr-FR'])).toBe('en');
  expect(initialLang('', [])).toBe('en');
});

test('the theme chosen on the public site reaches a page the server did not render through its cookie', () => {
  document.cookie = 'theme=dark; path=/';
  expect(parseTheme(readChoice('customsoft.theme', 'theme'))).toBe('dark');
  localStorage.setItem('customsoft.theme', 'system');
  expect(parseTheme(readChoice('customsoft.theme', 'theme'))).toBe('system');
  clearCookie('theme');
  localStorage.clear();
  expect(parseTheme(readChoice('customsoft.theme', 'theme'))).toBe('light');
});
