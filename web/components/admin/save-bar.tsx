// The admin's one way to save (decisions 0180, 0282), the same on the content tab and every settings page: one bar pinned
// to the window's foot over the content column, always there, one height, the state on the left ("All saved", "1 unsaved
// change") and product.md's "Save Changes" on the right (Discard beside it while something changed). On a phone it sits
// above the tab bar, and takes the tab bar's place while something is unsaved. The page keeps its height as room.
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

type Props = {
  /** How many fields differ from what is stored, where the screen counts them; without it "Unsaved changes". */
  changes?: number;
  dirty: boolean;
  busy: boolean;
  /** What the bar says once a save went through, while nothing is unsaved again (the content tab's "All changes saved"). */
  saved?: ReactNode;
  onDiscard?: () => void;
  /** Without it the button submits the form around it (a settings form alone). */
  onSave?: () => void;
  /** The button's words while saving, where they change. */
  busyLabel?: string;
  /** Untouched, the button still answers a press (it says there is nothing to save), drawn disabled (`aria-disabled`,
   *  `btn-off`); else it is disabled. */
  idlePress?: boolean;
  /** Which forms the changes are in, where a page's one bar saves several (settings, decision 0188). */
  where?: string;
};

/** One box in every state and on every page (decision 0282, review of session 55 #1: under a short form the bar floated
 *  mid-page, under a long one it sat at the end): from 640 px fixed to the window's foot over its column (its left and
 *  width measured from the in-flow anchor), 64 px tall, its top corners rounded; on a phone the screen's width, 56 px,
 *  above the tab bar (`--tab-bar`, 0 while the bar takes its place). Its room is the page's padding (uno.config.ts:
 *  `[data-dashboard]:has([data-save-pin]) main`), so it never covers the last field. */
const BOX =
  'fixed bottom-[var(--tab-bar,0px)] z-20 flex items-center border-t border-line-strong bg-surface px-5 shadow-[0_-8px_24px_-16px_rgb(0_0_0/0.25)] max-sm:inset-x-0 max-sm:min-h-14 max-sm:px-4 sm:left-[var(--bar-left)] sm:h-16 sm:px-6 sm:w-[var(--bar-width)] sm:rounded-t-xl sm:border-x';

export function SaveBar({ changes, dirty, busy, saved, onDiscard, onSave, busyLabel, idlePress, where }: Props) {
  const t = useAdminT();
  const bar = t.content.bar;
  const docked = dirty || busy;
  // Over the column: its left and width, read from the anchor (the column's width, no height) where the bar sits in the flow.
  const anchor = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; width: number } | null>(null);
  useEffect(() => {
    // Anything scrolled into view (a field tabbed to, a part opened) stops above the bar, never under it (decision 0235).
    const root = document.documentElement;
    root.style.scrollPaddingBottom = 'calc(var(--tab-bar, 0px) + 5rem)';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  useLayoutEffect(() => {
    const measure = () => {
      const box = anchor.current?.getBoundingClientRect();
      if (!box) return;
      const next = { left: Math.round(box.left), width: Math.round(box.width) };
      setPlace((before) => (before && before.left === next.left && before.width === next.width ? before : next));
    };
    measure();
    const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (anchor.current) watch?.observe(anchor.current);
    window.addEventListener('resize', measure);
    return () => {
      watch?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  const count = (one: string, many: string) => (changes === 1 ? one : fill(many, { count: String(changes) }));
  const status = busy ? t.content.saving : dirty ? (changes === undefined ? bar.label : count(bar.one, bar.many)) : (saved ?? bar.clean);
  return (
    <>
      <div ref={anchor} className="h-0" aria-hidden="true" data-save-anchor="" />
      <section
        aria-label={bar.label}
        data-state={dirty ? 'dirty' : saved !== undefined ? 'saved' : 'clean'}
        // On a phone, with something to save, the bar takes the tab bar's place (the dashboard hides the tab bar while a
        // `[data-save-bar="replace"]` is there): one line, "● 1 change · Discard · Save Changes".
        data-save-bar={docked ? 'replace' : ''}
        data-save-pin=""
        className={`${BOX} ${docked ? 'max-sm:z-30 max-sm:pb-[env(safe-area-inset-bottom)]' : ''}`}
        style={place ? ({ '--bar-left': `${place.left}px`, '--bar-width': `${place.width}px` } as CSSProperties) : undefined}
      >
        <div className="flex w-full items-center justify-between gap-x-3 max-sm:gap-x-1">
          <p role="status" className={`flex min-w-0 items-center gap-2 text-sm ${dirty ? 'font-semibold' : 'text-muted'}`}>
            <span
              className={
                dirty
                  ? 'changed-dot'
                  : saved !== undefined
                    ? 'i-lucide-circle-check h-4 w-4 shrink-0 text-good'
                    : 'i-lucide-check h-4 w-4 shrink-0 text-faint'
              }
              aria-hidden="true"
            />
            {dirty && !busy && changes !== undefined ? (
              <>
                <span className="max-sm:hidden">{status}</span>
                <span className="whitespace-nowrap sm:hidden">{count(bar.oneShort, bar.manyShort)}</span>
              </>
            ) : (
              <span className="min-w-0 truncate">{status}</span>
            )}
            {dirty && where && (
              <span className="min-w-0 truncate font-normal text-muted max-sm:hidden" data-save-where="">
                · {where}
              </span>
            )}
          </p>
          <div className="flex shrink-0 items-center gap-2 max-sm:gap-1">
            {dirty && onDiscard && (
              <button
                type="button"
                className="btn-outline max-sm:min-h-11 max-sm:border-transparent max-sm:bg-transparent max-sm:px-3"
                onClick={onDiscard}
                disabled={busy}
              >
                {bar.discard}
              </button>
            )}
            {/* Untouched, drawn as every disabled button is (`btn-off`); with changes, the primary button. */}
            <button
              type={onSave ? 'button' : 'submit'}
              className="btn-primary whitespace-nowrap"
              onClick={onSave}
              disabled={busy || (!dirty && !idlePress)}
              // Untouched but still answering a press (it says there is nothing to save): drawn disabled, and said so.
              aria-disabled={!dirty && !busy && idlePress ? true : undefined}
            >
              <span className="i-lucide-save h-4 w-4 max-sm:hidden" aria-hidden="true" />
              {busy && busyLabel ? busyLabel : t.content.save}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
