// One article in a list: its cover (when it has one), title as the link, summary, date and reading time, and tags. The
// first card of page one is the lead: wider, its cover loaded at once (it is the page's largest paint).
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import type { JournalCard as Card } from '../../../src/contract/journal';
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
  heading: Heading = 'h2',
  tag = null,
}: {
  card: Card;
  timeZone: string;
  lead?: boolean;
  heading?: 'h2' | 'h3';
  /** The tag whose page lists it: its chip is marked as the page's own. */
  tag?: string | null;
}) {
  const t = useT();
  const href = journalPostPath(card.slug);
  // The lead without a cover: its writer and tags in a column of their own beside it, not a half-empty card.
  const aside = lead && !card.cover;
  const layout = card.cover
    ? 'md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:items-center md:gap-10'
    : 'md:grid-cols-[minmax(0,1fr)_15rem] md:gap-12';
  return (
    <article className={`group grid gap-5 ${lead ? `card p-6 sm:p-8 ${layout}` : ''}`}>
      {card.cover && (
        <PageLink
          href={href}
          tabIndex={-1}
          aria-hidden="true"
          className="block overflow-hidden rounded-2xl border border-line bg-surface-alt"
        >
          <Picture
            picture={card.cover}
            alt=""
            sizes={IMAGE_SIZES.half}
            eager={lead}
            className="aspect-[16/9] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
          />
        </PageLink>
      )}
      <div className="min-w-0">
        <ArticleMeta card={card} timeZone={timeZone} />
        <Heading
          className={`mt-2 font-semibold tracking-[-0.02em] text-ink ${lead ? 'text-pretty' : 'text-balance'} ${lead ? 'max-w-3xl text-2xl sm:text-3xl' : 'text-xl'}`}
        >
          <PageLink href={href} className="keyboard-ring rounded-sm hover:text-accent-text">
            <Phrased text={card.title} />
          </PageLink>
        </Heading>
        {card.summary && (
          <p className={`muted mt-2 leading-relaxed text-pretty ${lead ? 'max-w-2xl text-lg' : ''}`}>
            <Marked text={card.summary} />
          </p>
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
        {!aside && (
          <div className="mt-4">
            <TagLinks tags={card.tags} names={card.tagNames} current={tag} />
          </div>
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
