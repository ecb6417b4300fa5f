// The Writing tab: the journal's articles and the Work pages (a section each), their lists and their editor, at
// /dashboard/writing/{collection}[/{id}|/new]; and the redirects (/dashboard/writing/redirects), drawn by the slot given.
import type { ReactNode } from 'react';
import { COLLECTIONS, type Collection } from '../../../src/contract';
import type { HistorySlot } from '../../components/admin/history-slot';
import { useAdminT } from '../../lib/admin-i18n';
import { Link, useRoute } from '../../lib/router';
import { PieceEditorScreen } from './piece-editor';
import { PiecesList } from './pieces-list';

const isCollection = (name: string | undefined): name is Collection => (COLLECTIONS as readonly string[]).includes(name ?? '');

type Props = {
  history: HistorySlot;
  guard: (event: { preventDefault: () => void }) => void;
  /** The redirects and the addresses not found (another feature's screen). */
  redirects: ReactNode;
};

const REDIRECTS = 'redirects';

export function WritingPanel({ history, guard, redirects }: Props) {
  const t = useAdminT();
  const [, params] = useRoute<{ collection?: string; piece?: string }>('/dashboard/writing/:collection?/:piece?');
  const onRedirects = params?.collection === REDIRECTS;
  const collection: Collection = isCollection(params?.collection) ? params.collection : 'journal';
  const piece = params?.piece;
  const id = piece && /^[1-9]\d{0,9}$/.test(piece) ? Number(piece) : null;
  // The sections on the lists; an editor has its own way back ("All articles") and opens on its piece.
  const editing = !onRedirects && piece !== undefined;
  return (
    // The Writing tab's one focus ring (decision 0140): the warm `focus-warm` in place of the admin's blue-grey, for
    // every control here (the lists, the editor, its menus and dialogs), by the token the ring is drawn in.
    <div className="[--c-focus:var(--c-focus-warm)]">
      {!editing && (
        // The sections, a level under the admin's tabs: a segmented track (round 20: underlined as the admin's tabs above
        // and the editor's below, three levels of one look), the open one raised off it in ink, a size above the list's
        // words (the list's own heading is for screen readers only).
        <nav
          aria-label={t.publishing.sections}
          className="mb-5 max-sm:-mx-5 max-sm:overflow-x-auto max-sm:px-5 max-sm:[scrollbar-width:none]"
        >
          <div className="inline-flex gap-0.5 rounded-lg bg-surface-alt p-1">
            {[...COLLECTIONS, REDIRECTS].map((name) => {
              const current = onRedirects ? name === REDIRECTS : name === collection;
              return (
                <Link
                  key={name}
                  href={`/dashboard/writing/${name}`}
                  onClick={guard}
                  aria-current={current ? 'page' : undefined}
                  className={`keyboard-ring inline-flex min-h-10 min-w-11 shrink-0 items-center justify-center rounded-md px-4 text-[0.9375rem] font-semibold whitespace-nowrap transition-colors max-sm:min-h-11 max-sm:px-3 ${
                    current ? 'bg-raised text-ink shadow-[var(--shadow-raised)]' : 'text-muted hover:text-ink'
                  }`}
                >
                  {isCollection(name) ? t.publishing.collections[name] : t.redirects.section}
                </Link>
              );
            })}
          </div>
        </nav>
      )}
      {onRedirects ? (
        redirects
      ) : piece === undefined ? (
        <PiecesList collection={collection} />
      ) : (
        // No key: a new piece, once saved, goes on in the same editor under its own address (in the same language).
        <PieceEditorScreen collection={collection} id={piece === 'new' ? null : (id ?? 0)} history={history} />
      )}
    </div>
  );
}
