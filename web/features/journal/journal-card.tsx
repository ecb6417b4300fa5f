// One article in a list: its cover (when it has one), title as the link, summary, date and reading time, and tags. The
// first card of page one is the lead (`PublishedLead`, as /work's featured story: its cover's screen large, loaded at
// once; its writer in the meta line every card has, decision 0163). On the journal's pages the others are cards of the publishing pages' one system
// (`PublishedCard`, decision 0137: an article without a cover shows its first topic set in type in the frame). Under an
// article ("Keep reading") they are rows in its reading column: the words first, the cover a thumbnail beside them.
import type { JournalCard as Card } from '../../../src/contract/journal';
import { PublishedCard, PublishedLead, WHOLE_SCREEN } from '../../components/ui/published-card';
import { PageLink } from '../../components/ui/page-link';
import { Phrased } from '../../components/ui/phrased';
import { ScreenCrop } from '../../components/ui/screen-crop';
import { coverGround } from '../../components/ui/published-card';
import { useT } from '../../lib/i18n';
import { journalPostPath } from '../../lib/published-routes';
import { ArticleMeta } from './article-meta';
import { TagLinks } from './tag-links';

/** `heading`: h2 in a list of articles, h3 under an article's "Keep reading". */
export function JournalCard({
  card,
  timeZone,
  lead = false,
  tile = false,
  wide = false,
  heading: Heading = 'h2',
  tag = null,
  ground = coverGround(0),
}: {
  card: Card;
  timeZone: string;
  lead?: boolean;
  /** One of the journal's grid: its cover (or its topic) above its words. */
  tile?: boolean;
  /** A lone tile after the lead: its picture beside its words. */
  wide?: boolean;
  heading?: 'h2' | 'h3';
  /** The tag whose page lists it: its chip is marked as the page's own. */
  tag?: string | null;
  /** Its cover's ground, by its place in its list (`coverGround`, decision 0145). */
  ground?: string;
}) {
  const t = useT();
  const href = journalPostPath(card.slug);
  const topic = (
    // No cover: the article's first topic set large on the frame's ground, so a grid of mixed cards stays level.
    <span className="flex h-full items-end p-6 text-3xl leading-tight font-semibold tracking-[-0.03em] text-balance text-faint">
      {card.tagNames[0] ?? card.title}
    </span>
  );
  if (lead)
    return (
      <PublishedLead
        href={href}
        picture={card.cover}
        fallback={topic}
        top={<ArticleMeta card={card} timeZone={timeZone} first={tag ? undefined : t.journal.latest} />}
        title={card.title}
        summary={card.summary && <Phrased text={card.summary} />}
        footer={<TagLinks tags={card.tags} names={card.tagNames} current={tag} />}
        action={t.journal.readMore}
        ground={ground}
      />
    );
  if (tile)
    return (
      <PublishedCard
        href={href}
        picture={card.cover}
        fallback={topic}
        meta={<ArticleMeta card={card} timeZone={timeZone} />}
        title={card.title}
        summary={card.summary && <Phrased text={card.summary} />}
        footer={<TagLinks tags={card.tags} names={card.tagNames} current={tag} />}
        heading={Heading}
        wide={wide}
        ground={ground}
      />
    );
  // A row under an article: on a phone its picture stands above its words, the column's width (beside them it squeezed
  // the title to three lines; without it the list read as grey blocks of text: review of session 36).
  const row = card.cover ? 'sm:grid-cols-[minmax(0,1fr)_14rem] sm:gap-10' : '';
  return (
    <article className={`group grid items-start ${row}`}>
      {card.cover && (
        <PageLink
          href={href}
          tabIndex={-1}
          aria-hidden="true"
          className={`block aspect-[16/10] overflow-hidden rounded-xl border border-line max-sm:mb-4 sm:col-start-2 sm:row-start-1 ${ground}`}
        >
          {/* The screen whole on its mount, as the journal's cards show it (decision 0154: a corner at reading scale cut
              words at the frame's edge). */}
          <ScreenCrop
            picture={card.cover}
            width=""
            corner={WHOLE_SCREEN}
            inset="top-1/2 -translate-y-1/2 inset-x-5 sm:inset-x-3"
            hover
            detail
            className="h-full"
          />
        </PageLink>
      )}
      <div className="min-w-0 sm:col-start-1 sm:row-start-1">
        <ArticleMeta card={card} timeZone={timeZone} />
        <Heading className="pub-title mt-2 text-lg sm:text-xl">
          <PageLink href={href} className="keyboard-ring rounded-sm group-hover:text-accent-text">
            <Phrased text={card.title} />
          </PageLink>
        </Heading>
        {card.summary && (
          <p className="muted mt-2 max-w-2xl leading-relaxed text-pretty max-sm:text-[0.9375rem]">
            {/* Body text as every card's summary is (it had broken anywhere and left 需要。 alone on its last line). */}
            <Phrased text={card.summary} />
          </p>
        )}
        <div className="mt-4">
          <TagLinks tags={card.tags} names={card.tagNames} current={tag} />
        </div>
      </div>
    </article>
  );
}
