// A row of tabs that scrolls sideways when it does not fit (a long language on a tablet), with a fade and a chevron at
// each edge that has more behind it, so no tab is cut off mid-word without a sign that there is more. Its scroll padding
// keeps a tab brought into view clear of the fade (4 px wider than it: the strip scrolls by whole pixels and tabs are
// fractions wide, so padding the fade's width exactly could leave a sliver of the tab under it).
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function TabStrip({ label, current, children }: { label: string; current: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current tab is one to bring into view
  useEffect(() => {
    const strip = scroller.current;
    if (!strip) return;
    // Only the page's side padding left to scroll is not "more": the tabs themselves are all in view.
    const update = () => {
      const style = getComputedStyle(strip);
      const left = strip.scrollLeft;
      const right = strip.scrollWidth - strip.clientWidth - left;
      setMore({ before: left > Number.parseFloat(style.paddingLeft) + 1, after: right > Number.parseFloat(style.paddingRight) + 1 });
    };
    // The current tab in view, even when it is the last one on a narrow screen.
    strip.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [current]);
  const fade = 'pointer-events-none absolute inset-y-0 flex w-12 items-center text-muted';
  return (
    // Below 640 px a tab bar at the foot of the screen, where a thumb reaches (round 11): five even columns, each tab a
    // sign over its name (the last, "More"), nothing to scroll. Sticky and last in the dashboard's column (its `order`);
    // `--tab-bar` (the dashboard's) keeps what sticks to the window's foot above it. Opaque, the current tab's line inside
    // it under its hairline (review round 28: through a see-through bar the line read as an underline on the page's text).
    <nav
      aria-label={label}
      data-tab-bar
      className="relative max-sm:sticky max-sm:bottom-0 max-sm:order-last max-sm:z-30 max-sm:border-t max-sm:border-line max-sm:bg-surface max-sm:pb-[env(safe-area-inset-bottom)] max-sm:shadow-[0_-8px_24px_-16px_rgb(0_0_0/.35)]"
    >
      <div
        ref={scroller}
        className="admin-x flex scroll-px-13 gap-1 overflow-x-auto [scrollbar-width:none] max-sm:grid max-sm:auto-cols-fr max-sm:grid-flow-col max-sm:gap-0 max-sm:px-1.5"
      >
        {children}
      </div>
      {more.before && (
        <span
          data-more="before"
          aria-hidden="true"
          className={`${fade} left-0 justify-start bg-gradient-to-r from-surface from-40% to-transparent pl-1`}
        >
          <span className="i-lucide-chevron-left h-4 w-4" />
        </span>
      )}
      {more.after && (
        <span
          data-more="after"
          aria-hidden="true"
          className={`${fade} right-0 justify-end bg-gradient-to-l from-surface from-40% to-transparent pr-1`}
        >
          <span className="i-lucide-chevron-right h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
