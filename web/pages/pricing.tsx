// Pricing: a hero with new projects (the company's main work) beside it (right under it below a laptop's width), then
// the care plans under their own heading: billing tabs with the plan cards, the card-payment note under them, how
// billing works and the payment notes; the questions and answers, and a closing call to action.
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

const PAYMENT_NOTES = [
  ['i-lucide-credit-card', 'paymentMethods'],
  ['i-lucide-circle-dollar-sign', 'currency'],
] as const;

export function PricingPage() {
  const t = useT();
  const text = useContent('pricing');
  const lang = useLang();
  const words = PRICING_WORDS[lang];
  usePageHead('pricing', text('hero.subtitle'));
  const newProjects = { label: words.newProjects, title: text('customSolution.title'), description: text('customSolution.description') };
  return (
    <>
      <PageHero
        eyebrow={t.pricing.eyebrow}
        title={text('hero.title')}
        subtitle={text('hero.subtitle')}
        aside={
          // Beside the hero from a laptop's width; below it the card is drawn right under the hero (one of the two
          // shown at a time).
          <div className="max-lg:hidden">
            <NewProjects {...newProjects} />
          </div>
        }
      />
      {/* Below a laptop's width the new-project card (the price range of the company's main work) comes right under the
          hero, before any monthly price (round 20: after the three plans, US$149 / month read as what a new system costs;
          decisions 0136, 0174 and 0193). */}
      <div className="page-x pt-8 sm:pt-12 lg:hidden">
        <NewProjects {...newProjects} titleId="new-projects-title-phone" />
      </div>
      <section aria-labelledby="care-plans-title" data-part="plans" className="page-x pt-10 pb-10 sm:pt-14 sm:pb-20 lg:pt-12">
        {/* The plans say what they are: the care after launch, not the price of a new system. */}
        <h2 id="care-plans-title" className="eyebrow mb-5">
          <Phrased text={words.plansTitle} />
        </h2>
        <PricingGrid />
        {/* product.md §2's note that card payment is being integrated: one sentence right under the cards' "Coming Soon"
            tags, in their quiet fill and with their clock, so it reads as what they mean (round 20). */}
        <p className="mt-5 flex items-start gap-2.5 rounded-lg bg-surface-alt px-4 py-3 text-sm leading-relaxed text-muted sm:mt-6">
          <span className="i-lucide-clock mt-0.5 h-4 w-4 shrink-0 text-faint" aria-hidden="true" />
          <span>
            <Phrased text={words.checkoutNote} />
          </span>
        </p>
        <BillingFacts title={words.billingTitle} facts={words.billingFacts} />
        {/* product.md §2's payment methods and currency as a list of facts, each behind its own icon: one line on a
            laptop, one fact a line on a phone. */}
        <div className="mt-8 border-t border-line pt-6 text-sm">
          <h3 className="sr-only">{words.paymentTitle}</h3>
          <ul className="muted flex flex-col gap-2.5 sm:flex-row sm:flex-wrap sm:gap-x-7">
            {PAYMENT_NOTES.map(([icon, key]) => (
              <li key={key} className={`flex items-start gap-2 ${key === 'currency' ? 'font-semibold text-ink' : ''}`}>
                <span className={`${icon} mt-0.5 h-4 w-4 shrink-0 text-faint`} aria-hidden="true" />
                <span>
                  <Phrased text={words[key]} />
                </span>
              </li>
            ))}
          </ul>
        </div>
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
