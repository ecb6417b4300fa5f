// How far through the text the writer has read, for the preview beside it to follow: the text grows with itself, so
// the window scrolls it (where a browser cannot grow a box to its text, the box scrolls inside, and that says it).
import { type RefObject, useEffect, useRef } from 'react';

/** How far below the window's top the text is read from: under the editor's bar and the toolbar held there. */
const READ_FROM_PX = 120;

/**
 * How far through `box` the reader is. The box grows with its text, so the window scrolls it: 0 while its start is
 * below the window's top, 1 once its end is in the window. Where a browser cannot grow a box to its text, the box
 * scrolls inside, and that scroll says it.
 */
export function readThrough(box: HTMLElement): number {
  const room = box.scrollHeight - box.clientHeight;
  if (room > 1) return box.scrollTop / room;
  const { top, height } = box.getBoundingClientRect();
  const span = height - (window.innerHeight - READ_FROM_PX);
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (READ_FROM_PX - top) / span));
}

/** Tells `onScrolled` how far through `box` the window has read, a frame at a time, as the window or the box scrolls. */
export function useReadThrough(box: RefObject<HTMLElement | null>, onScrolled?: (ratio: number) => void) {
  const told = useRef(onScrolled);
  told.current = onScrolled;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let frame = 0;
    const tell = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => told.current?.(readThrough(el)));
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
