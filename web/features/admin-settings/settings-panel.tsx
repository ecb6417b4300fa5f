// The settings tab: the pages' list beside the chosen page's sections (decision 0184: six pages, not fourteen; five since
// decision 0200 gave the image library a tab of its own, to which its old address moves). The page
// is in the address (/dashboard/settings/<page>); a section's own older address (/dashboard/settings/<section>, and the
// older form /dashboard/settings#<section>) moves to its page at the section's anchor, and a name that is no page or
// section shows the first page, at its own address.
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useLocation, useRoute } from '../../lib/router';
import { DeveloperNotes, openDeveloperNotes, ServerDetails } from '../../components/admin/server-details';
import { useAdminT } from '../../lib/admin-i18n';
import { setupQuery } from '../../lib/calls/setup';
import { AccountSettings } from './account-settings';
import { BackupsSettings } from './backups';
import { ContactSettings } from './contact-settings';
import { DevicesSettings } from './devices-settings';
import { EmailSettings } from './email-settings';
import { LogoSettings } from './logo-settings';
import { RetentionSetting } from './retention-setting';
import { ConfirmItsYou } from './confirm-its-you';
import { SecuritySettings } from './security-settings';
import { SharedCacheSettings } from './shared-cache';
import { TimeZoneSetting } from './time-zone-setting';
import {
  DEFAULT_PAGE,
  IMAGES_TAB,
  isSettingsPage,
  isSettingsSection,
  pageOf,
  SETTINGS_PAGES,
  sectionPath,
  settingsPath,
  type SettingsPage,
  type SettingsSection,
  wasImages,
} from './sections';
import { SettingsNav } from './settings-nav';
import { PageSave } from './page-save';
import { ChannelSettings } from './channel-settings';
import { SpamSettings } from './spam-settings';

const SHOWN: Record<SettingsSection, () => ReactNode> = {
  email: () => <EmailSettings />,
  channels: () => <ChannelSettings />,
  spam: () => <SpamSettings />,
  retention: () => <RetentionSetting />,
  contact: () => <ContactSettings />,
  logo: () => <LogoSettings />,
  timezone: () => <TimeZoneSetting />,
  account: () => <AccountSettings />,
  security: () => <SecuritySettings />,
  devices: () => <DevicesSettings />,
  backups: () => <BackupsSettings />,
  cache: () => <SharedCacheSettings />,
};

/** The page an address names, and where to move it: a page's own path stays; a section's path (or, on /dashboard/settings
 *  alone, its hash) moves to its page at the section's anchor; a name that is neither moves to the first page. */
function namedPage(routed: boolean, sub: string | undefined): { page: SettingsPage; moveTo?: string } {
  if (routed) {
    if (isSettingsPage(sub)) return { page: sub };
    // The image library is a tab of its own now (decision 0200): its old address goes there.
    if (wasImages(sub)) return { page: DEFAULT_PAGE, moveTo: IMAGES_TAB };
    if (isSettingsSection(sub)) return { page: pageOf(sub), moveTo: sectionPath(sub) };
    return { page: DEFAULT_PAGE, moveTo: settingsPath(DEFAULT_PAGE) };
  }
  const hash = typeof location === 'undefined' ? '' : location.hash.slice(1);
  if (wasImages(hash)) return { page: DEFAULT_PAGE, moveTo: IMAGES_TAB };
  return isSettingsSection(hash) ? { page: pageOf(hash), moveTo: sectionPath(hash) } : { page: DEFAULT_PAGE };
}

/** `cacheFoot`: under How soon changes show, in its column (the running build's details, another feature's, composed by the
 *  dashboard; review round 18: at the window's foot it read as an orphan link under the side list). */
export function SettingsPanel({ cacheFoot }: { cacheFoot?: ReactNode }) {
  const t = useAdminT();
  const [routed, params] = useRoute<{ section: string }>('/dashboard/settings/:section');
  const [, navigate] = useLocation();
  const { page, moveTo } = namedPage(routed, params?.section);
  useEffect(() => {
    // In place of the address that was typed or followed, so Back does not return to it.
    if (moveTo) navigate(moveTo, { replace: true });
  }, [moveTo, navigate]);
  // An anchor (a section's old address, or a link to one) brings its section to the top once the page has drawn it; run
  // again once a move has put the anchor in the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: moveTo changes when the address (its hash) does
  useEffect(() => {
    const anchor = typeof location === 'undefined' ? '' : location.hash.slice(1);
    if (!isSettingsSection(anchor) || pageOf(anchor) !== page) return;
    // How soon changes show is a note of the page's Technical details (decision 0258): its address opens them.
    const frame = requestAnimationFrame(() =>
      anchor === 'cache' ? openDeveloperNotes() : document.getElementById(`settings-${anchor}`)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [page, moveTo]);
  return (
    <section
      aria-label={t.tabs.settings}
      className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10"
    >
      {/* Held at the window's top as far down as a section's heading comes to rest (scroll-mt-6, under the sticky header's scroll padding): the list's first caption
          and the heading read on one line, at the page's top and at any anchor (round 30: the list sat about 40 px lower). */}
      {/* Under the sticky header (decision 0258: `--admin-top`, the dashboard's). */}
      <div className="md:sticky md:top-[calc(var(--admin-top,0px)+1.5rem)] md:self-start">
        <SettingsNav current={page} />
      </div>
      {/* Every page at the one reading width (review round 19: Devices and Images ran the whole column, the rest 768 px): its
          sections one under another, each under its own heading, a wider gap between sections than between a section's
          cards. data-settings: its forms' fields keep a readable measure (uno.config.ts). */}
      <div className="grid min-w-0 content-start gap-6">
        <div key={page} data-settings className="grid max-w-5xl content-start gap-12">
          {/* One save bar for the page's forms, at the column's foot (decision 0188: two forms edited docked two bars). */}
          {/* Every section's notes for whoever runs the server in one "For your developer" at the page's foot (decision 0222). */}
          <DeveloperNotes className="-mt-6">
            <PageSave>
              {SETTINGS_PAGES[page].map((section: SettingsSection) =>
                // How soon changes show: notes of the page's Technical details (a card only when it warns).
                section === 'cache' ? (
                  <Fragment key={section}>
                    {SHOWN[section]()}
                    <PublicAddressNote />
                    {cacheFoot}
                  </Fragment>
                ) : (
                  <div
                    key={section}
                    id={`settings-${section}`}
                    data-settings-section={section}
                    className="grid scroll-mt-6 content-start gap-6"
                  >
                    {SHOWN[section]()}
                  </div>
                ),
              )}
            </PageSave>
          </DeveloperNotes>
        </div>
      </div>
      {/* One password prompt for every sensitive change of any section (decision 0073). */}
      <ConfirmItsYou />
    </section>
  );
}

/** The setup checklist's "Public address" step leads here (decision 0264, review round 31 #3): its steps for whoever runs
 *  the server join this page's Technical details while the address is not set. */
function PublicAddressNote() {
  const t = useAdminT();
  // Quietly nothing when it cannot be read (it is advice).
  const open = useQuery(setupQuery()).data?.checks?.some((check) => check.id === 'publicUrl' && !check.done);
  const words = t.setup.checks.publicUrl;
  return open ? <ServerDetails about={words.name}>{words.detail}</ServerDetails> : null;
}
