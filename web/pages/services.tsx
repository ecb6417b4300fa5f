// Services: a hero, the services under their in-page nav, six benefits, case studies, and one call to action.
import { ArrowLink } from '../components/ui/arrow-link';
import { PageLink } from '../components/ui/page-link';
import { StartDock } from '../components/ui/start-dock';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { Phrased } from '../components/ui/phrased';
import { SectionHeading } from '../components/ui/section-heading';
import { CaseStudyList } from '../features/case-studies/case-study-list';
import { useContent } from '../features/content/use-content';
import { ServiceIndex } from '../features/services/service-index';
import { ServiceList } from '../features/services/service-list';
import { useT } from '../lib/i18n';
import { WORK_PATH } from '../lib/published-routes';
import { usePageHead } from '../lib/use-page-head';

export function ServicesPage() {
  const t = useT();
  const text = useContent('services');
  usePageHead('services', text('hero.subtitle'));
  return (
    <>
      {/* The hero is the page's promise alone (session 54, round 32: its index of the three services was the first of
          three listings); the services' names lead the section below as its sticky nav (from 1024 px). Compact (round 33 #2,
          decision 0274): the heading and the lead side by side from 1024 px, no empty right half. */}
      <PageHero compact eyebrow={t.services.eyebrow} title={text('hero.title')} subtitle={text('hero.subtitle')} />

      <section aria-label={t.pages.services} data-part="services" className="page-x section-y lg:pt-12">
        <h2 className="sr-only">{t.pages.services}</h2>
        <ServiceIndex />
        <ServiceList />
      </section>

      {/* Six things every project hands over (round 13: not home's values again), under hairlines, three a row on a laptop; not numbered, as
          their order means nothing; the heading above them, so no column beside the list stands empty. */}
      <section aria-labelledby="benefits-title" className="border-y border-line bg-bg-alt">
        <div className="page-x section-y">
          <SectionHeading id="benefits-title" title={t.services.benefitsTitle} subtitle={t.services.benefitsSubtitle} />
          <ul className="mt-8 grid gap-x-10 sm:mt-12 sm:grid-cols-2 lg:grid-cols-3">
            {t.services.benefits.map((benefit) => (
              <li key={benefit.title} className="border-t border-line-strong py-5 sm:pt-6 sm:pb-8">
                <h3 className="font-semibold text-ink sm:text-lg">
                  <Phrased text={benefit.title} />
                </h3>
                <p className="muted mt-1 text-[0.9375rem] leading-relaxed sm:mt-2 sm:text-base">
                  <Phrased text={benefit.description} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* No bottom padding: the call-to-action band below brings its own space, so the gap is one rhythm, not two. */}
      <section id="client-stories" aria-labelledby="cases-title" data-part="caseStudies" className="page-x scroll-mt-16 pt-16 sm:pt-24">
        {/* The link to every story sits in the heading's row, at its foot on the right (under the lead on a phone): round 18
            found it floating alone between the last story and the closing band. */}
        <div className="flex flex-wrap items-end justify-between gap-x-10 gap-y-3">
          <SectionHeading id="cases-title" title={text('caseStudies.title')} subtitle={text('caseStudies.subtitle')} />
          <ArrowLink href={WORK_PATH} className="tap-target shrink-0">
            {t.pages.work}
          </ArrowLink>
        </div>
        {/* The figures each story moved are told in the stories themselves (and once on home), not again here. */}
        <div className="mt-10 sm:mt-12">
          <CaseStudyList />
        </div>
      </section>

      <StartDock />
      {/* The page ends on one action (session 52: home's band and its two buttons again read as a longer home page), its
          own invitation, not "which of the three" again (round 32); each service's "Get started" leads to the plans. */}
      <CtaBand title={t.services.ctaTitle} description={t.services.ctaDescription}>
        <PageLink href="/contact" className="btn-on-dark btn-lg">
          {t.services.ctaContact}
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </PageLink>
      </CtaBand>
    </>
  );
}
