// The redirect dialog's suggestions: the site's pages, then the pieces up in either language (named in the admin's
// language, else the other), narrowed by what is typed; none once a known address is typed whole, never the From one.
import { expect, test } from 'bun:test';
import type { Piece, PieceVersion } from '../../../src/contract';
import { knownAddresses, suggestionsFor } from './known-addresses';

const version = (state: PieceVersion['state'], title: string) => ({ state, title }) as PieceVersion;
const piece = (slug: string, en: PieceVersion, zh: PieceVersion) => ({ slug, en, zh }) as Piece;
const pages = [
  { path: '/', name: 'Home' },
  { path: '/pricing', name: 'Pricing' },
];
const journal = [
  piece('ten-orders', version('published', 'Ten orders a minute'), version('draft', '')),
  piece('only-chinese', version('draft', ''), version('published', '只有中文')),
  piece('not-yet', version('draft', 'Not yet'), version('scheduled', '還沒')),
];
const work = [piece('kestrel', version('unpublished', 'Kestrel'), version('published', '茶隼'))];

test('the pages first, then each piece up in either language, under its address and in the admin’s language', () => {
  expect(knownAddresses(pages, { journal, work }, 'en')).toEqual([
    ...pages,
    { path: '/work/kestrel', name: 'Kestrel' },
    { path: '/blog/ten-orders', name: 'Ten orders a minute' },
    { path: '/blog/only-chinese', name: '只有中文' },
  ]);
  expect(knownAddresses(pages, { journal: undefined, work: undefined }, 'zh')).toEqual(pages);
});

test('narrowed by the address or the name typed; none for an address typed whole; never the From address', () => {
  const known = knownAddresses(pages, { journal, work }, 'en');
  expect(suggestionsFor('', known).map((a) => a.path)).toEqual([
    '/',
    '/pricing',
    '/work/kestrel',
    '/blog/ten-orders',
    '/blog/only-chinese',
  ]);
  expect(suggestionsFor('/blog', known).map((a) => a.path)).toEqual(['/blog/ten-orders', '/blog/only-chinese']);
  expect(suggestionsFor('minute', known).map((a) => a.path)).toEqual(['/blog/ten-orders']);
  expect(suggestionsFor('/pricing', known)).toEqual([]);
  expect(suggestionsFor('pric', known, '/pricing')).toEqual([]);
});
