// Starting the site: database ready (migrated, seeded, admin present), web app loaded, listening, and a clean stop.
import { watch } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase, type Db } from '../db/client';
import { migrate, pendingMigrations, refuseNewerDatabase } from '../db/migrate';
import { seed } from '../db/seed';
import { createApp } from './app';
import type { Config } from './config';
import { createDeps } from './deps';
import { warmAssets } from './http/assets';
import { batchedLines } from './http/request-log';
import type { LoadWebAssets } from './http/web-assets';
import { ensureAdmin, UNUSED_ADMIN_PASSWORD } from './modules/sign-in';
import { markRunning } from './modules/backups/running';
import { walBytes } from './modules/media/room';
import { readySeedImages } from './modules/media/variants/seed-pack';
import { diskUnder } from './modules/storage/disk';
import { tightenDataFolder } from './private-data';
import { PortInUseError } from './start-errors';
import { takeBackup } from './modules/backups/service';
import { describeBuild } from './version';

export const log = (...args: unknown[]) => console.error(new Date().toISOString(), ...args);

/**
 * Opens the data folder's database and brings it up to date. Safe to run on every start. `resetting`: the caller
 * (`site reset-admin`) is about to apply ADMIN_PASSWORD itself, so an existing administrator is no news.
 */
export async function prepareDatabase(
  config: Config,
  {
    now = Date.now(),
    say = log,
    announce = console.log,
    resetting = false,
  }: { now?: number; say?: typeof log; announce?: typeof console.log; resetting?: boolean } = {},
): Promise<Db> {
  const db = openDatabase(config.dataDir);
  // A database upgraded by a newer binary (a rollback that put the old binary back): refused before anything touches it.
  try {
    refuseNewerDatabase(db.$client, resolve(config.dataDir, 'site.db'), describeBuild());
  } catch (error) {
    db.$client.close();
    throw error;
  }
  // An upgrade: the database as it was is backed up before the new version's migrations touch it (or nothing runs).
  const { pending, existing } = pendingMigrations(db.$client);
  if (pending.length && existing) {
    try {
      const { path, size } = takeBackup(db.$client, config.dataDir, 'before-upgrade', now);
      say(`backed up before migrating (${pending.join(', ')}): ${path} (${size} bytes)`);
    } catch (error) {
      db.$client.close();
      throw new Error(
        `Not upgrading: the backup before the migrations failed, and the database was left as it was. ${(error as Error).message}`,
      );
    }
  }
  const applied = migrate(db.$client, undefined, describeBuild());
  // A new database takes them all: named by the first and last, so the line stays one a terminal shows whole.
  if (applied.length)
    say(`applied migrations: ${applied.length > 3 ? `${applied.length}, ${applied[0]} to ${applied.at(-1)}` : applied.join(', ')}`);
  const seeded = seed(db);
  if (seeded.listsSeeded || seeded.contentAdded)
    say(`seeded: ${seeded.contentAdded} content entries${seeded.listsSeeded ? ', lists' : ''}`);
  // The seed's pictures come with their variants made (decision 0226): ready from the first request, not minutes later.
  // On a disk without room for them all (judged as an upload is: the write-ahead log, twice their size, and
  // DISK_FREE_MIN_MB kept free) they wait for the background maker instead, as before.
  const disk = diskUnder(config.dataDir);
  const packed = readySeedImages(db, {
    room: (bytes) => {
      const free = disk.freeBytes();
      return free === null || free - (walBytes(config.dataDir) + 2 * bytes) >= config.diskFreeMinBytes;
    },
  });
  if (packed.ready) say(`seeded images' variants: ${packed.ready} from the built-in pack`);
  if (packed.stopped) say(`seeded images' variants: left to the background maker (${packed.stopped})`);
  const admin = await ensureAdmin(db, { username: config.adminUsername, password: config.adminPassword, now });
  if (admin?.generatedPassword) {
    // Shown once: only its hash is kept. `site reset-admin` makes a new one if it is lost.
    announce(
      `\nAdministrator created.\n  username: ${admin.username}\n  password: ${admin.generatedPassword}\nKeep it safe: it will not be shown again.\n`,
    );
  } else if (admin) {
    say(`administrator "${admin.username}" created with ADMIN_PASSWORD`);
  } else if (config.adminPassword && !resetting) {
    say(UNUSED_ADMIN_PASSWORD);
  }
  return db;
}

export async function serve(config: Config, opts: { loadWeb: LoadWebAssets; watchWeb?: boolean; selfCommand?: string[] }) {
  const { tightened, failed } = tightenDataFolder(config.dataDir);
  if (tightened.length) log(`made the data folder private (others could read it): ${tightened.join(', ')}`);
  if (failed.length) log(`could not make these private (check their owner): ${failed.join(', ')}`);
  // One server per data folder, before anything touches the database (a second one must not even migrate it).
  const unmark = markRunning(config.dataDir);
  let db: Db;
  try {
    db = await prepareDatabase(config);
  } catch (error) {
    unmark();
    throw error;
  }
  // Request lines are gathered and written every 100 ms through a buffered writer: a write per request would cost
  // throughput, and a slow log reader (a pipe, journald) would slow down every visitor.
  const stdout = Bun.stdout.writer();
  const requestLines = batchedLines((text) => {
    stdout.write(text);
    void stdout.flush();
  });
  const deps = createDeps({
    db,
    config,
    now: Date.now,
    log,
    logRequest: requestLines.line,
    web: await opts.loadWeb(),
    selfCommand: opts.selfCommand,
  });
  // development: false — Bun's own error page (with source paths) must never reach a visitor. reusePort: false — with
  // it a second server on the same port (an old process that did not stop) bound it too and took half the visitors.
  let app: ReturnType<typeof createApp>;
  // The signals are taken before the port is open: a SIGTERM that came between "listening" and a later handler
  // killed the process with the signal's default (exit 143) instead of a clean stop.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing requests in flight`);
    await app.stop(); // stops accepting, waits for requests in flight
    // Each background job lets a pass under way finish: an email being sent, a purge, a backup being written; what is
    // queued stays for the next start. The page views of the last second are written, not lost.
    await Promise.all([
      deps.outbox.stop(),
      deps.purges.stop(),
      deps.backups.stop(),
      deps.retention.stop(),
      deps.views.stop(),
      deps.publishing.stop(),
      deps.variants.stop(),
    ]);
    db.$client.close();
    unmark();
    requestLines.stop();
    await stdout.flush();
    log('stopped');
    process.exit(0);
  };
  // SIGHUP: the SSH session that started the site closed: a clean stop too, rather than dying with requests in flight.
  const onSignal = (signal: NodeJS.Signals) => void stop(signal);
  const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
  for (const signal of SIGNALS) process.on(signal, onSignal);
  try {
    app = createApp(deps).listen({ port: config.port, hostname: config.host, development: false, reusePort: false });
  } catch (error) {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    db.$client.close();
    unmark();
    throw (error as { code?: string }).code === 'EADDRINUSE' ? new PortInUseError(config.port) : error;
  }
  // The build is named where the start is, so a log shows which one answered (`site` and `site.old` differ there).
  log(`site ${describeBuild()} listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${app.server!.port}`);
  // The binary starts with the JIT reluctant (scripts/build.ts: --compile-jit-policy), so code that runs once at start
  // is not compiled, and the compilers' code and output stay out of memory; requests get the normal JIT from here on.
  Bun.unsafe.setJITPolicy(1);
  setTimeout(() => warmAssets(deps.web.files.values()), 0);
  const free = deps.disk.freeBytes();
  if (free !== null && free < config.diskFreeMinBytes) {
    log(
      `the data folder's disk has ${Math.floor(free / 1_048_576)} MB free, under DISK_FREE_MIN_MB=${config.diskFreeMinBytes / 1_048_576}: /healthz answers 503 and uploads are refused until space is freed`,
    );
  }
  if (!config.publicUrl) {
    log(
      'PUBLIC_URL is not set: pages link to themselves by relative addresses, social cards carry no link or image, and there is no sitemap. Set PUBLIC_URL=https://your.site for those, and to refuse requests for other hosts.',
    );
  }
  deps.backups.start();
  deps.retention.start();
  deps.publishing.start();
  deps.variants.start();
  deps.purges.start();
  // The outbox runs without a mail server too: the chat apps and webhooks announce messages (decision 0107).
  deps.outbox.start();
  if (!deps.mailer) log('email notifications are off: SMTP_URL is not set');

  if (opts.watchWeb) {
    // Development: rebuild the web app in memory whenever a file under web/ changes (a burst of saves, one build).
    let pending: ReturnType<typeof setTimeout> | undefined;
    watch(join(import.meta.dir, '..', 'web'), { recursive: true }, (_, file) => {
      if (!file) return;
      clearTimeout(pending);
      pending = setTimeout(async () => {
        try {
          deps.web = await opts.loadWeb();
          deps.cache.clear(); // pages rendered with the old assets name files that no longer exist
          log('web app rebuilt');
        } catch (error) {
          log('web app build failed', error);
        }
      }, 100);
    });
  }

  return app;
}
