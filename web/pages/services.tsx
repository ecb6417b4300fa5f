// Services: a hero with the service areas beside it, the services, six benefits, case studies, and calls to action.
import { Link } from 'wouter';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { Phrased } from '../components/ui/phrased';
import { SectionHeading } from '../components/ui/section-heading';
import { CaseStudyList } from '../features/case-studies/case-study-list';
import { useContent } from '../features/content/use-content';
import { ServiceIndex } from '../features/services/service-index';
import { ServiceList } from '../features/services/service-list';
import { SERVICES_WORDS } from '../i18n/services-words';
import { useLang, useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

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
  const words = SERVICES_WORDS[useLang()];
  useDocumentTitle(t.pages.services, 'services');
  return (
    <>
      <PageHero eyebrow={t.services.eyebrow} title={text('hero.title')} subtitle={text('hero.subtitle')} aside={<ServiceIndex />} />

      <section aria-label={t.pages.services} className="page-x section-y">
        <h2 className="sr-only">{t.pages.services}</h2>
        <ServiceList />
      </section>

      {/* Six fixed benefits: the heading beside a compact grid of icon, title and one line, not a run of big cards. */}
      <section aria-labelledby="benefits-title" className="border-y border-line bg-bg-alt">
        <div className="page-x section-y grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <SectionHeading
            id="benefits-title"
            eyebrow={words.benefitsEyebrow}
            title={t.services.benefitsTitle}
            subtitle={t.services.benefitsSubtitle}
          />
          <ul className="grid gap-x-8 gap-y-7 sm:grid-cols-2">
            {t.services.benefits.map((benefit, i) => (
              <li key={benefit.title} className="flex gap-4">
                <span
                  className="grid h-10 w-10 shrink-0 place-items-center rounded-lg border border-line bg-surface text-accent-text shadow-[var(--shadow-card)]"
                  aria-hidden="true"
                >
                  <span className={`${BENEFIT_ICONS[i]} h-5 w-5`} />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">
                    <Phrased text={benefit.title} />
                  </h3>
                  <p className="muted mt-1 text-sm leading-relaxed">
                    <Phrased text={benefit.description} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* No bottom padding: the call-to-action band below brings its own space, so the gap is one rhythm, not two. */}
      <section id="client-stories" aria-labelledby="cases-title" className="page-x scroll-mt-16 pt-16 sm:pt-24">
        <SectionHeading
          id="cases-title"
          eyebrow={words.casesEyebrow}
          title={text('caseStudies.title')}
          subtitle={text('caseStudies.subtitle')}
        />
        <div className="mt-12">
          <CaseStudyList />
        </div>
      </section>

      <CtaBand title={t.services.ctaTitle} description={t.services.ctaDescription}>
        <Link href="/pricing" className="btn-on-dark btn-lg">
          {t.services.ctaPricing}
        </Link>
        <Link href="/contact" className="btn btn-lg border border-deep-ink/40 text-deep-ink hover:bg-deep-ink/10">
          {t.services.ctaContact}
        </Link>
      </CtaBand>
    </>
  );
}
