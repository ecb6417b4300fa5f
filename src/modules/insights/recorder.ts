// Page views in, figures out (decision 0074): each view is turned into its raw row and its additions to the day's
// rollups at once (so "first time today" is decided in arrival order), held in memory, and written in one transaction
// a second later or when many are waiting. A request never waits for the disk, and a flood fills a bounded queue.
import type { Db } from '../../../db/client';
import { Job, type Timer } from '../../jobs/job';
import type { InsightDevice, Lang } from '../../contract';
import { DailyVisitors } from './visitors';
import { dayIn } from '../../contract/zoned-time';
import { siteTimeZone } from '../settings/service';
import { RateLimiter } from '../../http/rate-limit';

export const DIMENSIONS = ['total', 'page', 'referrer', 'campaign', 'device', 'lang'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Distinct values a dimension takes in one day; later new ones are counted under OTHER (invented referrers and
 * campaigns cannot grow the rollups without end). */
export const VALUES_PER_DAY = 500;
/** New referrers and campaigns one client address (limitKey) may bring in a day: one address cannot take the day's
 * VALUES_PER_DAY for its own inventions, pushing every real referrer after it into OTHER. */
export const NEW_VALUES_PER_ADDRESS = 20;
export const OTHER = '(other)';
/** Views waiting to be written at most (about 2 s at 5,000 a second); past it new ones are dropped and counted in the
 * log, until a write succeeds. */
export const QUEUE_MAX = 10_000;
/** Raw views kept per day at most (about 16 MB at 78 bytes each): past it the day's figures still count every view,
 * but no more raw rows are kept that day, so a flood from many addresses cannot fill the disk. */
export const RAW_PER_DAY_MAX = 200_000;
/** A write is due this soon after a view, or at once when this many wait; after a failed write, the next try waits. */
const FLUSH_MS = 1000;
const FLUSH_AT = 1000;
const RETRY_MS = 5000;

export type View = {
  day: string;
  visitor: number;
  path: string;
  lang: Lang;
  device: InsightDevice;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
};
/** What one view is, before the visitor is known: the cleaned values of the request and its body; `key` is the
 * address's limit key (its /64 for IPv6). */
export type ViewFacts = Omit<View, 'day' | 'visitor'> & { address: string; key: string; userAgent: string; campaignLabel: string };

type Sums = { day: string; dimension: Dimension; value: string; views: number; visitors: number };

export class ViewRecorder {
  private readonly visitors = new DailyVisitors();
  private valuesDay = '';
  private values = new Map<string, number>();
  private perDimension = new Map<Dimension, number>();
  private views: View[] = [];
  private sums = new Map<string, Sums>();
  /** Writes what waits, at the time set by record() or a failed write. */
  private readonly writer: Job;
  private dropped = 0;
  /** After a failed write: no write is tried before this time, and the failures since are counted for one log line. */
  private retryAt = 0;
  private failures = 0;
  private rawToday = 0;
  private skippedRaw = 0;
  private readonly newValues: RateLimiter;

  constructor(
    private readonly opts: {
      db: Db;
      now: () => number;
      log: (...args: unknown[]) => void;
      /** False: nothing is written but by flush() (a seed, a test). */
      autoFlush?: boolean;
      /** False while the disk is under DISK_FREE_MIN_MB: the day's figures are written, the raw views are not. */
      roomForRaw?: () => boolean;
      timer?: Timer;
    },
  ) {
    this.newValues = new RateLimiter(NEW_VALUES_PER_ADDRESS, 86_400_000, opts.now);
    // A timer set before a failed write may come sooner than the wait after it: then it only moves on to that time.
    const write = () => (opts.now() < this.retryAt ? this.schedule(0) : this.flush());
    this.writer = new Job({ name: 'page view writer', run: write, now: opts.now, log: opts.log, timer: opts.timer });
    // Started at once, unlike the other jobs: a view recorded anywhere (a test's site too) is written a second later.
    if (opts.autoFlush !== false) this.writer.start();
  }

  /** How many views wait to be written. */
  get pending(): number {
    return this.views.length;
  }

  record(facts: ViewFacts): void {
    if (this.views.length >= QUEUE_MAX) {
      this.dropped += 1;
      return;
    }
    const day = this.today();
    const visitor = this.visitors.visitor(day, facts.address, facts.userAgent, facts.key);
    const { address: _a, key, userAgent: _u, campaignLabel, ...view } = facts;
    this.views.push({ day, visitor, ...view });
    const values: [Dimension, string][] = [
      ['total', ''],
      ['page', `${facts.lang} ${facts.path}`],
      ['device', facts.device],
      ['lang', facts.lang],
    ];
    // Where a visit came from is counted on its first page only (the beacon sends it there alone).
    if (facts.referrer) values.push(['referrer', facts.referrer]);
    if (campaignLabel) values.push(['campaign', campaignLabel]);
    for (const [dimension, raw] of values) {
      const { value, id } = this.valueId(day, dimension, raw, key);
      const at = `${day}\n${dimension}\n${value}`;
      const sums = this.sums.get(at) ?? this.sums.set(at, { day, dimension, value, views: 0, visitors: 0 }).get(at)!;
      sums.views += 1;
      if (this.visitors.firstTime(visitor, id)) sums.visitors += 1;
    }
    if (this.views.length >= FLUSH_AT && this.opts.now() >= this.retryAt) this.flush();
    else this.schedule(FLUSH_MS);
  }

  /** A write in `ms`, or sooner when one is due sooner; never before the wait after a failed write is over. */
  private schedule(ms: number) {
    this.writer.scheduleAt(Math.max(this.opts.now() + ms, this.retryAt));
  }

  /** Writes what waits in one transaction; the number of views written. A failure keeps them for a later try. */
  flush(): number {
    if (this.views.length === 0) return 0;
    const views = this.views;
    const kept = this.rawKept(views);
    try {
      writeViews(this.opts.db, kept, [...this.sums.values()]);
    } catch (error) {
      // One line per outage, and no write tried before RETRY_MS: a full disk must not turn every view into a retry.
      if (this.failures++ === 0) this.opts.log('could not write page views (kept for the next try):', (error as Error).message);
      this.retryAt = this.opts.now() + RETRY_MS;
      this.schedule(RETRY_MS);
      return 0;
    }
    if (this.failures) this.opts.log(`page views written again after ${this.failures} failed tries`);
    [this.failures, this.retryAt] = [0, 0];
    this.rawToday += kept.length;
    this.views = [];
    this.sums = new Map();
    if (this.dropped) {
      this.opts.log(`dropped ${this.dropped} page view(s): ${QUEUE_MAX} were waiting to be written`);
      this.dropped = 0;
    }
    return views.length;
  }

  /** The raw rows this write keeps: none while the disk is low, at most RAW_PER_DAY_MAX a day. */
  private rawKept(views: View[]): View[] {
    const room = this.opts.roomForRaw?.() ?? true;
    const today = this.today();
    const kept = room ? views.filter((v) => v.day !== today || this.rawToday < RAW_PER_DAY_MAX) : [];
    const skipped = views.length - kept.length;
    if (skipped && this.skippedRaw === 0)
      this.opts.log(
        room
          ? `page views past ${RAW_PER_DAY_MAX} today are counted but not kept raw`
          : 'the disk is low: page views are counted but not kept raw',
      );
    this.skippedRaw += skipped;
    return kept;
  }

  /** The day it is now in the site's time zone: what a view counts on. */
  private today(): string {
    return dayIn(this.opts.now(), siteTimeZone(this.opts.db).zone);
  }

  /** Nothing is written on a timer again; what waits is written now. */
  stop(): Promise<void> {
    const stopped = this.writer.stop();
    this.flush();
    return stopped;
  }

  /**
   * The value as counted and its number for the day (known values read back after a restart). A new value past the
   * day's cap, or past what its address may bring in a day, is counted as OTHER.
   */
  private valueId(day: string, dimension: Dimension, raw: string, key: string): { value: string; id: number } {
    if (day !== this.valuesDay) this.loadDay(day);
    const known = this.values.get(`${dimension}\n${raw}`);
    if (known !== undefined) return { value: raw, id: known };
    const count = this.perDimension.get(dimension) ?? 0;
    const open = dimension !== 'referrer' && dimension !== 'campaign';
    const value = count < VALUES_PER_DAY && (open || this.mayAdd(key)) ? raw : OTHER;
    const named = `${dimension}\n${value}`;
    const id = this.values.get(named) ?? this.values.set(named, this.values.size).get(named)!;
    if (value === raw) this.perDimension.set(dimension, count + 1);
    return { value, id };
  }

  private mayAdd(key: string): boolean {
    if (this.newValues.retryAfter(key)) return false;
    this.newValues.hit(key);
    return true;
  }

  private loadDay(day: string) {
    this.valuesDay = day;
    this.skippedRaw = 0;
    this.rawToday = this.opts.db.$client.query<{ n: number }, [string]>('SELECT COUNT(*) AS n FROM page_views WHERE day = ?').get(day)!.n;
    this.values = new Map();
    this.perDimension = new Map();
    const rows = this.opts.db.$client
      .query<{ dimension: Dimension; value: string }, [string]>('SELECT dimension, value FROM insight_rollups WHERE day = ?')
      .all(day);
    for (const { dimension, value } of rows) {
      this.values.set(`${dimension}\n${value}`, this.values.size);
      if (value !== OTHER) this.perDimension.set(dimension, (this.perDimension.get(dimension) ?? 0) + 1);
    }
  }
}

/** The raw rows and the rollups' additions, in one transaction: the figures never disagree with the views kept. */
export function writeViews(db: Db, views: View[], sums: Sums[]): void {
  const sqlite = db.$client;
  const insert = sqlite.query(
    'INSERT INTO page_views (day, visitor, path, lang, device, referrer, source, medium, campaign) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const add = sqlite.query(
    `INSERT INTO insight_rollups (day, dimension, value, views, visitors) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (dimension, day, value) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`,
  );
  sqlite.transaction(() => {
    for (const v of views) insert.run(v.day, v.visitor, v.path, v.lang, v.device, v.referrer, v.source, v.medium, v.campaign);
    for (const s of sums) add.run(s.day, s.dimension, s.value, s.views, s.visitors);
  })();
}
