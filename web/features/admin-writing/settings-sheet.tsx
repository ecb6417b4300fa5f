// A piece's settings (the open language's place on the site, then what both languages share) where they belong on each
// width: from 640 px, the column beside or under the text, as they were; on a phone, out of the writing's way, a sheet
// over the whole window opened by "Settings" in the foot bar, headed by its name and Done (which, Escape too, closes it
// and gives the focus back to "Settings"). Its fields stay in the piece's form either way: what is typed there is saved
// with the text.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useAdminT } from '../../lib/admin-i18n';

type Props = {
  open: boolean;
  onClose: () => void;
  className?: string;
  /** Side by side from 1280 px the column folds to a rail of its mark (review round 16: under the panes it was out of
   * sight): the rail's button opens it, and, open, folds it again. */
  rail?: { open: boolean; onToggle: () => void };
  children: ReactNode;
};

/** The id the foot bar's "Settings" controls. */
export const SETTINGS_ID = 'piece-settings';
/** Wider than a phone there is no sheet: the settings are on the page. */
const WIDE = '(min-width: 640px)';

export function SettingsSheet({ open, onClose, className = '', rail, children }: Props) {
  const words = useAdminT().publishing.editor;
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    // The page under the sheet keeps its place; a window widened past a phone's shows the settings on the page.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const wide = window.matchMedia(WIDE);
    const widened = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', widened);
    // Escape closes it, but Escape in a question asked from inside (Take down?) closes that question only.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !(event.target as Element | null)?.closest?.('dialog, [role="alertdialog"]')) onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.body.style.overflow = overflow;
      wide.removeEventListener('change', widened);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open, onClose]);
  return (
    <div
      id={SETTINGS_ID}
      // A dialog while it is one (open, on a phone); else a part of the page.
      {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': headingId } : {})}
      className={`${className} ${
        open
          ? 'max-sm:fixed max-sm:inset-0 max-sm:z-40 max-sm:grid max-sm:content-start max-sm:gap-4 max-sm:overflow-y-auto max-sm:overscroll-contain max-sm:bg-bg max-sm:px-5 max-sm:pb-[max(2rem,env(safe-area-inset-bottom))]'
          : 'max-sm:hidden'
      }`}
    >
      {/* The sheet's own bar, where the editor's is: its name, and Done under the thumb's reach of the top corner. */}
      <div className="sticky top-0 z-10 -mx-5 flex h-[65px] items-center justify-between gap-3 border-b border-line bg-bg-alt px-5 sm:hidden">
        <h2 ref={heading} id={headingId} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold outline-none">
          <span className="i-lucide-sliders-horizontal h-4 w-4 text-muted" aria-hidden="true" />
          {words.settings}
        </h2>
        <button type="button" className="btn-primary" onClick={onClose}>
          {words.settingsDone}
        </button>
      </div>
      {rail && (
        // Folded, a labelled "Details" on the tabs' row, its top on theirs (round 21: an unlabelled mark floated outside
        // the grid); open, the fold's mark alone at the panel's corner.
        <div data-rail className="hidden justify-end xl:flex">
          {rail.open ? (
            <button
              type="button"
              aria-expanded
              aria-label={words.settingsFold}
              title={words.settingsFold}
              onClick={rail.onToggle}
              className="keyboard-ring grid h-9 w-9 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-alt"
            >
              <span className="i-lucide-panel-right-close h-4 w-4" aria-hidden="true" />
            </button>
          ) : (
            <button
              type="button"
              aria-expanded={false}
              onClick={rail.onToggle}
              className="btn-outline btn-sm mt-0.5 min-h-8 whitespace-nowrap"
            >
              <span className="i-lucide-panel-right-open h-4 w-4" aria-hidden="true" />
              {words.shared}
            </button>
          )}
        </div>
      )}
      {children}
    </div>
  );
}
