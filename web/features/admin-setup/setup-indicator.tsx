// Where the setup checklist lives (decision 0244, after 0229; outside review of session 52: a banner "Finish setting up
// your site · 3/4" took 50 px above every page title and stacked with the site's alerts): the whole checklist on the
// Overview alone (`SetupBand`), and on every other tab a small "Setup 3/4" pill in the header (`SetupPill`) that leads
// to it. Neither takes any room once everything is done or the checklist is hidden.
import { type MouseEvent, useEffect } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { SetupChecklist } from './setup-checklist';
import { useSetupItems } from './setup-items';

/** The Overview's checklist band: its id is the pill's destination. */
export const SETUP_BAND_ID = 'overview-setup';
/** The pill's address: the Overview, scrolled to the checklist. */
export const SETUP_HREF = `/dashboard/overview#${SETUP_BAND_ID}`;

/** Brings the Overview's checklist into view (once it is drawn, after a tab change) and moves the focus to its heading. */
export function showSetupBand(tries = 20) {
  const band = document.getElementById(SETUP_BAND_ID);
  if (!band) {
    if (tries > 0) requestAnimationFrame(() => showSetupBand(tries - 1));
    return;
  }
  band.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  band.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  // The Overview's cards above it may still be loading (messages, the week): kept in view while they land, until the
  // owner scrolls or types.
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  for (const type of events) addEventListener(type, stop, { passive: true });
  for (const delay of [400, 900, 1600])
    setTimeout(() => {
      if (!stopped && band.isConnected) band.scrollIntoView({ block: 'start' });
      if (delay === 1600) for (const type of events) removeEventListener(type, stop);
    }, delay);
}

/** Still segments and "Setup 3/4" (on a phone the sign and "3/4"): nothing that turns, so it never reads as loading. */
export function SetupPill({ onFollow }: { onFollow?: (event: MouseEvent) => void }) {
  const t = useAdminT();
  const setup = useSetupItems();
  if (setup.allHidden || setup.open.length === 0) return null;
  const counts = { done: String(setup.done), total: String(setup.total) };
  return (
    <Link
      href={SETUP_HREF}
      onClick={(event: MouseEvent) => {
        onFollow?.(event);
        if (!event.defaultPrevented) showSetupBand();
      }}
      className="keyboard-ring inline-flex min-h-9 shrink-0 items-center gap-2 rounded-full border border-line px-3 text-sm font-medium whitespace-nowrap text-muted hover:border-line-strong hover:bg-surface-alt hover:text-ink max-sm:min-h-11 max-sm:gap-1.5 max-sm:px-2.5"
      title={t.setup.title}
      data-setup-indicator=""
    >
      <span className="i-lucide-list-checks h-4 w-4 shrink-0 sm:hidden" aria-hidden="true" />
      <span className="flex gap-0.5 max-sm:hidden" aria-hidden="true">
        {Array.from({ length: setup.total }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its position
          <span key={i} className={`h-1.5 w-2 rounded-full ${i < setup.done ? 'bg-good' : 'bg-line-strong'}`} />
        ))}
      </span>
      <span aria-hidden="true" className="tabular-nums">
        <span className="max-sm:hidden">{t.setup.indicatorWord} </span>
        {fill(t.setup.indicatorCount, counts)}
      </span>
      {/* The whole phrase heard ("Setup: 3 of 4 done"), the short one seen. */}
      <span className="sr-only">{fill(t.setup.indicatorName, counts)}</span>
    </Link>
  );
}

/** The Overview's checklist: a band across the page under its cards, named by its heading. */
export function SetupBand() {
  const setup = useSetupItems();
  const shown = !setup.allHidden && setup.open.length > 0;
  // Opened at its address (a reload, a link followed in a new window): in view once drawn.
  useEffect(() => {
    if (shown && location.hash === `#${SETUP_BAND_ID}`) showSetupBand(0);
  }, [shown]);
  if (!shown) return null;
  return (
    <div id={SETUP_BAND_ID} className="scroll-mt-4 rounded-xl border border-line bg-surface" data-setup-panel="">
      <SetupChecklist setup={setup} wide />
    </div>
  );
}

/** For the account menu: brings the checklist back after "Hide the checklist", while something is still open. */
export function ShowSetupAgain({ onShow }: { onShow?: () => void }) {
  const t = useAdminT();
  const setup = useSetupItems();
  const stillOpen = setup.items.some((item) => !item.done);
  if (!stillOpen || !(setup.allHidden || setup.open.length === 0)) return null;
  return (
    <button
      type="button"
      className="btn keyboard-ring min-h-11 w-full justify-start px-3 text-sm font-medium hover:bg-surface-alt"
      onClick={() => {
        setup.showAll();
        onShow?.();
      }}
    >
      <span className="i-lucide-list-checks h-4 w-4" aria-hidden="true" />
      {t.setup.showAll}
    </button>
  );
}
