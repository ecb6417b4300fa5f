// The header's account menu on a wide screen: who is signed in, the account's own pages (Admin account, Sign-in
// security), then View site, the language and the theme, and what else the page passes in (the setup checklist's "show
// again"). Review round 24 (decision 0220): the menu held only "Signed in as" while the header held six items; now the
// header is the title, the setup progress, this menu and Sign out, which stays its own button beside it, one tap on every
// width (decision 0199: product.md's header has a logout button). On a phone there is no menu button (review round 19: a
// hamburger beside a tab bar was two navigations): the same rows sit in the tab bar's "More" sheet.
import { type ReactNode, useId, useRef } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, lang, setLang, useLang, useT } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { THEMES, setTheme, useTheme } from '../../lib/theme';
import { THEME_ICON } from '../layout/preference-switches';
import { placeOnOpen } from './place-popover';

/** `onViewSite`: asked before any row leaves the page (View site, Admin account, Sign-in security): unsaved changes ask
 *  first (the dashboard's guard). */
type Props = { username: string; onViewSite: (event: { preventDefault: () => void }) => void; children?: ReactNode };

const ROW = 'btn keyboard-ring min-h-11 w-full justify-start px-3 text-sm font-medium hover:bg-surface-alt';

export function AccountMenu(props: Props) {
  const t = useAdminT();
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={id}
        data-account-button=""
        className="btn keyboard-ring h-11 min-w-11 justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-ink hover:bg-surface-alt max-sm:hidden"
      >
        <span className="i-lucide-circle-user-round h-5 w-5" aria-hidden="true" />
        {/* Between 640 and 768 px the sign alone (the name heard): the row holds the label, the actions and Sign out. */}
        <span className="max-w-32 truncate max-md:sr-only">{props.username}</span>
        <span className="i-lucide-chevron-down h-4 w-4 text-muted" aria-hidden="true" />
        <span className="sr-only">, {t.shell.menu}</span>
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        data-account-menu=""
        onToggle={placeOnOpen(trigger, menu, { gap: 6 })}
        className="fixed inset-auto m-0 w-64 rounded-xl border border-line bg-surface p-1 text-ink shadow-lg"
      >
        <AccountRows {...props} onClose={() => menu.current?.hidePopover?.()} />
      </div>
    </>
  );
}

/** Who is signed in, the account's pages, then View site, the language and the theme, and what the page passes in: the
 *  same rows in the wide header's menu and the phone's "More" sheet. Any choice calls `onClose` (the theme and language
 *  rows too: the change shows at once). */
export function AccountRows({ username, onViewSite, children, onClose }: Props & { onClose: () => void }) {
  const t = useAdminT();
  const site = useT();
  const current = useLang();
  const theme = useTheme();
  const nextTheme = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!;
  return (
    <>
      <div className="border-b border-line px-3 pt-2 pb-2.5">
        <p className="text-sm font-medium break-words">{fill(t.signedInAs, { name: username })}</p>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the click is the buttons' own, caught as it bubbles */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter and Space on a button raise this same click */}
      <div className="grid py-1" onClick={(event) => (event.target as Element).closest('button, a') && onClose()}>
        {/* The account's own pages: its name and password, then how it signs in (a section of the same page). */}
        <Link href="/dashboard/settings/account" onClick={onViewSite} className={ROW} data-account-row="account">
          <span className="i-lucide-user-round-cog h-4 w-4" aria-hidden="true" />
          {t.settings.tabs.account}
        </Link>
        <Link href="/dashboard/settings/security" onClick={onViewSite} className={ROW} data-account-row="security">
          <span className="i-lucide-shield-check h-4 w-4" aria-hidden="true" />
          {t.settings.tabs.security}
        </Link>
        <div className="my-1 border-t border-line" role="presentation" />
        <a href="/" onClick={onViewSite} className={ROW}>
          <span className="i-lucide-external-link h-4 w-4" aria-hidden="true" />
          {t.viewSite}
        </a>
        <button type="button" className={ROW} onClick={() => setLang(current === 'en' ? 'zh' : 'en')}>
          <span className="i-lucide-languages h-4 w-4" aria-hidden="true" />
          <span lang={lang.value === 'en' ? 'zh-Hant' : 'en'}>{site.nav.otherLanguage}</span>
          <span className="sr-only">, {site.nav.switchLanguage}</span>
        </button>
        <button type="button" className={ROW} onClick={() => setTheme(nextTheme)}>
          <span className={`${THEME_ICON[theme]} h-4 w-4`} aria-hidden="true" />
          {fill(t.shell.theme, { name: site.nav.themes[theme] })}
        </button>
        {children}
      </div>
    </>
  );
}

/** Sign out, in the header on every width: the icon and its name where there is room (from 1280 px), the icon alone below
 *  (its name heard, and shown as a tooltip). One tap; unsaved changes ask first (the dashboard's `onLogout`). */
export function LogoutButton({ onLogout }: { onLogout: () => void }) {
  const t = useAdminT();
  return (
    <button
      type="button"
      onClick={onLogout}
      title={t.logout}
      data-logout=""
      className="btn keyboard-ring h-11 min-w-11 shrink-0 justify-center gap-1.5 rounded-full px-2 text-sm font-medium whitespace-nowrap text-muted hover:bg-surface-alt hover:text-ink xl:px-3"
    >
      <span className="i-lucide-log-out h-5 w-5 xl:h-4 xl:w-4" aria-hidden="true" />
      <span className="max-xl:sr-only">{t.logout}</span>
    </button>
  );
}
