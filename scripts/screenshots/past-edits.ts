// The weeks before the screenshots, as an owner's activity log and histories would hold them: a few real edits made
// through the admin API and then dated back, and the sign-ins and opened messages of those days. Without them the
// Activity and History shots show only what the tour itself did a minute earlier, the same rows once per width and theme.
import type { Database } from 'bun:sqlite';
import type { Db } from '../../db/client';
import { recordAudit } from '../../src/modules/audit/service';
import { HOME_DEFAULTS_EN } from '../../src/contract/page-defaults/home-en';
import { dayIn, dayStartIn } from '../../src/contract/zoned-time';

type Send = (method: 'PUT' | 'POST', path: string, body: unknown) => Promise<Response>;

const DAY = 86_400_000;

/** An instant `daysAgo` days before today, at `clock` ("09:05") in `zone`. */
export function pastMoment(now: number, daysAgo: number, clock: string, zone: string): number {
  const today = dayIn(now, zone);
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return dayStartIn(today, zone) - daysAgo * DAY + (hours * 60 + minutes) * 60_000;
}

/**
 * Makes each change in `steps` through the API, keeps the last `keep` of them in the log and the history (dated at
 * `when`, oldest first) and removes the rest: the earlier steps only bring the thing to how it was before.
 */
type Step = ['PUT' | 'POST', string, unknown];

async function editedInThePast(sqlite: Database, send: Send, target: string, steps: Step[], when: number[]) {
  const before = (sqlite.query('SELECT coalesce(max(id), 0) AS id FROM revisions').get() as { id: number }).id;
  const auditBefore = (sqlite.query('SELECT coalesce(max(id), 0) AS id FROM audit_log').get() as { id: number }).id;
  for (const [method, path, body] of steps) {
    const res = await send(method, path, body);
    if (!res.ok) throw new Error(`past edit ${path}: ${res.status}`);
  }
  const made = sqlite.query('SELECT id FROM revisions WHERE id > ? AND target = ? ORDER BY id').all(before, target) as { id: number }[];
  const logged = sqlite.query('SELECT id FROM audit_log WHERE id > ? AND target = ? ORDER BY id').all(auditBefore, target) as {
    id: number;
  }[];
  if (made.length !== steps.length || logged.length !== steps.length) throw new Error(`past edit of ${target}: unexpected rows`);
  const dropped = steps.length - when.length;
  made.forEach(({ id }, i) => {
    if (i < dropped) sqlite.run('DELETE FROM revisions WHERE id = ?', [id]);
    else sqlite.run('UPDATE revisions SET at = ? WHERE id = ?', [when[i - dropped]!, id]);
  });
  logged.forEach(({ id }, i) => {
    if (i < dropped) sqlite.run('DELETE FROM audit_log WHERE id = ?', [id]);
    else sqlite.run('UPDATE audit_log SET at = ? WHERE id = ?', [when[i - dropped]!, id]);
  });
}

/** Writes the past weeks into the running site's database `db` (its API at `send`, signed in), in `zone`. */
export async function seedPastEdits(db: Db, send: Send, zone: string, now = Date.now()) {
  const sqlite = db.$client;
  const at = (daysAgo: number, clock: string) => pastMoment(now, daysAgo, clock, zone);
  // Pro: its support line reworded, then its price raised from 379 to 399 (the annual price with it, 16 % off).
  const plan = '/api/pricing-plans/pro';
  const current = sqlite.query('SELECT features_en AS en, features_zh AS zh FROM pricing_plans WHERE id = ?').get('pro') as {
    en: string;
    zh: string;
  };
  const featuresEn = JSON.parse(current.en) as string[];
  const featuresZh = JSON.parse(current.zh) as string[];
  const oldEn = featuresEn.map((line) => (line.startsWith('Priority support') ? 'Priority support by email' : line));
  const oldZh = featuresZh.map((line) => (line.startsWith('優先支援') ? '電子郵件優先支援' : line));
  await editedInThePast(
    sqlite,
    send,
    'pricing-plans/pro',
    [
      ['PUT', plan, { featuresEn: oldEn, featuresZh: oldZh, monthlyPrice: 379, annualPrice: 3820 }],
      ['PUT', plan, { monthlyPrice: 399, annualPrice: 4022 }],
      ['PUT', plan, { featuresEn, featuresZh }],
    ],
    [at(26, '10:14'), at(9, '16:40')],
  );
  // Home's closing invitation: "within a week" added to its promise.
  const description = HOME_DEFAULTS_EN['cta.description'];
  await editedInThePast(
    sqlite,
    send,
    'home.cta.description',
    [
      ['POST', '/api/content', { section: 'home', key: 'cta.description', en: description.replace(' within a week', '') }],
      ['POST', '/api/content', { section: 'home', key: 'cta.description', en: description }],
    ],
    [at(12, '11:02')],
  );
  // The days' sign-ins and the messages opened on them (the seeded ones that had arrived by then).
  const messages = sqlite
    .query('SELECT id, created_at AS createdAt FROM contact_messages WHERE created_at < ? ORDER BY created_at DESC LIMIT 40')
    .all(at(1, '09:00')) as { id: number; createdAt: number }[];
  const rows: Parameters<typeof recordAudit>[1][] = [];
  const base = { account: 'admin', ip: '203.69.12.41' };
  for (const [daysAgo, clock, method] of [
    [13, '09:12', 'password'],
    [12, '10:48', 'passkey'],
    [9, '16:31', 'passkey'],
    [7, '08:57', 'passkey'],
    [5, '14:20', 'passkey'],
    [2, '09:34', 'passkey'],
    [1, '18:05', 'password'],
  ] as const) {
    const signedIn = at(daysAgo, clock);
    rows.push({ ...base, at: signedIn, action: 'sign_in', target: 'admin', detail: { method } });
    // The messages that came since the day before, opened a few minutes after signing in.
    messages
      .filter((m) => m.createdAt < signedIn && m.createdAt > signedIn - 2 * DAY)
      .slice(0, 2)
      .forEach((m, i) => {
        rows.push({ ...base, at: signedIn + (3 + 4 * i) * 60_000, action: 'message_read', target: `contact-messages/${m.id}`, detail: {} });
      });
  }
  for (const row of rows) recordAudit(db, row);
}
