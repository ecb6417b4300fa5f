// The editor's bar, held at the top of the window however long the text: back to the list, the piece's title, where
// its saving stands, and its actions (view it on the site, the "More actions" menu with Delete, Save Changes).
import type { ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { Link } from '../../lib/router';

type Props = {
  backHref: string;
  backLabel: string;
  title: string;
  /** "Unsaved changes", "All changes saved", or nothing yet. */
  status: string;
  /** View on the site and the menu, before Save. */
  actions?: ReactNode;
  busy: boolean;
  canSave: boolean;
};

export function EditorBar({ backHref, backLabel, title, status, actions, busy, canSave }: Props) {
  const t = useAdminT();
  const words = t.publishing.editor;
  return (
    <>
      <div className="sticky top-0 z-20 -mx-5 -mt-8 mb-5 border-b border-line bg-bg-alt/90 px-5 py-2.5 backdrop-blur-md sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <div className="flex items-center gap-2 sm:gap-3">
          <Link
            href={backHref}
            aria-label={backLabel}
            title={backLabel}
            className="keyboard-ring inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <span className="i-lucide-arrow-left h-5 w-5" aria-hidden="true" />
          </Link>
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-lg font-semibold tracking-tight max-sm:hidden sm:text-xl">{title}</h2>
            {/* On a phone the bar has room for its buttons only: the status is read out from here, and shown under the title. */}
            <p role="status" className="truncate text-xs text-muted max-sm:sr-only">
              {status}
            </p>
          </div>
          {actions}
          <button type="submit" form="piece-form" className="btn-primary shrink-0" disabled={busy || !canSave}>
            <span className="i-lucide-save h-4 w-4 max-sm:hidden" aria-hidden="true" />
            {busy ? words.saving : words.save}
          </button>
        </div>
      </div>
      {/* On a phone the bar has no room for the title: it is whole under the bar with where its saving stands, and scrolls
          away with the page. */}
      <div className="mb-4 sm:hidden">
        <h2 className="text-xl font-semibold tracking-tight text-balance">{title}</h2>
        {status && (
          <p className="mt-0.5 text-sm text-muted" aria-hidden="true">
            {status}
          </p>
        )}
      </div>
    </>
  );
}
