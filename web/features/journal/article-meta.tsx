// The line on an article's card: who wrote it, when it went up and how long it takes to read (always, a one-minute read
// too: round 14 of the review read the one card without it as a card missing its line: decision 0159), in the
// publishing pages' one meta line (decision 0137), the same three in the same order on every card, the lead's too (round
// 15: the lead named its writer and the tiles did not; decision 0163); the lead's says first that it is the newest. The
// article's own page says them in its byline (article-byline.tsx), with the writer's role.
import type { JournalCard } from '../../../src/contract/journal';
import { MetaLine } from '../../components/ui/published-card';
import { fill, useLang, useT } from '../../lib/i18n';
import { AuthorAvatar } from './author-avatar';
import { journalDate } from './journal-dates';

export function ArticleMeta({ card, timeZone, first }: { card: JournalCard; timeZone: string; first?: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <MetaLine
      phoneRow={first ? 2 : undefined}
      parts={[
        first,
        card.author && (
          <span key="author" className="inline-flex items-center gap-2 font-medium text-muted">
            <AuthorAvatar author={card.author} small />
            {card.author.name}
          </span>
        ),
        <time key="date" dateTime={card.publishedAt}>
          {journalDate(card.publishedAt, lang, timeZone)}
        </time>,
        fill(t.journal.readingTime, { minutes: Math.max(1, card.readingMinutes) }),
      ]}
    />
  );
}
