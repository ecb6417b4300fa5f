// The header's account menu: who is signed in, Sign out, and what else the page passes in (the setup
// checklist's "show again"); on a phone also View site, the language and the theme, which a wide screen shows inline.
import { type ReactNode, useId, useRef } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, lang, setLang, useLang, useT } from '../../lib/i18n';
import { THEMES, setTheme, useTheme } from '../../lib/theme';
import { placeOnOpen } from './place-popover';

type Props = { username: string; onLogout: () => void; onViewSite: (event: { preventDefault: () => void }) => void; children?: ReactNode };

const ROW = 'btn keyboard-ring min-h-11 w-full justify-start px-3 text-sm font-medium hover:bg-surface-alt';
const THEME_ICON = { light: 'i-lucide-sun', dark: 'i-lucide-moon', system: 'i-lucide-monitor' } as const;

export function AccountMenu({ username, onLogout, onViewSite, children }: Props) {
  const t = useAdminT();
  const site = useT();
  const current = useLang();
  const theme = useTheme();
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = () => menu.current?.hidePopover?.();
  const nextTheme = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={id}
        data-account-button=""
        className="btn keyboard-ring h-11 min-w-11 justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-ink hover:bg-surface-alt"
      >
        <span className="i-lucide-menu h-5 w-5 sm:hidden" aria-hidden="true" />
        <span className="i-lucide-circle-user-round hidden h-5 w-5 sm:inline-block" aria-hidden="true" />
        <span className="hidden max-w-32 truncate sm:inline">{username}</span>
        <span className="i-lucide-chevron-down hidden h-4 w-4 text-muted sm:inline-block" aria-hidden="true" />
        <span className="sr-only">
          <span className="sm:hidden">{t.shell.menuShort}</span>
          <span className="hidden sm:inline">, {t.shell.menu}</span>
        </span>
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        data-account-menu=""
        onToggle={placeOnOpen(trigger, menu, { gap: 6 })}
        className="fixed inset-auto m-0 w-64 rounded-xl border border-line bg-surface p-1 text-ink shadow-lg"
      >
        <div className="border-b border-line px-3 pt-2 pb-2.5">
          <p className="text-sm font-medium break-words">{fill(t.signedInAs, { name: username })}</p>
        </div>
        {/* Any choice closes the menu (the theme and language rows too: the change shows at once). */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the click is the buttons' own, caught as it bubbles */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter and Space on a button raise this same click */}
        <div className="grid py-1" onClick={(event) => (event.target as Element).closest('button, a') && close()}>
          {/* A wide screen has these in the header itself. */}
          <div className="grid sm:hidden">
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
          </div>
          {children}
          <button type="button" className={ROW} onClick={onLogout}>
            <span className="i-lucide-log-out h-4 w-4" aria-hidden="true" />
            {t.logout}
          </button>
        </div>
      </div>
    </>
  );
}
