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
      <div className="grid gap-6">
        <SkeletonList count={2} label={t.common.loading} className="h-56 w-full" />
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
  // A results list, led by each story's figure (the Work page shows the same stories as cards under their covers): the
  // figure and what it measures, the story in a few lines, and its picture small beside it on a laptop, above it on a phone.
  return (
    <ul className="border-b border-line">
      {cards.map((card, i) => (
        <li
          key={card.key}
          className="grid gap-x-10 gap-y-5 border-t border-line py-8 sm:py-10 md:grid-cols-[12rem_1fr] lg:grid-cols-[12rem_1fr_22rem]"
        >
          <div className="flex flex-col items-start gap-4">
            <span className="chip">
              <Marked text={card.industry} />
            </span>
            {card.result && (
              <p className="flex flex-col gap-1.5">
                <span className="text-5xl leading-none font-semibold tracking-[-0.045em] text-accent-text tabular-nums sm:text-6xl">
                  <Marked text={card.result.value} />
                </span>
                <span className="text-sm font-medium text-ink">
                  <Marked text={card.result.label} />
                </span>
              </p>
            )}
          </div>
          <div className="flex flex-col items-start">
            <h3 className="card-title text-xl sm:text-2xl">
              <Phrased text={card.title} />
            </h3>
            <p className="muted mt-2 max-w-prose leading-relaxed">
              <Phrased text={card.description} />
            </p>
            {card.page ? (
              <PageLink
                href={workStoryPath(card.page)}
                className="link tap-target mt-4 inline-flex items-center gap-1 text-sm font-semibold"
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
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-text disabled:cursor-default"
              >
                {t.services.readMore}
                <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
              </button>
            )}
          </div>
          {card.image ? (
            // Case studies come after the services and the benefits, far below the first screenful: always lazy.
            <EntryImage image={card.image} lang={lang} sizes={IMAGE_SIZES.half} className={FRAME} />
          ) : (
            <TopicVisual kind={visualFor({ titleEn: card.titleEn, titleZh: card.title }, i)} frame={FRAME} story />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A story's picture: first in its row on a phone (after its Read more it looked like the next story's), under its words
 * on a tablet (in the words' column), a column of its own on a laptop. */
const FRAME =
  'aspect-[16/9] rounded-xl border border-line max-md:order-first md:col-start-2 md:max-w-md lg:col-start-3 lg:row-start-1 lg:aspect-[8/5]';
