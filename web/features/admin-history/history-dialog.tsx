// A thing's saved versions, newest first: when, by whom, what it was before each change, and "Restore this version",
// which saves that earlier value again (itself a new version, so nothing is ever lost by restoring).
import { toast } from 'sonner';
import type { Revision } from '../../../src/contract';
import { LoadFailed } from '../../components/admin/load-failed';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { longDate } from '../../lib/dates';
import { failureToast } from '../../lib/failure-toast';
import { fill, useLang } from '../../lib/i18n';
import { useHistory, useRestore } from './use-history';
import { changedFields, versionTexts } from './version-text';

type Props = { target: string; name: string; open: boolean; onClose: () => void };

function VersionTexts({ value, target }: { value: unknown; target: string }) {
  const t = useAdminT();
  const texts = versionTexts(value, target);
  if (!texts) return null;
  return (
    <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
      <dt className="muted text-xs uppercase">{t.content.english}</dt>
      <dd className="break-words">{texts.en || t.content.empty}</dd>
      <dt className="muted text-xs uppercase">{t.content.chinese}</dt>
      <dd className="break-words" lang="zh-Hant">
        {texts.zh || t.content.empty}
      </dd>
    </dl>
  );
}

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
    const fields = changedFields(revision.before, revision.after).length;
    return fields ? fill(t.history.fieldsChanged, { count: String(fields) }) : t.history.wasEdited;
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
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
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    {fill(t.history.when, { when: longDate(revision.at, lang), account: revision.account })}
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
              {revision.before !== null && (
                <>
                  <p className="muted mt-2 text-xs font-medium">{t.history.before}</p>
                  <VersionTexts value={revision.before} target={target} />
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
