// The backups section: "Back up now" in one card (what a backup holds, the schedule and its last failure; after a click,
// the new backup named, its download in the list, marked Latest: decision 0276), and every backup with a download (streamed by the server) in another.
// Restoring is a server command (the site must be stopped), so it is explained. Taking and downloading one go through
// "confirm it's you" once a second step is set up. Litestream's continuous copy has its own
// card (replication-card.tsx).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { megabytes } from '../../../src/contract';
import { LoadFailed } from '../../components/admin/load-failed';
import { ServerDetails, StepsLink } from '../../components/admin/server-details';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { backupsQuery, takeBackup } from '../../lib/calls/backups';
import { setupQuery } from '../../lib/calls/setup';
import { longDate } from '../../lib/dates';
import { failureText } from '../../lib/failure-text';
import { sessionEnded } from '../../lib/failure-toast';
import { fill, sentenceGap, useLang } from '../../lib/i18n';
import { BackupDownloadLink } from './backup-download-link';
import { ConfirmCancelled, withConfirm } from './confirm-its-you';
import { ReplicationCard } from './replication-card';
import { SettingsCard } from './settings-card';

export function BackupsSettings() {
  const t = useAdminT();
  const b = t.backups;
  const lang = useLang();
  const queryClient = useQueryClient();
  // The server's two refusals of "Back up now" mean something the generic failure words would misstate ("That already
  // exists", "Too many attempts"): another backup is being written, or one was made under a minute ago.
  const refusalText = (error: unknown) => {
    if (!(error instanceof ApiError)) return null;
    if (error.status === 409) return b.busy;
    if (error.status === 429) return fill(b.tooSoon, { seconds: String(error.retryAfter ?? 60) });
    return null;
  };
  const overview = useQuery(backupsQuery());
  const backUp = useMutation({
    // A backup holds every message: with a second step set up, the server first wants the password (decision 0075).
    mutationFn: () => withConfirm(takeBackup, 'backupTake'),
    onSuccess: (made) => {
      // Said once, in the card, with its Download (a toast too said the same and covered the list on a phone).
      // The new backup is in the list at once (newest first), then the list is read again for any the server removed.
      queryClient.setQueryData(
        backupsQuery().queryKey,
        (overview) => overview && { ...overview, backups: [made, ...overview.backups.filter((x) => x.name !== made.name)] },
      );
      void queryClient.invalidateQueries({ queryKey: backupsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: setupQuery().queryKey });
    },
    onError: (error) => {
      if (error instanceof ConfirmCancelled) return; // the owner closed the password prompt: nothing to say
      if (!sessionEnded(error)) toast.error(b.failed, { description: refusalText(error) ?? failureText(error, t.failure) });
    },
  });

  if (overview.isPending) return <p className="muted text-sm">{b.loading}</p>;
  if (overview.isError)
    return <LoadFailed what={b.loadFailed} error={overview.error} retrying={overview.isFetching} onRetry={() => void overview.refetch()} />;
  const { backups, schedule, replication } = overview.data;
  const made = backUp.data;
  return (
    <>
      <SettingsCard title={t.settings.tabs.backups} description={b.intro}>
        <div className="grid gap-4">
          <p className="muted text-sm">
            {schedule.everyHours > 0 ? fill(b.scheduleOn, { hours: schedule.everyHours, keep: schedule.keep }) : b.scheduleOff}
          </p>
          {schedule.lastError && (
            <p role="alert" className="rounded-lg border border-warn/40 bg-warn-soft p-3 text-sm text-ink">
              <span className="i-lucide-triangle-alert text-warn mr-1.5 h-4 w-4" aria-hidden="true" />
              {fillNodes(b.lastFailed, { time: <DateText text={longDate(schedule.lastError.at, lang)} at={schedule.lastError.at} /> })}
            </p>
          )}
          <div>
            <button type="button" className="btn-primary" disabled={backUp.isPending} onClick={() => backUp.mutate()}>
              <span className="i-lucide-database-backup h-4 w-4" aria-hidden="true" />
              {backUp.isPending ? b.backingUp : b.backUpNow}
            </button>
          </div>
          {made && !backUp.isPending && (
            // Plain in the card, no grey box of its own (decision 0222: the outside review's "box inside a box").
            // One line: its download is in the list below, marked Latest (review round 33 #5: the same backup twice).
            <div role="status" className="grid gap-3 text-sm">
              <div className="flex min-w-0 gap-2">
                <span className="i-lucide-circle-check mt-0.5 h-4 w-4 shrink-0 text-good" aria-hidden="true" />
                <p className="min-w-0">
                  {fillNodes(b.createdNamed, { time: <DateText text={longDate(made.createdAt, lang)} at={made.createdAt} /> })}
                </p>
              </div>
              {/* The file's name is for whoever runs the server: in the page's one "For your developer" section, not
                  in the owner's sentence (round 12 of the outside review; decision 0222). */}
              <ServerDetails about={b.created}>
                {b.fileOnServer}
                {sentenceGap(lang)}
                <span className="font-mono" data-backup-file>
                  {made.name}
                </span>
              </ServerDetails>
            </div>
          )}
          {/* How to switch the schedule on is for the server: at the card's end, after everything the owner does here. */}
          {schedule.everyHours <= 0 && <ServerDetails>{t.server.backupsOff}</ServerDetails>}
        </div>
      </SettingsCard>
      <SettingsCard
        title={b.listTitle}
        description={
          <>
            {b.restoreHint} <StepsLink label={t.server.steps.restore} />
          </>
        }
      >
        {backups.length === 0 ? (
          <p className="muted text-sm">{b.none}</p>
        ) : (
          // The rows run to the card's foot: its restore note is in the page's "For your developer" (decision 0222).
          <ul aria-label={b.listLabel} className="card-rows -mb-5 border-b-0 sm:-mb-6">
            {backups.map((backup, i) => {
              const when = longDate(backup.createdAt, lang);
              return (
                <li key={backup.name} className="card-row flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-2 font-medium">
                      <DateText text={when} at={backup.createdAt} />
                      {/* The newest (the list is newest first), the one just made (review round 33 #5). */}
                      {i === 0 && (
                        <span className="status-badge border-good/30 bg-good/10 text-good" data-backup-latest="">
                          {b.latest}
                        </span>
                      )}
                    </p>
                    <p className="muted text-sm">
                      {b.kinds[backup.kind]} · {megabytes(backup.size)}
                    </p>
                  </div>
                  <BackupDownloadLink name={backup.name} label={fill(b.downloadNamed, { time: when })} className="btn-outline px-3 py-1.5">
                    <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
                    {/* On a phone the icon alone (the link is named by its time), leaving the date its room. */}
                    <span className="max-sm:hidden">{b.download}</span>
                  </BackupDownloadLink>
                </li>
              );
            })}
          </ul>
        )}
        <ServerDetails about={b.restoreAbout}>{t.server.restore}</ServerDetails>
      </SettingsCard>
      <ReplicationCard replication={replication} />
    </>
  );
}
