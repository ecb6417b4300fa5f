// History: every saved change of a content field, a plan or a list entry keeps the values before and after, with time
// and account; restoring brings back the exact earlier values in both languages, and is itself a change in history
// and in the activity log; a deleted entry comes back under its id; only the admin reads or restores; nothing is
// kept without its change, nor the change without its history.
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { contentDefaults, type AuditEntry, type PlanDetail, type Revision } from '../../contract';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
let cookie: string;
beforeEach(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterEach(() => site.close());

const history = async (target: string) => {
  const res = await site.call('GET', `/api/revisions?target=${encodeURIComponent(target)}`, { cookie });
  expect(res.status).toBe(200);
  return res.json as Revision[];
};
const restore = (id: number) => site.call('POST', `/api/revisions/${id}/restore`, { cookie });
const heroTitle = async () => (await site.call('GET', '/api/content/home')).json.hero.title;
const editTitle = (enValue: string, zhValue: string) => {
  site.clock.now += 60_000;
  return site.call('POST', '/api/content', { cookie, body: { section: 'home', key: 'hero.title', enValue, zhValue } });
};

test('a content field: each save is a version with time and account; restoring brings the exact old text back, recorded', async () => {
  const original = await heroTitle();
  expect(await history('home.hero.title')).toEqual([]);
  expect((await editTitle('First Edit', '第一次修改')).status).toBe(200);
  expect((await editTitle('Second Edit', '第二次修改')).status).toBe(200);
  const [second, first] = await history('home.hero.title');
  expect(first).toMatchObject({
    account: 'admin',
    target: 'home.hero.title',
    before: original,
    after: { en: 'First Edit', zh: '第一次修改' },
    restoredFrom: null,
  });
  expect(second).toMatchObject({ before: { en: 'First Edit', zh: '第一次修改' }, after: { en: 'Second Edit', zh: '第二次修改' } });
  expect(Date.parse(second!.at) - Date.parse(first!.at)).toBe(60_000);

  site.clock.now += 60_000;
  const restored = await restore(first!.id);
  expect(restored.status).toBe(200);
  expect(await heroTitle()).toEqual(original); // both languages, exactly
  expect((await site.call('GET', '/')).text).toContain(original.en); // and the page shows it at once
  const after = await history('home.hero.title');
  expect(restored.json).toEqual(after);
  expect(after).toHaveLength(3);
  expect(after[0]).toMatchObject({ before: { en: 'Second Edit', zh: '第二次修改' }, after: original, restoredFrom: first!.id });
  const [entry] = (await site.call('GET', '/api/admin/audit?limit=1', { cookie })).json as AuditEntry[];
  expect([entry!.action, entry!.target, entry!.detail]).toEqual([
    'content_update',
    'home.hero.title',
    { en: { from: 'Second Edit', to: original.en }, zh: { from: '第二次修改', to: original.zh } },
  ]);

  // Any version comes back: the "after" of the first change is the "before" of the second.
  expect((await restore(second!.id)).status).toBe(200);
  expect(await heroTitle()).toEqual({ en: 'First Edit', zh: '第一次修改' });
});

test('a save that changes nothing keeps no version', async () => {
  const { en, zh } = await heroTitle();
  expect((await editTitle(en, zh)).status).toBe(200);
  expect(await history('home.hero.title')).toEqual([]);
});

test('a pricing plan: the whole plan before and after; restore gives back exactly the plan that was', async () => {
  const plan = async () => (await site.call('GET', '/api/pricing-plans/pro', { cookie })).json as PlanDetail;
  const original = await plan();
  const changes = { monthlyPrice: 123.45, titleZh: '專業（調整）', featuresEn: ['Only one feature'] };
  expect((await site.call('PUT', '/api/pricing-plans/pro', { cookie, body: changes })).status).toBe(200);
  const [change] = await history('pricing-plans/pro');
  expect(change!.before).toEqual(original);
  expect(change!.after).toEqual({ ...original, ...changes });
  expect((await restore(change!.id)).status).toBe(200);
  expect(await plan()).toEqual(original);
  expect((await site.call('GET', '/api/pricing-plans')).json.find((p: { id: string }) => p.id === 'pro-monthly').amount).toBe(
    original.monthlyPrice,
  );
});

test('a list entry: edits are versions; a deleted entry is listed, comes back under its id, and leaves the list of deleted', async () => {
  const services = async () => (await site.call('GET', '/api/services')).json as { id: number; titleEn: string; titleZh: string }[];
  const [one, two] = await services();
  const renamed = { ...one!, titleEn: 'Renamed Service', titleZh: '改名的服務' };
  expect((await site.call('PUT', `/api/services/${one!.id}`, { cookie, body: renamed })).status).toBe(200);
  const [edit] = await history(`services/${one!.id}`);
  expect([edit!.before, edit!.after]).toEqual([one, renamed]);

  expect((await site.call('DELETE', `/api/services/${two!.id}`, { cookie })).status).toBe(200);
  const deleted = (await site.call('GET', '/api/revisions/deleted?list=services', { cookie })).json as Revision[];
  expect(deleted.map((r) => [r.target, r.before, r.after])).toEqual([[`services/${two!.id}`, two, null]]);
  expect((await restore(deleted[0]!.id)).status).toBe(200);
  expect((await services()).find((s) => s.id === two!.id)).toEqual(two);
  expect((await site.call('GET', '/api/revisions/deleted?list=services', { cookie })).json).toEqual([]);
  const [back] = await history(`services/${two!.id}`);
  expect([back!.before, back!.after, back!.restoredFrom]).toEqual([null, two, deleted[0]!.id]);

  // Restoring the creation's "before" (nothing) is refused, and changes nothing.
  const before = await services();
  expectError(await restore(back!.id), 409, 'conflict');
  expect(await services()).toEqual(before);
});

test('only the admin reads history or restores; unknown revisions and bad queries are clear errors', async () => {
  expect((await editTitle('Edited', '已修改')).status).toBe(200);
  const [change] = await history('home.hero.title');
  for (const [method, path] of [
    ['GET', '/api/revisions?target=home.hero.title'],
    ['GET', '/api/revisions/deleted?list=services'],
    ['POST', `/api/revisions/${change!.id}/restore`],
  ] as const)
    expectError(await site.call(method, path), 401, 'unauthorized');
  expect(await heroTitle()).toEqual({ en: 'Edited', zh: '已修改' });
  expectError(await restore(999_999), 404, 'not_found');
  expectError(await site.call('POST', '/api/revisions/abc/restore', { cookie }), 404, 'not_found');
  expectError(await site.call('GET', '/api/revisions', { cookie }), 422, 'validation_failed');
  expectError(await site.call('GET', '/api/revisions/deleted?list=users', { cookie }), 422, 'validation_failed');
  expect(await history('services/12345')).toEqual([]);
});

test('a change is kept with its history or not at all', async () => {
  const before = await heroTitle();
  site.db.$client.run(
    "CREATE TRIGGER history_broken BEFORE INSERT ON revisions BEGIN SELECT RAISE(ABORT, 'history cannot be written'); END",
  );
  expect((await editTitle('Lost Edit', '遺失的修改')).status).toBe(500);
  expect((await site.call('PUT', '/api/pricing-plans/basic', { cookie, body: { monthlyPrice: 1 } })).status).toBe(500);
  site.db.$client.run('DROP TRIGGER history_broken');
  expect(await heroTitle()).toEqual(before);
  expect((await site.call('GET', '/api/pricing-plans/basic', { cookie })).json.monthlyPrice).not.toBe(1);
});

test('restoring an empty version stores the blank, and the page shows the built-in text of each language, never nothing', async () => {
  const builtIn = contentDefaults().home['hero.title'];
  site.db.$client.run("UPDATE content_entries SET en_value = '', zh_value = '' WHERE section = 'home' AND key = 'hero.title'");
  expect((await editTitle('Typed Later', '後來輸入')).status).toBe(200);
  const [change] = await history('home.hero.title');
  expect(change!.before).toEqual({ en: '', zh: '' });
  expect((await restore(change!.id)).status).toBe(200);
  expect(await heroTitle()).toEqual({ en: '', zh: '' });
  const h1 = async (path: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec((await site.call('GET', path)).text)?.[1]?.replace(/<[^>]+>/g, '');
  expect(await h1('/')).toBe(builtIn.en);
  expect(await h1('/?lang=zh')).toBe(builtIn.zh);
});

describe('history older than HISTORY_KEEP_DAYS is pruned by the hourly sweep', () => {
  const DAY = 86_400_000;
  /** This file's site, replaced by one keeping 30 days of history; signed in again after the clock moves. */
  async function keeping30Days() {
    site.close();
    site = await startTestSite({ HISTORY_KEEP_DAYS: '30' });
    cookie = site.session();
  }
  const later = async (ms: number) => {
    site.clock.now += ms;
    cookie = site.session(); // sessions end after days; history is only read signed in
  };
  const editSubtitle = (n: number) => {
    site.clock.now += 60_000;
    return site.call('POST', '/api/content', {
      cookie,
      body: { section: 'home', key: 'hero.subtitle', enValue: `Subtitle ${n}`, zhValue: `副標題 ${n}` },
    });
  };
  const sweep = () => site.deps.retention.runOnce();

  test('versions older than the window go beyond the newest 10 of each thing; those 10 stay whatever their age', async () => {
    await keeping30Days();
    for (let i = 0; i < 14; i++) expect((await editTitle(`Old ${i}`, `舊 ${i}`)).status).toBe(200);
    for (let i = 0; i < 14; i++) expect((await editSubtitle(i)).status).toBe(200);
    expect((await site.call('PUT', '/api/pricing-plans/pro', { cookie, body: { monthlyPrice: 321 } })).status).toBe(200);
    await later(20 * DAY);
    for (let i = 0; i < 12; i++) expect((await editTitle(`Recent ${i}`, `近 ${i}`)).status).toBe(200);
    for (let i = 14; i < 17; i++) expect((await editSubtitle(i)).status).toBe(200);
    const title = await history('home.hero.title');
    const subtitle = await history('home.hero.subtitle');
    const plan = await history('pricing-plans/pro');
    expect([title.length, subtitle.length, plan.length]).toEqual([26, 17, 1]);

    await later(15 * DAY); // the first edits are now 35 days old, the recent ones 15
    sweep();
    expect(await history('home.hero.title')).toEqual(title.slice(0, 12)); // every version of the last 30 days, even past 10
    expect(await history('home.hero.subtitle')).toEqual(subtitle.slice(0, 10)); // 3 recent and the 7 newest old ones
    expect(await history('pricing-plans/pro')).toEqual(plan); // its only version, 35 days old
    expect(site.logged.map((args) => args.join(' '))).toContain(
      'removed 21 version(s) from history older than HISTORY_KEEP_DAYS (the newest 10 of each thing stay)',
    );

    // Still a working history: an old version kept as one of the newest 10 can be restored.
    const restored = (await restore(subtitle[9]!.id)).json as Revision[];
    expect((await site.call('GET', '/api/content/home')).json.hero.subtitle).toEqual(subtitle[9]!.before);
    // The restore is one more of the newest 10: the oldest kept only for its rank now goes.
    sweep();
    expect((await history('home.hero.subtitle')).map((r) => r.id)).toEqual([restored[0]!.id, ...subtitle.slice(0, 9).map((r) => r.id)]);
  });

  test('a deleted entry can be restored for HISTORY_KEEP_DAYS after its deletion; then it goes with its whole history', async () => {
    await keeping30Days();
    const services = async () => (await site.call('GET', '/api/services')).json as { id: number; titleEn: string }[];
    const [one, two, three] = await services();
    expect((await site.call('PUT', `/api/services/${one!.id}`, { cookie, body: { ...one!, titleEn: 'Renamed one' } })).status).toBe(200);
    expect((await site.call('PUT', `/api/services/${two!.id}`, { cookie, body: { ...two!, titleEn: 'Renamed first' } })).status).toBe(200);
    expect((await site.call('DELETE', `/api/services/${two!.id}`, { cookie })).status).toBe(200);
    await later(25 * DAY);
    expect((await site.call('DELETE', `/api/services/${three!.id}`, { cookie })).status).toBe(200);
    const deleted = async () =>
      ((await site.call('GET', '/api/revisions/deleted?list=services', { cookie })).json as Revision[]).map((r) => r.target);
    expect(await deleted()).toEqual([`services/${three!.id}`, `services/${two!.id}`]);

    await later(10 * DAY); // the first deletion is 35 days old, the second 10
    sweep();
    expect(await deleted()).toEqual([`services/${three!.id}`]);
    expect(await history(`services/${two!.id}`)).toEqual([]); // its deletion and the edit before it
    expect(await history(`services/${one!.id}`)).toHaveLength(1); // an entry still there keeps its newest versions, however old
    const [recent] = (await site.call('GET', '/api/revisions/deleted?list=services', { cookie })).json as Revision[];
    expect((await restore(recent!.id)).status).toBe(200);
    expect((await services()).map((s) => s.id)).toContain(three!.id);

    // Restored, it is an entry like any other: its deletion, now 35 days old, is one of its newest 10 and stays.
    await later(25 * DAY);
    sweep();
    expect((await history(`services/${three!.id}`)).map((r) => r.after === null)).toEqual([false, true]);
  });
});
