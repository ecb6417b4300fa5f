// One article in a list: its cover (when it has one), title as the link, summary, date and reading time, and tags. The
// first card of page one is the lead (`PublishedLead`, as /work's featured story: its cover's screen large, loaded at
// once; its writer in the meta line every card has, decision 0163). On the journal's pages the others are cards of the publishing pages' one system
// (`PublishedCard`, decision 0137: an article without a cover shows its first topic set in type in the frame), under an
// article ("Keep reading") too (decision 0177).
import type { JournalCard as Card } from '../../../src/contract/journal';
import { PublishedCard, PublishedLead } from '../../components/ui/published-card';
import { Phrased } from '../../components/ui/phrased';
import { groundOf } from '../../components/ui/published-card';
import { useT } from '../../lib/i18n';
import { journalPostPath } from '../../lib/published-routes';
import { ArticleMeta } from './article-meta';
import { TagLinks } from './tag-links';

/** `heading`: h2 in a list of articles, h3 under an article's "Keep reading". */
export function JournalCard({
  card,
  timeZone,
  lead = false,
  wide = false,
  heading: Heading = 'h2',
  tag = null,
  ground,
}: {
  card: Card;
  timeZone: string;
  lead?: boolean;
  /** A lone tile after the lead: its picture beside its words. */
  wide?: boolean;
  heading?: 'h2' | 'h3';
  /** The tag whose page lists it: its chip is marked as the page's own. */
  tag?: string | null;
  /** Its cover's ground: by default its own, from its address (`groundOf`, decision 0194), the same in every list. */
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
        summary={card.summary && <Phrased text={card.summary} balanced />}
        footer={<TagLinks tags={card.tags} names={card.tagNames} current={tag} />}
        action={t.journal.readMore}
        ground={ground ?? groundOf(card.slug)}
        fill
      />
    );
  return (
    <PublishedCard
      href={href}
      picture={card.cover}
      fallback={topic}
      meta={<ArticleMeta card={card} timeZone={timeZone} />}
      title={card.title}
      summary={card.summary && <Phrased text={card.summary} balanced />}
      footer={<TagLinks tags={card.tags} names={card.tagNames} current={tag} />}
      heading={Heading}
      wide={wide}
      ground={ground ?? groundOf(card.slug)}
      fill
    />
  );
}
