// Where in the settings the owner is (decisions 0162, 0184: one level, six pages; decision 0236: every part one click
// away). From a tablet up: one side list of the pages, each with its sign and named as its page's heading, and under a
// page that holds more than one section its further sections, each a link to its anchor. On a phone: one native select
// of the pages, each a group of its sections. Each choice is an address (a link), so Back and Forward move between pages
// and a reload stays on one.
import { useId } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useAdminT } from '../../lib/admin-i18n';
import { confirmLeave } from '../../lib/unsaved';
import {
  isSettingsSection,
  PAGE_ICONS,
  PAGE_NAMES,
  pageOf,
  SETTINGS_PAGES,
  type SettingsPage,
  type SettingsSection,
  sectionPath,
  settingsPath,
} from './sections';

/** Asks before leaving unsaved edits; a link's click is cancelled when the owner stays. */
function useGuard() {
  const t = useAdminT();
  return (event: { preventDefault: () => void; defaultPrevented?: boolean }) => {
    if (!confirmLeave(t.unsaved)) event.preventDefault();
  };
}

/** Brings a section of the page shown to the top (a link to another page's section is scrolled by the panel once drawn). */
export function showSection(section: SettingsSection) {
  requestAnimationFrame(() => document.getElementById(`settings-${section}`)?.scrollIntoView({ block: 'start' }));
}

/** A page's sections after its first (the first is the page itself, named as the page). */
const further = (page: SettingsPage): readonly SettingsSection[] => (SETTINGS_PAGES[page] as readonly SettingsSection[]).slice(1);

export function SettingsNav({ current }: { current: SettingsPage }) {
  const t = useAdminT();
  const id = useId();
  const [, navigate] = useLocation();
  const guard = useGuard();
  return (
    <>
      {/* A phone: one native select (its own full-screen picker), each page a group of its sections. */}
      <div className="md:hidden">
        <label htmlFor={id} className="block text-sm font-medium">
          {t.settings.nav.pick}
        </label>
        <select
          id={id}
          className="field mt-1 font-semibold"
          value={current}
          onChange={(event) => {
            const chosen = event.target.value;
            if (!isSettingsSection(chosen) || !confirmLeave(t.unsaved)) return;
            navigate(sectionPath(chosen));
            if (pageOf(chosen) === current) showSection(chosen);
          }}
        >
          {PAGE_NAMES.map((page) => (
            <optgroup key={page} label={t.settings.nav.pages[page]}>
              <option value={page}>{t.settings.nav.pages[page]}</option>
              {further(page).map((section) => (
                <option key={section} value={section}>
                  {t.settings.tabs[section]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <nav aria-label={t.settings.tabs.label} className="max-md:hidden">
        <ul className="grid gap-0.5">
          {PAGE_NAMES.map((page) => {
            const here = page === current;
            return (
              <li key={page}>
                <Link
                  href={settingsPath(page)}
                  onClick={(event) => {
                    guard(event);
                    if (here && !event.defaultPrevented) showSection(page);
                  }}
                  aria-current={here ? 'page' : undefined}
                  className={`keyboard-ring flex min-h-10 items-center gap-2.5 rounded-lg px-3 py-2 text-sm ${
                    here ? 'nav-here' : 'font-medium text-muted hover:bg-surface hover:text-ink'
                  }`}
                >
                  <span className={`${PAGE_ICONS[page]} h-4 w-4 shrink-0`} aria-hidden="true" />
                  {t.settings.nav.pages[page]}
                </Link>
                {further(page).length > 0 && (
                  // The page's further sections, under its name on a quiet rule, each to its anchor.
                  <ul className="mb-1.5 ml-5 mt-0.5 grid border-l border-line pl-2" data-settings-subnav={page}>
                    {further(page).map((section) => (
                      <li key={section}>
                        <Link
                          href={sectionPath(section)}
                          data-settings-sublink={section}
                          onClick={(event) => {
                            guard(event);
                            if (here && !event.defaultPrevented) showSection(section);
                          }}
                          className="keyboard-ring flex min-h-8 items-center rounded-md px-2.5 py-1 text-[0.8125rem] text-muted hover:bg-surface hover:text-ink"
                        >
                          {t.settings.tabs[section]}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
