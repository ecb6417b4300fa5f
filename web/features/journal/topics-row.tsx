// The journal's topics: "All" and each tag of what is published in the page's language, the most used first, each a
// link to its page, by its name alone (no counts, decision 0154); the page's own marked current. On the journal's first
// page and a tag's, so a reader can filter by topic and move sideways, once there are two topics to choose between
// (decision 0145). A topic holding one article is no filter (it picks out the one card the reader already sees), so it
// is left out (decision 0159: round 14 read five chips of one article each as a thin journal); the page's own stays.
// With fewer than two left, no row.
import type { JournalPage } from '../../../src/contract/journal';
import { PageLink } from '../../components/ui/page-link';
import { useT } from '../../lib/i18n';
import { JOURNAL_PATH, journalListPath } from '../../lib/published-routes';

const PILL =
  'keyboard-ring tap-target inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors';
const pill = (current: boolean) =>
  `${PILL} ${current ? 'border-ink bg-ink text-bg' : 'border-line bg-surface text-muted hover:border-line-strong hover:text-ink'}`;

type Topics = JournalPage['topics'];

/** The topics to offer: those holding two articles or more (and the page's own), or none while fewer than two are left
 *  (a filter with one choice is no filter). */
export function topicChoices(topics: Topics, current: string | null = null): Topics {
  const kept = topics.filter((topic) => topic.count > 1 || topic.tag === current);
  return kept.length < 2 ? [] : kept;
}

export function TopicsRow({ topics, current }: { topics: Topics; current: string | null }) {
  const t = useT();
  const choices = topicChoices(topics, current);
  if (choices.length === 0) return null;
  return (
    <nav aria-label={t.journal.topics} className="min-w-0 max-sm:w-full">
      {/* One row; on a phone it scrolls sideways rather than wrapping onto three, fading at its right edge so a cut chip
          reads as more to come (5rem wide: round 13 did not see the 2rem one as a sign the row scrolls), and at its left
          over the page's margin, so a chip scrolled past is not cut hard at the screen's edge either (round 14). */}
      <ul className="flex gap-2 max-sm:-mx-5 max-sm:overflow-x-auto max-sm:px-5 max-sm:pr-16 max-sm:[scrollbar-width:none] max-sm:[mask-image:linear-gradient(to_right,transparent,#000_1.25rem,#000_calc(100%-5rem),transparent_calc(100%-0.25rem))] sm:flex-wrap">
        {/* On a phone the row scrolls: the current topic is drawn next to All, where it is seen without scrolling
            (its place in the list, for a screen reader, is unchanged). */}
        <li className="max-sm:order-[-2]">
          <PageLink href={JOURNAL_PATH} className={pill(current === null)} aria-current={current === null ? 'page' : undefined}>
            {t.journal.allTopics}
          </PageLink>
        </li>
        {choices.map((topic) => (
          <li key={topic.tag} className={current === topic.tag ? 'max-sm:order-[-1]' : undefined}>
            <PageLink
              href={journalListPath(1, topic.tag)}
              className={pill(current === topic.tag)}
              aria-current={current === topic.tag ? 'page' : undefined}
            >
              {/* Its name alone, no count (decision 0154): counts on some chips and none on others read as inconsistent
                  (round 13 of the review), and five chips each showing "1" had pointed out how little there was. */}
              {topic.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
