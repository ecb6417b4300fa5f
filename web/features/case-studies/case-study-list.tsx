// Case studies: two skeletons while loading, the stored ones, or the two built-in samples when none exist (services),
// each card leading with its picture (or a drawn visual for its topic), its industry and its headline result. Home's
// featured study is featured-study.tsx, a script of its own.
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import { usePublicRead } from '../../lib/read-store';
import { PageLink } from '../../components/ui/page-link';
import { workStoryPath } from '../../lib/published-routes';
import { EntryImage, hasImage, type WithImage } from '../../components/ui/entry-image';
import { SkeletonList } from '../../components/ui/skeleton';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT } from '../../lib/i18n';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { TopicVisual, visualFor } from '../../components/visuals/topic-visual';
import { type HeadlineResult, resultOf } from './headline-result';

type Card = {
  key: string | number;
  /** Its page's slug, when it has one in this language. */
  page?: string;
  titleEn: string;
  title: string;
  description: string;
  industry: string;
  result: HeadlineResult | null;
  image: WithImage | null;
};

export function CaseStudyList() {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('caseStudies'));
  // A story card with a page published in this language: its "Read more" opens it (decision 0095).
  const { data: work } = usePublicRead(publicQueries.workIndex(lang));
  const pageOf = (id: number) => work?.items.find((story) => story.studyId === id)?.slug;
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
        page: pageOf(c.id),
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
            <EntryImage
              image={card.image}
              lang={lang}
              sizes={IMAGE_SIZES.half}
              className="aspect-[16/9] border-b border-line md:aspect-[2/1]"
            />
          ) : (
            <TopicVisual
              kind={visualFor({ titleEn: card.titleEn, titleZh: card.title }, i)}
              frame="aspect-[16/9] border-b border-line md:aspect-[2/1]"
              story
            />
          )}
          <div className="flex flex-1 flex-col p-6 sm:p-7">
            <span className="chip self-start">
              <Marked text={card.industry} />
            </span>
            {card.result && (
              <p className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-4xl font-semibold tracking-[-0.04em] text-accent-text tabular-nums">
                  <Marked text={card.result.value} />
                </span>
                <span className="text-sm font-medium text-ink">
                  <Marked text={card.result.label} />
                </span>
              </p>
            )}
            <h3 className="card-title mt-4 text-xl">
              <Phrased text={card.title} />
            </h3>
            <p className="muted mt-2 flex-1 leading-relaxed">
              <Phrased text={card.description} />
            </p>
            {card.page ? (
              <PageLink
                href={workStoryPath(card.page)}
                className="link tap-target mt-6 inline-flex items-center gap-1 self-start text-sm font-semibold"
              >
                {t.services.readMore}
                <span className="sr-only">
                  : <Marked text={card.title} />
                </span>
                <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
              </PageLink>
            ) : (
              // product.md: without a page of its own, "read more" does nothing; a disabled button says so to keyboard
              // and screen-reader users.
              <button
                type="button"
                disabled
                className="mt-6 inline-flex items-center gap-1 self-start text-sm font-semibold text-accent-text disabled:cursor-default"
              >
                {t.services.readMore}
                <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
