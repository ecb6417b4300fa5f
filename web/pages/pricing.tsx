// Pricing: hero, billing tabs with the plans, payment notes, the questions and answers, and the custom-solution call
// to action.
import { Link } from 'wouter';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { useContent } from '../features/content/use-content';
import { FaqSection } from '../features/pricing/faq-section';
import { PlanSummary } from '../features/pricing/plan-summary';
import { PricingGrid } from '../features/pricing/pricing-grid';
import { useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

export function PricingPage() {
  const t = useT();
  const text = useContent('pricing');
  useDocumentTitle(t.pages.pricing, 'pricing');
  return (
    <>
      <PageHero eyebrow={t.pricing.eyebrow} title={text('hero.title')} subtitle={text('hero.subtitle')} aside={<PlanSummary />} compact />
      <section aria-label={t.pages.pricing} className="page-x py-14 sm:py-20">
        <h2 className="sr-only">{t.pages.pricing}</h2>
        <PricingGrid />
        {/* product.md §2's three payment notes, read as one line of facts rather than a centred paragraph. */}
        <p className="muted mt-10 flex flex-wrap items-center gap-x-3 gap-y-1.5 border-t border-line pt-6 text-sm">
          <span className="i-lucide-credit-card h-4 w-4 text-faint" aria-hidden="true" />
          <span className="sr-only">{t.pricing.paymentTitle}: </span>
          <span>{t.pricing.paymentMethods}</span>
          <span className="text-faint" aria-hidden="true">
            ·
          </span>
          <span className="font-semibold text-ink">{t.pricing.currency}</span>
          <span className="text-faint" aria-hidden="true">
            ·
          </span>
          <span>{t.pricing.cardNote}</span>
        </p>
      </section>
      <FaqSection />
      <CtaBand title={text('customSolution.title')} description={text('customSolution.description')}>
        <Link href="/contact" className="btn-on-dark btn-lg">
          {t.pricing.customCta}
        </Link>
      </CtaBand>
    </>
  );
}
