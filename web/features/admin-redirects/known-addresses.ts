// The addresses the redirect dialog's "To" field suggests: the site's own pages, the journal and the client stories, and
// each article and story page up in either language, each with its name in the admin's language. They are suggestions
// only: any path of the site, or a full address elsewhere, can still be typed.
import { useQuery } from '@tanstack/react-query';
import { LANGS, type Lang, type Piece } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { piecesQuery } from '../../lib/calls/pieces';
import { useLang } from '../../lib/i18n';
import { JOURNAL_PATH, journalPostPath, SITE_LINKS, WORK_PATH, workStoryPath } from '../../lib/published-routes';
import { PUBLIC_ROUTES } from '../../lib/routes';

export type KnownAddress = { path: string; name: string };

/** How many suggestions show at once: the site's seven pages before anything is typed, few enough to read at a glance. */
export const SUGGESTIONS_SHOWN = 7;

const isUp = (piece: Piece) => LANGS.some((lang) => piece[lang].state === 'published');
const titleIn = (piece: Piece, lang: Lang) => piece[lang].title || piece[lang === 'en' ? 'zh' : 'en'].title;

/** The site's addresses: its pages first (the ones a redirect most often leads to), then the pieces that are up. */
export function knownAddresses(pages: KnownAddress[], pieces: { journal?: Piece[]; work?: Piece[] }, lang: Lang): KnownAddress[] {
  const up = (list: Piece[] | undefined, path: (slug: string) => string) =>
    (list ?? []).filter(isUp).map((piece) => ({ path: path(piece.slug), name: titleIn(piece, lang) }));
  return [...pages, ...up(pieces.work, workStoryPath), ...up(pieces.journal, journalPostPath)];
}

/** Those that match what is typed (in the address or the name), leaving out the one typed exactly and `skip`. */
export function suggestionsFor(typed: string, known: KnownAddress[], skip = ''): KnownAddress[] {
  const text = typed.trim().toLowerCase();
  if (known.some((address) => address.path === typed.trim())) return [];
  return known
    .filter(({ path, name }) => path !== skip && (path.toLowerCase().includes(text) || name.toLowerCase().includes(text)))
    .slice(0, SUGGESTIONS_SHOWN);
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
