// What the screenshots' site holds before the first shot, as an owner's live site would: the contact details entered
// through the admin API (dated back to the set-up day), four months of visits for Insights, the seeded messages read and
// most answered, three new ones unread, the past
// weeks' edits and sign-ins (./past-edits.ts) and a first backup.
import { join } from 'node:path';
import { openDatabase } from '../../db/client';
import { seedInsights } from '../../src/testing/insights-seed';
import { CHINESE_SENDER, LONG_MESSAGE, SPAM_MESSAGE } from '../../e2e/admin-tour';
import { SOURCED_MESSAGE } from '../../e2e/insights-tour';
import { solvedCheckFrom } from '../../src/testing/form-check';
import { pastMoment, seedPastEdits } from './past-edits';

/** The settings an owner enters before launch: the contact details (product.md §2 shows them in the contact card and footer) and the zone. */
const OWNER_SETTINGS = {
  contactAddress: '5F, No. 88, Sec. 4, Ren’ai Rd., Da’an Dist., Taipei 106',
  contactPhone: '+886 2 2775 3180',
  contactEmail: 'hello@customsoft.com.tw',
  contactAddressZh: '106台北市大安區仁愛路四段88號5樓',
  // The studio's own zone, as its owner would confirm it (the server's is UTC): the admin's dates and Insights' days.
  timeZone: 'Asia/Taipei',
};

/** Fills the running binary at `site` (its folder `folder`), signing in with `password`. */
export async function seedSite(site: string, folder: string, password: string) {
  const send = (method: 'POST' | 'PUT', path: string, body: unknown, cookie = '') =>
    fetch(`${site}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: site, cookie },
      body: JSON.stringify(body),
    });
  const post = (path: string, body: unknown, cookie = '') => send('POST', path, body, cookie);
  const signIn = await post('/api/admin/login', { username: 'admin', password });
  if (!signIn.ok) throw new Error(`sign-in for the contact details: ${signIn.status}`);
  const adminCookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
  for (const [key, value] of Object.entries(OWNER_SETTINGS)) {
    const saved = await post('/api/settings', { key, value }, adminCookie);
    if (!saved.ok) throw new Error(`setting ${key} for screenshots: ${saved.status}`);
  }
  // Four months of visits, as a site live for a while has counted them (the Insights shots), written into the running
  // site's database through the same recorder real views go through. Only the last 45 days bring messages (about twenty):
  // with four months of them the inbox's shots would be a list of sixty.
  const db = openDatabase(join(folder, 'data'), { mustExist: true });
  try {
    seedInsights(db, { now: Date.now() - 45 * 86_400_000, days: 75, viewsPerDay: 40, inquiries: false });
    seedInsights(db, { now: Date.now(), days: 45, viewsPerDay: 40 });
  } finally {
    db.$client.close();
  }
  // Those messages read already, as an owner keeps up with them (the inbox's unread ones are the two sent below), and
  // most of the older ones answered, a few closed: written straight into the database, so the Activity shot has no
  // "22 messages marked read" of the seed's own, and the Status column is not "Read" on every row (round 14).
  const inbox = openDatabase(join(folder, 'data'), { mustExist: true });
  try {
    const sqlite = inbox.$client;
    sqlite.run('UPDATE contact_messages SET is_read = 1');
    const older = sqlite
      .query('SELECT id, created_at AS createdAt FROM contact_messages WHERE created_at < ? ORDER BY created_at')
      .all(Date.now() - 2 * 86_400_000) as { id: number; createdAt: number }[];
    older.forEach(({ id, createdAt }, i) => {
      // About three in four answered, within a working day; one in seven of those closed afterwards; the rest wait.
      if (i % 4 === 3) return;
      const replied = createdAt + (2 + ((i * 5) % 19)) * 3_600_000;
      sqlite.run('UPDATE contact_messages SET replied_at = ? WHERE id = ?', [replied, id]);
      if (i % 7 === 2) sqlite.run('UPDATE contact_messages SET closed_at = ? WHERE id = ?', [replied + 86_400_000, id]);
    });
  } finally {
    inbox.$client.close();
  }
  // Spam (decision 0108): a script's post without the form's check, and a solved one full of links.
  await post('/api/contact-messages', {
    name: 'Growth Partners',
    email: 'outreach@growth-partners.example',
    message: 'We noticed your website is not on the first page of Google. Reply for a free audit.',
  });
  await post('/api/contact-messages', { ...SPAM_MESSAGE, altcha: await solvedCheckFrom(site) });
  // Sent as the site's form sends them, with the form's check solved (decision 0108): the inbox's, not Spam's.
  await post('/api/contact-messages', { ...LONG_MESSAGE, altcha: await solvedCheckFrom(site) });
  // Sent from the Chinese site (?lang=zh), so its reply is in Chinese (decision 0068).
  await post('/api/contact-messages?lang=zh', {
    name: CHINESE_SENDER,
    email: 'mei@example.com.tw',
    service: 'ai_assistant',
    message: '您好，我們想了解 AI 助理的導入流程與費用，謝謝。',
    altcha: await solvedCheckFrom(site),
  });
  // The message sent from the pricing page after a newsletter (its shot shows where it came from): in the inbox from the
  // start, so every shot counts the same messages (outside review round 24: 24 before its shot, 25 after).
  await post('/api/contact-messages', { ...SOURCED_MESSAGE, altcha: await solvedCheckFrom(site) });
  // The weeks before: a few edits and the days' sign-ins, dated back (the Activity and History shots).
  const past = openDatabase(join(folder, 'data'), { mustExist: true });
  try {
    await seedPastEdits(past, (method, path, body) => send(method, path, body, adminCookie), OWNER_SETTINGS.timeZone);
    // The contact details and the zone were entered when the site was set up, weeks ago, not a minute before the shots:
    // their log entries (and the sign-in they were entered in) are dated back to that morning.
    const sqlite = past.$client;
    const setUp = pastMoment(Date.now(), 16, '10:02', OWNER_SETTINGS.timeZone);
    const firstSignIn = sqlite.query("SELECT min(id) AS id FROM audit_log WHERE action = 'sign_in'").get() as { id: number | null };
    if (firstSignIn.id !== null) sqlite.run('UPDATE audit_log SET at = ? WHERE id = ?', [setUp, firstSignIn.id]);
    const settings = sqlite.query("SELECT id FROM audit_log WHERE action = 'setting_update' ORDER BY id").all() as { id: number }[];
    settings.forEach(({ id }, i) => sqlite.run('UPDATE audit_log SET at = ? WHERE id = ?', [setUp + (3 + 2 * i) * 60_000, id]));
  } finally {
    past.$client.close();
  }
  // A backup taken, as an owner does before launch: the setup count is the same in every shot.
  const backup = await post('/api/admin/backups', {}, adminCookie);
  if (!backup.ok) throw new Error(`the first backup for screenshots: ${backup.status}`);
}
