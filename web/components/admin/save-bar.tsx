// The admin's one way to save (decision 0180), the same on the content tab and every settings page: nothing shows while
// nothing changed (on the content tab, `shown`, a quiet bar: decision 0199); once something did, a bar docks at the foot of the window (on a phone in the tab bar's place) saying
// how much is unsaved, with Discard and product.md's "Save Changes". It covers nothing: the page keeps room for it.
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
  /** Without it the button submits the form around it (a settings page). */
  onSave?: () => void;
  /** The button's words while saving, where they change. */
  busyLabel?: string;
  /** Where the bar docks edge to edge: the negative margins that take it to its column's or card's edges, and the
   *  padding that keeps its words on the fields' edges. */
  bleed: string;
  /** Untouched, the button still answers a press (the content tab says there is nothing to save); else it is disabled. */
  idlePress?: boolean;
  /** Where its room is kept on a phone once it is fixed to the window's foot: after it (the content tab's page end), or
   *  by the page around it ('page': a settings card, whose foot would otherwise hold ~90 px of nothing). */
  room?: 'after' | 'page';
  /** Which forms the changes are in, where a page's one bar saves several (settings, decision 0188). */
  where?: string;
  /** Untouched, still there, quiet (decision 0199: the content tab, whose product.md names its "Save Changes" beside the
   *  section selector): a line at the column's end in the page's flow, "All saved" and a plainly disabled "Save Changes"
   *  (decision 0247: no card, no pin, no room kept; the bar rises only with changes). */
  shown?: boolean;
  /** From 640 px the docked bar is fixed to the window's foot over its column's width (round 21: sticky, it floated
   *  mid-screen under a short page's end, and its bleed started it 20 px left of the column). A spacer of its height keeps
   *  its room at the column's end, so it covers nothing. Quiet, it is not pinned (decision 0247, amending 0220: a floating
   *  card saying "All saved" over the fields, with a dead gap kept for it, gave mixed signals). */
  pin?: boolean;
};

/** The pinned bar's box from 640 px, the same quiet or docked: fixed to the window's foot over the column (its left and
 *  width measured from the spacer), edged on three sides, its top corners rounded. */
/** An untouched button that still answers a press (`idlePress`, `aria-disabled`): drawn as the disabled primary one (the
 *  same button as with changes, greyed), not an outlined one that reads as live. */
const IDLE =
  'aria-disabled:cursor-not-allowed aria-disabled:bg-line aria-disabled:text-faint aria-disabled:shadow-none aria-disabled:hover:bg-line';

const PINNED = 'sm:fixed sm:bottom-0 sm:!m-0 sm:rounded-t-xl sm:border-x sm:left-[var(--bar-left)] sm:w-[var(--bar-width)]';

export function SaveBar({
  changes,
  dirty,
  busy,
  saved,
  onDiscard,
  onSave,
  busyLabel,
  bleed,
  idlePress,
  room = 'after',
  where,
  shown,
  pin = false,
}: Props) {
  const t = useAdminT();
  const bar = t.content.bar;
  const docked = dirty || busy;
  // Just saved (and nothing changed since): no bar, a quiet line at the page's end saying so and when.
  const done = !docked && saved !== undefined;
  const quiet = !docked && shown === true;
  // Pinned: where the column is (the spacer's box) and how tall the bar is, measured while docked or, `shown`, quiet.
  const spacer = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const [place, setPlace] = useState<{ left: number; width: number; height: number } | null>(null);
  const pinned = pin && docked;
  // Docked, anything scrolled into view (a field tabbed to, a part opened) stops above the bar, not under it; quiet, the
  // bar is in the page's flow and covers nothing.
  const over = docked;
  // The room kept is the bar's own measured height (and a gap), where it is measured: a field brought into view ends
  // clear of the bar, never half under it (decision 0235).
  const clearance = place?.height ? `${place.height + 16}px` : '5.5rem';
  useEffect(() => {
    if (!over) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `calc(var(--tab-bar, 0px) + ${clearance})`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [over, clearance]);
  useLayoutEffect(() => {
    if (!pinned) return;
    const measure = () => {
      const box = spacer.current?.getBoundingClientRect();
      if (!box) return;
      const next = { left: Math.round(box.left), width: Math.round(box.width), height: section.current?.offsetHeight ?? 0 };
      setPlace((before) =>
        before && before.left === next.left && before.width === next.width && before.height === next.height ? before : next,
      );
    };
    measure();
    const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (spacer.current) watch?.observe(spacer.current);
    if (section.current) watch?.observe(section.current);
    window.addEventListener('resize', measure);
    return () => {
      watch?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [pinned]);
  const count = (one: string, many: string) => (changes === 1 ? one : fill(many, { count: String(changes) }));
  const status = busy ? t.content.saving : dirty ? (changes === undefined ? bar.label : count(bar.one, bar.many)) : (saved ?? bar.clean);
  // On a phone, with something to save, the bar takes the tab bar's place, fixed at the window's foot (the dashboard hides
  // the tab bar while a `[data-save-bar="replace"]` is there): one line, "● 1 change · Discard · Save Changes".
  const replace = dirty || busy;
  return (
    <>
      <section
        ref={section}
        aria-label={bar.label}
        data-state={dirty ? 'dirty' : saved !== undefined ? 'saved' : 'clean'}
        data-save-bar={replace ? 'replace' : ''}
        // Untouched it is no bar: only the status for a screen reader and, where it answers a press, the button for the
        // keyboard, shown once it has the focus (round 18: a lone idle "Save Changes" far from the fields); but `shown` (the
        // content tab), a quiet bar held in sight (decision 0199).
        // Pinned from 640 px, quiet or docked, one box: on the window's foot, the column's width, its top corners rounded;
        // quiet it is a slim line (its words muted, the button outlined and small), docked it stands taller.
        className={
          docked
            ? `sticky bottom-[var(--tab-bar,0px)] z-20 mt-6 border-t border-line-strong bg-surface px-5 py-3 shadow-[0_-8px_24px_-16px_rgb(0_0_0/0.25)] ${bleed} ${
                replace
                  ? 'max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:m-0 max-sm:z-30 max-sm:py-1 max-sm:pb-[calc(0.25rem+env(safe-area-inset-bottom))]'
                  : ''
              } ${pinned ? PINNED : ''}`
            : quiet
              ? // In the page's flow at the column's end: a hairline, the status and the disabled button, no card.
                'mt-6 border-t border-line pt-3'
              : done
                ? 'mt-6 flex justify-end'
                : 'sr-only focus-within:not-sr-only focus-within:mt-6 focus-within:flex focus-within:justify-end'
        }
        style={pinned && place ? ({ '--bar-left': `${place.left}px`, '--bar-width': `${place.width}px` } as CSSProperties) : undefined}
      >
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 max-sm:flex-nowrap max-sm:gap-x-1">
          <p
            role="status"
            className={
              docked || done || quiet ? `flex min-w-0 items-center gap-2 text-sm ${dirty ? 'font-semibold' : 'text-muted'}` : 'sr-only'
            }
          >
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
              <span>{status}</span>
            )}
            {dirty && where && (
              <span className="min-w-0 truncate font-normal text-muted max-sm:hidden" data-save-where="">
                · {where}
              </span>
            )}
          </p>
          {/* Untouched or just saved, the button is there for the keyboard (and product.md), seen once it has the focus; in a
              quiet bar, always seen, outlined. */}
          <div className={`flex shrink-0 items-center gap-2 max-sm:gap-1 ${docked || quiet ? '' : 'sr-only focus-within:not-sr-only'}`}>
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
            <button
              type={onSave ? 'button' : 'submit'}
              className={`whitespace-nowrap ${dirty || busy ? 'btn-primary' : idlePress ? `btn-primary ${IDLE}` : 'btn-outline'}`}
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
      {/* Pinned from 640 px: the bar's room in its column, where it would have been. */}
      {pinned && <div ref={spacer} className="mt-6 max-sm:hidden" style={{ height: place?.height ?? 64 }} aria-hidden="true" />}
      {/* Fixed to the window's foot on a phone: its room kept at the page's end, so it never covers the last field. */}
      {/* Its height once measured (decision 0235: room equal to the bar's height wherever it can show). */}
      {replace && room === 'after' && (
        <div className="h-14 sm:hidden" style={pinned && place?.height ? { height: place.height } : undefined} aria-hidden="true" />
      )}
    </>
  );
}
