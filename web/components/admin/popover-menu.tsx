// The admin's one popover menu (session 42): a button that opens a native popover of choices. The popover sits in the
// top layer, so no scroll box clips it; Escape and a click elsewhere close it; Tab goes from the button into it. It is
// placed under its button each time it opens (place-popover.ts). The row's "…" menu, the editor's History and Preview
// and the inbox's export are all this one piece, each with its own button face and items.
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { placeOnOpen } from './place-popover';

type Props = {
  /** The button's name (and its tooltip, unless `title` is false). */
  label: string;
  title?: boolean;
  /** The button's look. */
  buttonClassName: string;
  /** The button's face: an icon, a word, a chevron. */
  button: ReactNode;
  /** The panel's look (its width, radius, shadow); the placing classes are added here. */
  menuClassName: string;
  align?: 'end' | 'start';
  /** Given the button's ref, for a caller that hands focus back to it (a history that shut). */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  /** The items, given a `close` that shuts the menu (an item calls it before it acts). */
  children: (close: () => void) => ReactNode;
};

export function PopoverMenu({ label, title = true, buttonClassName, button, menuClassName, align, triggerRef, children }: Props) {
  const id = useId();
  const ownTrigger = useRef<HTMLButtonElement>(null);
  const trigger = triggerRef ?? ownTrigger;
  const menu = useRef<HTMLDivElement>(null);
  const close = () => menu.current?.hidePopover?.();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={id}
        aria-label={label}
        title={title ? label : undefined}
        className={buttonClassName}
      >
        {button}
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        onToggle={placeOnOpen(trigger, menu, align ? { align } : undefined)}
        className={`fixed inset-auto m-0 ${menuClassName}`}
      >
        {children(close)}
      </div>
    </>
  );
}

/** An item in the editor's menus (History, Preview): 44 px tall, its icon muted. */
export const menuItemClass =
  'btn keyboard-ring min-h-11 w-full justify-start rounded-lg px-3 text-left font-medium text-ink hover:bg-surface-alt';
