// Home: the hero over a drawn picture of the work, proof (clients, figures), the three areas of expertise, a featured
// case study, how we work, what clients say, the core values and a call to action. A section whose list is empty is
// left out rather than shown empty.
import { Link } from 'wouter';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { HeroVisual } from '../components/visuals/hero-visual';
import { ClientsProof } from '../features/clients/client-strip';
import { FeaturedStudy } from '../features/case-studies/featured-study';
import { ValuesSection } from '../features/company-values/values-section';
import { useContent } from '../features/content/use-content';
import { ExpertiseSection } from '../features/expertise/expertise-section';
import { FiguresSection } from '../features/figures/figures-band';
import { StepsSection } from '../features/steps/steps-section';
import { TeamSection } from '../features/team/team-section';
import { TestimonialsSection } from '../features/testimonials/testimonials-section';
import { useT } from '../lib/i18n';
import { publicQueries } from '../lib/public-queries';
import { useDocumentTitle } from '../lib/use-document-title';

export function HomePage() {
  const t = useT();
  const text = useContent('home');
  useDocumentTitle(t.pages.home, 'home');
  return (
    <>
      <PageHero eyebrow={t.home.eyebrow} title={text('hero.title')} subtitle={text('hero.subtitle')} aside={<HeroVisual />}>
        <Link href="/services" className="btn-primary btn-lg">
          {t.home.servicesButton}
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </Link>
        <Link href="/contact" className="btn-outline btn-lg">
          {t.home.contactButton}
        </Link>
      </PageHero>
      <ClientsProof />
      <FiguresSection />
      <ExpertiseSection title={text('features.title')} subtitle={text('features.subtitle')} />
      <FeaturedStudy read={publicQueries.caseStudies()} sample={t.services.sampleCaseStudies[0]!} />
      <StepsSection />
      <TeamSection />
      <TestimonialsSection />
      <ValuesSection />
      <CtaBand title={text('cta.title')} description={text('cta.description')}>
        <Link href="/contact" className="btn-on-dark btn-lg">
          {t.home.ctaButton}
        </Link>
      </CtaBand>
    </>
  );
}
