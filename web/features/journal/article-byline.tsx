// An article's byline under its title, set as a story's facts are (a strip between hairlines): who wrote it (their photo
// from the team list beside their name and role, or their name alone, set in type), and when it went up, with how long
// it takes to read small beside the date. Without a photo there is no circle: the name in medium weight over the role
// (decision 0177, wave 2: round 18 read the initial in a grey circle as a missing picture).
import type { JournalPost } from '../../../src/contract/journal';
import { AuthorAvatar } from './author-avatar';
import { fill, useLang, useT } from '../../lib/i18n';
import { journalDate } from './journal-dates';

const TERM = 'text-xs font-semibold tracking-wide text-muted uppercase';

export function ArticleByline({ post }: { post: JournalPost }) {
  const t = useT();
  const lang = useLang();
  const { author } = post;
  return (
    <dl data-byline="" className="grid gap-x-6 gap-y-5 border-y border-line py-5 sm:grid-cols-[minmax(0,1.6fr)_auto] sm:gap-x-8">
      {author && (
        <div className="min-w-0">
          <dt className={TERM}>{t.journal.writtenBy}</dt>
          <dd className="mt-1.5 flex items-center gap-3 leading-snug">
            <AuthorAvatar author={author} />
            <span className="min-w-0">
              <span className="block font-medium text-ink">{author.name}</span>
              {author.role && <span className="block text-sm text-muted">{author.role}</span>}
            </span>
          </dd>
        </div>
      )}
      {/* The reading time beside the date, on its baseline at its size, in the muted ink: quieter by colour and weight
          alone (round 14 of the review: a smaller size beside it read as a misaligned line). */}
      <div className={author ? 'sm:border-l sm:border-line sm:pl-6' : ''}>
        <dt className={TERM}>{t.journal.published}</dt>
        <dd className="mt-1 flex flex-wrap items-baseline gap-x-2 font-medium text-ink">
          <time dateTime={post.publishedAt}>{journalDate(post.publishedAt, lang, post.timeZone)}</time>
          <span className="font-normal text-muted tabular-nums">
            <span aria-hidden="true">· </span>
            {fill(t.journal.readingTime, { minutes: post.readingMinutes })}
          </span>
        </dd>
      </div>
    </dl>
  );
}
