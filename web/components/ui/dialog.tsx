// A modal dialog on the native <dialog>: focus stays inside, Esc closes, focus returns to where it was; the body scrolls
// between a fixed title and fixed actions.
import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Room for a form with two languages side by side (still the screen's width less a margin on a phone). */
  wide?: boolean;
  /** Asked when Esc would close it (e.g. "drop the unsaved edits?"); false keeps it open. */
  canClose?: () => boolean;
};

/** The scrim is a warm near-black in both themes: it darkens the page under it, and a dark page's own ground would not. */
const SCRIM = 'backdrop:bg-[rgb(12_10_8/.62)]';

const WIDTH = {
  normal: 'w-[min(36rem,calc(100vw-2rem))]',
  wide: 'w-[min(64rem,calc(100vw-2rem))]',
};

export function Dialog({ open, onClose, title, children, actions, role = 'dialog', wide = false, canClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={closed}
      className={`m-auto max-h-[calc(100dvh-2rem)] overflow-hidden rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl ${SCRIM} ${wide ? WIDTH.wide : WIDTH.normal}`}
    >
      {/* Title and actions stay in view; only the body scrolls, so a long text never pushes the buttons out of reach. */}
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <h2 id={titleId} className="px-4 pt-5 pr-8 text-xl sm:px-6 sm:pt-6 font-semibold [overflow-wrap:anywhere]">
            {title}
          </h2>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-4 pb-2 sm:px-6">{children}</div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-line px-4 py-3 sm:px-6 sm:py-4">{actions}</div>
        </div>
      )}
    </dialog>
  );
}
