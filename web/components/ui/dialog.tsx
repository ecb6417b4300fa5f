// A modal dialog on the native <dialog>: focus stays inside, Esc closes, focus returns to where it was; the body scrolls
// between a fixed title and fixed actions. On a phone (< 640 px) a dialog is a full-screen sheet: title and close at
// the top, the actions fixed at the bottom; a confirmation (alertdialog) and a `compact` dialog (a one-field prompt, such
// as signing in again) stay a centred card as tall as their content, being one short question.
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Room for a form with two languages side by side. */
  wide?: boolean;
  /** A text to read (a visitor's message): a line of about 70 characters rather than a form's width. */
  reading?: boolean;
  /** A reading pane: from 1024 px docked to the right edge, the whole height, over a lighter scrim, so the list it was
   *  opened from stays in sight beside it (a mail app's split view). */
  docked?: boolean;
  /** Asked when Esc or the close button would close it (e.g. "drop the unsaved edits?"); false keeps it open. */
  canClose?: () => boolean;
  /** The name of a close button (×) beside the title, in the admin's language; without it only the actions close. */
  closeLabel?: string;
  /** A short prompt (one field): a centred card on every width, never the phone's full-screen sheet. */
  compact?: boolean;
  /** Shown above the actions, announced politely (a form's "Saved" or "Nothing to save"). */
  status?: ReactNode;
  /** Pinned under the title with it: what the body is about (a message's sender and date), in view however far the
   *  body scrolls. */
  head?: ReactNode;
  /** What the title shows, when it is shorter than the name it gives the dialog (`title`, still read out): a message's
   *  sender alone where the dialog is named "Message from …". */
  shownTitle?: ReactNode;
  /** On a phone the title band scrolls away with the body (the actions stay at the foot): a short header that never
   *  takes the room of what is written below it (review round 16: a 170 px pinned head clipped the reply). */
  headScrolls?: boolean;
};

/** The scrim (a token): a warm near-black in light, a deeper black in dark, where the page is dark already. */
const SCRIM = 'backdrop:bg-scrim';
/** Beside a docked pane the list stays readable: the scrim says "not now", not "gone" (in dark a deeper one, round 17:
 *  at the light theme's 28 % the dark page hardly dimmed and the pane did not read as in front of it). */
const DOCKED_SCRIM = 'backdrop:bg-scrim lg:backdrop:bg-scrim-docked';
/** From 1024 px: against the right edge, the window's height, square where it meets the edges. */
const DOCKED = 'lg:my-0 lg:mr-0 lg:ml-auto lg:h-dvh lg:max-h-none lg:w-[min(46rem,62vw)] lg:rounded-none lg:border-y-0 lg:border-r-0';

const WIDTH = {
  normal: 'w-[min(36rem,calc(100vw-2rem))]',
  reading: 'w-[min(46rem,calc(100vw-2rem))]',
  wide: 'w-[min(64rem,calc(100vw-2rem))]',
};

/** Below 640 px: the whole screen, no rim or rounding (the UA's max-width/height of a modal lifted), on the one sheet
 *  surface every phone sheet has (`surface`: the writing's settings sheet too; round 27: in dark the settings sheet was
 *  near-black, the redirect's sheet a step lighter than the editor's warm ground, three grounds for one kind of layer). */
const SHEET = 'max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:rounded-none max-sm:border-0 max-sm:bg-surface';

export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  role = 'dialog',
  wide = false,
  reading = false,
  docked = false,
  compact = false,
  canClose,
  closeLabel,
  status,
  head,
  shownTitle,
  headScrolls = false,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const sheet = role === 'dialog' && !compact;
  // On a phone, with a head that scrolls, the whole sheet scrolls under its title bar: the bar's hairline then shows.
  const [barScrolled, setBarScrolled] = useState(false);
  // Set when Esc was refused but the browser closes anyway (a second Esc without a click in between may not be
  // cancelled): the dialog then opens again instead of telling the owner it closed.
  const reopen = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!canClose || canClose()) return;
    event.preventDefault();
    if (!event.cancelable) reopen.current = true;
  };
  const closed = () => {
    if (!reopen.current) return onClose();
    reopen.current = false;
    ref.current?.showModal();
  };
  // Once its body is scrolled, the title's band draws its edge: what went under it is seen to go under, not cut.
  const [scrolled, setScrolled] = useState(false);
  // The title band on a phone's sheet: a hairline under it; with a head that scrolls, a fixed bar clear of the status bar
  // whose hairline shows once the sheet is scrolled (from 640 px the head below draws the band's edge).
  const pinnedBar = headScrolls && Boolean(head);
  const band = pinnedBar
    ? `bg-dialog px-4 pt-5 sm:px-6 sm:pt-6 max-sm:sticky max-sm:bg-surface max-sm:top-0 max-sm:z-20 max-sm:border-b max-sm:pt-[max(0.5rem,env(safe-area-inset-top))] max-sm:pb-2 max-sm:transition-colors ${barScrolled ? 'max-sm:border-line' : 'max-sm:border-transparent'}`
    : `border-b px-4 pt-5 pb-3 transition-colors sm:px-6 sm:pt-6 sm:pb-4 ${scrolled ? 'border-line' : 'border-transparent'} ${sheet ? 'max-sm:border-line max-sm:pt-2 max-sm:pb-2' : ''}`;
  const fullHeight = `${sheet ? 'max-sm:h-dvh max-sm:max-h-none' : ''} ${docked ? 'lg:h-dvh lg:max-h-none' : ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a dialog opened again starts at its top
  useEffect(() => {
    setScrolled(false);
    setBarScrolled(false);
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={closed}
      data-sheet={sheet || undefined}
      className={`m-auto max-h-[calc(100dvh-2rem)] overflow-hidden rounded-2xl border border-dialog-edge bg-dialog p-0 text-ink shadow-2xl ${docked ? DOCKED_SCRIM : SCRIM} ${
        wide ? WIDTH.wide : reading ? WIDTH.reading : WIDTH.normal
      } ${sheet ? SHEET : ''} ${docked ? DOCKED : ''}`}
    >
      {/* Title and actions stay in view; only the body scrolls, so a long text never pushes the buttons out of reach. */}
      {open && (
        <div
          className={`flex max-h-[calc(100dvh-2rem)] flex-col ${fullHeight} ${headScrolls ? 'max-sm:overflow-y-auto' : ''}`}
          onScroll={headScrolls ? (event) => setBarScrolled(event.currentTarget.scrollTop > 0) : undefined}
        >
          {/* On a phone a head that scrolls (headScrolls) leaves the title bar behind: the name and × stay fixed at the
              top, clear of the status bar, and the head under them scrolls with the body (round 19: the name was cut at
              the screen's top). From 640 px the bar and the head are one band, as before. */}
          <div className={band}>
            {/* The row reaches 0.5rem into the band's padding for the ×, so the × ends inside the row (nothing overflows). */}
            <div className={`flex items-start gap-2 ${closeLabel ? '-mr-2' : ''}`}>
              <h2
                id={titleId}
                aria-label={shownTitle === undefined ? undefined : title}
                className={`min-w-0 flex-1 self-center text-xl font-semibold [overflow-wrap:anywhere] ${headScrolls ? 'max-sm:line-clamp-2' : ''}`}
              >
                {shownTitle ?? title}
              </h2>
              {closeLabel && (
                <button
                  type="button"
                  aria-label={closeLabel}
                  title={closeLabel}
                  onClick={() => (!canClose || canClose()) && ref.current?.close()}
                  className="keyboard-ring grid h-11 w-11 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-alt hover:text-ink sm:-mt-2"
                >
                  <span className="i-lucide-x h-5 w-5" aria-hidden="true" />
                </button>
              )}
            </div>
            {head && !pinnedBar && <div className="mt-2 min-w-0 sm:mt-3">{head}</div>}
          </div>
          {head && pinnedBar && (
            <div
              className={`min-w-0 border-b border-line px-4 pt-1 pb-3 transition-colors sm:px-6 sm:pt-3 sm:pb-4 ${scrolled ? 'sm:border-line' : 'sm:border-transparent'}`}
            >
              {head}
            </div>
          )}
          {/* Room under the last field before the actions' rule (it touched a password field with less). On a phone's
              sheet, 20 px under its header's hairline (round 27: the redirect's "Kind" sat flush under it). */}
          <div
            className={`min-h-0 flex-1 overflow-y-auto px-4 pt-1 pb-4 sm:px-6 sm:pt-0 sm:pb-5 ${headScrolls ? 'max-sm:flex-none max-sm:overflow-visible max-sm:pt-4' : sheet ? 'max-sm:pt-5' : ''}`}
            onScroll={(event) => setScrolled(event.currentTarget.scrollTop > 0)}
          >
            {children}
          </div>
          {/* The status in the actions' row, at its start: said beside the buttons it is about, not squeezed between the
              body and the rule. */}
          <div
            className={`flex flex-wrap items-center justify-end gap-2 border-t border-line px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6 sm:py-4 ${headScrolls ? 'bg-dialog max-sm:sticky max-sm:bottom-0 max-sm:mt-auto max-sm:bg-surface' : ''}`}
          >
            <div role="status" className="mr-auto min-w-0 text-sm text-muted empty:hidden max-sm:basis-full">
              {status}
            </div>
            {actions}
          </div>
        </div>
      )}
    </dialog>
  );
}
