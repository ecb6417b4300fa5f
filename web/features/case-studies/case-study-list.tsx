// Case studies: two skeletons while loading, the stored ones, or the two built-in samples when none exist (services),
// each a compact card (its industry and, without a picture, a line icon of that industry: product.md's fallback) led by its result (round 20: the figures sat mid-paragraph and the cards read as blog teasers): the
// industry, the headline figure at display size in the accent with its label, the title, and the story cut to its first
// sentence (the before; the title says what was built and the figure what changed). A card whose story has a page is one
// link (its "Read more" stretched over it); one without keeps product.md's inert "Read more". A story with an uploaded
// picture shows it at the card's top. The drawn scenes are the services' rows' and the story pages' (round 18). Home's
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
import { ChatVisual } from '../../components/visuals/chat-visual';
import { type HeadlineResult, resultOf } from './headline-result';

type Card = {
  key: string | number;
  /** Its page's slug, when it has one in this language. */
  page?: string;
  title: string;
  description: string;
  industry: string;
  /** Its headline result (a stored study's, or a built-in sample's claim, product.md), leading the card. */
  result: HeadlineResult | null;
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
        title: pick(c, 'title', lang),
        description: pick(c, 'description', lang),
        industry: pick(c, 'industry', lang),
        result: resultOf(pick(c, 'resultValue', lang), pick(c, 'resultLabel', lang)),
        image: hasImage(c) ? c : null,
      }))
    : t.services.sampleCaseStudies.map((c, i) => ({
        key: `sample-${i}`,
        title: c.title,
        description: c.description,
        industry: c.industry,
        result: { value: c.resultValue, label: c.resultLabel },
        image: null,
      }));
  // The lead: the second story (home leads with the first), across the row, a customer's chat (or its picture) at its right
  // from 1024 px; the rest after it in the list's order, two a row from 768 px (three from 1024 px when they fill rows of
  // three). On a phone every card in one row that snaps card by card, the next one's edge showing, its story in two lines
  // (session 52: four full cards stacked ran to 3,000 px). The `story-*` and `lead-*` shortcuts are in uno.config.ts.
  const lead = cards.length > 1 ? 1 : 0;
  const ordered = [cards[lead]!, ...cards.filter((_, i) => i !== lead)];
  // The row, then on a phone under it how many stories it holds and that it moves, as home's quotes row says it
  // (decision 0261: the next card's edge alone read as no cue); the row takes the keyboard, so the cue is for the eye.
  return [
    // A row that scrolls on a phone is a stop for the keyboard, so it can be scrolled without a pointer (axe).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a sideways scroller takes focus so keys can scroll it (axe)
    <ul key="rail" tabIndex={0} className={`story-rail ${cards.length % 3 === 1 ? 'lg:grid-cols-3' : ''}`}>
      {ordered.map((card, i) => (
        <li
          key={card.key}
          // A stored study's place, which /work's "More projects, in brief" links to (decision 0129); clear of the header.
          id={typeof card.key === 'number' ? `case-${card.key}` : undefined}
          data-lead={i ? undefined : ''}
          className={`${i ? 'story-card' : 'lead-card'} ${card.page ? 'transition-colors duration-150 hover:border-line-strong hover:bg-surface-alt' : ''}`}
        >
          {card.image ? (
            <EntryImage image={card.image} lang={lang} sizes={IMAGE_SIZES.halfWide} className={`${FRAME} ${i ? '' : 'lead-aside'}`} />
          ) : (
            // The lead's right-hand side without a picture: an assistant answering a customer (no figure of its own).
            !i && (
              <div data-visual="chat" className="lead-chat">
                <ChatVisual words={t.serviceScenes.storyChat} className="w-full max-w-sm" />
              </div>
            )
          )}
          {/* product.md: each study shows an image or a fallback: without a picture, a line icon of client work. */}
          <div>
            <div className="flex items-center justify-between gap-4">
              <span className="chip">
                <Marked text={card.industry} />
              </span>
              {/* Its industry's icon, swapped in by the stylesheet from `data-topic` (web/styles/industry-icons.ts): no script. */}
              {!card.image && (
                <span data-topic={card.industry} className="i-lucide-briefcase-business h-5 w-5 text-accent-text" aria-hidden="true" />
              )}
            </div>
            {/* The result first, as home's featured study sets it: the figure large in the accent, its label beside it. */}
            {card.result && (
              <p data-result className="mt-5 flex items-end gap-3">
                <span className="text-[2.75rem] leading-none font-semibold tracking-[-0.04em] text-accent-text sm:text-5xl">
                  <Marked text={card.result.value} />
                </span>{' '}
                <span className="max-w-[15rem] pb-0.5 text-[0.9375rem] leading-snug font-medium text-ink text-balance">
                  <Phrased text={card.result.label} />
                </span>
              </p>
            )}
          </div>
          <h3 className={`card-title text-xl ${card.result ? 'mt-5 border-t border-line pt-5' : 'mt-5'}`}>
            <Phrased text={card.title} />
          </h3>
          <p className="muted mt-2 max-w-prose leading-relaxed text-pretty">
            <Phrased text={card.description} />
          </p>
          {/* At the card's foot, so the links of a row's two cards line up. */}
          <div className="mt-auto pt-4">
            {card.page ? (
              // The card's one link, stretched over the whole card (round 20: make the card the link).
              <PageLink
                href={workStoryPath(card.page)}
                className="arrow-link tap-target after:absolute after:inset-0 after:rounded-2xl after:content-['']"
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
              <button type="button" disabled className="arrow-link disabled:cursor-default">
                {t.services.readMore}
                <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>,
    cards.length > 1 && (
      <p key="cue" className="swipe-cue" aria-hidden="true" data-part="swipe-cue">
        <span className="i-lucide-arrow-left-right h-3.5 w-3.5 shrink-0" />
        {t.services.storiesSwipe(cards.length)}
      </p>
    ),
  ];
}

/** An uploaded picture, above the card's words: one 8:5 frame for every card, so a row's pictures are one height. */
const FRAME = 'mb-6 aspect-[8/5] w-full overflow-hidden rounded-xl border border-line';
