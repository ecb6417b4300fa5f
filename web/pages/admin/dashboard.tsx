// /admin/dashboard/{tab}: header, tabs (overview, content, writing, images, messages, insights, settings, activity), the chosen
// tab (the content tab, where the owner lands, under one line of the overview's figures) and, on the settings tab, a
// footer naming the build, behind the session guard.
import { Link, useLocation, useRoute } from '../../lib/router';
import { AccountMenu, AccountRows, LogoutButton } from '../../components/admin/account-menu';
import { AdminBrand } from '../../components/admin/admin-brand';
import { MoreTabs } from '../../components/admin/more-tabs';
import { TabStrip } from '../../components/admin/tab-strip';
import { ActivityPanel } from '../../features/admin-activity/activity-panel';
import { RecentActivity } from '../../features/admin-activity/recent-activity';
import { BuildFooter } from '../../features/admin-build/build-footer';
import { ContentEditor } from '../../features/admin-content/content-editor';
import { kindOf } from '../../features/admin-lists/kinds';
import { ListEditor } from '../../features/admin-lists/list-editor';
import { MessagesPanel } from '../../features/admin-messages/messages-panel';
import { OverviewPanel } from '../../features/admin-overview/overview-band';
import { ImagesPanel } from '../../features/admin-media/images-panel';
import { UnreadBadge } from '../../features/admin-messages/unread-badge';
import { useUnreadCount } from '../../features/admin-messages/unread-count';
import { RequireAdmin } from '../../features/admin-session/require-admin';
import { logout, useCurrentUser } from '../../features/admin-session/session';
import { SignInAgain } from '../../features/admin-session/sign-in-again';
import { SettingsPanel } from '../../features/admin-settings/settings-panel';
import { InsightsPanel } from '../../features/admin-insights/insights-panel';
import { SearchSnippetEditor } from '../../features/admin-snippets/search-snippet-editor';
import { DeletedEntries } from '../../features/admin-history/deleted-entries';
import { HistoryButton } from '../../features/admin-history/history-button';
import { SetupBand, SetupPill, ShowSetupAgain } from '../../features/admin-setup/setup-indicator';
import { StorageWarning } from '../../features/admin-storage/storage-warning';
import { MailWarning } from '../../features/admin-mail/mail-warning';
import { WritingPanel } from '../../features/admin-writing/writing-panel';
import { RedirectsPanel } from '../../features/admin-redirects/redirects-panel';
import type { DeletedSlot, HistorySlot } from '../../components/admin/history-slot';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useT } from '../../lib/i18n';
import { type BannerAlert, useBannerAlerts } from '../../lib/site-alerts';
import { confirmLeave, useWarnBeforeUnload } from '../../lib/unsaved';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type MouseEvent, useState } from 'react';

const TABS = ['overview', 'content', 'writing', 'images', 'messages', 'insights', 'settings', 'activity'] as const;
/** On a phone these are behind a fifth tab, "More" (more-tabs.tsx): five columns, each a sign over its whole name, the
 *  Overview first among them (decision 0185: it was under "More", which lit up on the Overview). Writing has its own
 *  tab, the owner's weekly task (decision 0225: under "More" while the page said "Writing"); Insights, read now and then
 *  and summed up on the Overview, is under "More". */
const PHONE_MORE: readonly (typeof TABS)[number][] = ['images', 'insights', 'settings', 'activity'];
/** On a phone each tab is a sign over its name, side by side: every name whole, nothing to scroll to. */
const TAB_SIGNS: Record<(typeof TABS)[number], string> = {
  overview: 'i-lucide-layout-dashboard',
  content: 'i-lucide-layout-template',
  writing: 'i-lucide-pen-line',
  images: 'i-lucide-images',
  messages: 'i-lucide-inbox',
  insights: 'i-lucide-chart-column',
  settings: 'i-lucide-settings',
  activity: 'i-lucide-activity',
};
type Tab = (typeof TABS)[number];
/** A tab: its name with the current tab's ink underline; on a phone, in the tab bar at the foot, a sign over its name in
 *  an even column (56 px), the current tab's ink line along its top edge. */
const tabLook = (current: boolean) =>
  `keyboard-ring relative -mb-px inline-flex min-h-11 shrink-0 cursor-pointer items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap max-sm:mb-0 max-sm:min-h-14 max-sm:min-w-0 max-sm:flex-col max-sm:justify-center max-sm:gap-1 max-sm:border-t-2 max-sm:border-b-0 max-sm:px-0 max-sm:text-[clamp(0.6875rem,3.2vw,0.75rem)] max-sm:leading-none sm:px-4 ${
    current ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'
  }`;
const isTab = (tab: string): tab is Tab => (TABS as readonly string[]).includes(tab);

/** Each field, plan and entry of the content tab gets its history; each list its deleted entries. */
const history: HistorySlot = (target, name, look) => (
  <HistoryButton
    target={target}
    name={name}
    compact={look?.compact}
    word={look?.word}
    inMenu={look?.inMenu}
    bare={look?.bare}
    asked={look?.asked}
    onClosed={look?.onClosed}
  />
);
const deleted: DeletedSlot = (list) => <DeletedEntries list={list} />;
/** Beside every text of a page: the icon alone (its name says whose history it opens). */
const quietHistory: HistorySlot = (target, name) => <HistoryButton target={target} name={name} compact />;
/** Alerts the owner hid for now (only the images' room may be: decision 0244), for this browser tab's session. */
const HIDDEN_ALERTS = 'admin-alerts-hidden';
const hiddenAlerts = (): BannerAlert[] => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(HIDDEN_ALERTS) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
};

/** Where each alert's strip shows (decision 0270): where it is acted on, never on the Overview (it explains them all). */
const ALERT_TABS: Record<BannerAlert, (tab: string) => boolean> = {
  disk: (tab) => tab !== 'overview',
  mail: (tab) => tab === 'messages',
  media: (tab) => tab === 'images',
};

/** The one banner slot under the header (decision 0244): the most urgent alert; "2 more" leads to the Overview's list. The
 *  disk full and email stuck cannot be hidden (the owner must act on them, on every tab); the images' room can, for now. */
function AlertSlot({ tab, onEmailSettings, guard }: { tab: string; onEmailSettings: boolean; guard: (event: MouseEvent) => void }) {
  const t = useAdminT();
  const order = useBannerAlerts();
  const [hidden, setHidden] = useState(hiddenAlerts);
  // Each alert only where the owner acts on it (decision 0270, review round 32 #1: one email problem in four places):
  // email on Messages (the messages it did not announce), the images' room on Images, the disk full (saving may fail
  // anywhere) on every tab. Settings → Email says how email is going itself (decision 0130).
  const shown = order.filter((alert) => !hidden.includes(alert) && ALERT_TABS[alert](tab) && !(alert === 'mail' && onEmailSettings));
  const current = shown[0];
  // Not on the Overview (decision 0264, review round 31 #1): its "Needs attention" says each alert in full, once.
  if (!current || tab === 'overview') return null;
  const others = String(shown.length - 1);
  const hide = () => {
    const next = [...hidden, current];
    setHidden(next);
    try {
      sessionStorage.setItem(HIDDEN_ALERTS, JSON.stringify(next));
    } catch {
      // not remembered past this page
    }
  };
  const after = (
    <>
      {shown.length > 1 && tab !== 'overview' && (
        <Link
          href="/dashboard/overview"
          onClick={guard}
          className="keyboard-ring inline-flex min-h-8 items-center rounded-md px-2 font-medium whitespace-nowrap text-muted hover:text-ink max-sm:min-h-11"
          aria-label={fill(t.shell.moreAlertsName, { count: others })}
          data-banner-more=""
        >
          {fill(t.shell.moreAlerts, { count: others })}
        </Link>
      )}
      {current === 'media' && (
        <button
          type="button"
          className="btn-icon"
          aria-label={t.shell.hideAlert}
          title={t.shell.hideAlert}
          onClick={hide}
          data-banner-hide=""
        >
          <span className="i-lucide-x h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </>
  );
  // "Details" leads to the Overview, which explains every alert (decision 0257); not on the Overview itself.
  const details = tab !== 'overview';
  return current === 'mail' ? (
    <MailWarning after={after} details={details} />
  ) : (
    <StorageWarning linkToImages={tab !== 'images'} after={after} details={details} />
  );
}

export function DashboardPage({ tab }: { tab: string }) {
  const t = useAdminT();
  const unread = useUnreadCount(useCurrentUser().data !== undefined);
  const page = isTab(tab) ? `${t.tabs[tab]} · ${t.pageTitle}` : t.unknownTab.title;
  useDocumentTitle(unread > 0 ? `(${unread}) ${page}` : page); // the count shows on a background browser tab
  useWarnBeforeUnload();
  return <RequireAdmin>{(username) => <Dashboard tab={tab} username={username} unread={unread} />}</RequireAdmin>;
}

function Dashboard({ tab, username, unread }: { tab: string; username: string; unread: number }) {
  const t = useAdminT();
  // A piece open in the editor has the window to itself, as a writing app gives it: its own bar goes back to the list.
  const [, piece] = useRoute<{ collection: string; piece: string }>('/dashboard/writing/:collection/:piece');
  const writing = tab === 'writing' && piece !== null && piece.collection !== 'redirects';
  // Settings → Email (also /dashboard/settings, which opens on it) says how email is going where the owner acts on it.
  const [location] = useLocation();
  const onEmailSettings = location === '/dashboard/settings' || location === '/dashboard/settings/email';
  const brand = useT().brand;
  const guard = (event: { preventDefault: () => void }) => {
    if (!confirmLeave(t.unsaved)) event.preventDefault();
  };
  const signOut = () => confirmLeave(t.unsaved) && void logout();
  return (
    // On a phone a column: the header's row, the tab, and the tab bar last, held to the foot of the window (sticky, so it
    // sits at the page's end where a page is photographed whole, and at the window's foot as the owner scrolls).
    <div
      className={`min-h-screen bg-bg-alt text-ink max-sm:flex max-sm:flex-col max-sm:[--tab-bar:calc(3.5rem+env(safe-area-inset-bottom))] ${
        writing ? '' : 'sm:[--admin-top:6.5625rem]'
      }`}
      data-dashboard
    >
      {/* One row (about 60 px on a phone): the site's name with the admin label as the page's title (on a phone the mark
          and the label, both seen), the setup progress, the account menu and Sign out (decision 0199: product.md's header
          has a title, an admin label and a logout button, on every width). */}
      {writing && (
        <h1 className="sr-only">
          {brand} · {t.adminLabel}
        </h1>
      )}
      {/* From 640 px the header and its tabs stay at the window's top (decision 0258, round 30: the tabs scrolled away);
          `--admin-top` is its height, for what sticks under it. */}
      <header
        className={writing ? 'hidden' : 'border-b border-line bg-surface max-sm:contents sm:sticky sm:top-0 sm:z-30'}
        data-admin-header={writing ? undefined : ''}
      >
        <div className="admin-x flex h-15 items-center gap-2 max-sm:border-b max-sm:border-line max-sm:bg-surface">
          <h1 className="flex shrink-0 items-center gap-2 text-base">
            {/* On a phone the mark alone and the label: the name (heard, in the heading) on two lines read as wrapped. */}
            <AdminBrand compact />
            <span
              className="shrink-0 rounded bg-surface-alt px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-muted"
              data-admin-label=""
            >
              {t.adminLabel}
            </span>
          </h1>
          {/* On a phone, where the name is the mark alone, the page's name after the label (review round 18: the row said
              only "Admin"; decision 0199: the label seen on every width); the tab bar says it to screen readers. */}
          {isTab(tab) && (
            <span className="min-w-0 truncate text-lg font-bold sm:hidden" aria-hidden="true" data-phone-title="">
              {t.tabs[tab]}
            </span>
          )}
          <div className="ml-auto flex shrink-0 items-center gap-1">
            {/* The setup's progress, a small pill leading to the Overview's checklist (decision 0244), not a banner over
                every page; on the Overview too, leading down to it (decision 0257: the header keeps one shape on every tab). */}
            {/* Not on the Overview, where the checklist itself is (review round 33 #6: an unexplained dot beside it). */}
            {tab !== 'overview' && <SetupPill onFollow={guard} />}
            {/* The language and the theme are in the account menu (review round 24, decision 0220: six items in the header);
                View site beside it from 640 px, a quiet link with its arrow (review round 26 #8: buried in the menu). */}
            <a
              href="/"
              onClick={guard}
              className="keyboard-ring inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-muted hover:text-ink max-sm:hidden"
              data-view-site=""
            >
              {t.viewSite}
              <span className="i-lucide-arrow-up-right h-4 w-4" aria-hidden="true" />
            </a>
            <AccountMenu username={username} onViewSite={guard}>
              <ShowSetupAgain />
            </AccountMenu>
            <LogoutButton onLogout={signOut} />
          </div>
        </div>
        <TabStrip label={t.tabs.label} current={tab}>
          {TABS.map((name) => (
            <Link
              key={name}
              href={`/dashboard/${name}`}
              onClick={guard}
              aria-current={tab === name ? 'page' : undefined}
              className={`${tabLook(tab === name)} ${PHONE_MORE.includes(name) ? 'max-sm:hidden' : ''}`}
            >
              <span className={`${TAB_SIGNS[name]} h-5 w-5 sm:hidden`} aria-hidden="true" />
              <span data-tab-name>{t.tabs[name]}</span>
              {name === 'messages' && unread > 0 && <UnreadBadge count={unread} />}
            </Link>
          ))}
          <MoreTabs
            tabs={PHONE_MORE.map((name) => ({ name, href: `/dashboard/${name}`, label: t.tabs[name], sign: TAB_SIGNS[name] }))}
            current={tab}
            more={t.tabs.more}
            onFollow={guard}
            look={tabLook}
            account={(close) => (
              <AccountRows username={username} onViewSite={guard} onClose={close}>
                <ShowSetupAgain />
              </AccountRows>
            )}
          />
        </TabStrip>
      </header>
      {/* One width on every tab, in line with the header: the content tab's preview fits beside its editor. */}
      <main className="admin-x py-8 max-sm:flex-1 max-sm:pt-5">
        {/* A calm top (outside review rounds 12 and 20): one row of each trouble the site has as a status pill that opens
            its details (mail before storage); nothing while all is well. The week's figures are the Overview tab's alone
            (round 20: a line of them above the content editor pushed its first field down). */}
        {/* Decision 0229 (review round 26 #3, #8): each as one slim full-width banner, stacked, the same on every tab, the
            setup progress last (its one place: no header dots, no checklist of the Overview's own). */}
        {/* Not over an open text (decision 0240, review round 28 #1): the editor is its own frame, its bar at the window's
            top where the header was, so a banner above it was cut by the bar and showed through it in focus mode; the
            banners are back on leaving the text, as the header is. */}
        {/* Decision 0244 (outside review of session 52 #1: the banners stacked 110-230 px above every title): one slot, the
            most urgent alert alone (the disk full, email stuck, the images' room), the others counted with a link to the
            Overview, whose "Needs attention" lists them all; the setup checklist is the Overview's alone. */}
        {!writing && (
          <div className="mb-4 grid gap-2 empty:hidden max-sm:-mt-1" data-banners>
            <AlertSlot tab={tab} onEmailSettings={onEmailSettings} guard={guard} />
          </div>
        )}
        {tab === 'overview' && (
          <OverviewPanel
            activity={<RecentActivity />}
            below={<SetupBand />}
            // Each alert explained where the strip's "Details" leads (decision 0257).
            explained={{ mail: <MailWarning explained />, storage: <StorageWarning explained /> }}
          />
        )}
        {tab === 'content' && (
          <ContentEditor
            list={(key, titled) => <ListEditor kind={kindOf(key)} history={history} deleted={deleted} titled={titled} />}
            snippet={(section) => <SearchSnippetEditor section={section} history={history} />}
            history={quietHistory}
          />
        )}
        {tab === 'writing' && <WritingPanel history={history} guard={guard} redirects={<RedirectsPanel />} />}
        {/* The image library, the content's whole width (decision 0200). */}
        {tab === 'images' && <ImagesPanel />}
        {tab === 'messages' && <MessagesPanel />}
        {tab === 'insights' && <InsightsPanel />}
        {tab === 'settings' && <SettingsPanel cacheFoot={<BuildFooter inline />} />}
        {tab === 'activity' && <ActivityPanel />}
        {!isTab(tab) && (
          <div className="py-16 text-center">
            <h2 className="admin-page-title">{t.unknownTab.title}</h2>
            <p className="muted mt-2">{t.unknownTab.body}</p>
            <Link href="/dashboard/content" className="btn-primary mt-6">
              {t.unknownTab.back}
            </Link>
          </div>
        )}
      </main>
      {/* Which build runs, on the one settings page about the running site, not under every screen: a commit and a build
          time are an engineer's words, asked for only when someone asks "is the new version live?". */}
      <SignInAgain username={username} />
    </div>
  );
}
