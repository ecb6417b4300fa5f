// A phone's call to action once the page's own has scrolled away (decision 0186): below 640 px the header keeps
// "Start a project" in its menu, so on home, /services and /pricing a slim bar rises at the window's foot after the
// hero's buttons (home) or the hero (the others) have gone under the header, and steps aside while a part that offers the
// same step is in sight: the closing band and the footer (so the page's end is never under it), /pricing's card.
// Not on /contact (where it leads), the privacy notice or the 404; never while the menu is open (its foot has the
// same link; CSS in uno.config.ts). Drawn by the browser only: the server's page names "Start a project" once in its
// header, and a window without scripts has the hero's buttons and the closing band.
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { useLocation } from '../../lib/router';
import { PageLink } from '../ui/page-link';

/** The pages the bar is on: the three that sell. */
const WITH_BAR = new Set(['/', '/services', '/pricing']);
/** Where the header has no call to action in its row (header.tsx, `max-sm:hidden`). */
const PHONE = '(max-width: 39.99rem)';
/** The sticky header's height (header.tsx, `h-16`). */
const TOP = 64;
/** What says the same in sight, so the bar steps aside: the closing call-to-action band, /pricing's new-projects card
 * (its "Start a project", after the plans on a phone), the footer. */
const STOPS = '#main [data-part="cta"],#main [data-part="customSolution"],footer';

/** On a phone: whether the page's first step (home's hero buttons, else the hero) has gone under the header and nothing
 * that says the same is in sight. Elsewhere null: no bar. */
function wanted(): boolean | null {
  if (!matchMedia(PHONE).matches) return null;
  const start = document.querySelector('#main [data-hero-actions]') ?? document.querySelector('#main [data-part="hero"]');
  if (!start || start.getBoundingClientRect().bottom > TOP) return false;
  for (const stop of document.querySelectorAll(STOPS)) {
    const box = stop.getBoundingClientRect();
    // A part not drawn at this width (the hero's copy of the card from 1024 px) has no height.
    if (box.height && box.top < innerHeight && box.bottom > TOP) return false;
  }
  return true;
}

export function PhoneActionBar() {
  const t = useT();
  const [location] = useLocation();
  const on = WITH_BAR.has(location);
  // null until the browser has read the page (the server draws none), and off a phone.
  const [shown, setShown] = useState<boolean | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (home to /services) starts with the bar down
  useEffect(() => {
    setShown(null);
    if (!on) return;
    // Read once a frame at most while the window scrolls or changes size; a page that arrives later (its chunk) is read
    // at the first scroll, which is the only way past its hero.
    let frame = 0;
    const soon = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        setShown(wanted());
      });
    };
    soon();
    addEventListener('scroll', soon, { passive: true });
    addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', soon);
      removeEventListener('resize', soon);
    };
  }, [on, location]);

  if (!on || shown === null) return null;
  return (
    // Hidden, it is `invisible` (out of the tab order and of what a screen reader reads) after sliding down; shown, the
    // window keeps room for it when focus moves (scroll-padding, uno.config.ts). Motion: the site's reduced-motion rule.
    <aside
      aria-label={t.nav.barLabel}
      data-phone-cta={shown ? 'shown' : 'hidden'}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-line bg-bg/92 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_rgb(0_0_0/.06)] backdrop-blur-md transition-[translate,opacity,visibility] duration-200 ease-out sm:hidden ${
        shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-full opacity-0'
      }`}
    >
      <div className="page-x flex items-center justify-between gap-4 py-2.5">
        <p className="min-w-0 text-[0.8125rem] leading-snug text-muted">{t.nav.barNote}</p>
        <PageLink href="/contact" className="btn-primary shrink-0">
          {t.nav.start}
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </PageLink>
      </div>
    </aside>
  );
}
