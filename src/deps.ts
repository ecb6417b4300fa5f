// What the app is built from: the database, the configuration, a clock and a logger (tests pass their own),
// plus the state the app keeps in memory (public cache, rate limits), made here once.
import type { Config } from './config';
import type { Db } from '../db/client';
import { BodyRules } from './http/body';
import { ListedPages, PathRedirects, PublishedFiles } from './http/published-pages';
import { PublicCache } from './http/public-cache';
import { publicCacheHeaders, urlsFor } from './http/shared-cache';
import { PurgeWorker } from './modules/cache-purges/worker';
import { createLimits, type Limits } from './http/rate-limit';
import { SiteHosts } from './http/site-hosts';
import type { WebAssets } from './http/web-assets';
import { BRAND } from './contract';
import { adminUsername } from './modules/settings/service';
import { createMailer, type Mailer } from './modules/notifications/mailer';
import { OutboxWorker } from './modules/notifications/worker';
import { BackupSchedule } from './modules/backups/service';
import { RetentionSweep } from './modules/messages/retention';
import { ViewRecorder } from './modules/insights/recorder';
import { findMessage, markRepliedBySend } from './modules/messages/service';
import { replyEmail } from './modules/replies/service';
import { deliverRow } from './modules/channels/service';
import { folderKey } from './secret-box';
import type { Timer } from './jobs/job';
import { Restorers } from './modules/revisions/restorers';
import { diskUnder, type DiskSpace } from './modules/storage/disk';
import { ReplicationWatch } from './modules/replication/service';
import { PublishingClock } from './modules/publishing/clock';
import { VariantMaker } from './modules/media/variants/maker';
import { CHILD_MAX_MEGABYTES } from './modules/media/variants/run-child';

export type Deps = {
  db: Db;
  config: Config;
  /** The admin account's name (the adminUsername setting), as the activity log and history record who acted. */
  accountName: () => string;
  /** Milliseconds since the epoch; tests move it to expire sessions and limits. */
  now: () => number;
  log: (...args: unknown[]) => void;
  /** Where the one JSON line per request goes (stdout in production). */
  logRequest: (line: string) => void;
  web: WebAssets;
  /** Public reads kept in memory until the next write. */
  cache: PublicCache;
  /** Tells the shared cache in front (CACHE_PURGE_URL) what each change touched; started by `serve`. */
  purges: PurgeWorker;
  limits: Limits;
  /** The address pages name as the site's own, per request. */
  hosts: SiteHosts;
  /** null without SMTP_URL. */
  mailer: Mailer | null;
  /** Sends the queued notification emails. */
  outbox: OutboxWorker;
  /** Scheduled backups (started by `serve`), and the last one's outcome for the admin. */
  backups: BackupSchedule;
  /** Deletes messages older than the retention setting, old activity log entries and old history, hourly (started by `serve`). */
  retention: RetentionSweep;
  /** The routes that take a body other than the default JSON, and what they take (registered by their module). */
  bodyRules: BodyRules;
  /** Where old addresses lead now (registered by the modules that move pages: publishing). */
  redirects: PathRedirects;
  /** The pages the sitemap lists beyond the fixed ones (registered by publishing). */
  listedPages: ListedPages;
  /** Files made from what is published, at their paths (the journal's feed). */
  publishedFiles: PublishedFiles;
  /** How each kind of edited thing gets an earlier value back (registered by its module). */
  restorers: Restorers;
  /** When this process started (ms since the epoch), for /healthz's uptime. */
  startedAt: number;
  /** Free space on the data folder's disk, read when asked (tests play a full disk by replacing it). */
  disk: DiskSpace;
  /** Litestream's replication of the database as far as it can be read (decision 0071), for /healthz and the admin. */
  replication: ReplicationWatch;
  /** Page views on their way to the database, written a second later in batches (decision 0074); flushed at stop. */
  views: ViewRecorder;
  /** Puts scheduled versions up and takes them down on time (decision 0091); started by `serve`. */
  publishing: PublishingClock;
  /** Makes each image's AVIF and WebP variants in a child process, one at a time (decision 0104); started by `serve`. */
  variants: VariantMaker;
};

/**
 * `timer`: how the background jobs wait (tests may hand in their own). Each worker is handed what it reads here, rather
 * than importing the module that feeds it (decision 0080).
 */
export function createDeps(
  base: Pick<Deps, 'db' | 'config' | 'now' | 'log' | 'logRequest' | 'web'> & {
    random?: () => number;
    timer?: Timer;
    /** How to start this program as a child for the variants (src/binary.ts, src/index.ts); without it none are made. */
    selfCommand?: string[];
  },
): Deps {
  const { timer } = base;
  const disk = diskUnder(base.config.dataDir);
  const mailer = createMailer(base.config);
  // The data folder's sealing key, read when a channel first sends (decision 0107).
  let channelKey: Buffer | undefined;
  const outbox = new OutboxWorker({
    db: base.db,
    mailer,
    brand: BRAND,
    now: base.now,
    log: base.log,
    random: base.random,
    findMessage: (id) => findMessage(base.db, id),
    replyEmail: (row) => (mailer ? replyEmail(base.db, row, mailer.domain) : null),
    onReplySent: (row, at) => markRepliedBySend(base.db, row.contactMessageId, at),
    channelSend: (row) =>
      deliverRow(
        {
          db: base.db,
          key: () => (channelKey ??= folderKey(base.config.dataDir)),
          endpoints: { telegram: base.config.telegramApiUrl, line: base.config.lineApiUrl },
          now: base.now,
        },
        row,
      ),
    timer,
  });
  const backups = new BackupSchedule({
    sqlite: base.db.$client,
    dataDir: base.config.dataDir,
    everyHours: base.config.backupEveryHours,
    keep: base.config.backupKeep,
    now: base.now,
    log: base.log,
    timer,
  });
  const cache = new PublicCache(publicCacheHeaders(base.config.sharedCache));
  const purges = new PurgeWorker({
    db: base.db,
    target: base.config.cachePurgeUrl,
    secret: base.config.cachePurgeSecret,
    urlsFor: (keys) => urlsFor(keys, base.config.publicUrl),
    sharedSeconds: base.config.sharedCache.seconds,
    now: base.now,
    log: base.log,
    timer,
  });
  cache.onChange((keys) => {
    // The change is saved already: a purge that cannot be queued (a database busy past its timeout) is logged, not
    // turned into an error for a write that succeeded. The next start purges everything.
    try {
      purges.changed(keys);
    } catch (error) {
      base.log('could not queue the cache purge', error);
    }
  });
  return {
    ...base,
    accountName: () => adminUsername(base.db),
    cache,
    purges,
    limits: createLimits(base.config, base.now),
    hosts: new SiteHosts(base.config),
    mailer,
    outbox,
    backups,
    bodyRules: new BodyRules(),
    redirects: new PathRedirects(),
    listedPages: new ListedPages(),
    publishedFiles: new PublishedFiles(),
    restorers: new Restorers(),
    retention: new RetentionSweep({
      db: base.db,
      now: base.now,
      log: base.log,
      auditKeepDays: base.config.auditKeepDays,
      historyKeepDays: base.config.historyKeepDays,
      analyticsKeepDays: base.config.analyticsKeepDays,
      timer,
    }),
    startedAt: base.now(),
    disk,
    replication: new ReplicationWatch({ configFile: base.config.litestreamConfig, dataDir: base.config.dataDir, now: base.now }),
    variants: new VariantMaker({
      db: base.db,
      command: base.selfCommand ?? null,
      // About 4 s for a 24 MP photo on 2 cores (decision 0104): ten times that before it is given up.
      limits: (megapixels) => ({ timeoutMs: 30_000 + 2_000 * megapixels, maxMegabytes: CHILD_MAX_MEGABYTES }),
      now: base.now,
      changed: () => cache.clear(),
      log: base.log,
      timer,
    }),
    publishing: new PublishingClock({
      db: base.db,
      now: base.now,
      log: base.log,
      // What visitors see changed: every public answer is made again (pages list pieces in several places).
      changed: () => cache.clear(),
      timer,
    }),
    views: new ViewRecorder({
      db: base.db,
      now: base.now,
      log: base.log,
      roomForRaw: () => (disk.freeBytes() ?? Number.POSITIVE_INFINITY) >= base.config.diskFreeMinBytes,
      timer,
    }),
  };
}
