// The Story details tab's index (decision 0223): a rail of chips, one a part of the tab, each a press from its place.
// Wider than the screen (a phone), the rail scrolls sideways, its scroll bar hidden: the edge where chips are cut off
// fades out (a CSS mask), so a cut chip reads as "more this way", never as a glyph running into what follows (round 26:
// Pictures and Client quote were out of reach, a cut-off character ran into the "?"). Decision 0232.
import { useEffect, useRef, useState } from 'react';

/** The fade at a clipped edge: the end, the start, or both (2.5rem, about a chip's padding and a word). */
const FADE = {
  end: '[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)]',
  start: '[mask-image:linear-gradient(to_left,#000_calc(100%-2.5rem),transparent)]',
  both: '[mask-image:linear-gradient(to_right,transparent,#000_2.5rem,#000_calc(100%-2.5rem),transparent)]',
} as const;

type Clipped = keyof typeof FADE | null;

export function StoryIndex({ label, parts, onGo }: { label: string; parts: { id: string; name: string }[]; onGo: (id: string) => void }) {
  const rail = useRef<HTMLElement>(null);
  const [clipped, setClipped] = useState<Clipped>(null);
  useEffect(() => {
    const element = rail.current;
    if (!element) return;
    // Which edges cut a chip off, again on every scroll and resize (the tab shown, the services moved beside).
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setClipped(start && end ? 'both' : start ? 'start' : end ? 'end' : null);
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return (
    // Its own scroller: a chip taking the keyboard's focus is scrolled into view, clear of the fade (scroll padding); 4 px
    // of room round the chips (outside their place) so the focus ring is not cut by the scroller.
    <nav
      ref={rail}
      aria-label={label}
      className={`-m-1 min-w-0 flex-1 scroll-px-10 overflow-x-auto p-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${clipped ? FADE[clipped] : ''}`}
      data-story-index
      data-clipped={clipped ?? undefined}
    >
      <ul className="flex w-max gap-1.5 sm:w-auto sm:flex-wrap">
        {parts.map((part) => (
          <li key={part.id}>
            <button
              type="button"
              onClick={() => onGo(part.id)}
              className="keyboard-ring inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-surface px-3.5 text-[0.8125rem] font-medium whitespace-nowrap text-muted transition-colors hover:border-line-strong hover:text-ink sm:min-h-9"
            >
              {part.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
