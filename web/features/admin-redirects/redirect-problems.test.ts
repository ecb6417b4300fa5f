// The redirect form's own checks, in the admin's language: the server's rules said before anything is sent.
import { expect, test } from 'bun:test';
import type { Redirect } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { redirectProblems } from './redirect-problems';

const kept = (id: number, from: string, to: string): Redirect => ({ id, from, to, permanent: true, createdAt: '' });
const existing = [kept(1, '/b', '/c'), kept(2, '/old', '/pricing')];
const words = adminEn.redirects.problems;
const check = (from: string, to: string, editing?: number) => redirectProblems({ from, to, permanent: true }, existing, words, editing);

test('a good redirect has no problem; a site page, a full https address or a query on the target are fine', () => {
  expect(check('/team', '/')).toEqual({});
  expect(check('/shop', 'https://shop.example.com/plans?ref=site')).toEqual({});
  expect(check('/offer', '/pricing?lang=zh')).toEqual({});
});

test('the shape of each address: from starts with / without ? or spaces; to is a page or an http(s) address', () => {
  expect(check('old', '/pricing').from).toBe(words.fromFormat);
  expect(check('/a?b=1', '/pricing').from).toBe(words.fromFormat);
  expect(check('/a', 'javascript:alert(1)').to).toBe(words.toFormat);
  expect(check('/a', '//evil.example').to).toBe(words.toFormat);
});

test('itself, a taken address, a chain, a loop and a second hop are each named', () => {
  expect(check('/a', '/a')).toEqual({ to: words.same });
  expect(check('/old', '/contact')).toEqual({ from: words.fromTaken });
  expect(check('/a', '/b').to).toBe('/b is itself redirected to /c: choose /c instead.');
  expect(check('/c', '/b').to).toBe('/b leads back here: that would go round in a circle.');
  expect(check('/pricing', '/contact').from).toBe('/old already leads to this address: visitors would pass two redirects.');
  // Changing a redirect never conflicts with itself.
  expect(check('/old', '/contact', 2)).toEqual({});
});

test('in Chinese the problems are Chinese', () => {
  const zh = redirectProblems({ from: '/a', to: '/b', permanent: true }, existing, adminZh.redirects.problems);
  expect(zh.to).toBe('/b 本身已轉到 /c，請直接選擇 /c。');
});
