// The journal's topics: "All" and each tag of what is published in the page's language, the most used first, each a
// link to its page with its count where it holds two or more; the page's own marked current. On the journal's first page and a tag's, so a reader
// can filter by topic and move sideways, once there are two topics to choose between and the list holds eight pieces
// or more (TOPICS_FROM: decision 0129).
import type { JournalPage } from '../../../src/contract/journal';
import { PageLink } from '../../components/ui/page-link';
import { useT } from '../../lib/i18n';
import { JOURNAL_PATH, journalListPath } from '../../lib/published-routes';

const PILL =
  'keyboard-ring tap-target inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors';
const pill = (current: boolean) =>
  `${PILL} ${current ? 'border-ink bg-ink text-bg' : 'border-line bg-surface text-muted hover:border-line-strong hover:text-ink'}`;

type Topics = JournalPage['topics'];

/**
 * A list of fewer pieces than this is read whole, without filters: on a short list the row of topics was one more thing
 * to choose before a handful of articles (round 10 of the outside review, decision 0129).
 */
export const TOPICS_FROM = 8;

/**
 * The topics to offer: every one, or none while there is only one (a filter with one choice is no filter) or while the
 * list holds fewer than TOPICS_FROM pieces (`total`: the list's count, the tag's on a tag's page).
 */
export function topicChoices(topics: Topics, total: number): Topics {
  return topics.length < 2 || total < TOPICS_FROM ? [] : topics;
}

export function TopicsRow({ topics, current, total }: { topics: Topics; current: string | null; total: number }) {
  const t = useT();
  const choices = topicChoices(topics, total);
  if (choices.length === 0) return null;
  return (
    <nav aria-label={t.journal.topics} className="min-w-0 max-sm:w-full">
      {/* One row; on a phone it scrolls sideways rather than wrapping onto three, fading at its right edge so a cut chip
          reads as more to come. */}
      <ul className="flex gap-2 max-sm:-mx-5 max-sm:overflow-x-auto max-sm:px-5 max-sm:[scrollbar-width:none] max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-2rem),transparent)] sm:flex-wrap">
        <li>
          <PageLink href={JOURNAL_PATH} className={pill(current === null)} aria-current={current === null ? 'page' : undefined}>
            {t.journal.allTopics}
          </PageLink>
        </li>
        {choices.map((topic) => (
          <li key={topic.tag}>
            <PageLink
              href={journalListPath(1, topic.tag)}
              className={pill(current === topic.tag)}
              aria-current={current === topic.tag ? 'page' : undefined}
            >
              {topic.name}
              {/* A count only where it says something: five chips each showing "1" pointed out how little there was
                  (review of session 37). */}
              {topic.count > 1 && (
                <span className={`tabular-nums ${current === topic.tag ? 'text-bg/70' : 'text-faint'}`}>{topic.count}</span>
              )}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
