// A thing's saved versions, newest first: when, by whom, what each change did field by field (what it was and what it
// became), and "Restore this version", which saves that earlier value again (itself a new version, so nothing is ever
// lost by restoring).
import { toast } from 'sonner';
import { DateText, fillNodes } from '../../components/admin/date-text';
import type { Revision } from '../../../src/contract';
import { LoadFailed } from '../../components/admin/load-failed';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { longDate } from '../../lib/dates';
import { failureToast } from '../../lib/failure-toast';
import { fill, useLang } from '../../lib/i18n';
import { useHistory, useRestore } from './use-history';
import { changedFields, versionChanges } from './version-text';
import { VersionChanges } from './version-changes';

type Props = { target: string; name: string; open: boolean; onClose: () => void };

export function HistoryDialog({ target, name, open, onClose }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const history = useHistory(target, open);
  const restore = useRestore();

  const bringBack = (revision: Revision) =>
    restore.mutate(revision, {
      onSuccess: () => toast.success(t.history.restored),
      onError: (error) => failureToast(t.toast.error, error, t, () => bringBack(revision)),
    });

  const whatHappened = (revision: Revision) => {
    if (revision.restoredFrom !== null) return t.history.wasRestore;
    if (revision.before === null) return t.history.wasCreated;
    if (revision.after === null) return t.history.wasDeleted;
    // As many as the version lists below (a picture's size, derived from it, is not counted apart).
    const fields = changedFields(revision.before, revision.after).length && versionChanges(revision.before, revision.after).length;
    if (fields === 1) return t.history.oneFieldChanged;
    return fields ? fill(t.history.fieldsChanged, { count: String(fields) }) : t.history.wasEdited;
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      closeLabel={t.history.closeHistory}
      title={fill(t.history.title, { name })}
      actions={
        <button type="button" className="btn-outline" onClick={onClose}>
          {t.history.close}
        </button>
      }
    >
      {history.isPending ? (
        <Spinner label={t.history.loading} />
      ) : history.isError ? (
        <LoadFailed
          what={t.history.loadFailed}
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.data.length === 0 ? (
        <p className="muted text-sm">{t.history.empty}</p>
      ) : (
        <ol className="divide-y divide-line">
          {history.data.map((revision) => (
            <li key={revision.id} className="py-3">
              {/* On a phone Restore always sits under its version's line, never beside one and under the next (outside
                  review round 24: the zh dates wrapped one way and not the other; decision 0222). */}
              <div className="grid justify-items-start gap-2 sm:flex sm:flex-wrap sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    {fillNodes(t.history.when, {
                      when: <DateText text={longDate(revision.at, lang)} at={revision.at} />,
                      account: revision.account,
                    })}
                  </p>
                  <p className="muted text-xs">{whatHappened(revision)}</p>
                </div>
                {revision.before !== null && (
                  <button type="button" className="btn-outline shrink-0" disabled={restore.isPending} onClick={() => bringBack(revision)}>
                    <span className="i-lucide-history h-4 w-4" aria-hidden="true" />
                    {t.history.restore}
                  </button>
                )}
              </div>
              <VersionChanges target={target} changes={versionChanges(revision.before, revision.after)} />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
