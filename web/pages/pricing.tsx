// Pricing: a hero with new projects (the company's main work) beside it (a one-line link under it below a laptop's width), then
// the care plans under their own heading: billing tabs with the plan cards, the payment notes under them (said once),
// how billing works; the questions and answers, and a closing call to action.
import { PageLink } from '../components/ui/page-link';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { Phrased } from '../components/ui/phrased';
import { useContent } from '../features/content/use-content';
import { FaqSection } from '../features/pricing/faq-section';
import { BillingFacts } from '../features/pricing/billing-facts';
import { NewProjects } from '../features/pricing/new-projects';
import { PricingGrid } from '../features/pricing/pricing-grid';
import { PRICING_WORDS } from '../i18n/pricing-words';
import { useLang, useT } from '../lib/i18n';
import { usePageHead } from '../lib/use-page-head';

/** The usual range in the new-projects text, short ("US$15,000–60,000", "1.5–6 萬美元"), as the admin wrote it in
 *  either language; else its first sentence that names an amount (a digit); '' when none does. */
function priceRange(text: string, usual: string): string {
  const dollars = text.match(/US\$\s?(\d[\d,.]*\d)\s*(?:and|to|–|-)\s*(?:US\$\s?)?(\d[\d,.]*\d)/);
  if (dollars) return usual.replace('{{range}}', `US$${dollars[1]}–${dollars[2]}`);
  const wan = text.match(/(\d[\d.]*)\s*萬\s*(?:至|到|–|-|~)\s*(\d[\d.]*)\s*萬\s*美元/);
  if (wan) return usual.replace('{{range}}', `${wan[1]}–${wan[2]} 萬美元`);
  return text.split(/(?<=[.!?。！？])\s*/).find((sentence) => /\d/.test(sentence)) ?? '';
}

export function PricingPage() {
  const t = useT();
  const text = useContent('pricing');
  const lang = useLang();
  const words = PRICING_WORDS[lang];
  usePageHead('pricing', text('hero.subtitle'));
  const newProjects = { label: words.newProjects, title: text('customSolution.title'), description: text('customSolution.description') };
  const range = priceRange(newProjects.description, words.usualRange);
  return (
    <>
      <PageHero
        eyebrow={t.pricing.eyebrow}
        title={text('hero.title')}
        subtitle={text('hero.subtitle')}
        aside={
          // Beside the hero from a laptop's width; below it a one-line link stands for it over the plans (one of the two
          // shown at a time).
          <div className="max-lg:hidden">
            <NewProjects {...newProjects} />
          </div>
        }
      />
      {/* Below a laptop's width new projects (the company's main work) are one line over the care plans, a link to the
          form, so Basic's price is in a phone's first screen (decision 0239; round 27: the whole card first put it a screen
          and a half down); the heading under it still says the monthly prices are the care after launch (decisions 0136,
          0174, 0193). */}
      <div className="page-x pt-6 sm:pt-8 lg:hidden">
        <PageLink
          href="/contact"
          data-part="customSolution"
          className="keyboard-ring flex min-h-12 items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 text-sm shadow-[var(--shadow-card)]"
        >
          {/* With the usual range from the card's text under the title (session 51, decision 0243: the phone lost the
              most useful number for a first buyer; review round 28). */}
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ink">
              <Phrased text={newProjects.title} />
            </span>
            {range && (
              <span className="mt-0.5 block text-[0.8125rem] leading-snug text-muted" data-part="price-range">
                <Phrased text={range} />
              </span>
            )}
          </span>
          <span className="arrow-link shrink-0">
            {t.pricing.customCta}
            <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
          </span>
        </PageLink>
      </div>
      <section aria-labelledby="care-plans-title" data-part="plans" className="page-x pt-6 pb-10 sm:pt-10 sm:pb-20 lg:pt-12">
        {/* The plans say what they are: the care after launch, not the price of a new system. */}
        <h2 id="care-plans-title" className="eyebrow mb-5">
          <Phrased text={words.plansTitle} />
        </h2>
        <PricingGrid />
        {/* product.md §2's payment notes, each said once, in one block right under the cards' "Coming Soon" tags and in
            their quiet fill (round 24: the tags, a grey banner, a methods line and a question's answer said it four
            times and read as an apology): the currency beside the two methods and the card integration in progress. */}
        <div data-part="payment" className="mt-6 grid rounded-lg bg-surface-alt text-sm lg:grid-cols-[auto_minmax(0,1fr)] lg:items-center">
          <h3 className="sr-only">{words.paymentTitle}</h3>
          <p className="flex items-center gap-2.5 px-4 py-3 font-semibold whitespace-nowrap text-ink max-lg:border-b max-lg:border-line lg:self-stretch lg:border-r lg:border-line lg:pr-6">
            <span className="i-lucide-circle-dollar-sign h-4 w-4 shrink-0 text-faint" aria-hidden="true" />
            {words.currency}
          </p>
          <p className="flex items-start gap-2.5 px-4 py-3 leading-relaxed text-muted lg:pl-6">
            <span className="i-lucide-credit-card mt-0.5 h-4 w-4 shrink-0 text-faint" aria-hidden="true" />
            <span>
              <Phrased text={words.payment} />
            </span>
          </p>
        </div>
        <BillingFacts title={words.billingTitle} facts={words.billingFacts} />
      </section>
      <FaqSection />
      {/* The custom-solution texts have their home in the hero's card; the page closes on a question of its own. */}
      <CtaBand title={words.close.title} description={words.close.description}>
        <PageLink href="/contact" className="btn-on-dark btn-lg">
          {words.close.cta}
        </PageLink>
      </CtaBand>
    </>
  );
}
