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
  /** Side by side from 1280 px the column folds away (review round 16: under the panes it was out of sight), opened
   * again by "Settings" at the switches' row's end (SettingsToggle; round 23: folded, a rail of its own left a dead
   * gutter beside the panes); open, the fold's mark at its head folds it again. */
  rail?: { open: boolean; onToggle: () => void };
  children: ReactNode;
};

/** The id the foot bar's "Settings" controls. */
export const SETTINGS_ID = 'piece-settings';
/** Side by side from 1280 px: the folded panel's "Settings" at the switches' row's end, and the open panel's fold. */
const OPEN_ID = 'piece-settings-open';
const FOLD_ID = 'piece-settings-fold';
/** Wider than a phone there is no sheet: the settings are on the page. */
const WIDE = '(min-width: 640px)';

export function SettingsSheet({ open, onClose, className = '', rail, children }: Props) {
  const words = useAdminT().publishing.editor;
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Its height, for the column held in the window (piece-editor.tsx): taller than the window, it scrolls with the page
  // as a whole and is held by its foot, never cut inside a box of its own (round 23: cut off mid-field under "Author").
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => element.style.setProperty('--settings-h', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
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
      ref={panel}
      id={SETTINGS_ID}
      // A dialog while it is one (open, on a phone); else a part of the page.
      {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': headingId } : {})}
      className={`${className} ${
        open
          ? 'max-sm:fixed max-sm:inset-0 max-sm:z-40 max-sm:grid max-sm:content-start max-sm:gap-4 max-sm:overflow-y-auto max-sm:overscroll-contain max-sm:bg-surface max-sm:px-5 max-sm:pb-[max(2rem,env(safe-area-inset-bottom))]'
          : 'max-sm:hidden'
      }`}
    >
      {/* The panel's own header, one name at every width (round 23: the phone's sheet was "Settings", the desktop's card
          "Details"). On a phone the sheet's bar, where the editor's is: its name, and Done under the thumb's reach of the
          top corner. From 1280 px the column's head, its name over the cards (a visible open state); side by side its
          fold's mark at its end. Between, the settings run in the page's one column, each part in its place: no head.
          From 1280 px held under the editor's bar, on the page's ground, when the column is taller than the window and
          scrolls by (round 25: its name was cut in half under the bar). */}
      <div
        data-settings-head
        className="sticky top-0 z-10 -mx-5 flex h-[65px] items-center justify-between gap-3 border-b border-line bg-bg-alt px-5 max-sm:bg-surface sm:max-xl:hidden xl:top-[var(--bar-h,0px)] xl:mx-0 xl:-mb-2 xl:h-11 xl:border-0 xl:px-0"
      >
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="flex items-center gap-2 text-base font-semibold outline-none xl:text-[0.9375rem]"
        >
          <span className="i-lucide-sliders-horizontal h-4 w-4 text-muted" aria-hidden="true" />
          {words.settings}
        </h2>
        <button type="button" className="btn-primary sm:hidden" onClick={onClose}>
          {words.settingsDone}
        </button>
        {rail?.open && (
          <button
            type="button"
            id={FOLD_ID}
            aria-expanded
            aria-controls={SETTINGS_ID}
            aria-label={words.settingsFold}
            title={words.settingsFold}
            onClick={() => {
              rail.onToggle();
              requestAnimationFrame(() => document.getElementById(OPEN_ID)?.focus());
            }}
            className="btn-icon max-xl:hidden"
          >
            <span className="i-lucide-panel-right-close h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
      {children}
    </div>
  );
}

/** Side by side from 1280 px, the folded panel's one way back: "Settings" by name at the end of the switches' row, where
 * the view and focus are chosen (round 23: on a rail of its own beside the panes, it left a dead gutter). */
export function SettingsToggle({ onOpen, className = '' }: { onOpen: () => void; className?: string }) {
  const words = useAdminT().publishing.editor;
  return (
    <button
      type="button"
      id={OPEN_ID}
      aria-expanded={false}
      aria-controls={SETTINGS_ID}
      onClick={() => {
        onOpen();
        requestAnimationFrame(() => document.getElementById(FOLD_ID)?.focus());
      }}
      className={`btn-outline btn-sm min-h-8 whitespace-nowrap ${className}`}
    >
      <span className="i-lucide-sliders-horizontal h-4 w-4" aria-hidden="true" />
      {words.settings}
    </button>
  );
}
