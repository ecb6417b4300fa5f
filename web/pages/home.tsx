// Home: hero, the three areas of expertise, core values, and a call to action.
import { Link } from 'wouter';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { HeroVisual } from '../components/visuals/hero-visual';
import { SectionHeading } from '../components/ui/section-heading';
import { ValuesSection } from '../features/company-values/values-section';
import { useContent } from '../features/content/use-content';
import { useT } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import { Phrased } from '../components/ui/phrased';

const EXPERTISE_ICONS = ['i-lucide-code-xml', 'i-lucide-workflow', 'i-lucide-bot'];

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

      <section aria-labelledby="expertise-title" className="page-x py-20">
        <SectionHeading id="expertise-title" title={text('features.title')} subtitle={text('features.subtitle')} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {t.home.expertise.map((item, i) => (
            <li key={item.title}>
              <Link
                href="/services"
                className="card keyboard-ring group flex h-full flex-col p-8 transition-shadow hover:shadow-md motion-reduce:transition-none"
              >
                <span
                  className="grid h-12 w-12 place-items-center rounded-xl bg-blue-700 text-white dark:bg-sky-400 dark:text-slate-950"
                  aria-hidden="true"
                >
                  <span className={`${EXPERTISE_ICONS[i]} h-6 w-6`} />
                </span>
                <h3 className="mt-5 text-xl font-semibold">
                  <Phrased text={item.title} />
                </h3>
                <p className="muted mt-3 flex-1 leading-relaxed">
                  <Phrased text={item.description} />
                </p>
                <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-blue-700 group-hover:underline dark:text-sky-300">
                  {t.common.learnMore}
                  <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <ValuesSection />

      <CtaBand title={text('cta.title')} description={text('cta.description')}>
        <Link href="/contact" className="btn-on-dark btn-lg">
          {t.home.ctaButton}
        </Link>
      </CtaBand>
    </>
  );
}
