// The entries of a list that were deleted, each with who deleted it and when, and "Restore" to bring it back where it was
// (under its own id, at the end of the list).
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { DateText, fillNodes } from '../../components/admin/date-text';
import type { HistoryList, Revision } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { deletedQuery } from '../../lib/calls/revisions';
import { longDate } from '../../lib/dates';
import { failureToast } from '../../lib/failure-toast';
import { fill, useLang } from '../../lib/i18n';
import { useRestore } from './use-history';
import { inLang, versionTexts } from './version-text';

export function DeletedEntries({ list }: { list: HistoryList }) {
  const t = useAdminT();
  const lang = useLang();
  const deleted = useQuery(deletedQuery(list));
  const restore = useRestore();
  if (!deleted.data?.length) return null;

  const bringBack = (revision: Revision) =>
    restore.mutate(revision, {
      onSuccess: () => toast.success(t.history.entryRestored),
      onError: (error) => failureToast(t.toast.error, error, t, () => bringBack(revision)),
    });

  return (
    <details className="mt-3">
      <summary className="keyboard-ring muted cursor-pointer rounded text-sm">
        {fill(t.history.deletedTitle, { count: String(deleted.data.length) })}
      </summary>
      <ul className="card mt-2 divide-y divide-line">
        {deleted.data.map((revision) => {
          const texts = versionTexts(revision.before, list);
          return (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{(texts && inLang(texts, lang)) || t.lists.untitled}</p>
                <p className="muted text-xs">
                  {fillNodes(t.history.deletedWhen, {
                    when: <DateText text={longDate(revision.at, lang)} at={revision.at} />,
                    account: revision.account,
                  })}
                </p>
              </div>
              <button type="button" className="btn-outline" disabled={restore.isPending} onClick={() => bringBack(revision)}>
                <span className="i-lucide-undo-2 h-4 w-4" aria-hidden="true" />
                {t.history.restoreEntry}
              </button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
