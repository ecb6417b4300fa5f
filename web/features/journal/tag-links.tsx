// An article's tags, each a link to the tag's page in the page's language, shown by its name there (decision 0100); on
// a tag's page, that tag's chip left out (round 18: every card on the page repeated it).
import { PageLink } from '../../components/ui/page-link';
import { useT } from '../../lib/i18n';
import { journalListPath } from '../../lib/published-routes';

export function TagLinks({ tags, names, current = null }: { tags: string[]; names: string[]; current?: string | null }) {
  const t = useT();
  const shown = tags.map((tag, i) => ({ tag, name: names[i] ?? tag })).filter(({ tag }) => tag !== current);
  if (!shown.length) return null;
  return (
    <ul aria-label={t.journal.tags} className="flex flex-wrap gap-2">
      {shown.map(({ tag, name }) => (
        <li key={tag}>
          <PageLink
            href={journalListPath(1, tag)}
            className="keyboard-ring inline-flex min-h-8 items-center rounded-full bg-surface-alt px-3 text-xs font-medium text-muted hover:bg-accent-soft hover:text-ink"
          >
            {name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
