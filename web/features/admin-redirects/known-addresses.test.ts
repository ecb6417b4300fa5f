// The redirect dialog's suggestions: the site's pages, then the pieces up in either language (named in the admin's
// language, else the other), narrowed by what is typed; none once a known address is typed whole, never the From one;
// the one nearest the From address in words marked.
import { expect, test } from 'bun:test';
import type { Piece, PieceVersion } from '../../../src/contract';
import { knownAddresses, nearestTo, prefilledTo, suggestionsFor } from './known-addresses';

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
    { path: '/work/kestrel', name: 'Kestrel', piece: true },
    { path: '/blog/ten-orders', name: 'Ten orders a minute', piece: true },
    { path: '/blog/only-chinese', name: '只有中文', piece: true },
  ]);
  expect(knownAddresses(pages, { journal: undefined, work: undefined }, 'zh')).toEqual(pages);
});

const paths = (list: { path: string }[]) => list.map((a) => a.path);

test('narrowed by the address or the name typed, pages and pieces apart; none for an address typed whole; never From', () => {
  const known = knownAddresses(pages, { journal, work }, 'en');
  const all = suggestionsFor('', known);
  expect([paths(all.pages), paths(all.pieces), all.best]).toEqual([
    ['/', '/pricing'],
    ['/work/kestrel', '/blog/ten-orders', '/blog/only-chinese'],
    null,
  ]);
  expect(paths(suggestionsFor('/blog', known).pieces)).toEqual(['/blog/ten-orders', '/blog/only-chinese']);
  expect(paths(suggestionsFor('/blog', known).pages)).toEqual([]);
  expect(paths(suggestionsFor('minute', known).pieces)).toEqual(['/blog/ten-orders']);
  expect(suggestionsFor('/pricing', known)).toEqual({ best: null, pages: [], pieces: [] });
  expect(suggestionsFor('pric', known, '/pricing').pages).toEqual([]);
});

test('the address nearest From in words is the suggestion, first in its group; none when no word is shared', () => {
  const known = knownAddresses(pages, { journal, work }, 'en');
  expect(suggestionsFor('', known, '/price-list').best?.path).toBe('/pricing');
  const orders = suggestionsFor('', known, '/old/orders-per-minute');
  expect(orders.best?.path).toBe('/blog/ten-orders');
  expect(paths(orders.pieces)[0]).toBe('/blog/ten-orders');
  expect(nearestTo('/kestrel-story', known)?.path).toBe('/work/kestrel');
  expect(suggestionsFor('', known, '/team/mei-lin').best).toBeNull();
});

test('an address not found opens with To filled by the suggestion, never itself; empty when nothing is near', () => {
  const known = knownAddresses(pages, { journal, work }, 'en');
  expect(prefilledTo('/price-list', known)).toBe('/pricing');
  expect(prefilledTo(' /old/orders-per-minute ', known)).toBe('/blog/ten-orders');
  expect(prefilledTo('/team/mei-lin', known)).toBe('');
  expect(prefilledTo('/pricing', known)).toBe('');
});
