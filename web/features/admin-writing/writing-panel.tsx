// The Writing tab: the journal's articles and the Work pages (a section each), their lists and their editor, at
// /dashboard/writing/{collection}[/{id}|/new].
import { COLLECTIONS, type Collection } from '../../../src/contract';
import type { HistorySlot } from '../../components/admin/history-slot';
import { useAdminT } from '../../lib/admin-i18n';
import { Link, useRoute } from '../../lib/router';
import { PieceEditorScreen } from './piece-editor';
import { PiecesList } from './pieces-list';

const isCollection = (name: string | undefined): name is Collection => (COLLECTIONS as readonly string[]).includes(name ?? '');

export function WritingPanel({ history, guard }: { history: HistorySlot; guard: (event: { preventDefault: () => void }) => void }) {
  const t = useAdminT();
  const [, params] = useRoute<{ collection?: string; piece?: string }>('/dashboard/writing/:collection?/:piece?');
  const collection: Collection = isCollection(params?.collection) ? params.collection : 'journal';
  const piece = params?.piece;
  const id = piece && /^[1-9]\d{0,9}$/.test(piece) ? Number(piece) : null;
  return (
    <div>
      <nav aria-label={t.publishing.sections} className="mb-6 flex gap-2">
        {COLLECTIONS.map((name) => (
          <Link
            key={name}
            href={`/dashboard/writing/${name}`}
            onClick={guard}
            aria-current={name === collection ? 'page' : undefined}
            className={`keyboard-ring inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
              name === collection ? 'bg-ink text-bg' : 'text-muted hover:bg-surface hover:text-ink'
            }`}
          >
            {t.publishing.collections[name]}
          </Link>
        ))}
      </nav>
      {piece === undefined ? (
        <PiecesList collection={collection} />
      ) : (
        // No key: a new piece, once saved, goes on in the same editor under its own address (in the same language).
        <PieceEditorScreen collection={collection} id={piece === 'new' ? null : (id ?? 0)} history={history} />
      )}
    </div>
  );
}
