// Which of the library's images are cards rather than screens or photos: a page's share image (its search snippet's,
// what a link to it shows on social sites) or a journal article's cover (a drawn card, shown on the article's card in
// the lists and when it is shared), or an image shaped as share cards are (1.91 : 1, the 1200 × 630 that social sites
// show: an owner uploads the site's own drawn cards, in either language, before anything uses them). A story page's
// cover is one of its client's screens, so it stays with the screens, and so does a story's screen of any shape.
// The pickers group cards apart, so a screen for a story is not chosen from among them.
import { useQuery } from '@tanstack/react-query';
import type { MediaItem, UploadedImage } from '../../src/contract';
import { piecesQuery } from './calls/pieces';

/** Whether an image has a share card's shape: 1.91 : 1 (1200 × 630), give or take a little; a 16:9 screen is 1.78. */
export const isCardShaped = ({ width, height }: { width: number; height: number }) =>
  height > 0 && width / height >= 1.85 && width / height <= 1.97;

/** The paths of the images that are cards: used as a page's share image, one of the articles' `covers`, or shaped as a
 * share card while no story shows it as a screen. */
export function shareCardPaths(images: MediaItem[] | undefined, covers: readonly (string | null)[]): ReadonlySet<string> {
  const cards = new Set(covers.filter((path): path is string => path !== null));
  for (const image of images ?? [])
    if (image.uses.some((use) => use.kind === 'page-snippets') || (isCardShaped(image) && !image.uses.some((use) => use.kind === 'work')))
      cards.add(image.path);
  return cards;
}

/** The same, with the articles' covers read from the admin's list of them. */
export function useShareCards(images: MediaItem[] | undefined): ReadonlySet<string> {
  const journal = useQuery(piecesQuery('journal'));
  return shareCardPaths(
    images,
    (journal.data ?? []).map((piece) => piece.coverImage),
  );
}

export type ImageGroup<T> = { kind: 'all' | 'pictures' | 'cards'; images: T[] };

/**
 * The images in one group ('all') or, when some are cards and some are not, two: the screens and pictures, and the
 * cards (`cardsFirst`: the cards' group first, where a card is what is being chosen).
 */
export function groupByCards<T extends UploadedImage>(images: T[], cards: ReadonlySet<string> | undefined, cardsFirst = false) {
  const card = images.filter((image) => cards?.has(image.path));
  const other = images.filter((image) => !cards?.has(image.path));
  if (card.length === 0 || other.length === 0) return [{ kind: 'all', images }] as ImageGroup<T>[];
  const groups: ImageGroup<T>[] = [
    { kind: 'pictures', images: other },
    { kind: 'cards', images: card },
  ];
  return cardsFirst ? groups.reverse() : groups;
}
