// Case studies: two skeletons while loading, the stored ones, or the two built-in samples when none exist (services),
// each a compact card (industry, a line icon for its topic, title, description, read more); a story with an uploaded
// picture shows it at the card's top. The drawn scenes are the services' rows' and the story pages' (round 18: seven
// drawn panels in a row made /services monotonous). The figures are told once, on home and in each story: a stored
// study's headline result is not repeated here; the built-in samples keep their claim (product.md names it) as a line
// under the title. Home's featured study is featured-study.tsx, a script of its own.
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
import { visualFor, type VisualKind } from '../../components/visuals/topic-visual';

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
  // Two a row from 768 px, one on a phone: each story a compact card, its words led by the industry and a line icon for its
  // topic (round 18: after the services' three drawn rows, four more drawn panels made /services one long, repeated
  // rhythm, and the chat and the production plan were drawn twice; the drawings are the services' and the stories'
  // pages'). A story with an uploaded picture shows it at the card's top, in one 8:5 frame.
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:gap-6">
      {cards.map((card, i) => (
        <li
          key={card.key}
          // A stored study's place, which /work's "More projects, in brief" links to (decision 0129); clear of the header.
          id={typeof card.key === 'number' ? `case-${card.key}` : undefined}
          className="flex scroll-mt-20 flex-col rounded-2xl border border-line bg-surface p-6 sm:p-8"
        >
          {card.image && <EntryImage image={card.image} lang={lang} sizes={IMAGE_SIZES.halfWide} className={FRAME} />}
          <div className="flex items-center justify-between gap-4">
            <span className="chip">
              <Marked text={card.industry} />
            </span>
            {!card.image && <TopicIcon kind={visualFor({ titleEn: card.titleEn, titleZh: card.title }, i)} />}
          </div>
          <h3 className="card-title mt-5 text-xl sm:text-2xl">
            <Phrased text={card.title} />
          </h3>
          {card.claim && <p className="mt-2 text-sm font-medium text-accent-text">{card.claim}</p>}
          <p className="muted mt-2 max-w-prose leading-relaxed">
            <Phrased text={card.description} />
          </p>
          {/* At the card's foot, so the links of a row's two cards line up. */}
          <div className="mt-auto pt-4">
            {card.page ? (
              <PageLink href={workStoryPath(card.page)} className="link tap-target inline-flex items-center gap-1 text-sm font-semibold">
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
                className="inline-flex items-center gap-1 text-sm font-semibold text-accent-text disabled:cursor-default"
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

function TopicIcon({ kind }: { kind: VisualKind }) {
  return <span data-topic={kind} className={`${TOPIC_ICONS[kind]} h-5 w-5 text-accent-text`} aria-hidden="true" />;
}

/** A story's topic as a line icon, for a card without a picture of its own (the kinds the drawn scenes stand for). */
const TOPIC_ICONS: Record<VisualKind, string> = {
  orders: 'i-lucide-layout-list',
  flow: 'i-lucide-workflow',
  chat: 'i-lucide-message-square-text',
  schedule: 'i-lucide-calendar-range',
  calendar: 'i-lucide-calendar-check',
  route: 'i-lucide-route',
};

/** An uploaded picture, above the card's words: one 8:5 frame for every card, so a row's pictures are one height. */
const FRAME = 'mb-6 aspect-[8/5] w-full overflow-hidden rounded-xl border border-line';
