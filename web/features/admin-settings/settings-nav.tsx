// Where in the settings the owner is (decisions 0162, 0184, 0236; decision 0246: grouped again, every section an equal
// item). From a tablet up: one side list, a quiet caption per group (Messages, Site, Account & security, Data) and under
// it each section, named as its heading; the section being read is lit, as the page scrolls. On a phone: one native
// select, a group of options per caption. Each choice is an address (a link), so Back and Forward move between pages
// and a reload stays on one. Decision 0258: every item is a page of its own, lit while shown.
import { useId } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useAdminT } from '../../lib/admin-i18n';
import { confirmLeave } from '../../lib/unsaved';
import {
  GROUP_ICONS,
  GROUP_NAMES,
  isSettingsSection,
  SETTINGS_GROUPS,
  type SettingsPage,
  type SettingsSection,
  sectionPath,
} from './sections';

/** Asks before leaving unsaved edits; a link's click is cancelled when the owner stays. */
function useGuard() {
  const t = useAdminT();
  return (event: { preventDefault: () => void; defaultPrevented?: boolean }) => {
    if (!confirmLeave(t.unsaved)) event.preventDefault();
  };
}

export function SettingsNav({ current }: { current: SettingsPage }) {
  const t = useAdminT();
  const id = useId();
  const [, navigate] = useLocation();
  const guard = useGuard();
  // Every item a page of its own (decision 0258): the lit one is the page shown.
  const shown: SettingsSection = current;
  /** A section's name, as its heading (the product's three pages by their own words). */
  const nameOf = (section: SettingsSection) => t.settings.tabs[section];
  return (
    <>
      {/* A phone: one native select (its own full-screen picker), each group's sections under its caption. */}
      <div className="md:hidden">
        <label htmlFor={id} className="block text-sm font-medium">
          {t.settings.nav.pick}
        </label>
        <select
          id={id}
          className="field mt-1 font-semibold"
          value={shown}
          onChange={(event) => {
            const chosen = event.target.value;
            if (!isSettingsSection(chosen) || !confirmLeave(t.unsaved)) return;
            navigate(sectionPath(chosen));
          }}
        >
          {GROUP_NAMES.map((group) => (
            <optgroup key={group} label={t.settings.nav.groups[group]}>
              {SETTINGS_GROUPS[group].map((section) => (
                <option key={section} value={section}>
                  {nameOf(section)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <nav aria-label={t.settings.tabs.label} className="grid gap-5 max-md:hidden">
        {GROUP_NAMES.map((group) => (
          <div key={group} data-settings-group={group}>
            {/* The group's caption: a quiet label, not a link (its sections are). */}
            <p id={`${id}-${group}`} className="flex items-center gap-2 px-3 pb-1.5 text-xs font-semibold text-faint">
              <span className={`${GROUP_ICONS[group]} h-3.5 w-3.5 shrink-0`} aria-hidden="true" />
              {t.settings.nav.groups[group]}
            </p>
            <ul aria-labelledby={`${id}-${group}`} className="grid gap-0.5">
              {SETTINGS_GROUPS[group].map((section) => {
                const lit = section === shown;
                return (
                  <li key={section}>
                    <Link
                      href={sectionPath(section)}
                      data-settings-item={section}
                      onClick={guard}
                      aria-current={lit ? 'page' : undefined}
                      className={`keyboard-ring flex min-h-9 items-center rounded-lg px-3 py-1.5 text-sm ${
                        lit ? 'nav-here' : 'text-muted hover:bg-surface hover:text-ink'
                      }`}
                    >
                      {nameOf(section)}
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
