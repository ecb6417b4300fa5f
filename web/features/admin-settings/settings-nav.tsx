// Where in the settings the owner is: a side list of the sections on a tablet or laptop, a select on a phone. Each
// choice is an address (a link), so Back and Forward move between sections and a reload stays on one.
import { useId } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useAdminT } from '../../lib/admin-i18n';
import { confirmLeave } from '../../lib/unsaved';
import { SECTION_ICONS, SETTINGS_GROUPS, settingsPath, type SettingsGroup, type SettingsSection } from './sections';

const GROUPS = Object.entries(SETTINGS_GROUPS) as [SettingsGroup, readonly SettingsSection[]][];

export function SettingsNav({ current }: { current: SettingsSection }) {
  const t = useAdminT();
  const id = useId();
  const [, navigate] = useLocation();
  const guard = (event: { preventDefault: () => void }) => {
    if (!confirmLeave(t.unsaved)) event.preventDefault();
  };
  return (
    <>
      {/* A phone: one native select (its own full-screen picker), so six names never squeeze into a row. */}
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
        {GROUPS.map(([group, sections]) => (
          <div key={group} className="mb-5 last:mb-0">
            <p id={`${id}-${group}`} className="px-3 pb-1.5 text-xs font-semibold text-muted">
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
                      className={`keyboard-ring flex min-h-11 items-center gap-2.5 rounded-lg px-3 py-2 text-sm ${
                        here ? 'nav-here' : 'font-medium text-muted hover:bg-surface hover:text-ink'
                      }`}
                    >
                      <span className={`${SECTION_ICONS[section]} h-4 w-4 shrink-0`} aria-hidden="true" />
                      {t.settings.tabs[section]}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}
