// An article's tags, each a link to the tag's page in the page's language, shown by its name there (decision 0100); on
// a tag's page that tag's chip kept and marked as the page's own (round 28, problem 8: the tag page's cards lost their
// pills and read as a thinner copy of /blog's; decision 0242, in place of round 18's leaving it out).
import { PageLink } from '../../components/ui/page-link';
import { useT } from '../../lib/i18n';
import { journalListPath } from '../../lib/published-routes';

export function TagLinks({ tags, names, current = null }: { tags: string[]; names: string[]; current?: string | null }) {
  const t = useT();
  const shown = tags.map((tag, i) => ({ tag, name: names[i] ?? tag }));
  if (!shown.length) return null;
  return (
    <ul aria-label={t.journal.tags} className="flex flex-wrap gap-2">
      {shown.map(({ tag, name }) => (
        <li key={tag}>
          <PageLink
            href={journalListPath(1, tag)}
            aria-current={tag === current ? 'page' : undefined}
            className={`keyboard-ring inline-flex min-h-8 items-center rounded-full px-3 text-xs font-medium hover:bg-accent-soft hover:text-ink ${tag === current ? 'bg-accent-soft text-ink' : 'bg-surface-alt text-muted'}`}
          >
            {name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
