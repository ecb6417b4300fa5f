// Pricing: hero, billing tabs with the plans, payment notes, and the custom-solution call to action.
import { Link } from 'wouter';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { useContent } from '../features/content/use-content';
import { PricingGrid } from '../features/pricing/pricing-grid';
import { useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

export function PricingPage() {
  const t = useT();
  const text = useContent('pricing');
  useDocumentTitle(t.pages.pricing, 'pricing');
  return (
    <>
      <PageHero title={text('hero.title')} subtitle={text('hero.subtitle')} />
      <section aria-label={t.pages.pricing} className="page-x py-16">
        <h2 className="sr-only">{t.pages.pricing}</h2>
        <PricingGrid />
        <div className="muted mx-auto mt-14 max-w-2xl space-y-2 text-center text-sm">
          <p>
            <span className="i-lucide-credit-card mr-1.5 h-4 w-4" aria-hidden="true" />
            {t.pricing.paymentMethods}
          </p>
          <p className="font-semibold text-slate-800 dark:text-slate-100">{t.pricing.currency}</p>
          <p>{t.pricing.cardNote}</p>
        </div>
      </section>
      <CtaBand title={text('customSolution.title')} description={text('customSolution.description')}>
        <Link href="/contact" className="btn-on-dark btn-lg">
          {t.pricing.customCta}
        </Link>
      </CtaBand>
    </>
  );
}
