// Pricing: a hero with new projects (the company's main work) beside it (after the plans below a laptop's width), then
// the care plans: billing tabs with the plan cards (below a laptop's width the new projects after them), how billing
// works and the payment notes; the questions and answers,
// and a closing call to action.
import { PageLink } from '../components/ui/page-link';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
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
          // Beside the hero from a laptop's width; below it the card is drawn after the plans (one of the two shown at
          // a time).
          <div className="max-lg:hidden">
            <NewProjects {...newProjects} />
          </div>
        }
      />
      <section aria-label={t.pages.pricing} data-part="plans" className="page-x pt-8 pb-10 sm:pt-12 sm:pb-20">
        <h2 className="sr-only">{t.pages.pricing}</h2>
        <PricingGrid />
        {/* Below a laptop's width the new-project card (the price range of the company's main work) comes right after the
            plan cards, where a reader deciding looks next, before the billing and payment notes (round 17, decision 0174;
            first, it pushed Basic's price some 830 px down on a phone: decision 0136). */}
        <div className="mt-8 sm:mt-12 lg:hidden">
          <NewProjects {...newProjects} titleId="new-projects-title-after" />
        </div>
        <BillingFacts title={words.billingTitle} facts={words.billingFacts} />
        {/* product.md §2's payment notes (the methods and the coming online checkout one sentence) as a list of facts, each behind its own icon: one line on a laptop, one
            fact a line on a phone (no separator left dangling at a line's end). */}
        <div className="mt-8 border-t border-line pt-6 text-sm">
          <h3 className="sr-only">{words.paymentTitle}</h3>
          <ul className="muted flex flex-col gap-2.5 sm:flex-row sm:flex-wrap sm:gap-x-7">
            {PAYMENT_NOTES.map(([icon, key]) => (
              <li key={key} className={`flex items-start gap-2 ${key === 'currency' ? 'font-semibold text-ink' : ''}`}>
                <span className={`${icon} mt-0.5 h-4 w-4 shrink-0 text-faint`} aria-hidden="true" />
                {/* In Chinese the two clauses of the methods' note each keep one line, the break at the semicolon (round 19:
                    即將推出 alone on a phone's second line). */}
                {lang === 'zh' ? (
                  <span>
                    {words[key].split(/(?<=；)/).map((part) => (
                      <span key={part} className="inline-block">
                        {part}
                      </span>
                    ))}
                  </span>
                ) : (
                  words[key]
                )}
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
