// The line on an article's card: when it went up and how long it takes to read (past a minute). The article's own page
// says both, and who wrote it, in its byline (article-byline.tsx).
import type { JournalCard } from '../../../src/contract/journal';
import { fill, useLang, useT } from '../../lib/i18n';
import { journalDate } from './journal-dates';

export function ArticleMeta({ card, timeZone }: { card: JournalCard; timeZone: string }) {
  const t = useT();
  const lang = useLang();
  const parts = [
    <time key="date" dateTime={card.publishedAt}>
      {journalDate(card.publishedAt, lang, timeZone)}
    </time>,
    // A one-minute read says nothing a glance at it would not.
    ...(card.readingMinutes > 1 ? [<span key="time">{fill(t.journal.readingTime, { minutes: card.readingMinutes })}</span>] : []),
  ];
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-faint">
      {parts.flatMap((part) =>
        part === parts[0]
          ? [part]
          : [
              <span key={`dot-${part.key}`} aria-hidden="true">
                ·
              </span>,
              part,
            ],
      )}
    </p>
  );
}
