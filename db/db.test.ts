// Migrations and seed: embedded SQL matches the committed folder; a restart never re-seeds over the admin's edits.
import { afterEach, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderMigrationsModule } from '../scripts/embed-migrations';
import { CONTENT_KEYS, SECTIONS } from '../src/contract';
import { Database } from 'bun:sqlite';
import { sql } from 'drizzle-orm';
import { MissingDatabaseError, openDatabase } from './client';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations.gen';
import { seed } from './seed';

const folders: string[] = [];
const freshDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-db-'));
  folders.push(dir);
  return { dir, db: openDatabase(dir) };
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('db/migrations.gen.ts holds exactly the committed migrations (run npm run db:generate after a schema change)', () => {
  expect(readFileSync(join(import.meta.dir, 'migrations.gen.ts'), 'utf8')).toBe(renderMigrationsModule());
});

test('migrations apply once, in WAL mode with full sync and foreign keys on', () => {
  const { db } = freshDb();
  expect(migrate(db.$client)).toEqual([
    '0000_init',
    '0001_outbox',
    '0002_media_and_images',
    '0003_messages_paging_and_search',
    '0004_audit_log',
    '0005_audit_detail',
    '0006_revisions',
    '0007_page_snippets',
    '0008_home_and_pricing_lists',
    '0009_site_brand',
    '0010_messages_replied_lang',
    '0011_people_list',
    '0012_cache_purges',
    '0013_second_factors',
    '0014_insights',
    '0015_publishing',
    '0016_work_pages',
    '0017_missed_paths',
    '0018_journal_listing',
    '0019_missed_referrer',
    '0020_tag_names',
    '0021_image_chinese',
    '0022_image_dark',
    '0023_gallery_captions',
    '0024_image_variants',
    '0025_inbox_replies',
    '0026_notification_channels',
    '0027_spam_folder',
    '0028_piece_search_texts',
    '0029_story_facts',
    '0030_image_names',
  ]);
  expect(migrate(db.$client)).toEqual([]);
  const pragma = (name: string) => Object.values(db.$client.query(`PRAGMA ${name}`).get() as object)[0];
  expect(pragma('journal_mode')).toBe('wal');
  expect(pragma('synchronous')).toBe(2); // FULL
  expect(pragma('foreign_keys')).toBe(1);
});

test('an activity entry written before details had a shape keeps its summary as a note', () => {
  const { db } = freshDb();
  migrate(db.$client, MIGRATIONS.slice(0, 5));
  db.$client.run(
    "INSERT INTO audit_log (at, account, ip, action, target, summary) VALUES (1, 'admin', '203.0.113.7', 'message_read', 'message 4', 'Opened')",
  );
  expect(migrate(db.$client)).toEqual([
    '0005_audit_detail',
    '0006_revisions',
    '0007_page_snippets',
    '0008_home_and_pricing_lists',
    '0009_site_brand',
    '0010_messages_replied_lang',
    '0011_people_list',
    '0012_cache_purges',
    '0013_second_factors',
    '0014_insights',
    '0015_publishing',
    '0016_work_pages',
    '0017_missed_paths',
    '0018_journal_listing',
    '0019_missed_referrer',
    '0020_tag_names',
    '0021_image_chinese',
    '0022_image_dark',
    '0023_gallery_captions',
    '0024_image_variants',
    '0025_inbox_replies',
    '0026_notification_channels',
    '0027_spam_folder',
    '0028_piece_search_texts',
    '0029_story_facts',
    '0030_image_names',
  ]);
  expect(db.$client.query('SELECT * FROM audit_log').all()).toEqual([
    { id: 1, at: 1, account: 'admin', ip: '203.0.113.7', action: 'message_read', target: 'message 4', detail: '{"note":"Opened"}' },
  ]);
});

test('the first seed fills every content key and the lists; a second seed adds nothing and keeps edits', () => {
  const { dir, db } = freshDb();
  migrate(db.$client);
  const total = SECTIONS.reduce((n, s) => n + CONTENT_KEYS[s].length, 0);
  expect(seed(db)).toEqual({ contentAdded: total, listsSeeded: true });
  const count = (table: string) => (db.$client.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  expect([count('company_values'), count('services'), count('case_studies'), count('pricing_plans')]).toEqual([3, 3, 4, 3]);
  expect([count('testimonials'), count('clients'), count('figures'), count('steps'), count('faqs')]).toEqual([5, 6, 4, 4, 6]);
  const empty = db.$client.query("SELECT count(*) AS n FROM content_entries WHERE en_value = '' OR zh_value = ''").get() as { n: number };
  expect(empty.n).toBe(0);

  db.$client.run("UPDATE content_entries SET en_value = 'Edited' WHERE section = 'home' AND key = 'hero.title'");
  db.$client.run('DELETE FROM services WHERE id = 1');
  db.$client.close();
  const again = openDatabase(dir);
  migrate(again.$client);
  expect(seed(again)).toEqual({ contentAdded: 0, listsSeeded: false });
  expect(again.$client.query("SELECT en_value FROM content_entries WHERE key = 'hero.title' AND section = 'home'").get()).toEqual({
    en_value: 'Edited',
  });
  expect((again.$client.query('SELECT count(*) AS n FROM services').get() as { n: number }).n).toBe(2);
  again.$client.close();
});

const rows = (db: ReturnType<typeof openDatabase>, table: string) =>
  db.$client.query(`SELECT * FROM ${table} ORDER BY sort_order`).all() as Record<string, unknown>[];
/** The lists the home and pricing pages gained, with their seeded counts. */
const NEW_LISTS = { testimonials: 5, clients: 6, figures: 4, steps: 4, faqs: 6, people: 3 };

test('the first seed gives each new list its rows, every text of each in both languages', () => {
  const { db } = freshDb();
  migrate(db.$client);
  seed(db);
  for (const [table, count] of Object.entries(NEW_LISTS)) {
    const seeded = rows(db, table);
    expect([table, seeded.length]).toEqual([table, count]);
    for (const row of seeded) {
      const texts = Object.keys(row).filter((column) => column.endsWith('_en') && !column.startsWith('image_alt'));
      expect(texts.length).toBeGreaterThan(0);
      for (const en of texts) {
        const zh = en.replace(/_en$/, '_zh');
        expect([table, en, String(row[en]).trim() !== '']).toEqual([table, en, true]);
        expect([table, zh, String(row[zh]).trim() !== '']).toEqual([table, zh, true]);
        // The Chinese is Chinese, not the English again (a number such as "98%" is the same in both).
        if (!/^[\d.,%+]+$/.test(String(row[en])))
          expect([table, zh, String(row[zh])]).toEqual([table, zh, expect.stringMatching(/[\u4e00-\u9fff]/)]);
      }
    }
  }
  expect(rows(db, 'case_studies').map((r) => [r.result_value_en, r.result_label_zh])).toEqual([
    ['40%', '生產時間縮短'],
    ['75%', '例行詢問自動處理'],
    ['33%', '延遲送達減少'],
    ['58%', '櫃檯來電減少'],
  ]);
  db.$client.close();
});

test('a database of the previous version upgrades: its rows stay, the new lists are seeded once, a result is empty', () => {
  const { dir, db } = freshDb();
  migrate(db.$client, MIGRATIONS.slice(0, 8));
  // What the previous version left: its lists seeded (one mark), edited by the admin.
  db.$client.run(
    "INSERT INTO case_studies (title_en, title_zh, description_en, description_zh, industry_en, industry_zh) VALUES ('Own study', '自己的案例', 'd', '說明', 'Retail', '零售')",
  );
  db.$client.run("INSERT INTO services (title_en, title_zh, description_en, description_zh) VALUES ('Only service', '唯一服務', '', '')");
  db.$client.run("INSERT INTO app_meta (key, value) VALUES ('lists_seeded', '2026-01-01T00:00:00.000Z')");
  expect(migrate(db.$client)).toEqual([
    '0008_home_and_pricing_lists',
    '0009_site_brand',
    '0010_messages_replied_lang',
    '0011_people_list',
    '0012_cache_purges',
    '0013_second_factors',
    '0014_insights',
    '0015_publishing',
    '0016_work_pages',
    '0017_missed_paths',
    '0018_journal_listing',
    '0019_missed_referrer',
    '0020_tag_names',
    '0021_image_chinese',
    '0022_image_dark',
    '0023_gallery_captions',
    '0024_image_variants',
    '0025_inbox_replies',
    '0026_notification_channels',
    '0027_spam_folder',
    '0028_piece_search_texts',
    '0029_story_facts',
    '0030_image_names',
  ]);
  expect(seed(db).listsSeeded).toBe(true);
  expect(rows(db, 'case_studies')).toEqual([
    expect.objectContaining({ title_en: 'Own study', industry_zh: '零售', result_value_en: '', result_label_zh: '' }),
  ]);
  expect(rows(db, 'services').map((r) => r.title_en)).toEqual(['Only service']);
  expect(rows(db, 'company_values')).toEqual([]);
  for (const [table, count] of Object.entries(NEW_LISTS)) expect([table, rows(db, table).length]).toEqual([table, count]);

  // The admin empties a new list: the next start does not fill it again.
  db.$client.run('DELETE FROM faqs');
  db.$client.close();
  const again = openDatabase(dir);
  migrate(again.$client);
  expect(seed(again)).toEqual({ contentAdded: 0, listsSeeded: false });
  expect(rows(again, 'faqs')).toEqual([]);
  again.$client.close();
});

test('a database from before the logo upgrades: its images and snippets stay, and it shows the built-in mark', () => {
  const { db } = freshDb();
  migrate(db.$client, MIGRATIONS.slice(0, 9));
  db.$client.run("INSERT INTO media (sha256, type, width, height, size, bytes) VALUES ('ab', 'image/png', 64, 32, 3, x'010203')");
  db.$client.run("INSERT INTO page_snippets (section, title_en, image_path) VALUES ('home', 'Kept', '/media/ab.png')");
  expect(migrate(db.$client)).toEqual([
    '0009_site_brand',
    '0010_messages_replied_lang',
    '0011_people_list',
    '0012_cache_purges',
    '0013_second_factors',
    '0014_insights',
    '0015_publishing',
    '0016_work_pages',
    '0017_missed_paths',
    '0018_journal_listing',
    '0019_missed_referrer',
    '0020_tag_names',
    '0021_image_chinese',
    '0022_image_dark',
    '0023_gallery_captions',
    '0024_image_variants',
    '0025_inbox_replies',
    '0026_notification_channels',
    '0027_spam_folder',
    '0028_piece_search_texts',
    '0029_story_facts',
    '0030_image_names',
  ]);
  expect(db.$client.query('SELECT sha256, width FROM media').all()).toEqual([{ sha256: 'ab', width: 64 }]);
  expect(db.$client.query('SELECT title_en, image_path FROM page_snippets').all()).toEqual([
    { title_en: 'Kept', image_path: '/media/ab.png' },
  ]);
  expect(db.$client.query('SELECT * FROM site_brand').all()).toEqual([]);
  db.$client.close();
});

test('a content key missing from an older database is filled without touching the others', () => {
  const { db } = freshDb();
  migrate(db.$client);
  seed(db);
  db.$client.run("DELETE FROM content_entries WHERE section = 'contact' AND key = 'info.title'");
  db.$client.run("UPDATE content_entries SET zh_value = '改過' WHERE section = 'contact' AND key = 'hero.title'");
  expect(seed(db).contentAdded).toBe(1);
  expect(db.$client.query("SELECT zh_value FROM content_entries WHERE section = 'contact' AND key = 'hero.title'").get()).toEqual({
    zh_value: '改過',
  });
  db.$client.close();
});

/** What openDatabase threw, so a test can read its message. */
const failure = (run: () => unknown): Error => {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected openDatabase to throw');
};

test('mustExist on a mistyped folder fails with the full path it looked for, and creates neither the folder nor a file', () => {
  const { dir } = freshDb();
  const mistyped = join(dir, 'dta');
  const error = failure(() => openDatabase(mistyped, { mustExist: true }));
  expect(error).toBeInstanceOf(MissingDatabaseError);
  expect(error.message).toContain(join(mistyped, 'site.db'));
  expect(error.message).toContain('nothing was created');
  expect(existsSync(mistyped)).toBe(false);
});

test('mustExist on a relative folder names the absolute path, and leaves the working folder as it was', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-db-cwd-'));
  folders.push(dir);
  const before = process.cwd();
  process.chdir(dir); // a regression would create the folder here, not in the project
  try {
    const error = failure(() => openDatabase('data', { mustExist: true }));
    expect(error.message).toContain(join(process.cwd(), 'data', 'site.db'));
    expect(readdirSync('.')).toEqual([]);
  } finally {
    process.chdir(before);
  }
});

test('mustExist on an existing folder without site.db fails and leaves the folder empty', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-db-empty-'));
  folders.push(dir);
  expect(failure(() => openDatabase(dir, { mustExist: true })).message).toContain(join(dir, 'site.db'));
  expect(readdirSync(dir)).toEqual([]);
});

test('mustExist opens an existing database with its data, in WAL mode; without it a missing folder is still created', () => {
  const parent = mkdtempSync(join(tmpdir(), 'site-db-new-'));
  folders.push(parent);
  const dir = join(parent, 'nested', 'data');
  const created = openDatabase(dir);
  expect(existsSync(join(dir, 'site.db'))).toBe(true);
  migrate(created.$client);
  created.$client.run("INSERT INTO settings (key, value) VALUES ('contactPhone', '+886 2 1234 5678')");
  created.$client.close();

  const reopened = openDatabase(dir, { mustExist: true });
  expect(reopened.$client.query("SELECT value FROM settings WHERE key = 'contactPhone'").get()).toEqual({ value: '+886 2 1234 5678' });
  expect(Object.values(reopened.$client.query('PRAGMA journal_mode').get() as object)[0]).toBe('wal');
  reopened.$client.close();
});

test('a database from before the replied state upgrades: its messages stay, none replied, language and reason unknown', () => {
  const { db } = freshDb();
  migrate(db.$client, MIGRATIONS.slice(0, 10));
  db.$client.run(
    "INSERT INTO contact_messages (name, email, message, created_at, is_read) VALUES ('王小明', 'wang@example.com', '您好，想詢問報價。', 1, 1)",
  );
  expect(migrate(db.$client)).toEqual([
    '0010_messages_replied_lang',
    '0011_people_list',
    '0012_cache_purges',
    '0013_second_factors',
    '0014_insights',
    '0015_publishing',
    '0016_work_pages',
    '0017_missed_paths',
    '0018_journal_listing',
    '0019_missed_referrer',
    '0020_tag_names',
    '0021_image_chinese',
    '0022_image_dark',
    '0023_gallery_captions',
    '0024_image_variants',
    '0025_inbox_replies',
    '0026_notification_channels',
    '0027_spam_folder',
    '0028_piece_search_texts',
    '0029_story_facts',
    '0030_image_names',
  ]);
  expect(db.$client.query('SELECT name, is_read, replied_at, lang, notification_skipped FROM contact_messages').all()).toEqual([
    { name: '王小明', is_read: 1, replied_at: null, lang: null, notification_skipped: null },
  ]);
  // The search index still finds it (the new columns are not in it).
  expect(db.$client.query('SELECT rowid FROM contact_messages_fts WHERE contact_messages_fts MATCH \'"想詢問"\'').all()).toHaveLength(1);
  db.$client.close();
});

test('a database from before the people list upgrades: its three people, as edited, become the list, and the built-in ones are not added', () => {
  const { dir, db } = freshDb();
  migrate(db.$client, MIGRATIONS.slice(0, 11));
  // What the previous version's first start wrote (its nine team texts and the heading), then the admin's edits.
  const before: [string, string, string][] = [
    ['team.title', 'Our people', '我們的團隊'],
    ['team.subtitle', 'A small team.', '小團隊。'],
    ['team.first.name', 'Mei-Ling Chang', '張美玲'],
    ['team.first.role', 'Co-founder, engineering', '共同創辦人・技術'],
    ['team.first.bio', 'Scopes every project.', '十五年工廠與物流系統經驗，親自規劃每個專案，審核每一次上線。'],
    ['team.second.name', 'Iris Tsai', '蔡依庭'],
    ['team.second.role', 'Co-founder, product and design', '共同創辦人・產品與設計'],
    ['team.second.bio', 'Your contact.', '您的聯絡窗口。'],
    ['team.third.name', 'Jason Lee', '李承翰'],
    ['team.third.role', 'Lead, AI and automation', ''],
    ['team.third.bio', 'Measures the hours saved.', '追蹤省下的工時。'],
  ];
  for (const [key, en, zh] of before)
    db.$client.run("INSERT INTO content_entries (section, key, en_value, zh_value) VALUES ('home', ?, ?, ?)", [key, en, zh]);
  db.$client.run("INSERT INTO app_meta (key, value) VALUES ('lists_seeded', '2026-01-01T00:00:00.000Z')");
  expect(migrate(db.$client)).toEqual([
    '0011_people_list',
    '0012_cache_purges',
    '0013_second_factors',
    '0014_insights',
    '0015_publishing',
    '0016_work_pages',
    '0017_missed_paths',
    '0018_journal_listing',
    '0019_missed_referrer',
    '0020_tag_names',
    '0021_image_chinese',
    '0022_image_dark',
    '0023_gallery_captions',
    '0024_image_variants',
    '0025_inbox_replies',
    '0026_notification_channels',
    '0027_spam_folder',
    '0028_piece_search_texts',
    '0029_story_facts',
    '0030_image_names',
  ]);
  seed(db);
  const people = rows(db, 'people').map((r) => [r.name_en, r.name_zh, r.role_en, r.role_zh, r.sort_order]);
  expect(people).toEqual([
    ['Mei-Ling Chang', '張美玲', 'Co-founder, engineering', '共同創辦人・技術', 0],
    ['Iris Tsai', '蔡依庭', 'Co-founder, product and design', '共同創辦人・產品與設計', 1],
    // A text blank in one language takes the other's, so no person reaches the page with a hole in it.
    ['Jason Lee', '李承翰', 'Lead, AI and automation', 'Lead, AI and automation', 2],
  ]);
  expect(rows(db, 'people')[0]!.bio_zh).toBe('十五年工廠與物流系統經驗，親自規劃每個專案，審核每一次上線。');
  // The nine texts are gone from the home section; its heading stays as edited.
  const keys = db.$client
    .query("SELECT key, en_value FROM content_entries WHERE section = 'home' AND key LIKE 'team.%' ORDER BY key")
    .all();
  expect(keys).toEqual([
    { key: 'team.subtitle', en_value: 'A small team.' },
    { key: 'team.title', en_value: 'Our people' },
  ]);
  // The admin removes everyone: the next start does not bring the built-in people back.
  db.$client.run('DELETE FROM people');
  db.$client.close();
  const again = openDatabase(dir);
  migrate(again.$client);
  seed(again);
  expect(rows(again, 'people')).toEqual([]);
  again.$client.close();
});

test("a database from before story facts upgrades: a Work page's opening list of bold terms becomes its facts (decision 0178)", () => {
  const { db } = freshDb();
  migrate(db.$client, MIGRATIONS.slice(0, 29));
  db.$client.run(
    "INSERT INTO pieces (collection, slug, updated_at) VALUES ('work', 'kestrel', 1), ('work', 'other', 1), ('journal', 'note', 1)",
  );
  const add = db.$client.query('INSERT INTO piece_versions (piece_id, lang, body, updated_at) VALUES (?, ?, ?, 1)');
  add.run(1, 'en', '- **Duration:** 14 weeks\n- **Team:** 3 people\n\n## The challenge\n\nWords.');
  add.run(1, 'zh', '- **工期：**14 週\n- **平台：**網頁系統，以 OPC UA 串接機台\n\n## 挑戰');
  // An opening list with an item that is not a bold term stays text, as does an article's.
  add.run(2, 'en', '- **Fast:** yes\n- and cheap\n\nWords.');
  add.run(3, 'en', '- **Duration:** 1 week\n\nWords.');
  expect(migrate(db.$client)).toEqual(['0029_story_facts', '0030_image_names']);
  const rows = db.$client.query<{ facts: string; body: string }, []>('SELECT facts, body FROM piece_versions ORDER BY id').all();
  expect(rows.map((row) => [JSON.parse(row.facts), row.body])).toEqual([
    [
      [
        { term: 'Duration', detail: '14 weeks' },
        { term: 'Team', detail: '3 people' },
      ],
      '## The challenge\n\nWords.',
    ],
    [
      [
        { term: '工期', detail: '14 週' },
        { term: '平台', detail: '網頁系統，以 OPC UA 串接機台' },
      ],
      '## 挑戰',
    ],
    [[], '- **Fast:** yes\n- and cheap\n\nWords.'],
    [[], '- **Duration:** 1 week\n\nWords.'],
  ]);
});

test("a transaction takes the write lock at its start: another process's write (Litestream's checkpoint row) waits, the save is never refused", () => {
  const { dir, db } = freshDb();
  db.$client.run('CREATE TABLE notes (text TEXT)');
  const other = new Database(join(dir, 'site.db'));
  other.run('PRAGMA busy_timeout = 0');
  const otherWrites = () => other.run("INSERT INTO notes VALUES ('from the other process')");
  // Deferred, the other write would land between the read and the write, and SQLite would refuse the write at once.
  db.transaction((tx) => {
    tx.all(sql`SELECT count(*) FROM notes`);
    expect(otherWrites).toThrow('database is locked');
    tx.run(sql`INSERT INTO notes VALUES ('the save')`);
  });
  const raw = db.$client.transaction(() => {
    db.$client.query('SELECT count(*) FROM notes').get();
    expect(otherWrites).toThrow('database is locked');
    db.$client.run("INSERT INTO notes VALUES ('a raw save')");
  });
  raw();
  otherWrites();
  other.close();
  expect(db.$client.query('SELECT text FROM notes ORDER BY rowid').all()).toEqual([
    { text: 'the save' },
    { text: 'a raw save' },
    { text: 'from the other process' },
  ]);
});

test('a database from before image names upgrades: its images stay, each without a name until the owner gives one (decision 0248)', () => {
  const { db } = freshDb();
  migrate(db.$client, MIGRATIONS.slice(0, 30));
  db.$client.run("INSERT INTO media (sha256, type, width, height, size, bytes) VALUES ('ab', 'image/png', 64, 32, 3, x'010203')");
  expect(migrate(db.$client)).toEqual(['0030_image_names']);
  expect(db.$client.query('SELECT sha256, width, name FROM media').all()).toEqual([{ sha256: 'ab', width: 64, name: null }]);
});
