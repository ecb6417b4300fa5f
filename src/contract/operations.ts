// What the server says about itself to whoever runs it: /healthz for a monitor, the backups tab for the admin.

/**
 * GET /healthz: 200 when the database takes writes and the data folder's disk has DISK_FREE_MIN_MB free, else 503.
 * Anyone gets the status alone; a client on the machine itself or the signed-in admin gets HealthDetails.
 */
export type HealthStatus = { status: 'ok' | 'unavailable' };
/**
 * Which build runs: package.json's version, the commit it was built from (its short hash, "-dirty" when the tree had
 * uncommitted changes, "no-git" when built without git, "source" when run from source) and the build time (UTC, ISO;
 * null from source).
 */
export type BuildInfo = { version: string; commit: string; builtAt: string | null };
/**
 * Nothing secret even here: no paths, addresses or errors' text. `diskFreeMb` null when the disk cannot be measured.
 * `status` is `degraded` (still 200, and `ok` to anyone else) while email is stuck (`mail`, decision 0038); `mail` is
 * `off` without SMTP_URL.
 */
export type HealthDetails = { status: HealthStatus['status'] | 'degraded' } & BuildInfo & {
    uptimeS: number;
    database: 'ok' | 'unwritable';
    disk: 'ok' | 'low';
    diskFreeMb: number | null;
    outbox: { pending: number; failed: number };
    mail: 'ok' | 'degraded' | 'off';
    replication: ReplicationStatus;
  };

/**
 * Continuous replication by Litestream (decision 0071), as far as the site can read it. `off`: no LITESTREAM_CONFIG.
 * `unreadable`: that file cannot be read as Litestream's configuration; `unlisted`: it does not list this site's
 * database. `unknown`: configured, but its `addr:` is not set, so how far behind it is cannot be read. `unreachable`:
 * nothing answers at `addr:` (Litestream is not running: nothing is being replicated). `current`: every replica holds
 * all that Litestream has read from the database; `behind`: some replica lacks `behindBytes` of it (null until its first
 * upload since Litestream started). `caughtUpAt`: the last time the site saw every replica current (null: not since it
 * started). The status is `degraded` while `unreachable`, or `behind` with no catching up for REPLICATION_LAG_MINUTES.
 */
export type ReplicationStatus = {
  state: 'off' | 'unreadable' | 'unlisted' | 'unknown' | 'unreachable' | 'current' | 'behind';
  behindBytes: number | null;
  caughtUpAt: number | null;
};
/** The admin's view of it: also where each replica is (type and place, never credentials). */
export type ReplicationOverview = ReplicationStatus & { replicas: string[] };

/**
 * GET /api/admin/storage: what the images take against MEDIA_LIMIT_MB and the disk's free space against
 * DISK_FREE_MIN_MB (null when it cannot be measured); `low` says which the admin is warned about.
 */
export type StorageStatus = {
  mediaBytes: number;
  mediaLimitBytes: number;
  diskFreeBytes: number | null;
  diskFreeMinBytes: number;
  low: { disk: boolean; media: boolean };
};
/** The share of MEDIA_LIMIT_MB past which the admin is told the images are running out of room. */
export const MEDIA_WARN_SHARE = 0.9;

export type BackupKind = 'manual' | 'scheduled' | 'before-upgrade';
export type BackupItem = { name: string; size: number; createdAt: number; kind: BackupKind };

/** GET /api/admin/backups: the backups in DATA_DIR/backups, newest first, and how the schedule is doing. */
export type BackupsOverview = {
  backups: BackupItem[];
  schedule: { everyHours: number; keep: number; lastSuccessAt: number | null; lastError: { at: number; message: string } | null };
  replication: ReplicationOverview;
};

/** A backup's size as people read it ("0.42 MB", "12.3 MB"), the same in both languages and on the command line. */
/** A limit as a person says it: whole gigabytes from 1 GB up ("1 GB", "2.5 GB"), else whole megabytes ("500 MB"). */
export const limitSize = (bytes: number) =>
  bytes >= 1_073_741_824
    ? `${Number((bytes / 1_073_741_824).toFixed(1))} GB`
    : `${Math.round(bytes / 1_048_576).toLocaleString('en-US')} MB`;
export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(bytes < 10_485_760 ? 2 : 1)} MB`;
/** A size that may be small: kilobytes under a megabyte ("5 KB", never "0.00 MB"), else as megabytes() says it. */
export const fileSize = (bytes: number) =>
  bytes < 1_048_576 ? `${Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / 1024))} KB` : megabytes(bytes);
