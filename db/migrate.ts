// Applies the embedded migrations in order, each once, each in its own transaction.
import type { Database } from 'bun:sqlite';
import { MIGRATIONS } from './migrations.gen';

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
