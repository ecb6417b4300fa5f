// The settings tab: six sub-tabs (email notifications, contact info, logo, admin account, images, backups).
import { useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { AccountSettings } from './account-settings';
import { BackupsSettings } from './backups';
import { ContactSettings } from './contact-settings';
import { EmailSettings } from './email-settings';
import { ImagesSettings } from './images';
import { LogoSettings } from './logo-settings';

const SUBTABS = ['email', 'contact', 'logo', 'account', 'images', 'backups'] as const;
type Subtab = (typeof SUBTABS)[number];

export function SettingsPanel() {
  const t = useAdminT();
  // A link may name the sub-tab (the setup checklist's "Go there"): /dashboard/settings#contact.
  const [tab, setTab] = useState<Subtab>(() => {
    const named = typeof location === 'undefined' ? '' : location.hash.slice(1);
    return (SUBTABS as readonly string[]).includes(named) ? (named as Subtab) : 'email';
  });
  const move = (key: string) => {
    const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    const next = SUBTABS[(SUBTABS.indexOf(tab) + step + SUBTABS.length) % SUBTABS.length]!;
    setTab(next);
    document.getElementById(`settings-tab-${next}`)?.focus();
  };
  return (
    <section aria-label={t.tabs.settings}>
      <div
        role="tablist"
        aria-label={t.settings.tabs.label}
        className="flex gap-1 border-line max-sm:flex-col sm:border-b"
        onKeyDown={(e) => move(e.key)}
      >
        {SUBTABS.map((s) => (
          <button
            key={s}
            id={`settings-tab-${s}`}
            type="button"
            role="tab"
            aria-selected={tab === s}
            aria-controls="settings-panel"
            tabIndex={tab === s ? 0 : -1}
            onClick={() => setTab(s)}
            // On a phone the six stack, each a full-width row marked on its left, so no label is squeezed or wrapped.
            className={`keyboard-ring min-h-11 px-4 py-2.5 text-left text-sm font-semibold whitespace-nowrap max-sm:rounded-r-lg max-sm:border-l-4 sm:-mb-px sm:border-b-2 ${
              tab === s ? 'border-accent text-accent-text max-sm:bg-accent-soft' : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {t.settings.tabs[s]}
          </button>
        ))}
      </div>
      <div id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${tab}`} className="pt-6">
        {tab === 'email' && <EmailSettings />}
        {tab === 'contact' && <ContactSettings />}
        {tab === 'logo' && <LogoSettings />}
        {tab === 'account' && <AccountSettings />}
        {tab === 'images' && <ImagesSettings />}
        {tab === 'backups' && <BackupsSettings />}
      </div>
    </section>
  );
}
