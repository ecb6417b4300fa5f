// Where in the settings the owner is (decisions 0162, 0184: one level, six pages). From a tablet up: one side list of the
// pages, each with its sign. On a phone: one native select of the pages. Each choice is an address (a link), so Back and
// Forward move between pages and a reload stays on one.
import { useId } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useAdminT } from '../../lib/admin-i18n';
import { confirmLeave } from '../../lib/unsaved';
import { PAGE_ICONS, PAGE_NAMES, settingsPath, type SettingsPage } from './sections';

/** Asks before leaving unsaved edits; a link's click is cancelled when the owner stays. */
function useGuard() {
  const t = useAdminT();
  return (event: { preventDefault: () => void }) => {
    if (!confirmLeave(t.unsaved)) event.preventDefault();
  };
}

export function SettingsNav({ current }: { current: SettingsPage }) {
  const t = useAdminT();
  const id = useId();
  const [, navigate] = useLocation();
  const guard = useGuard();
  return (
    <>
      {/* A phone: one native select (its own full-screen picker). */}
      <div className="md:hidden">
        <label htmlFor={id} className="block text-sm font-medium">
          {t.settings.nav.pick}
        </label>
        <select
          id={id}
          className="field mt-1 font-semibold"
          value={current}
          onChange={(event) => {
            if (confirmLeave(t.unsaved)) navigate(settingsPath(event.target.value as SettingsPage));
          }}
        >
          {PAGE_NAMES.map((page) => (
            <option key={page} value={page}>
              {t.settings.nav.pages[page]}
            </option>
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
                  onClick={guard}
                  aria-current={here ? 'page' : undefined}
                  className={`keyboard-ring flex min-h-10 items-center gap-2.5 rounded-lg px-3 py-2 text-sm ${
                    here ? 'nav-here' : 'font-medium text-muted hover:bg-surface hover:text-ink'
                  }`}
                >
                  <span className={`${PAGE_ICONS[page]} h-4 w-4 shrink-0`} aria-hidden="true" />
                  {t.settings.nav.pages[page]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
