// Applies the embedded migrations in order, each once, each in its own transaction.
import type { Database } from 'bun:sqlite';
import { MIGRATIONS } from './migrations.gen';

/** The migrations not applied yet, and whether the database already had some applied (a site with data, not a new one). */
export function pendingMigrations(sqlite: Database, migrations = MIGRATIONS): { pending: string[]; existing: boolean } {
  const table = sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__migrations'").get();
  const done = new Set(table ? sqlite.query<{ tag: string }, []>('SELECT tag FROM __migrations').all().map((r) => r.tag) : []);
  return { pending: migrations.filter((m) => !done.has(m.tag)).map((m) => m.tag), existing: done.size > 0 };
}

export function migrate(sqlite: Database, migrations = MIGRATIONS): string[] {
  sqlite.run('CREATE TABLE IF NOT EXISTS __migrations (tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const done = new Set(sqlite.query<{ tag: string }, []>('SELECT tag FROM __migrations').all().map((r) => r.tag));
  const applied: string[] = [];
  for (const { tag, sql } of migrations) {
    if (done.has(tag)) continue;
    sqlite.transaction(() => {
      for (const statement of sql.split('--> statement-breakpoint')) {
        if (statement.trim()) sqlite.run(statement);
      }
      sqlite.run('INSERT INTO __migrations (tag, applied_at) VALUES (?, ?)', [tag, Date.now()]);
    })();
    applied.push(tag);
  }
  return applied;
}
