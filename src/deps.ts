// What the app is built from: the database, the configuration, a clock and a logger (tests pass their own).
import type { Config } from './config';
import type { Db } from '../db/client';
import type { PublicCache } from './http/public-cache';
import type { WebAssets } from './http/web-assets';

export type Deps = {
  db: Db;
  config: Config;
  /** Milliseconds since the epoch; tests move it to expire sessions. */
  now: () => number;
  log: (...args: unknown[]) => void;
  web: WebAssets;
  /** Public reads kept in memory until the next write. */
  cache: PublicCache;
};
