// One article in a list: its cover (when it has one), title as the link, summary, date and reading time, and tags. The
// first card of page one is the lead: a card of its own, its cover loaded at once (it is the page's largest paint). On
// the journal's pages the others are tiles in a grid, their covers above their words (an article without a cover shows
// its first topic set in type in the cover's place, so the grid's rows stay level). Under an article ("Keep reading")
// they are rows in its reading column: the words first, the cover a thumbnail beside them.
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import type { JournalCard as Card } from '../../../src/contract/journal';
import { CoverArt } from '../../components/ui/cover-art';
import { PageLink } from '../../components/ui/page-link';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { Picture } from '../../components/ui/picture';
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
  heading: Heading = 'h2',
  tag = null,
}: {
  card: Card;
  timeZone: string;
  lead?: boolean;
  /** One of the journal's grid: its cover (or its topic) above its words. */
  tile?: boolean;
  heading?: 'h2' | 'h3';
  /** The tag whose page lists it: its chip is marked as the page's own. */
  tag?: string | null;
}) {
  const t = useT();
  const href = journalPostPath(card.slug);
  if (tile) return <Tile card={card} timeZone={timeZone} heading={Heading} tag={tag} />;
  // The lead without a cover: its writer and tags in a column of their own beside it, not a half-empty card.
  const aside = lead && !card.cover;
  const layout = card.cover
    ? 'md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:items-center md:gap-10'
    : 'md:grid-cols-[minmax(0,1fr)_15rem] md:gap-12';
  // On a phone a row's picture stands above its words, the column's width (beside them it squeezed the title to three
  // lines; without it the list read as grey blocks of text: review of session 36).
  const row = card.cover ? 'sm:grid-cols-[minmax(0,1fr)_14rem] sm:gap-10' : '';
  return (
    // The lead is a tile made larger, not a card of another system (review of session 38): unframed as the tiles are,
    // its cover in the same frame (16:10, the same radius and edge), the same meta line, title and hover, only bigger.
    <article className={`group grid items-start ${lead ? `gap-5 ${layout}` : row}`}>
      {card.cover && (
        <PageLink
          href={href}
          tabIndex={-1}
          aria-hidden="true"
          className={`block overflow-hidden rounded-xl border border-line bg-surface-alt ${lead ? 'aspect-[16/10]' : 'max-sm:mb-4 sm:col-start-2 sm:row-start-1'}`}
        >
          {lead ? (
            // The lead's cover in its own composition, in the tiles' frame (CoverArt).
            <CoverArt ratio="h-full">
              <Picture
                picture={card.cover}
                alt=""
                sizes={IMAGE_SIZES.half}
                eager
                className="block h-auto w-full transition-transform duration-500 group-hover:scale-[1.02]"
              />
            </CoverArt>
          ) : (
            <Picture
              picture={card.cover}
              alt=""
              sizes={IMAGE_SIZES.row}
              className="aspect-[16/10] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
            />
          )}
        </PageLink>
      )}
      <div className={`min-w-0 ${lead ? '' : 'sm:col-start-1 sm:row-start-1'}`}>
        <ArticleMeta card={card} timeZone={timeZone} />
        <Heading
          className={`mt-2 leading-snug font-semibold tracking-[-0.02em] text-balance text-ink ${lead ? 'max-w-3xl text-2xl sm:text-[2rem] sm:leading-tight' : 'text-lg sm:text-xl'}`}
        >
          <PageLink href={href} className="keyboard-ring rounded-sm hover:text-accent-text">
            <Phrased text={card.title} />
          </PageLink>
        </Heading>
        {card.summary && (
          <p
            className={`muted leading-relaxed text-pretty ${lead ? 'mt-3 max-w-2xl sm:text-lg' : 'mt-2 max-w-2xl max-sm:text-[0.9375rem]'}`}
          >
            <Marked text={card.summary} />
          </p>
        )}
        {/* The tags with the words they sort, before the link that ends the card (under it they read as an afterthought:
            review of session 37). */}
        {!aside && (
          <div className="mt-4">
            <TagLinks tags={card.tags} names={card.tagNames} current={tag} />
          </div>
        )}
        {lead && (
          <PageLink
            href={href}
            className="keyboard-ring mt-5 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-accent-text hover:underline"
          >
            {t.journal.readMore}
            <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
          </PageLink>
        )}
      </div>
      {aside && (
        <div className="grid content-start gap-4 border-line max-md:border-t max-md:pt-5 md:border-l md:pl-8">
          {card.author && (
            <p className="text-sm">
              <span className="block text-faint">{t.journal.writtenBy}</span>
              <span className="mt-1 block font-semibold text-ink">{card.author.name}</span>
              {card.author.role && <span className="muted block">{card.author.role}</span>}
            </p>
          )}
          <TagLinks tags={card.tags} names={card.tagNames} current={tag} />
        </div>
      )}
    </article>
  );
}

function Tile({ card, timeZone, heading: Heading, tag }: { card: Card; timeZone: string; heading: 'h2' | 'h3'; tag: string | null }) {
  const href = journalPostPath(card.slug);
  return (
    <article className="group flex h-full flex-col">
      <PageLink
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-[16/10] overflow-hidden rounded-xl border border-line bg-surface-alt"
      >
        {card.cover ? (
          <CoverArt ratio="h-full">
            <Picture
              picture={card.cover}
              alt=""
              sizes={IMAGE_SIZES.third}
              className="block h-auto w-full transition-transform duration-500 group-hover:scale-[1.02]"
            />
          </CoverArt>
        ) : (
          // No cover: the article's first topic set large on the cover's ground, so a grid of mixed tiles stays level.
          <span className="flex h-full items-end p-6 text-3xl leading-tight font-semibold tracking-[-0.03em] text-balance text-faint">
            {card.tagNames[0] ?? card.title}
          </span>
        )}
      </PageLink>
      <div className="mt-5 flex flex-1 flex-col">
        <ArticleMeta card={card} timeZone={timeZone} />
        <Heading className="mt-2 text-xl leading-snug font-semibold tracking-[-0.02em] text-balance text-ink">
          <PageLink href={href} className="keyboard-ring rounded-sm hover:text-accent-text">
            <Phrased text={card.title} />
          </PageLink>
        </Heading>
        {card.summary && (
          <p className="muted mt-2 flex-1 leading-relaxed text-pretty max-sm:text-[0.9375rem]">
            <Marked text={card.summary} />
          </p>
        )}
        <div className="mt-4">
          <TagLinks tags={card.tags} names={card.tagNames} current={tag} />
        </div>
      </div>
    </article>
  );
}
