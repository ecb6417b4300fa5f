// Opens the SQLite file with the pragmas every connection needs, wrapped in drizzle.
import { Database } from 'bun:sqlite';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzle<typeof schema>> & { $client: Database };

/** A command that works on an existing site (not `serve`) was pointed at a folder without one. */
export class MissingDatabaseError extends Error {
  constructor(readonly path: string) {
    super(`No database at ${path}; nothing was created. Check the data folder (DATA_DIR).`);
    this.name = 'MissingDatabaseError';
  }
}

/**
 * `serve` creates the folder and an empty database on the first start. With `mustExist` a missing `site.db` is an
 * error instead: a mistyped folder must not leave a new empty site behind.
 */
export function openDatabase(dataDir: string, options: { mustExist?: boolean } = {}): Db {
  const file = join(dataDir, 'site.db');
  if (options.mustExist && !existsSync(file)) throw new MissingDatabaseError(resolve(file));
  if (!options.mustExist) mkdirSync(dataDir, { recursive: true });
  // `create: false` as well, so a file removed between the check and the open is still not recreated.
  const sqlite = new Database(file, { create: !options.mustExist, readwrite: true, strict: true });
  // WAL keeps readers and the writer apart; FULL syncs the WAL on every commit, so an acknowledged
  // write survives a crash or power cut (https://www.sqlite.org/pragma.html#pragma_synchronous).
  sqlite.run('PRAGMA journal_mode = WAL');
  sqlite.run('PRAGMA synchronous = FULL');
  sqlite.run('PRAGMA foreign_keys = ON');
  sqlite.run('PRAGMA busy_timeout = 5000');
  return drizzle(cachingStatements(sqlite), { schema }) as Db;
}

/**
 * drizzle compiles every query anew (`prepare`), and each compiled statement holds native memory until the garbage
 * collector finalizes it, which it is in no hurry to do: under a few hundred writes a second the process grew by tens
 * of megabytes. `query` compiles each SQL text once and keeps it (queries are parameterized, so the texts are few).
 *
 * Every transaction begins IMMEDIATE (takes the write lock first, waiting up to the busy timeout). A deferred one
 * reads a snapshot first; if another process writes before it writes (Litestream records a row in its own table at
 * each checkpoint), SQLite refuses its write at once with SQLITE_BUSY_SNAPSHOT, without waiting: a save answered 500.
 */
function cachingStatements(sqlite: Database): Database {
  return new Proxy(sqlite, {
    get(target, name) {
      if (name === 'prepare') return (text: string) => target.query(text);
      if (name === 'transaction') return immediateTransaction(target);
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** bun:sqlite's `transaction`, its plain call and `.deferred` both run as `.immediate` (see cachingStatements). */
function immediateTransaction(sqlite: Database): Database['transaction'] {
  return ((fn: (...args: unknown[]) => unknown) => {
    const made = sqlite.transaction(fn);
    const run = (...args: unknown[]) => made.immediate(...args);
    return Object.assign(run, { deferred: made.immediate, immediate: made.immediate, exclusive: made.exclusive });
  }) as Database['transaction'];
}

/** A transaction, or the database itself: what a service needs to take part in a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;
