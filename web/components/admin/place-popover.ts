// Where a popover opened from a button goes. It is fixed in the top layer (no scroll box clips it), so it is placed by
// hand: under its button, or above it when there is no room below (a dialog's footer at the screen's bottom); its right
// edge on the button's (`end`) or its left edge (`start`), and never off either side of the screen.
import type { RefObject, SyntheticEvent } from 'react';

type Placement = {
  align?: 'end' | 'start';
  /** The space between the button and the popover, in px. */
  gap?: number;
  /** Always below, as tall as the room down to the screen's edge (its content scrolls inside). */
  fillDown?: boolean;
};

const MARGIN = 8;

export function placeUnder(trigger: HTMLElement, popover: HTMLElement, { align = 'end', gap = 4, fillDown = false }: Placement = {}) {
  const box = trigger.getBoundingClientRect();
  const { innerWidth, innerHeight } = window;
  const height = popover.offsetHeight;
  const below = fillDown || box.bottom + gap + height <= innerHeight - MARGIN;
  const top = below ? box.bottom + gap : Math.max(MARGIN, box.top - gap - height);
  popover.style.top = `${top}px`;
  if (fillDown) popover.style.maxHeight = `${Math.max(160, innerHeight - top - 12)}px`;
  const width = popover.offsetWidth;
  if (align === 'start') {
    const left = box.left + width <= innerWidth - MARGIN ? box.left : box.right - width;
    popover.style.left = `${Math.max(MARGIN, left)}px`;
  } else popover.style.right = `${Math.max(MARGIN, Math.min(innerWidth - box.right, innerWidth - width - MARGIN))}px`;
}

/** The popover's `onToggle`: places it each time it opens. */
export const placeOnOpen =
  (trigger: RefObject<HTMLElement | null>, popover: RefObject<HTMLElement | null>, placement?: Placement) => (event: SyntheticEvent) => {
    const opened = (event.nativeEvent as unknown as { newState?: string }).newState === 'open';
    if (opened && trigger.current && popover.current) placeUnder(trigger.current, popover.current, placement);
  };
