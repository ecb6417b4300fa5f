// Site footer, as a studio sets one (decisions 0134, 0161): the brand and its one line, then short columns in the order a
// visitor reads: the pages (product.md's four), the work and the journal, the contact details with the address in the
// page's language, the legal notice; then a quiet bottom row, the copyright and where the studio works. Quiet: 13 px
// words in the muted ink (14 px on a phone, one contact detail a line: decision 0267), column names too (decision 0280),
// no band of its own colour above the page's ground. The columns are
// set without the face's kerning: Geist's pair kerning drew the r of "Journal" into its n at 14 px ("Joumal"; measured in
// the screenshots: +0.02em alone did not part them, no kerning did). No tracking anywhere, the small print included
// (round 16: it read letter-spaced).
import { PageLink } from '../ui/page-link';
import { useContactDetails } from '../../lib/contact-details';
import { fill, useT } from '../../lib/i18n';
import { JOURNAL_PATH, SITE_LINKS, WORK_PATH } from '../../lib/published-routes';
import { Phrased } from '../ui/phrased';
import { SiteLogo, useHasLogo } from './site-logo';

/** product.md's four pages, then the client stories and the journal (decisions 0092, 0095, 0161). */
const PAGE_LINKS = SITE_LINKS.filter(([href]) => href !== WORK_PATH && href !== JOURNAL_PATH);
const WORK_LINKS = SITE_LINKS.filter(([href]) => href === WORK_PATH || href === JOURNAL_PATH);
/** A column's name: the site's small label (Latin in capitals, tracked; Chinese set solid) in the muted ink (decision
 *  0280: in `faint` it was hard to read in dark), without the seal's square (a flex row): the brand's mark beside the
 *  name is the footer's one mark. */
const HEAD = 'eyebrow flex leading-5 !text-muted';

export function Footer() {
  const t = useT();
  const contact = useContactDetails();
  const hasLogo = useHasLogo();
  // The same footer on every page at each width (round 17: home's and /contact's phone footers left the contact column
  // out and read as another footer; decision 0174).
  // On a phone each link is a 44 px tall target, the rows set edge to edge with no air between them (`foot-grid`, CSS:
  // the pages' script is at its budget; round 24: the phone's footer stood about 620 px tall; decision 0218).
  const link = 'keyboard-ring tap-target rounded hover:text-ink hover:underline underline-offset-4';
  const row = 'flex items-center max-md:min-h-11';
  return (
    <footer className="border-t border-line">
      <div className="foot-grid page-x grid grid-cols-2 gap-x-6 gap-y-8 py-10 text-sm [font-kerning:none] md:text-[0.8125rem] sm:py-12 md:grid-cols-4 lg:grid-cols-[minmax(0,4fr)_repeat(2,minmax(0,2fr))_minmax(0,3fr)_minmax(0,2fr)] lg:gap-x-10">
        <div className="col-span-2 md:col-span-4 lg:col-span-1">
          <p className="flex items-center gap-2.5 text-[0.9375rem] font-semibold tracking-[-0.01em] text-ink">
            <SiteLogo size="footer" />
            {/* An uploaded logo's alt text names the brand already. */}
            <span aria-hidden={hasLogo || undefined}>{t.brand}</span>
          </p>
          <p className="muted mt-3 max-w-xs leading-relaxed max-sm:hidden">
            <Phrased text={t.footer.mission} />
          </p>
        </div>
        <FooterLinks id="footer-pages" head={t.footer.pages} links={PAGE_LINKS} />
        <FooterLinks id="footer-work" head={t.footer.work} links={WORK_LINKS} />
        {/* One row per detail, each the same height (on a phone the 44 px of a tap target), so the lines sit evenly. */}
        <address className="muted leading-relaxed not-italic">
          <p className={HEAD}>{t.footer.contact}</p>
          <ul className="mt-3 md:space-y-1.5">
            {contact.address && (
              // Its first line where a one-line row's sits (11.5 px down a 44 px row), so a Chinese address on two lines
              // starts level with 隱私權聲明 beside it on a phone (round 20: about 10 px higher; decision 0194).
              <li className={`${row} max-md:items-start max-md:py-[11.5px]`}>
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
        <FooterLinks id="footer-legal" head={t.footer.legal} links={[['/privacy', 'privacy']]} />
      </div>
      <div className="page-x">
        <div className="caption flex flex-col gap-1 border-t border-line py-5 sm:flex-row sm:items-center sm:justify-between">
          <p>{fill(t.footer.copyright, { year: new Date().getFullYear() })}</p>
          <p>{t.footer.place}</p>
        </div>
      </div>
    </footer>
  );
}

/** A column of the footer's links under its name; on a phone each link a 44 px tall target. */
function FooterLinks({
  id,
  head,
  links,
}: {
  id: string;
  head: string;
  links: readonly (readonly [string, keyof ReturnType<typeof useT>['pages']])[];
}) {
  const t = useT();
  return (
    <nav aria-labelledby={id}>
      <p id={id} className={HEAD}>
        {head}
      </p>
      <ul className="mt-3 md:space-y-1.5">
        {links.map(([href, label]) => (
          <li key={href} className="flex items-center max-md:min-h-11">
            <PageLink href={href} className="muted keyboard-ring tap-target rounded underline-offset-4 hover:text-ink hover:underline">
              {t.pages[label]}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
