// Site header: brand, product.md's four pages, then after a hairline the client stories and the journal (the current one
// marked), language and theme, the one call to action (Start a project), and a menu below a laptop's width (six links
// need it).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../lib/router';
import { PageLink } from '../ui/page-link';
import { useT } from '../../lib/i18n';
import { CONTACT_FORM_ANCHOR, JOURNAL_PATH, SITE_LINKS, WORK_PATH } from '../../lib/published-routes';
import { SiteLogo, useHasLogo } from './site-logo';
import { LanguageSwitch, ThemeSwitch } from './preference-switches';

/** A section's link is current on its pages too (an article marks Journal); home's on itself alone (no path starts "//"). */
const isCurrent = (href: string, location: string) => location === href || location.startsWith(`${href}/`);

/** From 1024 px the current page is marked as a studio's site does, by its words in ink over a short accent underline,
 * not a tinted pill (round 14: the pill stood taller than the call to action beside it). In the phone's menu, a list of
 * full-width rows, the current row keeps its tint. Set without the face's kerning and a hair looser, as the footer's
 * links are: Geist's pair kerning drew the r of the 14 px "Journal" into its n ("Joumal", round 24; decision 0217). */
const linkClass = (active: boolean, secondary: boolean) =>
  `keyboard-ring flex items-center rounded-full px-3 py-2 text-sm tracking-[0.01em] [font-kerning:none] max-lg:min-h-11 max-lg:rounded-lg font-medium transition-colors decoration-2 underline-offset-[0.5rem] ${
    secondary && !active ? 'lg:font-normal' : ''
  } ${
    active
      ? 'text-ink underline decoration-accent max-lg:no-underline max-lg:bg-accent-soft max-lg:text-accent-text'
      : 'text-muted hover:text-ink lg:hover:underline lg:hover:decoration-line-strong max-lg:hover:bg-surface-alt'
  }`;

/** The one call to action: a solid pill (the primary button), the row's one filled thing (decision 0135), its whole
 * words ("Start a project", decision 0143). 40 px tall from 640 px (round 14: at 28 px it stood smaller than the links
 * beside it). Below 640 px it leaves the row for the open menu, full width at its foot (round 17: the name stacked on two
 * lines beside the pill and the toggle read cramped; decision 0174): the row keeps the whole name on one line and the
 * menu; the page's own first screen has its "Start a project" button under the hero's lead. */
const ctaClass = 'btn-primary btn-sm whitespace-nowrap sm:ml-2 sm:h-10 sm:px-4.5 sm:text-sm';
export function Header() {
  const t = useT();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const hasLogo = useHasLogo();
  const toggle = useRef<HTMLButtonElement>(null);
  const onContact = isCurrent('/contact', location);

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

  /** product.md's four pages first, then the client stories and the journal after a hairline, a step quieter from 1024 px
   * (outside designers, session 48: six links of one weight read crowded at 1280 px; decision 0202). The footer groups them so too. */
  const link = ([href, label]: (typeof SITE_LINKS)[number]) => {
    const active = isCurrent(href, location);
    const secondary = href === WORK_PATH || href === JOURNAL_PATH;
    return (
      <PageLink
        key={href}
        href={href}
        className={linkClass(active, secondary)}
        aria-current={active ? 'page' : undefined}
        onClick={() => setOpen(false)}
      >
        {t.pages[label]}
      </PageLink>
    );
  };
  const primary = SITE_LINKS.filter(([href]) => href !== WORK_PATH && href !== JOURNAL_PATH).map(link);
  const secondary = SITE_LINKS.filter(([href]) => href === WORK_PATH || href === JOURNAL_PATH).map(link);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/85 backdrop-blur-md">
      <div className="page-x flex h-16 items-center justify-between gap-2">
        <PageLink
          href="/"
          className="keyboard-ring flex min-h-11 min-w-11 items-center gap-2.5 rounded-lg font-semibold text-ink sm:tracking-[-0.01em] max-[23.5rem]:gap-2"
        >
          <SiteLogo />
          {/* The header is one calm row at every width, the whole name on one line in both languages (decisions 0126,
              0174): 17 px from 640 px, 15 px below it, 14 px below 376 px (the call to action waits in the menu there),
              never tracked tighter (decision 0135), never shortened (issue 53: a cut name read as another company). With
              an uploaded logo its alt text names the link, so the text is for the eye. The ranges do not overlap: media
              rules of one property come out of the generator in no guaranteed order. */}
          <span
            className="whitespace-nowrap text-[1.0625rem] min-[23.5rem]:max-sm:text-[0.9375rem] max-[23.5rem]:text-[0.875rem]"
            aria-hidden={hasLogo || undefined}
          >
            {t.brand}
          </span>
        </PageLink>
        <nav aria-label={t.nav.main} className="hidden items-center lg:flex">
          {primary}
          <span className="mx-2.5 h-4 w-px bg-line-strong" aria-hidden="true" />
          {secondary}
        </nav>
        <div className="flex items-center gap-1">
          {/* The language switch stays in the row at every width, below 640 px a compact chip beside the menu's toggle
              (round 21: a bilingual site's closed phone header showed no way to the other language); the theme waits in
              the menu there, so the row keeps the whole name on one line. Both by the stylesheet's `row-switches` rule: the
              public pages' script is at its budget. */}
          <div className="row-switches flex gap-1">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
          {/* The one call to action, from 640 px in the row: a solid pill (decision 0135), saying what it does in whole
              words (decision 0143); below 640 px at the open menu's foot. The same pill on every page (decision 0269,
              round 32: drawn quiet on /contact it read as a second style): there it leads to the form on the page
              (#send-a-message, the browser's own jump, scroll-mt under this header), not to the page you are on. */}
          {onContact ? (
            <a href={`#${CONTACT_FORM_ANCHOR}`} className={`${ctaClass} max-sm:hidden`}>
              {t.nav.start}
            </a>
          ) : (
            <PageLink href="/contact" className={`${ctaClass} max-sm:hidden`}>
              {t.nav.start}
            </PageLink>
          )}
          <button
            ref={toggle}
            type="button"
            className="keyboard-ring inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-line-strong bg-surface text-ink hover:bg-surface-alt lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => setOpen(!open)}
          >
            <span className={`${open ? 'i-lucide-x' : 'i-lucide-menu'} h-5 w-5`} aria-hidden="true" />
          </button>
        </div>
      </div>
      <nav id="mobile-menu" aria-label={t.nav.main} hidden={!open} className="border-t border-line lg:hidden">
        <div className="page-x flex flex-col gap-1 py-3">
          {primary}
          <span className="mx-3.5 my-1 h-px bg-line" aria-hidden="true" />
          {secondary}
          {/* Drawn once the menu opens: the page's markup names its other language once (the header's switch). */}
          {open && (
            <div className="mt-2 flex gap-1 border-t border-line pt-3 sm:hidden">
              <LanguageSwitch />
              <ThemeSwitch />
            </div>
          )}
          {/* A phone's call to action, the menu's last word (decision 0174); drawn once the menu opens, so a page names
              "Start a project" once in its header. */}
          {open &&
            (onContact ? (
              <a href={`#${CONTACT_FORM_ANCHOR}`} className="btn-primary btn-lg mt-3 w-full sm:hidden" onClick={() => setOpen(false)}>
                {t.nav.start}
              </a>
            ) : (
              <PageLink href="/contact" className="btn-primary btn-lg mt-3 w-full sm:hidden" onClick={() => setOpen(false)}>
                {t.nav.start}
              </PageLink>
            ))}
        </div>
      </nav>
    </header>
  );
}
