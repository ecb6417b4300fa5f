// Opens the SQLite file with the pragmas every connection needs, wrapped in drizzle.
import { Database } from 'bun:sqlite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzle<typeof schema>> & { $client: Database };

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(join(dataDir, 'site.db'), { create: true, strict: true });
  // WAL keeps readers and the writer apart; FULL syncs the WAL on every commit, so an acknowledged
  // write survives a crash or power cut (https://www.sqlite.org/pragma.html#pragma_synchronous).
  sqlite.run('PRAGMA journal_mode = WAL');
  sqlite.run('PRAGMA synchronous = FULL');
  sqlite.run('PRAGMA foreign_keys = ON');
  sqlite.run('PRAGMA busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as Db;
}

/** A transaction, or the database itself: what a service needs to take part in a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;
