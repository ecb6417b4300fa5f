// What the server says about itself to whoever runs it: /healthz for a monitor, the backups tab for the admin.

/** GET /healthz: 200 when the database takes writes, else 503. Nothing secret: no paths, addresses or errors' text. */
export type Health = {
  status: 'ok' | 'unavailable';
  version: string;
  uptimeS: number;
  database: 'ok' | 'unwritable';
  outbox: { pending: number; failed: number };
};

export type BackupKind = 'manual' | 'scheduled' | 'before-upgrade';
export type BackupItem = { name: string; size: number; createdAt: number; kind: BackupKind };

/** GET /api/admin/backups: the backups in DATA_DIR/backups, newest first, and how the schedule is doing. */
export type BackupsOverview = {
  backups: BackupItem[];
  schedule: { everyHours: number; keep: number; lastSuccessAt: number | null; lastError: { at: number; message: string } | null };
};

/** A backup's size as people read it ("0.42 MB", "12.3 MB"), the same in both languages and on the command line. */
export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(bytes < 10_485_760 ? 2 : 1)} MB`;
