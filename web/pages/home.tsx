// Home: the hero (headline, buttons, the figures as proof, a drawn picture of the work), the clients, the three areas
// of expertise, one featured case study (a band), the core values, then how we work as a section of its own (decision
// 0227, after 0218's one bento), the team, what clients say and the dark call-to-action panel the other pages end on,
// with the contact details as a second way in (decision 0156). A section whose list is empty is left out rather than shown empty.
import { CtaBand } from '../components/ui/cta-band';
import { PageLink } from '../components/ui/page-link';
import { StartDock } from '../components/ui/start-dock';
import { Phrased } from '../components/ui/phrased';
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
import { useContactDetails } from '../lib/contact-details';
import { useT } from '../lib/i18n';
import { publicQueries } from '../lib/public-queries';
import { usePageHead } from '../lib/use-page-head';

export function HomePage() {
  const t = useT();
  const text = useContent('home');
  usePageHead('home', text('hero.subtitle'));
  return (
    <>
      <HomeHero title={text('hero.title')} subtitle={text('hero.subtitle')} />
      <ClientsProof />
      <ExpertiseSection title={text('features.title')} subtitle={text('features.subtitle')} />
      <FeaturedStudy read={publicQueries.list('caseStudies')} sample={t.services.sampleCaseStudies[0]!} />
      <ValuesSection />
      <StepsSection />
      <TeamSection />
      <TestimonialsSection />
      <StartDock />
      <HomeClosing title={text('cta.title')} description={text('cta.description')} action={t.home.ctaButton} />
    </>
  );
}

/** Home's closing call to action: the same dark panel as /services' and /pricing's ending (`CtaBand`),
 * its one button, and under a hairline a second way in for who would rather write or call: the contact details'
 * address and number (the settings' values, as the footer shows them) and the site's promise of a founder's reply
 * within one business day (round 14: the light typographic ending read as the page running out; decision 0156). */
function HomeClosing({ title, description, action }: { title: string; description: string; action: string }) {
  const t = useT();
  const contact = useContactDetails();
  const link =
    'keyboard-ring tap-target inline-flex items-center gap-2 rounded font-semibold text-deep-ink underline decoration-deep-ink/40 underline-offset-4 hover:decoration-deep-ink';
  const icon = 'h-4 w-4 shrink-0 text-deep-muted';
  // The sentence, then the address and the number: on a phone a list of two 44 px rows under it, each with its icon (round
  // 20: three lines wrapped from one row stood 20 and 52 px apart); from 640 px one row as before.
  return (
    <CtaBand
      tight
      title={title}
      description={description}
      after={
        <div className="flex flex-col gap-2 text-[0.9375rem] text-deep-muted sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-5">
          <p>
            <Phrased text={t.home.ctaReply} />
          </p>
          <ul className="flex flex-col sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-5 sm:gap-y-2">
            {contact.email && (
              <li className="min-w-0">
                <a className={`${link} break-all`} href={`mailto:${contact.email}`}>
                  <span className={`i-lucide-mail ${icon}`} aria-hidden="true" />
                  {contact.email}
                </a>
              </li>
            )}
            {contact.phone && (
              <li>
                {contact.phoneHref ? (
                  <a className={`${link} whitespace-nowrap`} href={contact.phoneHref}>
                    <span className={`i-lucide-phone ${icon}`} aria-hidden="true" />
                    {contact.phone}
                  </a>
                ) : (
                  <span className="inline-flex items-center gap-2 whitespace-nowrap text-deep-ink max-md:min-h-11">
                    <span className={`i-lucide-phone ${icon}`} aria-hidden="true" />
                    {contact.phone}
                  </span>
                )}
              </li>
            )}
          </ul>
        </div>
      }
    >
      <PageLink href="/contact" className="btn-on-dark btn-lg">
        {action}
        <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
      </PageLink>
    </CtaBand>
  );
}

/** Home's opening, the site's one big moment: from 1024 px two equal columns (session 51, decision 0238: the headline
 * across two thirds left the picture starting below it, the top right empty), the eyebrow, the studio's line, the pitch
 * and the two buttons in one, the drawn picture of the work in the other, its top on the eyebrow's line and ending on the
 * page's right edge (below it all on a phone and a tablet; decisions 0133, 0143). The figures follow in a quiet band of
 * their own under the hero, so they do not compete with the buttons. */
export function HomeHero({ title, subtitle }: { title: string; subtitle: string }) {
  const t = useT();
  return (
    <>
      <section aria-labelledby="home-title" data-part="hero" className="relative isolate overflow-hidden">
        <div className="page-x grid gap-10 pt-10 pb-8 sm:pt-16 sm:pb-14 lg:grid-cols-2 lg:items-start lg:gap-14 lg:pt-14 lg:pb-16">
          <div className="relative z-1">
            <p className="eyebrow">{t.home.eyebrow}</p>
            {/* Larger than any other page's H1 (display tops out at 68 px): home's headline is the studio's claim; in its
                half of the row from 1024 px 60 px, three lines in English, two in Chinese. */}
            <h1
              id="home-title"
              className="mt-4 max-w-5xl text-[2.625rem] leading-[1.02] font-bold tracking-[-0.045em] text-ink text-balance sm:text-[4rem] lg:text-[3.75rem]"
            >
              <Phrased text={title} />
            </h1>
            {/* Balanced: in Chinese on a phone the lead's last line was 試算表。 alone (round 19); and in phrases, so
                its even lines break between them (round 20: a laptop's second line ended on a lone 讓). */}
            <p className="lead wrap-balance phrase-balance mt-6 max-w-xl sm:mt-8">
              <Phrased text={subtitle} balanced />
            </p>
            <div data-hero-actions className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              <PageLink href="/services" className="btn-primary btn-lg">
                {t.home.servicesButton}
                <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
              </PageLink>
              <PageLink href="/contact" className="btn-outline btn-lg">
                {t.home.contactButton}
              </PageLink>
            </div>
          </div>
          <HeroVisual />
        </div>
      </section>
      <FiguresSection />
    </>
  );
}
