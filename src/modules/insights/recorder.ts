// Page views in, figures out (decision 0074): each view is turned into its raw row and its additions to the day's
// rollups at once (so "first time today" is decided in arrival order), held in memory, and written in one transaction
// a second later or when many are waiting. A request never waits for the disk, and a flood fills a bounded queue.
import type { Db } from '../../../db/client';
import type { InsightDevice, Lang } from '../../contract';
import { DailyVisitors } from './visitors';
import { dayOf } from './days';

export const DIMENSIONS = ['total', 'page', 'referrer', 'campaign', 'device', 'lang'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Distinct values a dimension takes in one day; later new ones are counted under OTHER (invented referrers and
 * campaigns cannot grow the rollups without end). */
export const VALUES_PER_DAY = 500;
export const OTHER = '(other)';
/** Views waiting to be written at most; past it new ones are dropped (and counted in the log) until a write succeeds. */
export const QUEUE_MAX = 50_000;
/** A write is due this soon after a view, or at once when this many wait. */
const FLUSH_MS = 1000;
const FLUSH_AT = 1000;

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
/** What one view is, before the visitor is known: the cleaned values of the request and its body. */
export type ViewFacts = Omit<View, 'day' | 'visitor'> & { address: string; userAgent: string; campaignLabel: string };

type Sums = { day: string; dimension: Dimension; value: string; views: number; visitors: number };

export class ViewRecorder {
  private readonly visitors = new DailyVisitors();
  private valuesDay = '';
  private values = new Map<string, number>();
  private perDimension = new Map<Dimension, number>();
  private views: View[] = [];
  private sums = new Map<string, Sums>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dropped = 0;

  constructor(private readonly opts: { db: Db; now: () => number; log: (...args: unknown[]) => void; autoFlush?: boolean }) {}

  /** How many views wait to be written. */
  get pending(): number {
    return this.views.length;
  }

  record(facts: ViewFacts): void {
    if (this.views.length >= QUEUE_MAX) {
      this.dropped += 1;
      return;
    }
    const day = dayOf(this.opts.now());
    const visitor = this.visitors.visitor(day, facts.address, facts.userAgent);
    const { address: _a, userAgent: _u, campaignLabel, ...view } = facts;
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
      const { value, id } = this.valueId(day, dimension, raw);
      const key = `${day}\n${dimension}\n${value}`;
      const sums = this.sums.get(key) ?? this.sums.set(key, { day, dimension, value, views: 0, visitors: 0 }).get(key)!;
      sums.views += 1;
      if (this.visitors.firstTime(visitor, id)) sums.visitors += 1;
    }
    if (this.views.length >= FLUSH_AT) this.flush();
    else if (this.opts.autoFlush !== false && !this.timer) {
      this.timer = setTimeout(() => this.flush(), FLUSH_MS);
      this.timer.unref?.();
    }
  }

  /** Writes what waits in one transaction; the number of views written. A failure keeps them for the next try. */
  flush(): number {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.views.length === 0) return 0;
    const [views, sums] = [this.views, [...this.sums.values()]];
    try {
      writeViews(this.opts.db, views, sums);
    } catch (error) {
      this.opts.log('could not write page views (kept for the next try):', (error as Error).message);
      if (this.opts.autoFlush !== false) this.timer = setTimeout(() => this.flush(), FLUSH_MS * 5);
      return 0;
    }
    this.views = [];
    this.sums = new Map();
    if (this.dropped) {
      this.opts.log(`dropped ${this.dropped} page view(s): ${QUEUE_MAX} were waiting to be written`);
      this.dropped = 0;
    }
    return views.length;
  }

  stop(): void {
    this.flush();
    clearTimeout(this.timer);
  }

  /** The value as counted (OTHER past the day's cap) and its number for the day, known values read back after a restart. */
  private valueId(day: string, dimension: Dimension, raw: string): { value: string; id: number } {
    if (day !== this.valuesDay) this.loadDay(day);
    const known = this.values.get(`${dimension}\n${raw}`);
    if (known !== undefined) return { value: raw, id: known };
    const count = this.perDimension.get(dimension) ?? 0;
    const value = count >= VALUES_PER_DAY ? OTHER : raw;
    const key = `${dimension}\n${value}`;
    const id = this.values.get(key) ?? this.values.set(key, this.values.size).get(key)!;
    if (value === raw) this.perDimension.set(dimension, count + 1);
    return { value, id };
  }

  private loadDay(day: string) {
    this.valuesDay = day;
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
