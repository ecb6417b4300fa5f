// The settings tab: the sections' list beside the chosen section's cards. The section is in the address
// (/dashboard/settings/<section>); the older form /dashboard/settings#<section> (links made before) is moved to it, and
// a name that is no section shows the first one, at its own address.
import { useEffect, type ReactNode } from 'react';
import { useLocation, useRoute } from '../../lib/router';
import { useAdminT } from '../../lib/admin-i18n';
import { AccountSettings } from './account-settings';
import { BackupsSettings } from './backups';
import { ContactSettings } from './contact-settings';
import { DevicesSettings } from './devices-settings';
import { EmailSettings } from './email-settings';
import { ImagesSettings } from './images';
import { LogoSettings } from './logo-settings';
import { RetentionSetting } from './retention-setting';
import { ConfirmItsYou } from './confirm-its-you';
import { SecuritySettings } from './security-settings';
import { SharedCacheSettings } from './shared-cache';
import { TimeZoneSetting } from './time-zone-setting';
import { DEFAULT_SECTION, isSettingsSection, settingsPath, type SettingsSection } from './sections';
import { SettingsNav } from './settings-nav';
import { ChannelSettings } from './channel-settings';
import { SpamSettings } from './spam-settings';

const SHOWN: Record<SettingsSection, () => ReactNode> = {
  email: () => <EmailSettings />,
  channels: () => <ChannelSettings />,
  spam: () => <SpamSettings />,
  retention: () => <RetentionSetting />,
  contact: () => <ContactSettings />,
  logo: () => <LogoSettings />,
  images: () => <ImagesSettings />,
  timezone: () => <TimeZoneSetting />,
  account: () => <AccountSettings />,
  security: () => <SecuritySettings />,
  devices: () => <DevicesSettings />,
  backups: () => <BackupsSettings />,
  cache: () => <SharedCacheSettings />,
};

/** Sections whose cards hold a grid or a table rather than a form: the whole column. */
const WIDE: readonly SettingsSection[] = ['images', 'backups', 'devices'];

/** The section an address names: its path's, else (on /dashboard/settings alone) its hash's, else none. */
function namedSection(routed: boolean, sub: string | undefined): { section: SettingsSection; moveTo?: SettingsSection } {
  if (routed) return isSettingsSection(sub) ? { section: sub } : { section: DEFAULT_SECTION, moveTo: DEFAULT_SECTION };
  const hash = typeof location === 'undefined' ? '' : location.hash.slice(1);
  return isSettingsSection(hash) ? { section: hash, moveTo: hash } : { section: DEFAULT_SECTION };
}

/** `cacheFoot`: under How soon changes show, in its column (the running build's details, another feature's, composed by the
 *  dashboard; review round 18: at the window's foot it read as an orphan link under the side list). */
export function SettingsPanel({ cacheFoot }: { cacheFoot?: ReactNode }) {
  const t = useAdminT();
  const [routed, params] = useRoute<{ section: string }>('/dashboard/settings/:section');
  const [, navigate] = useLocation();
  const { section, moveTo } = namedSection(routed, params?.section);
  useEffect(() => {
    // In place of the address that was typed or followed, so Back does not return to it.
    if (moveTo) navigate(settingsPath(moveTo), { replace: true });
  }, [moveTo, navigate]);
  return (
    <section
      aria-label={t.tabs.settings}
      className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10"
    >
      <div className="md:sticky md:top-6 md:self-start">
        <SettingsNav current={section} />
      </div>
      {/* A page at a reading width (review round 17): its title and purpose over its cards, which end where their fields
          do rather than in a wide empty card; the images' grid takes the whole column. */}
      {/* data-settings: its forms' fields keep a readable measure (uno.config.ts). */}
      <div className="grid min-w-0 content-start gap-6">
        <div key={section} data-settings className={`grid content-start gap-6 ${WIDE.includes(section) ? '' : 'max-w-3xl'}`}>
          {SHOWN[section]()}
          {section === 'cache' && cacheFoot}
        </div>
      </div>
      {/* One password prompt for every sensitive change of any section (decision 0073). */}
      <ConfirmItsYou />
    </section>
  );
}
