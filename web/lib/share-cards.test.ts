// Cards apart from screens in the pickers: a page's share image or a piece's cover is a card; with both kinds in the
// library they are two groups (pictures first, or cards first where a cover is chosen), with one kind only, one group.
import { expect, test } from 'bun:test';
import type { MediaItem } from '../../src/contract';
import { mediaItem } from '../testing/media-item';
import { groupByCards, shareCardPaths } from './share-cards';

const image = (name: string, uses: MediaItem['uses'] = []) => mediaItem(name, { uses });
const screen = image('screen', [{ kind: 'work', id: 1, titleEn: 'Kestrel', titleZh: '茶隼' }]);
const shared = image('shared', [{ kind: 'page-snippets', section: 'home' }]);
const cover = image('cover', [{ kind: 'journal', id: 2, titleEn: 'Ten orders', titleZh: '十張訂單' }]);

test('a page’s share image and an article’s cover are cards; a story’s screen is not', () => {
  expect([...shareCardPaths([screen, shared, cover], [cover.path, null])].sort()).toEqual([cover.path, shared.path]);
  expect(shareCardPaths(undefined, []).size).toBe(0);
});

test('an image shaped as a share card (1200 × 630) is a card before anything uses it, unless a story shows it as a screen', () => {
  const drawn = mediaItem('drawn-zh', { width: 1200, height: 630 });
  const wideScreen = mediaItem('wide', { width: 1200, height: 630, uses: screen.uses });
  expect([...shareCardPaths([screen, drawn, wideScreen], [])]).toEqual([drawn.path]);
});

test('two named groups only when both kinds are there, in the order asked for', () => {
  const cards = shareCardPaths([screen, shared, cover], [cover.path]);
  const kinds = (groups: { kind: string; images: MediaItem[] }[]) => groups.map((g) => [g.kind, g.images.map((i) => i.path)]);
  expect(kinds(groupByCards([screen, shared, cover], cards))).toEqual([
    ['pictures', [screen.path]],
    ['cards', [shared.path, cover.path]],
  ]);
  expect(kinds(groupByCards([screen, cover], cards, true))).toEqual([
    ['cards', [cover.path]],
    ['pictures', [screen.path]],
  ]);
  expect(kinds(groupByCards([screen], cards))).toEqual([['all', [screen.path]]]);
  expect(kinds(groupByCards([shared, cover], cards))).toEqual([['all', [shared.path, cover.path]]]);
});
