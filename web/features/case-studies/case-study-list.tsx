// Case studies: two skeletons while loading, the stored ones, or the two built-in samples when none exist (services),
// each card leading with its picture (or a drawn visual for its topic), its industry and its headline result; and
// home's featured study: the first stored one (or the first sample) with its result set large, a link to /services.
import { Link } from 'wouter';
import { usePublicRead } from '../../lib/read-store';
import { EntryImage, hasImage, type WithImage } from '../../components/ui/entry-image';
import { Skeleton, SkeletonList } from '../../components/ui/skeleton';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';
import { TopicScene, TopicVisual, visualFor } from '../../components/visuals/topic-visual';

type Card = {
  key: string | number;
  titleEn: string;
  title: string;
  description: string;
  industry: string;
  result: { value: string; label: string } | null;
  image: WithImage | null;
};

/**
 * A study's headline result, shown only when it has a figure (a study saved before results existed has none; the label
 * may be left blank).
 */
const resultOf = (value: string, label: string) => (value.trim() ? { value, label } : null);

export function CaseStudyList() {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.caseStudies());
  if (isPending) {
    return (
      <div className="grid gap-6 md:grid-cols-2">
        <SkeletonList count={2} label={t.common.loading} className="h-96 w-full" />
      </div>
    );
  }
  const cards: Card[] = data?.length
    ? data.map((c) => ({
        key: c.id,
        titleEn: c.titleEn,
        title: pick(c, 'title', lang),
        description: pick(c, 'description', lang),
        industry: pick(c, 'industry', lang),
        result: resultOf(pick(c, 'resultValue', lang), pick(c, 'resultLabel', lang)),
        image: hasImage(c) ? c : null,
      }))
    : t.services.sampleCaseStudies.map((c, i) => ({
        key: `sample-${i}`,
        titleEn: c.title,
        title: c.title,
        description: c.description,
        industry: c.industry,
        result: { value: c.resultValue, label: c.resultLabel },
        image: null,
      }));
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {cards.map((card, i) => (
        <li key={card.key} className="card flex flex-col overflow-hidden">
          {card.image ? (
            // Case studies come after the services and the benefits, far below the first screenful: always lazy.
            <EntryImage image={card.image} lang={lang} className="aspect-[16/9] border-b border-line" />
          ) : (
            <TopicVisual kind={visualFor({ titleEn: card.titleEn, titleZh: card.title }, i)} frame="aspect-[16/9] border-b border-line" />
          )}
          <div className="flex flex-1 flex-col p-6 sm:p-8">
            <span className="chip self-start">{card.industry}</span>
            {card.result && (
              <p className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-5xl font-semibold tracking-[-0.04em] text-accent-text tabular-nums">{card.result.value}</span>
                <span className="text-sm font-medium text-ink">{card.result.label}</span>
              </p>
            )}
            <h3 className="card-title mt-4 text-xl">
              <Phrased text={card.title} />
            </h3>
            <p className="muted mt-2 flex-1 leading-relaxed">{card.description}</p>
            {/* product.md: "read more" does nothing yet; a disabled button says so to keyboard and screen-reader users. */}
            <button
              type="button"
              disabled
              className="mt-6 inline-flex items-center gap-1 self-start text-sm font-semibold text-accent-text disabled:cursor-default"
            >
              {t.services.readMore}
              <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

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
        result: resultOf(pick(stored, 'resultValue', lang), pick(stored, 'resultLabel', lang)),
        image: hasImage(stored) ? stored : null,
      }
    : { ...sample, result: { value: sample.resultValue, label: sample.resultLabel }, image: null };

  return (
    <section aria-labelledby="featured-title" className="page-x section-y">
      <div className="card grid overflow-hidden lg:grid-cols-2">
        {/* Without a picture, a phone (which has just seen the hero's dashboard) leaves the drawing out: the figure carries the card. */}
        <div
          className={`relative isolate flex items-center justify-center overflow-hidden border-b border-line bg-bg-alt lg:border-r lg:border-b-0 ${
            featured.image ? '' : 'max-md:hidden'
          }`}
        >
          {featured.image ? (
            <EntryImage image={featured.image} lang={lang} className="h-full aspect-[4/3] lg:aspect-auto" />
          ) : (
            <div className="w-full p-6 sm:p-10">
              <div className="backdrop-grid absolute inset-0 -z-10 opacity-60" aria-hidden="true" />
              <div className="backdrop-glow absolute -bottom-24 left-1/2 -z-10 h-72 w-[32rem] -translate-x-1/2" aria-hidden="true" />
              <div className="mx-auto max-w-md">
                <TopicScene kind={visualFor(stored ?? { titleEn: sample.title, titleZh: sample.title }, 0)} />
              </div>
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
