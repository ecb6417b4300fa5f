// Site footer, as a studio sets one (decision 0134): the brand and its one line; the pages in two short columns read
// downwards (the header's links in its order, the privacy notice last), on a phone too; the contact details with the
// address in the page's language; then a quiet bottom row, the copyright and where the studio works. Small text is set
// with a hair of positive tracking and without the face's kerning: Geist's pair kerning drew the r of "Journal" into
// its n at 14 px ("Joumal"; measured in the screenshots: +0.02em alone did not part them, no kerning did).
import { PageLink } from '../ui/page-link';
import { useLocation } from '../../lib/router';
import { useContactDetails } from '../../lib/contact-details';
import { fill, useT } from '../../lib/i18n';
import { SITE_LINKS } from '../../lib/published-routes';
import { Phrased } from '../ui/phrased';
import { SiteLogo, useHasLogo } from './site-logo';

/** The header's links in its order, and the privacy notice last (decisions 0092, 0095). */
const FOOTER_LINKS = [...SITE_LINKS, ['/privacy', 'privacy']] as const;
/** A column's name: the site's small label (Latin in capitals, tracked; Chinese set solid) in the muted ink, without the
 *  seal's square (a flex row): the brand's mark beside the name is the footer's one mark. */
const HEAD = 'eyebrow flex !text-muted';

export function Footer() {
  const t = useT();
  const contact = useContactDetails();
  const hasLogo = useHasLogo();
  // /contact shows the same details in its own card, right above the footer below 1024 px: there the column is left out.
  const [location] = useLocation();
  const onContact = location === '/contact';
  // On a phone each link is a 44 px tall target.
  const link = 'keyboard-ring tap-target rounded hover:text-ink hover:underline underline-offset-4';
  const row = 'flex items-center max-md:min-h-11';
  return (
    <footer className="border-t border-line bg-bg-alt tracking-[0.01em] [font-kerning:none]">
      <div className="page-x grid gap-10 py-12 sm:py-16 md:grid-cols-[minmax(0,5fr)_minmax(0,4fr)_minmax(0,4fr)] md:gap-12">
        <div>
          <p className="flex items-center gap-2.5 text-[1.0625rem] font-semibold tracking-[-0.01em] text-ink">
            <SiteLogo size="footer" />
            {/* An uploaded logo's alt text names the brand already. */}
            <span aria-hidden={hasLogo || undefined}>{t.brand}</span>
          </p>
          <p className="muted mt-3 max-w-xs text-sm leading-relaxed">
            <Phrased text={t.footer.mission} />
          </p>
        </div>
        {/* Filled column by column (Home, Services, Client stories, Pricing | Journal, Contact, Privacy), so the order reads
            down, never across. */}
        <nav aria-labelledby="footer-pages" className="text-sm">
          <p id="footer-pages" className={HEAD}>
            {t.footer.pages}
          </p>
          <ul className="mt-3 grid grid-flow-col grid-cols-2 grid-rows-4 gap-x-6 md:gap-y-2">
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
        <address className={`muted text-sm leading-relaxed not-italic ${onContact ? 'max-lg:hidden' : ''}`}>
          <p className={HEAD}>{t.footer.contact}</p>
          <ul className="mt-3 md:space-y-2">
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
        <div className="page-x flex flex-col gap-1 py-5 text-xs text-faint sm:flex-row sm:items-center sm:justify-between">
          <p>{fill(t.footer.copyright, { year: new Date().getFullYear() })}</p>
          <p>{t.footer.place}</p>
        </div>
      </div>
    </footer>
  );
}
