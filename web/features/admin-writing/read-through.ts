// Where the writer is in the text, for the preview beside it to show the same place: the text grows with itself, so
// the window scrolls it (where a browser cannot grow a box to its text, the box scrolls inside, and that says it). The
// preview follows block by block (each paragraph, heading, list, table or code of the page knows the source line it
// starts on), or heading by heading where it cannot: between two it moves in step with the text, so a long block in one
// and a short one in the other never leave the two apart.
import { type RefObject, useEffect, useRef } from 'react';

/** How far below the window's top the text is read from: under the editor's bar and the toolbar held there. */
const READ_FROM_PX = 120;
/** How far down the preview's pane the point the text is read at shows, with the reading line at the window's top. */
const LEAD_PX = 16;
/** A text less than this much taller than the window is short: all of it is in view at once, or nearly. */
const SHORT_SPAN_PX = 160;

/** Where the reader is in a text: the preview is scrolled to the same place in the page. */
export type TextPlace = {
  /** How far down the window the reading line is, 0 at its top (under the toolbar) to 1 at its foot: 0 through most
   * of a tall text, rising to 1 over its last window, so its end meets the preview's end; 0 in a short one. */
  ratio: number;
  /** The reading line, in pixels from the text's top: it slides from the window's top to its foot as `ratio` goes. */
  at: number;
  /** Where the reading line is with the window at the page's top: above the text (0 or less), beside its lead-in. */
  start: number;
  /** The text's height. */
  height: number;
  /** Where each of its headings starts, from its top. */
  headings: number[];
  /** Where the text's line `line` (from 0) starts, from its top, when the text can say: the preview follows block by
   * block by these (each block of the page knows its source line). */
  lineTop?: (line: number) => number | undefined;
};

/** Where in `box` the window is read, its headings found by `headings`. */
export function placeIn(box: HTMLElement, headings: () => number[] = () => [], lineTop?: (line: number) => number | undefined): TextPlace {
  const room = box.scrollHeight - box.clientHeight;
  if (room > 1) {
    const ratio = box.scrollTop / room;
    return { ratio, at: box.scrollTop + ratio * box.clientHeight, start: 0, height: box.scrollHeight, headings: [] };
  }
  const { top, height } = box.getBoundingClientRect();
  const seen = window.innerHeight - READ_FROM_PX;
  // The reading line: in a tall text it stays at the window's top (the first line in sight under the toolbar, so the
  // preview's top shows what the text's top does: round 18 saw the text at a paragraph's start beside the preview in
  // its middle), and slides to the window's foot only over the text's last window, so the two reach their ends
  // together. A text about as short as the window is all in sight at once: its top meets the preview's as the window
  // comes to it (the pane scrolls on its own for the rest).
  const pageTop = top + window.scrollY;
  const span = height - seen;
  const read = Math.min(1, Math.max(0, (READ_FROM_PX - top) / span));
  const ratio = span < SHORT_SPAN_PX ? 0 : span <= seen ? read : Math.max(0, 1 - ((1 - read) * span) / seen);
  const start = Math.min(0, READ_FROM_PX - pageTop);
  const at = Math.min(height, Math.max(start, READ_FROM_PX - top + ratio * seen));
  return { ratio, at, start, height, headings: headings(), lineTop };
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
  // At the top a little of the page shows over the point, as the text's reading line is a little under its toolbar.
  return Math.min(room, Math.max(0, point - place.ratio * pane.client - (1 - place.ratio) * LEAD_PX));
}

/** Tells `onScrolled` where in `box` the window is, a frame at a time, as the window or the box scrolls. */
export function useReadThrough(
  box: RefObject<HTMLElement | null>,
  onScrolled?: (place: TextPlace) => void,
  headings?: () => number[],
  lineTop?: (line: number) => number | undefined,
) {
  const told = useRef(onScrolled);
  told.current = onScrolled;
  const found = useRef(headings);
  found.current = headings;
  const lines = useRef(lineTop);
  lines.current = lineTop;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let frame = 0;
    const tell = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => told.current?.(placeIn(el, found.current, lines.current && ((line) => lines.current?.(line)))));
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
