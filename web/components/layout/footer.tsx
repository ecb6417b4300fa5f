// Site footer: brand and mission, the header's links in its order and the privacy notice last, the contact
// details, and the copyright line. On a phone the pages sit in two columns read downwards, before the details.
import { PageLink } from '../ui/page-link';
import { useContactDetails } from '../../lib/contact-details';
import { fill, useT } from '../../lib/i18n';
import { SITE_LINKS } from '../../lib/published-routes';
import { Phrased } from '../ui/phrased';
import { SiteLogo, useHasLogo } from './site-logo';

/** The header's links in its order, and the privacy notice last (decisions 0092, 0095). */
const FOOTER_LINKS = [...SITE_LINKS, ['/privacy', 'privacy']] as const;

export function Footer() {
  const t = useT();
  const contact = useContactDetails();
  const hasLogo = useHasLogo();
  // On a phone each link is a 44 px tall target.
  const link = 'keyboard-ring tap-target rounded hover:text-ink hover:underline underline-offset-4';
  const row = 'flex items-center max-md:min-h-11';
  return (
    <footer className="border-t border-line bg-bg-alt">
      <div className="page-x grid gap-8 py-10 sm:gap-10 sm:py-14 md:grid-cols-[3fr_1.5fr_2.5fr]">
        <div>
          <p className="flex items-center gap-2.5 text-[1.0625rem] font-semibold tracking-[-0.01em] text-ink">
            <SiteLogo size="footer" />
            {/* An uploaded logo's alt text names the brand already. */}
            <span aria-hidden={hasLogo || undefined}>{t.brand}</span>
          </p>
          <p className="muted mt-2 max-w-md text-sm leading-relaxed">
            <Phrased text={t.footer.mission} />
          </p>
        </div>
        {/* Filled column by column (Home, Services, Client stories, Pricing | Journal, Contact, Privacy), so the order reads
            down, never across. */}
        <nav aria-labelledby="footer-pages" className="text-sm">
          <p id="footer-pages" className="font-semibold text-ink">
            {t.footer.pages}
          </p>
          <ul className="mt-2 grid grid-flow-col grid-rows-4 gap-x-4 md:grid-flow-row md:grid-rows-none md:gap-y-1.5">
            {FOOTER_LINKS.map(([href, label]) => (
              <li key={href} className={row}>
                <PageLink href={href} className={`muted ${link}`}>
                  {t.pages[label]}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* One row per detail, each the same height (on a phone the 44 px of a tap target), so the lines sit evenly. */}
        <address className="muted text-sm leading-relaxed not-italic">
          <p className="font-semibold text-ink">{t.footer.contact}</p>
          <ul className="mt-2 md:space-y-1.5">
            {contact.address && (
              <li className={row}>
                {/* Phrased: a Chinese address breaks between its parts, never inside "88號5樓". */}
                <span>
                  <Phrased text={contact.address} />
                </span>
              </li>
            )}
            {contact.phone && (
              <li className={row}>
                {contact.phoneHref ? (
                  <a className={link} href={contact.phoneHref}>
                    {contact.phone}
                  </a>
                ) : (
                  contact.phone
                )}
              </li>
            )}
            {contact.email && (
              <li className={`${row} break-all`}>
                <a className={link} href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </li>
            )}
          </ul>
        </address>
      </div>
      <div className="border-t border-line">
        <p className="page-x muted py-4 text-xs">{fill(t.footer.copyright, { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
