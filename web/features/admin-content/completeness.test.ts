// A field needs a translator when a language is empty or the Chinese is the English copied; counts follow the fields.
import { expect, test } from 'bun:test';
import { CONTENT_KEYS, type ContentTree } from '../../../src/contract';
import { gapOf, keysWithGaps } from './completeness';

test('each kind of gap, and none when both languages have their own text', () => {
  expect(gapOf({ en: 'Hello', zh: '你好' })).toBeNull();
  expect(gapOf({ en: '', zh: '你好' })).toBe('missingEn');
  expect(gapOf({ en: 'Hello', zh: '  ' })).toBe('missingZh');
  expect(gapOf({ en: 'Hello', zh: 'Hello ' })).toBe('sameAsEnglish');
});

test('a section counts exactly the fields with a gap', () => {
  const [first, second, third] = CONTENT_KEYS.home;
  const tree: ContentTree = {};
  const put = (key: string, en: string, zh: string) => {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as ContentTree;
    node[parts.at(-1)!] = { en, zh };
  };
  for (const key of CONTENT_KEYS.home) put(key, `${key} in English`, `${key} 中文`);
  expect(keysWithGaps('home', tree)).toEqual([]);
  put(first!, 'Same', 'Same');
  put(second!, 'Only English', '');
  put(third!, '', '只有中文');
  expect(keysWithGaps('home', tree)).toEqual([first, second, third]);
  expect(keysWithGaps('home', undefined)).toEqual([]);
});
