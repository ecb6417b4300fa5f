// Where in the settings the owner is. From a tablet up: a side list of five groups (each a link to its first section,
// its icon and name), and over the cards the open group's sections as tabs. On a phone: one native
// select of every section in its group. Each choice is an address (a link), so Back and Forward move between sections
// and a reload stays on one.
import { useId } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useAdminT } from '../../lib/admin-i18n';
import { confirmLeave } from '../../lib/unsaved';
import { GROUP_ICONS, SETTINGS_GROUPS, groupOf, settingsPath, type SettingsGroup, type SettingsSection } from './sections';

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
  const open = groupOf(current);
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
      <nav aria-label={t.settings.nav.groupsLabel} className="max-md:hidden">
        <ul className="grid gap-1">
          {GROUPS.map(([group, sections]) => {
            const here = group === open;
            return (
              <li key={group}>
                <Link
                  href={settingsPath(sections[0]!)}
                  onClick={guard}
                  aria-current={here ? 'true' : undefined}
                  className={`keyboard-ring flex min-h-11 items-center gap-2.5 rounded-lg px-3 py-2 text-sm ${
                    here ? 'nav-here' : 'font-medium text-muted hover:bg-surface hover:text-ink'
                  }`}
                >
                  <span className={`${GROUP_ICONS[group]} h-4 w-4 shrink-0`} aria-hidden="true" />
                  {/* The group's name only: its sections are the tabs over its cards (a list of them under each name
                      wrapped into stray lines in Chinese, review of round 13). */}
                  <span className="min-w-0">{t.settings.nav.groups[group]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

/** The open group's sections, as tabs over its cards (from a tablet up; a phone's select names them). */
export function SectionTabs({ current }: { current: SettingsSection }) {
  const t = useAdminT();
  const guard = useGuard();
  const sections = SETTINGS_GROUPS[groupOf(current)] as readonly SettingsSection[];
  if (sections.length < 2) return null;
  return (
    <nav aria-label={t.settings.tabs.label} className="max-md:hidden">
      <ul className="flex flex-wrap gap-x-1 gap-y-1 border-b border-line">
        {sections.map((section) => {
          const here = section === current;
          return (
            <li key={section}>
              <Link
                href={settingsPath(section)}
                onClick={guard}
                aria-current={here ? 'page' : undefined}
                className={`keyboard-ring -mb-px flex min-h-11 items-center border-b-2 px-3 text-sm ${
                  here ? 'border-ink font-semibold text-ink' : 'border-transparent font-medium text-muted hover:text-ink'
                }`}
              >
                {t.settings.tabs[section]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
