// Home's three areas of expertise (product.md §2: software customization, automation, AI assistants), each a link to
// /services: one panel split by hairlines rather than three floating cards, numbered, with what each area covers.
import { PageLink } from '../../components/ui/page-link';
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { useT } from '../../lib/i18n';

const ICONS = ['i-lucide-code-xml', 'i-lucide-workflow', 'i-lucide-bot'];

export function ExpertiseSection({ title, subtitle }: { title: string; subtitle: string }) {
  const t = useT();
  return (
    // On the page's ground, between the clients' band and the featured band: home alternates page and band strictly
    // (decision 0249; it was a grey band beside the featured one, two bands in a row).
    <section aria-labelledby="expertise-title" data-part="features">
      <div className="page-x py-12 sm:py-16">
        {/* Stacked, the lead under the heading (round 24: five of home's sections set the heading left and its lead
            right, and in Chinese a one-line heading left the lead floating on its own; decision 0218). */}
        <SectionHeading id="expertise-title" title={title} subtitle={subtitle} />
        <ul className="card mt-6 grid sm:mt-8 overflow-hidden max-md:divide-y max-md:divide-line md:grid-cols-3 md:divide-x md:divide-line">
          {t.home.expertise.map((item, i) => (
            <li key={item.title}>
              <PageLink
                href="/services"
                className="keyboard-ring group flex h-full flex-col p-5 transition-colors duration-150 hover:bg-surface-alt sm:p-7"
              >
                {/* Unnumbered (round 14): the three areas have no order; the process steps alone carry numbers. */}
                {/* The icon beside the title at every width (decision 0267: above it the three cards stood 44 px taller). On a
                    phone (round 15: a long page; decision 0161) the card is its title, beside the icon, and its line;
                    the title row ends in an arrow (decision 0267) where the wider screens have a "Learn more" row (round 19:
                    without a sign the cards did not read as links). */}
                <span className="flex items-center gap-3">
                  {/* Bare, in the accent (round 20: stock icons in tinted squares were the site's template tell). */}
                  <span className={`${ICONS[i]} block h-6 w-6 shrink-0 text-accent-text`} aria-hidden="true" />
                  <h3 className="card-title min-w-0 flex-1 text-xl">
                    <Phrased text={item.title} />
                  </h3>
                  {/* On a phone the card's arrow at its title's end stands for the "Learn more" line (decision 0267: the
                      three cards ran about 900 px). */}
                  <span className="i-lucide-arrow-right h-5 w-5 shrink-0 text-accent-text sm:hidden" aria-hidden="true" />
                </span>
                <p className="muted mt-3 flex-1 leading-relaxed">
                  <Phrased text={item.description} />
                </p>
                <span className="arrow-link mt-4 self-start max-sm:hidden sm:mt-5">
                  {t.common.learnMore}
                  <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
