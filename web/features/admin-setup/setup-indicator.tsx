// Where the setup checklist lives (decision 0244, after 0229; outside review of session 52: a banner "Finish setting up
// your site · 3/4" took 50 px above every page title and stacked with the site's alerts): the whole checklist on the
// Overview alone (`SetupBand`), and on every other tab a quiet pill in the header, "Setup 3/4" (`SetupPill`, decision
// 0281), that leads to it. Neither takes any room once everything is done or the checklist is hidden.
import { type MouseEvent, useEffect } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { dateLocale } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { useMailAlert } from '../../lib/site-alerts';
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

/** The header's mark of setup left (decision 0281, after 0270's unlabelled dot): a quiet pill with its word and count,
 *  "Setup 3/4" (「開站準備 3/4」), its name adding what is left; on a phone the link is 44 px tall around the pill. The
 *  email step is not counted while "Needs attention" speaks of email (said once): with nothing else left, no mark. */
export function SetupPill({ onFollow }: { onFollow?: (event: MouseEvent) => void }) {
  const t = useAdminT();
  const setup = useSetupItems();
  const mailAlert = useMailAlert();
  const lang = useLang();
  if (setup.allHidden) return null;
  const left = setup.open.filter((item) => !(item.id === 'emailNotifications' && mailAlert));
  if (left.length === 0) return null;
  const counts = { done: String(setup.done), total: String(setup.total) };
  const name = fill(t.setup.indicatorName, {
    ...counts,
    left: new Intl.ListFormat(dateLocale(lang)).format(left.map((item) => t.setup.checks[item.id].name)),
  });
  return (
    <Link
      href={SETUP_HREF}
      onClick={(event: MouseEvent) => {
        onFollow?.(event);
        if (!event.defaultPrevented) showSetupBand();
      }}
      className="keyboard-ring group inline-flex min-h-11 shrink-0 items-center rounded-full"
      aria-label={name}
      title={name}
      data-setup-indicator=""
      data-left={left.length}
    >
      <span className="inline-flex h-7 items-center gap-1.5 rounded-full border border-line px-2.5 text-xs font-medium whitespace-nowrap text-muted tabular-nums group-hover:border-line-strong group-hover:text-ink">
        <span className="i-lucide-list-checks h-3.5 w-3.5 max-sm:hidden" aria-hidden="true" />
        {fill(t.setup.indicator, counts)}
      </span>
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
