// A restore on a site that Litestream replicated (decision 0071): Litestream's own tables are not "changes" to save
// first (its sequence row moves on every checkpoint), and its shadow-WAL folder beside the replaced database goes, as
// its tips ask, so its next start begins a new generation from the restored file.
import { afterEach, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSite, type TestSite } from '../../testing/harness';
import { LITESTREAM_FOLDER, restoreBackup } from './restore';
import { takeBackup } from './service';

const sites: TestSite[] = [];
const folders: string[] = [];
afterEach(() => {
  sites.splice(0).forEach((site) => site.close());
  folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

test("a restore saves the site's new message but none of Litestream's rows, and removes Litestream's shadow folder", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-litestream-restore-'));
  folders.push(dataDir);
  const site = await startTestSite({ DATA_DIR: dataDir });
  // What Litestream v0.3.13 adds to a database it replicates (db.go's init), and the sequence row it writes.
  site.db.$client.run('CREATE TABLE IF NOT EXISTS _litestream_seq (id INTEGER PRIMARY KEY, seq INTEGER)');
  site.db.$client.run('CREATE TABLE IF NOT EXISTS _litestream_lock (id INTEGER)');
  site.db.$client.run('INSERT INTO _litestream_seq (id, seq) VALUES (1, 1)');
  const { path } = takeBackup(site.db.$client, dataDir, 'manual', Date.now());
  site.db.$client.run('UPDATE _litestream_seq SET seq = 2 WHERE id = 1');
  const sent = await site.call('POST', '/api/contact-messages', {
    body: { name: 'Mei', email: 'mei@example.com', message: 'Sent after the backup.' },
  });
  expect(sent.status).toBe(201);
  site.db.$client.close();
  mkdirSync(join(dataDir, LITESTREAM_FOLDER, 'generations'), { recursive: true });
  writeFileSync(join(dataDir, LITESTREAM_FOLDER, 'generation'), 'deb1b455f7a25918');

  const restored = restoreBackup(dataDir, path, Date.now());
  expect(restored.saved?.messages).toBe(1);
  expect(Object.keys(restored.saved?.byTable ?? {}).filter((table) => table.startsWith('_litestream'))).toEqual([]);
  expect(existsSync(join(dataDir, LITESTREAM_FOLDER))).toBe(false);
  expect(readdirSync(dataDir).filter((name) => name.includes('litestream'))).toEqual([]);
});
