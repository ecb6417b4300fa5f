// The admin's backups: GET /api/admin/backups lists them with the schedule's state and Litestream's replication (decision
// 0071), POST /api/admin/backups takes one now (201 with it; 409 while another by hand is being written, 429 within a
// minute of the last), GET /api/admin/backups/<name> downloads one, streamed from the file. Admin only, all three; taking
// and downloading one ask "confirm it's you" once a second step is set up (a backup holds every message; decision 0075).
import { Elysia } from 'elysia';
import { auditor } from '../audit/auditor';
import { basename, join } from 'node:path';
import { API_PATHS, megabytes, type BackupItem, type BackupsOverview } from '../../contract';
import type { Deps } from '../../deps';
import { conflict, HttpError, notFound, tooManyRequests } from '../../http/errors';
import { isStorageFull } from '../../http/storage-full';
import { adminGuard, hasFactor, requireConfirmed } from '../sign-in';
import { backupsFolder, listBackups, parseBackupName } from './files';
import { BackupBusyError, BackupTooSoonError, takeManualBackup } from './service';

/**
 * A backup is a copy of the whole database: one that would leave less than DISK_FREE_MIN_MB free is refused before a
 * byte is written, as an upload is, so messages and sign-ins keep their room.
 */
function refuseWithoutRoom(deps: Deps): void {
  const free = deps.disk.freeBytes();
  const sqlite = deps.db.$client;
  const pages = sqlite.query<{ n: number }, []>('SELECT page_count * page_size AS n FROM pragma_page_count(), pragma_page_size()').get()!.n;
  if (free === null || free - pages >= deps.config.diskFreeMinBytes) return;
  throw new HttpError(
    507,
    'insufficient_storage',
    `A backup needs about ${megabytes(pages)}, and the server's disk has ${megabytes(free)} free, of which ${deps.config.diskFreeMinBytes / 1_048_576} MB are kept free (DISK_FREE_MIN_MB). Nothing was written; free space on the server (older backups can go once copied elsewhere), then try again.`,
  );
}

/**
 * A backup is every message, setting and the account's hashes in one file: once the owner has a second step, a stolen
 * session cookie alone must not carry that away, as it cannot turn the second step off (403 `confirm_required`).
 */
function requireConfirmedWhenSecured(deps: Deps, sessionHash: string): void {
  if (hasFactor(deps.db)) requireConfirmed(deps, sessionHash);
}

export const backupsRoutes = (deps: Deps) =>
  new Elysia({ name: 'backups' })
    .use(adminGuard(deps))
    .get(
      API_PATHS.backups.list,
      async (): Promise<BackupsOverview> => {
        const { everyHours, keep, lastSuccessAt, lastError } = deps.backups.state;
        return {
          backups: listBackups(deps.config.dataDir),
          schedule: { everyHours, keep, lastSuccessAt, lastError },
          replication: await deps.replication.read(),
        };
      },
      { admin: true },
    )
    .post(
      API_PATHS.backups.list,
      ({ set, request, server, sessionHash }): BackupItem => {
        requireConfirmedWhenSecured(deps, sessionHash);
        const { dataDir, backupKeepManual } = deps.config;
        refuseWithoutRoom(deps);
        let path: string;
        try {
          const made = takeManualBackup(deps.db.$client, dataDir, { now: deps.now(), keep: backupKeepManual, spaced: true });
          path = made.path;
          if (made.removed.length)
            deps.log(`backup from the admin: removed ${made.removed.join(', ')} (BACKUP_KEEP_MANUAL=${backupKeepManual})`);
        } catch (error) {
          // Refusals change nothing (no file, no activity entry) and say why; only a real failure (a full disk too) is logged.
          if (error instanceof BackupBusyError) throw conflict(error.message);
          if (error instanceof BackupTooSoonError) throw tooManyRequests(error.retryAfterSeconds, error.message);
          deps.log('backup from the admin failed:', (error as Error).message);
          if (isStorageFull(error))
            throw new HttpError(
              507,
              'insufficient_storage',
              'The backup could not be written: the server’s disk is full. Nothing was kept; free space on the server, then try again.',
            );
          throw new HttpError(500, 'internal_error', 'The backup could not be written; the server log says why');
        }
        set.status = 201;
        // By name: the written path is absolute, DATA_DIR may be relative (./data by default), and a path compared with
        // the listing's found nothing, so the 201 went out with an empty body.
        const name = basename(path);
        auditor(deps, { request, server })('backup_create', name, {});
        return listBackups(dataDir).find((b) => b.name === name)!;
      },
      { admin: true },
    )
    .get(
      API_PATHS.backups.file,
      async ({ params, request, server, sessionHash }) => {
        requireConfirmedWhenSecured(deps, sessionHash);
        // Only a name the folder's listing would show: no path, no other file of the data folder.
        if (!parseBackupName(params.name)) throw notFound('No such backup');
        const file = Bun.file(join(backupsFolder(deps.config.dataDir), params.name));
        if (!(await file.exists())) throw notFound('No such backup');
        auditor(deps, { request, server })('backup_download', params.name, { bytes: file.size });
        return new Response(file, {
          headers: {
            'content-type': 'application/vnd.sqlite3',
            'content-disposition': `attachment; filename="${params.name}"`,
            'cache-control': 'no-store',
          },
        });
      },
      { admin: true },
    );
