// Home's featured case study: the first stored one (or the first built-in sample when none exist), its headline
// result set large, its industry, title and story, a link to /services, and its picture, or the drawn dashboard in its
// place. A skeleton holds the space while the list loads (only when the page arrived without it).
import { Link } from 'wouter';
import { EntryImage, hasImage, type WithImage } from '../../components/ui/entry-image';
import { Phrased } from '../../components/ui/phrased';
import { Skeleton } from '../../components/ui/skeleton';
import { DashboardVisual } from '../../components/visuals/dashboard-visual';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

type Featured = {
  title: string;
  description: string;
  industry: string;
  result: { value: string; label: string } | null;
  image: WithImage | null;
};

export function FeaturedCaseStudy() {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.caseStudies());
  if (isPending)
    return (
      <div className="page-x section-y" role="status" aria-live="polite">
        <span className="sr-only">{t.common.loading}</span>
        <Skeleton className="h-[32rem] w-full rounded-3xl lg:h-[26rem]" />
      </div>
    );
  const stored = data?.[0];
  const sample = t.services.sampleCaseStudies[0]!;
  const featured: Featured = stored
    ? {
        title: pick(stored, 'title', lang),
        description: pick(stored, 'description', lang),
        industry: pick(stored, 'industry', lang),
        result: null,
        image: hasImage(stored) ? stored : null,
      }
    : { ...sample, result: t.home.sampleResults[0]!, image: null };

  return (
    <section aria-labelledby="featured-title" className="page-x section-y">
      <div className="card grid overflow-hidden lg:grid-cols-2">
        <div className="relative isolate flex items-center justify-center overflow-hidden border-b border-line bg-bg-alt lg:border-r lg:border-b-0">
          {featured.image ? (
            <EntryImage image={featured.image} lang={lang} className="h-full aspect-[4/3] lg:aspect-auto" />
          ) : (
            <div className="w-full p-6 sm:p-10">
              <div className="backdrop-grid absolute inset-0 -z-10 opacity-60" aria-hidden="true" />
              <div className="backdrop-glow absolute -bottom-24 left-1/2 -z-10 h-72 w-[32rem] -translate-x-1/2" aria-hidden="true" />
              <DashboardVisual compact className="mx-auto max-w-md" />
            </div>
          )}
        </div>
        <div className="flex flex-col p-6 sm:p-10">
          <p className="eyebrow">{t.home.featuredEyebrow}</p>
          {featured.result && (
            <p className="mt-6 flex flex-col">
              <span className="text-[3.5rem] leading-none font-semibold tracking-[-0.04em] text-accent-text tabular-nums sm:text-[4.5rem]">
                {featured.result.value}
              </span>
              <span className="mt-2 text-lg font-medium text-ink">
                <Phrased text={featured.result.label} />
              </span>
            </p>
          )}
          <span className="chip mt-8 self-start">{featured.industry}</span>
          <h2 id="featured-title" className="section-title mt-3 text-[1.625rem] sm:text-[2rem]">
            <Phrased text={featured.title} />
          </h2>
          <p className="muted mt-4 flex-1 leading-relaxed">
            <Phrased text={featured.description} />
          </p>
          <Link href="/services" className="link tap-target mt-8 inline-flex items-center gap-1 self-start">
            {t.home.featuredLink}
            <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
