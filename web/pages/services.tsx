// Services: hero, the services, six benefits, case studies, and calls to action.
import { Link } from 'wouter';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { SectionHeading } from '../components/ui/section-heading';
import { CaseStudyList } from '../features/case-studies/case-study-list';
import { useContent } from '../features/content/use-content';
import { ServiceList } from '../features/services/service-list';
import { useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import { Phrased } from '../components/ui/phrased';

const BENEFIT_ICONS = [
  'i-lucide-target',
  'i-lucide-zap',
  'i-lucide-lock',
  'i-lucide-trending-up',
  'i-lucide-message-circle',
  'i-lucide-life-buoy',
];

export function ServicesPage() {
  const t = useT();
  const text = useContent('services');
  useDocumentTitle(t.pages.services, 'services');
  return (
    <>
      <PageHero title={text('hero.title')} subtitle={text('hero.subtitle')} />

      <section aria-label={t.pages.services} className="page-x py-20">
        <h2 className="sr-only">{t.pages.services}</h2>
        <ServiceList />
      </section>

      <section aria-labelledby="benefits-title" className="bg-slate-50 py-20 dark:bg-slate-900/60">
        <div className="page-x">
          <SectionHeading id="benefits-title" title={t.services.benefitsTitle} subtitle={t.services.benefitsSubtitle} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {t.services.benefits.map((benefit, i) => (
              <li key={benefit.title} className="card p-6">
                <span className={`${BENEFIT_ICONS[i]} h-8 w-8 text-blue-700 dark:text-sky-300`} aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold">
                  <Phrased text={benefit.title} />
                </h3>
                <p className="muted mt-2 leading-relaxed">
                  <Phrased text={benefit.description} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cases-title" className="page-x py-20">
        <SectionHeading id="cases-title" title={text('caseStudies.title')} subtitle={text('caseStudies.subtitle')} />
        <div className="mt-12">
          <CaseStudyList />
        </div>
      </section>

      <CtaBand title={t.services.ctaTitle} description={t.services.ctaDescription}>
        <Link href="/pricing" className="btn-on-dark btn-lg">
          {t.services.ctaPricing}
        </Link>
        <Link href="/contact" className="btn border border-white/70 px-6 py-3 text-base text-white hover:bg-white/10">
          {t.services.ctaContact}
        </Link>
      </CtaBand>
    </>
  );
}
