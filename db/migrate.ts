// Applies the embedded migrations in order, each once, each in its own transaction, and records which build applied
// each one: a binary that meets migrations it does not know (the database was upgraded by a newer one) refuses it.
import type { Database } from 'bun:sqlite';
import { MIGRATIONS } from './migrations.gen';

type Migration = { tag: string; sql: string };

/** A migration this binary does not know: when it was applied, and by which build ("0.2.0 (commit …)"), if recorded. */
export type UnknownMigration = { tag: string; appliedAt: number; appliedBy: string | null };

/** The database was upgraded by a newer version of the site: this one must not serve it or change it. */
export class NewerDatabaseError extends Error {
  constructor(
    readonly file: string,
    readonly unknown: UnknownMigration[],
    thisBuild: string,
  ) {
    const by = unknown.find((m) => m.appliedBy)?.appliedBy;
    const when = new Date(Math.min(...unknown.map((m) => m.appliedAt))).toISOString().slice(0, 16).replace('T', ' ');
    super(
      `${file} was upgraded on ${when} UTC by ${by ? `site ${by}` : 'a newer version of the site'}, and this site ${thisBuild} does not know its ` +
        `changes (${unknown.map((m) => m.tag).join(', ')}). Start that newer version, or go back to the database from before the upgrade ` +
        `with ./site rollback (it first saves every message and change made since then to files you can read).`,
    );
    this.name = 'NewerDatabaseError';
  }
}

const hasTable = (sqlite: Database) => !!sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__migrations'").get();

/** The migrations recorded in the database that are not among `migrations` (those of this binary), oldest first. */
export function unknownMigrations(sqlite: Database, migrations: Migration[] = MIGRATIONS): UnknownMigration[] {
  if (!hasTable(sqlite)) return [];
  const known = new Set(migrations.map((m) => m.tag));
  const byColumn = sqlite
    .query<{ name: string }, []>('PRAGMA table_info(__migrations)')
    .all()
    .some((c) => c.name === 'applied_by');
  const rows = sqlite
    .query<UnknownMigration, []>(
      `SELECT tag, applied_at AS appliedAt, ${byColumn ? 'applied_by' : 'NULL'} AS appliedBy FROM __migrations ORDER BY applied_at, tag`,
    )
    .all();
  return rows.filter((r) => !known.has(r.tag));
}

/** Throws NewerDatabaseError when the database has migrations this binary does not know. */
export function refuseNewerDatabase(sqlite: Database, file: string, thisBuild: string, migrations: Migration[] = MIGRATIONS) {
  const unknown = unknownMigrations(sqlite, migrations);
  if (unknown.length) throw new NewerDatabaseError(file, unknown, thisBuild);
}

/** The migrations not applied yet, and whether the database already had some applied (a site with data, not a new one). */
export function pendingMigrations(sqlite: Database, migrations = MIGRATIONS): { pending: string[]; existing: boolean } {
  const done = new Set(
    hasTable(sqlite)
      ? sqlite
          .query<{ tag: string }, []>('SELECT tag FROM __migrations')
          .all()
          .map((r) => r.tag)
      : [],
  );
  return { pending: migrations.filter((m) => !done.has(m.tag)).map((m) => m.tag), existing: done.size > 0 };
}

/** Applies what is pending; `appliedBy` names the build doing it, kept beside each migration it applies. */
export function migrate(sqlite: Database, migrations = MIGRATIONS, appliedBy: string | null = null): string[] {
  sqlite.run('CREATE TABLE IF NOT EXISTS __migrations (tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  // Added by the first version that records builds; older versions insert without it and still work on the table.
  if (
    !sqlite
      .query<{ name: string }, []>('PRAGMA table_info(__migrations)')
      .all()
      .some((c) => c.name === 'applied_by')
  ) {
    sqlite.run('ALTER TABLE __migrations ADD COLUMN applied_by TEXT');
  }
  const done = new Set(
    sqlite
      .query<{ tag: string }, []>('SELECT tag FROM __migrations')
      .all()
      .map((r) => r.tag),
  );
  const applied: string[] = [];
  for (const { tag, sql } of migrations) {
    if (done.has(tag)) continue;
    sqlite.transaction(() => {
      for (const statement of sql.split('--> statement-breakpoint')) {
        if (statement.trim()) sqlite.run(statement);
      }
      sqlite.run('INSERT INTO __migrations (tag, applied_at, applied_by) VALUES (?, ?, ?)', [tag, Date.now(), appliedBy]);
    })();
    applied.push(tag);
  }
  return applied;
}
