// A row's "More actions" menu (delete, which still asks first): a native popover, so it sits above the table without
// being clipped by its scroll box, Escape and a click elsewhere close it, and Tab goes from its button into it.
import { useId, useRef } from 'react';

type Props = { label: string; deleteLabel: string; deleteText: string; onDelete: () => void };

export function RowMenu({ label, deleteLabel, deleteText, onDelete }: Props) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // The popover is fixed in the top layer: put it under its button, its right edge on the button's.
  const place = (event: { newState?: string }) => {
    const box = trigger.current?.getBoundingClientRect();
    if (event.newState !== 'open' || !box || !menu.current) return;
    menu.current.style.top = `${box.bottom + 4}px`;
    menu.current.style.right = `${Math.max(8, window.innerWidth - box.right)}px`;
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={id}
        aria-label={label}
        title={label}
        className="btn keyboard-ring h-11 w-11 justify-center p-0 text-muted hover:bg-surface-alt hover:text-ink"
      >
        <span className="i-lucide-ellipsis h-5 w-5" aria-hidden="true" />
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        onToggle={(event) => place(event.nativeEvent as unknown as { newState?: string })}
        className="fixed inset-auto m-0 min-w-40 rounded-lg border border-line bg-surface p-1 text-ink shadow-lg"
      >
        <button
          type="button"
          aria-label={deleteLabel}
          className="btn keyboard-ring min-h-11 w-full justify-start px-3 text-bad hover:bg-bad/8"
          onClick={() => {
            menu.current?.hidePopover?.();
            onDelete();
          }}
        >
          <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
          {deleteText}
        </button>
      </div>
    </>
  );
}
