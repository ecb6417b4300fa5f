// Where in the settings the owner is (decision 0162: one level). From a tablet up: one side list of every section, under
// its group's name as a quiet caption (the groups are headings, not a second level of tabs). On a phone: one native
// select of every section in its group. Each choice is an address (a link), so Back and Forward move between sections
// and a reload stays on one.
import { useId } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useAdminT } from '../../lib/admin-i18n';
import { confirmLeave } from '../../lib/unsaved';
import { GROUP_ICONS, SETTINGS_GROUPS, settingsPath, type SettingsGroup, type SettingsSection } from './sections';

const GROUPS = Object.entries(SETTINGS_GROUPS) as [SettingsGroup, readonly SettingsSection[]][];

/** Asks before leaving unsaved edits; a link's click is cancelled when the owner stays. */
function useGuard() {
  const t = useAdminT();
  return (event: { preventDefault: () => void }) => {
    if (!confirmLeave(t.unsaved)) event.preventDefault();
  };
}

export function SettingsNav({ current }: { current: SettingsSection }) {
  const t = useAdminT();
  const id = useId();
  const [, navigate] = useLocation();
  const guard = useGuard();
  return (
    <>
      {/* A phone: one native select (its own full-screen picker), so thirteen names never squeeze into a row. */}
      <div className="md:hidden">
        <label htmlFor={id} className="block text-sm font-medium">
          {t.settings.nav.pick}
        </label>
        <select
          id={id}
          className="field mt-1 font-semibold"
          value={current}
          onChange={(event) => {
            if (confirmLeave(t.unsaved)) navigate(settingsPath(event.target.value as SettingsSection));
          }}
        >
          {GROUPS.map(([group, sections]) => (
            <optgroup key={group} label={t.settings.nav.groups[group]}>
              {sections.map((section) => (
                <option key={section} value={section}>
                  {t.settings.tabs[section]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <nav aria-label={t.settings.tabs.label} className="max-md:hidden">
        <div className="grid gap-4">
          {GROUPS.map(([group, sections]) => (
            <div key={group}>
              <p id={`${id}-${group}`} data-group-caption className="flex items-center gap-2 px-3 pb-1 text-xs font-semibold text-faint">
                <span className={`${GROUP_ICONS[group]} h-3.5 w-3.5 shrink-0`} aria-hidden="true" />
                {t.settings.nav.groups[group]}
              </p>
              <ul aria-labelledby={`${id}-${group}`} className="grid gap-0.5">
                {sections.map((section) => {
                  const here = section === current;
                  return (
                    <li key={section}>
                      <Link
                        href={settingsPath(section)}
                        onClick={guard}
                        aria-current={here ? 'page' : undefined}
                        className={`keyboard-ring flex min-h-9 items-center rounded-lg px-3 py-1.5 text-sm ${
                          here ? 'nav-here' : 'font-medium text-muted hover:bg-surface hover:text-ink'
                        }`}
                      >
                        {t.settings.tabs[section]}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </nav>
    </>
  );
}
