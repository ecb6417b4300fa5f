// Where the writer is in the text, for the preview beside it to show the same place: the text grows with itself, so
// the window scrolls it (where a browser cannot grow a box to its text, the box scrolls inside, and that says it). The
// preview follows heading by heading: between two headings it moves in step with the text, so a long section in one
// and a short one in the other never leave the two apart.
import { type RefObject, useEffect, useRef } from 'react';

/** How far below the window's top the text is read from: under the editor's bar and the toolbar held there. */
const READ_FROM_PX = 120;

/** Where the reader is in a text: the preview is scrolled to the same place in the page. */
export type TextPlace = {
  /** How far through the text the window has read: 0 while its start is in view, 1 once its end is (or, for a text
   * shorter than twice the window, once half of it has gone by). */
  ratio: number;
  /** The reading line, in pixels from the text's top: it slides from the window's top to its foot as `ratio` goes. */
  at: number;
  /** Where the reading line is with the window at the page's top: above the text (0 or less), beside its lead-in. */
  start: number;
  /** The text's height. */
  height: number;
  /** Where each of its headings starts, from its top. */
  headings: number[];
};

/** Where in `box` the window is read, its headings found by `headings`. */
export function placeIn(box: HTMLElement, headings: () => number[] = () => []): TextPlace {
  const room = box.scrollHeight - box.clientHeight;
  if (room > 1) {
    const ratio = box.scrollTop / room;
    return { ratio, at: box.scrollTop + ratio * box.clientHeight, start: 0, height: box.scrollHeight, headings: [] };
  }
  const { top, height } = box.getBoundingClientRect();
  const seen = window.innerHeight - READ_FROM_PX;
  // A text shorter than twice the window is read through once half of it has gone by (its end then in view).
  const span = Math.max(height - seen, height / 2);
  const ratio = span <= 0 ? 0 : Math.min(1, Math.max(0, (READ_FROM_PX - top) / span));
  const start = Math.min(0, READ_FROM_PX - (top + window.scrollY));
  const at = Math.min(height, Math.max(start, READ_FROM_PX - top + ratio * seen));
  return { ratio, at, start, height, headings: headings() };
}

/** `x` carried from the points `from` to the points `to` (both rising), straight between each two. */
function carry(from: number[], to: number[], x: number): number {
  for (let i = 1; i < from.length; i++) {
    if (x > from[i]! && i < from.length - 1) continue;
    const span = from[i]! - from[i - 1]!;
    const part = span > 0 ? (x - from[i - 1]!) / span : 0;
    return to[i - 1]! + Math.min(1, Math.max(0, part)) * (to[i]! - to[i - 1]!);
  }
  return 0;
}

/** The preview as the text follows it: its scrolled height, its window's, where its text starts (after its title and
 * cover) and where each of its headings does. */
export type PanePlace = { height: number; client: number; body: number; headings: number[] };

/**
 * The preview's scroll for a place in the text: the reading line's point in the page, held as far down the pane as the
 * line is down the window. The text's start meets the page's text (the title and cover go by as the window reaches
 * the text), heading meets heading when the two have the same headings, and between them the page follows evenly.
 */
export function followingScroll(place: TextPlace, pane: PanePlace): number {
  const room = Math.max(0, pane.height - pane.client);
  const matched = place.headings.length > 0 && place.headings.length === pane.headings.length;
  const from = [Math.min(place.start, -1), 0, ...(matched ? place.headings : []), Math.max(place.height, 1)];
  const to = [0, pane.body, ...(matched ? pane.headings : []), pane.height];
  const point = carry(from, to, place.at);
  return Math.min(room, Math.max(0, point - place.ratio * pane.client));
}

/** Tells `onScrolled` where in `box` the window is, a frame at a time, as the window or the box scrolls. */
export function useReadThrough(box: RefObject<HTMLElement | null>, onScrolled?: (place: TextPlace) => void, headings?: () => number[]) {
  const told = useRef(onScrolled);
  told.current = onScrolled;
  const found = useRef(headings);
  found.current = headings;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let frame = 0;
    const tell = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => told.current?.(placeIn(el, found.current)));
    };
    window.addEventListener('scroll', tell, { passive: true });
    el.addEventListener('scroll', tell, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', tell);
      el.removeEventListener('scroll', tell);
    };
  }, [box]);
}
