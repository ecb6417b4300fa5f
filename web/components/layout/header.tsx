// Site header: brand, the four routes (current one marked), language and theme, and a menu on small screens.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../lib/i18n';
import { PUBLIC_ROUTES } from '../../lib/routes';
import { LanguageSwitch, ThemeSwitch } from './preference-switches';

const linkClass = (active: boolean) =>
  `keyboard-ring flex items-center rounded-lg px-3 py-2 text-sm max-md:min-h-11 font-medium transition-colors motion-reduce:transition-none ${
    active
      ? 'bg-blue-50 text-blue-800 dark:bg-sky-400/15 dark:text-sky-200'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

export function Header() {
  const t = useT();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location closes the menu
  useEffect(() => {
    setOpen(false);
  }, [location]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const links = PUBLIC_ROUTES.filter((route) => route.menu).map(({ path: href, page: label }) => {
    const active = location === href;
    return (
      <Link key={href} href={href} className={linkClass(active)} aria-current={active ? 'page' : undefined} onClick={() => setOpen(false)}>
        {t.pages[label]}
      </Link>
    );
  });

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="page-x flex h-16 items-center justify-between gap-4">
        <Link href="/" className="keyboard-ring flex min-h-11 items-center gap-2 rounded-lg font-bold text-slate-900 dark:text-white">
          <span
            className="grid h-8 w-8 place-items-center rounded-lg bg-blue-700 text-white dark:bg-sky-400 dark:text-slate-950"
            aria-hidden="true"
          >
            <span className="i-lucide-code-xml h-5 w-5" />
          </span>
          <span className="text-[15px] leading-tight sm:text-lg">{t.brand}</span>
        </Link>
        <nav aria-label={t.nav.main} className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ThemeSwitch />
          <button
            ref={toggle}
            type="button"
            className="keyboard-ring inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => setOpen(!open)}
          >
            <span className={`${open ? 'i-lucide-x' : 'i-lucide-menu'} h-5 w-5`} aria-hidden="true" />
          </button>
        </div>
      </div>
      <nav id="mobile-menu" aria-label={t.nav.main} hidden={!open} className="border-t border-slate-200 md:hidden dark:border-slate-800">
        <div className="page-x flex flex-col gap-1 py-3">{links}</div>
      </nav>
    </header>
  );
}
