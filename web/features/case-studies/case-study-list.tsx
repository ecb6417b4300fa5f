// Case studies: two skeletons while loading, the stored ones, or the two built-in samples when none exist (services),
// each row its words (industry, title, description, read more) beside its picture: the card's own, else a drawn scene
// for its topic, whole in its frame, so the four rows are drawn at one level of detail (decision 0143: a story's screen
// cropped in one row beside drawings in the others read as a mix, and the first study's screen is home's; the screens
// are the story pages'). The figures are told once, on home and in each story: a stored study's headline result is
// not repeated here; the built-in samples keep their claim (product.md names it) as a line under the title. Home's
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

type Card = {
  key: string | number;
  /** Its page's slug, when it has one in this language. */
  page?: string;
  titleEn: string;
  title: string;
  description: string;
  industry: string;
  /** A built-in sample's claim (product.md), said under its title; stored studies tell theirs on home and in their story. */
  claim: string | null;
  image: WithImage | null;
};

export function CaseStudyList() {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('caseStudies'));
  // A story card with a page published in this language: its "Read more" opens it (decision 0095).
  const { data: work } = usePublicRead(publicQueries.workIndex(lang));
  const pageOf = (id: number) => work?.items.find((story) => story.studyId === id);
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
        page: pageOf(c.id)?.slug,
        titleEn: c.titleEn,
        title: pick(c, 'title', lang),
        description: pick(c, 'description', lang),
        industry: pick(c, 'industry', lang),
        claim: null,
        image: hasImage(c) ? c : null,
      }))
    : t.services.sampleCaseStudies.map((c, i) => ({
        key: `sample-${i}`,
        titleEn: c.title,
        title: c.title,
        description: c.description,
        industry: c.industry,
        claim: `${c.resultValue} ${c.resultLabel}`,
        image: null,
      }));
  // Two a row from 768 px, one on a phone: each story its picture on top, in one frame for every card so the row's
  // pictures line up, and its words under it (round 18: seven image-and-text rows of one rhythm made /services long
  // and monotonous).
  return (
    <ul className="grid gap-x-8 gap-y-12 md:grid-cols-2 lg:gap-x-12 lg:gap-y-16">
      {cards.map((card, i) => (
        <li
          key={card.key}
          // A stored study's place, which /work's "More projects, in brief" links to (decision 0129); clear of the header.
          id={typeof card.key === 'number' ? `case-${card.key}` : undefined}
          className="scroll-mt-20 flex flex-col gap-6"
        >
          <div className="flex flex-col items-start">
            <span className="chip">
              <Marked text={card.industry} />
            </span>
            <h3 className="card-title mt-4 text-xl sm:text-2xl">
              <Phrased text={card.title} />
            </h3>
            {card.claim && <p className="mt-2 text-sm font-medium text-accent-text">{card.claim}</p>}
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
            <EntryImage image={card.image} lang={lang} sizes={IMAGE_SIZES.halfWide} className={FRAME} />
          ) : (
            <TopicVisual kind={visualFor({ titleEn: card.titleEn, titleZh: card.title }, i)} frame={FRAME} story />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A story's picture, above its words at every width: the same 8:5 frame for a photo and a drawing, so the pictures of
 * a row are one height. */
const FRAME = 'aspect-[8/5] w-full overflow-hidden rounded-2xl border border-line order-first';
