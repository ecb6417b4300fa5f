// Newer and older pages of the journal (or of a tag), and where this one stands: links, so every page is an address.
import { PageLink } from '../../components/ui/page-link';
import { fill, useT } from '../../lib/i18n';
import { journalListPath } from '../../lib/published-routes';

const step =
  'keyboard-ring inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-medium text-ink hover:bg-surface-alt';

export function JournalPager({ page, pages, tag }: { page: number; pages: number; tag?: string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.journal.pagination} className="mt-14 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
      {page > 1 ? (
        <PageLink href={journalListPath(page - 1, tag)} rel="prev" className={step}>
          <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
          {t.journal.newer}
        </PageLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-faint">{fill(t.journal.pageOf, { page, pages })}</p>
      {page < pages ? (
        <PageLink href={journalListPath(page + 1, tag)} rel="next" className={step}>
          {t.journal.older}
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </PageLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
