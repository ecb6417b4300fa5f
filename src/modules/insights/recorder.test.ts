// The recorder under trouble, on a real SQLite file: a database that refuses writes costs one try per RETRY_MS (not a
// retry per view) and loses nothing; a low disk keeps the figures and drops the raw rows; one address cannot fill the
// day's referrers with its inventions.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import { NEW_VALUES_PER_ADDRESS, OTHER, ViewRecorder, type ViewFacts } from './recorder';

let dir: string;
let db: Db;
const clock = { now: Date.parse('2026-06-10T09:00:00Z') };
let logged: string[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'recorder-'));
  db = openDatabase(dir);
  migrate(db.$client);
  logged = [];
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const recorder = (roomForRaw = () => true) =>
  new ViewRecorder({ db, now: () => clock.now, log: (...args) => logged.push(args.join(' ')), autoFlush: false, roomForRaw });
const view = (i: number, more: Partial<ViewFacts> = {}): ViewFacts => ({
  address: `198.51.100.${i % 250}`,
  key: `198.51.100.${i % 250}`,
  userAgent: `Mozilla/5.0 browser ${i}`,
  path: '/',
  lang: 'en',
  device: 'computer',
  referrer: '',
  source: '',
  medium: '',
  campaign: '',
  campaignLabel: '',
  ...more,
});
const count = (sql: string) => db.$client.query<{ n: number }, []>(sql).get()!.n;

test('a database that refuses writes: one try, one log line, every view kept until it takes them again', () => {
  const r = recorder();
  db.$client.run('PRAGMA query_only = ON'); // a real refusal (SQLITE_READONLY), as a full disk gives SQLITE_FULL
  for (let i = 0; i < 2500; i++) r.record(view(i));
  expect(r.pending).toBe(2500);
  expect(logged.filter((line) => line.startsWith('could not write page views'))).toHaveLength(1);
  db.$client.run('PRAGMA query_only = OFF');
  clock.now += 5000;
  expect(r.flush()).toBe(2500);
  // The view at 1,000 tried once; those at 2,000 waited for the retry time rather than each trying again.
  expect(logged).toContain('page views written again after 1 failed tries');
  expect(count('SELECT COUNT(*) AS n FROM page_views')).toBe(2500);
  expect(count("SELECT views AS n FROM insight_rollups WHERE dimension = 'total'")).toBe(2500);
});

test('while the disk is low the day’s figures count every view and no raw row is kept', () => {
  const r = recorder(() => false);
  for (let i = 0; i < 10; i++) r.record(view(i));
  r.flush();
  expect(count('SELECT COUNT(*) AS n FROM page_views')).toBe(0);
  expect(count("SELECT views AS n FROM insight_rollups WHERE dimension = 'total'")).toBe(10);
  expect(logged).toEqual(['the disk is low: page views are counted but not kept raw']);
});

test(`one address brings at most ${NEW_VALUES_PER_ADDRESS} new referrers a day; another address still brings its own`, () => {
  const r = recorder();
  for (let i = 0; i < NEW_VALUES_PER_ADDRESS + 5; i++) r.record(view(i, { key: 'one', referrer: `spam${i}.example` }));
  r.record(view(99, { key: 'other', referrer: 'google.com' }));
  r.flush();
  const referrers = db.$client
    .query<{ value: string; views: number }, []>("SELECT value, views FROM insight_rollups WHERE dimension = 'referrer'")
    .all();
  expect(referrers).toHaveLength(NEW_VALUES_PER_ADDRESS + 2);
  expect(referrers.find((row) => row.value === OTHER)?.views).toBe(5);
  expect(referrers.some((row) => row.value === 'google.com')).toBe(true);
});
