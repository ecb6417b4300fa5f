// The addresses the redirect dialog's "To" field suggests: the site's own pages, the journal and the client stories, and
// each article and story page up in either language, each with its name in the admin's language; the one nearest the
// From address in words (/price-list: /pricing) marked as the suggestion. They are suggestions only: any path of the
// site, or a full address elsewhere, can still be typed.
import { useQuery } from '@tanstack/react-query';
import { LANGS, type Lang, type Piece } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { piecesQuery } from '../../lib/calls/pieces';
import { useLang } from '../../lib/i18n';
import { JOURNAL_PATH, journalPostPath, SITE_LINKS, WORK_PATH, workStoryPath } from '../../lib/published-routes';
import { PUBLIC_ROUTES } from '../../lib/routes';

/** An address the dialog offers: one of the site's pages, or an article or a story page (`piece`). */
export type KnownAddress = { path: string; name: string; piece?: true };

/** How many articles and story pages show at once, the newest first: few enough to read at a glance. */
export const PIECES_SHOWN = 6;

const isUp = (piece: Piece) => LANGS.some((lang) => piece[lang].state === 'published');
const titleIn = (piece: Piece, lang: Lang) => piece[lang].title || piece[lang === 'en' ? 'zh' : 'en'].title;

/** The site's addresses: its pages first (the ones a redirect most often leads to), then the pieces that are up. */
export function knownAddresses(pages: KnownAddress[], pieces: { journal?: Piece[]; work?: Piece[] }, lang: Lang): KnownAddress[] {
  const up = (list: Piece[] | undefined, path: (slug: string) => string) =>
    (list ?? []).filter(isUp).map((piece): KnownAddress => ({ path: path(piece.slug), name: titleIn(piece, lang), piece: true }));
  return [...pages, ...up(pieces.work, workStoryPath), ...up(pieces.journal, journalPostPath)];
}

/** The words of an address or a name, lower-cased: /price-list → price, list. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);

/** How near `address` is to `from` in words: the letters their words begin with alike (price and pricing: 4). */
function nearness(from: string[], address: KnownAddress): number {
  const own = [...wordsOf(address.path), ...wordsOf(address.name)];
  let score = 0;
  for (const word of from) {
    let best = 0;
    for (const other of own) {
      let same = 0;
      while (same < word.length && same < other.length && word[same] === other[same]) same++;
      // Alike from their start for four letters, or the whole of the shorter word.
      if (same >= Math.min(4, word.length, other.length)) best = Math.max(best, same);
    }
    score += best;
  }
  return score;
}

/** The address nearest `from` in words, or null when none shares a word with it. */
export function nearestTo(from: string, known: KnownAddress[]): KnownAddress | null {
  const words = wordsOf(from);
  let best: KnownAddress | null = null;
  let bestScore = 0;
  for (const address of known) {
    const score = nearness(words, address);
    if (score > bestScore) [best, bestScore] = [address, score];
  }
  return best;
}

/** What "To" opens with for an address not found: the page nearest it in words (never itself), or nothing. */
export function prefilledTo(from: string, known: KnownAddress[]): string {
  const path = from.trim();
  return (
    nearestTo(
      path,
      known.filter((address) => address.path !== path),
    )?.path ?? ''
  );
}

export type Suggestions = { best: KnownAddress | null; pages: KnownAddress[]; pieces: KnownAddress[] };

/**
 * Those that match what is typed (in the address or the name), leaving out the one typed exactly and the From address:
 * the site's pages, and the articles and story pages; the one nearest the From address first in its group, as `best`.
 */
export function suggestionsFor(typed: string, known: KnownAddress[], from = ''): Suggestions {
  const text = typed.trim().toLowerCase();
  if (known.some((address) => address.path === typed.trim())) return { best: null, pages: [], pieces: [] };
  const matching = known.filter(
    ({ path, name }) => path !== from && (path.toLowerCase().includes(text) || name.toLowerCase().includes(text)),
  );
  const best = from ? nearestTo(from, matching) : null;
  const first = (list: KnownAddress[]) => (best && list.includes(best) ? [best, ...list.filter((a) => a !== best)] : list);
  return {
    best,
    pages: first(matching.filter((address) => !address.piece)),
    pieces: first(matching.filter((address) => address.piece)).slice(0, PIECES_SHOWN),
  };
}

/** The site's addresses, read from what the admin already loads (the pieces' lists). */
export function useKnownAddresses(): KnownAddress[] {
  const t = useAdminT();
  const lang = useLang();
  const journal = useQuery(piecesQuery('journal'));
  const work = useQuery(piecesQuery('work'));
  // In the header's order (the client stories after Services, the journal after Pricing), then the rest of the footer's.
  const names = new Map<string, string>([
    ...PUBLIC_ROUTES.map((route): [string, string] => [route.path, t.content.sections[route.section]]),
    [WORK_PATH, t.publishing.collections.work],
    [JOURNAL_PATH, t.publishing.collections.journal],
  ]);
  const order = [...new Set([...SITE_LINKS.map(([path]) => path as string), ...names.keys()])];
  const pages = order.map((path) => ({ path, name: names.get(path) ?? path }));
  return knownAddresses(pages, { journal: journal.data, work: work.data }, lang);
}
