import type { Database } from 'better-sqlite3';
import { TOP_UP_MIGRATIONS, type Migration } from './schema';
import { ORDER_LIFE_MIGRATIONS } from './schemaOrders';
import { PAGE_MIGRATIONS } from './schemaPages';
import { SECURITY_MIGRATIONS } from './schemaSecurity';

export type { Migration };

/** Every migration, in order: the top-up's, those of the pages beyond it, the one order life, security. */
export const MIGRATIONS: readonly Migration[] = [
  ...TOP_UP_MIGRATIONS,
  ...PAGE_MIGRATIONS,
  ...ORDER_LIFE_MIGRATIONS,
  ...SECURITY_MIGRATIONS,
];

/**
 * Applies each step not yet recorded in `schema_migrations`, in order, each in its own
 * transaction. Other modules may run their own list with distinct names.
 * Returns the names applied now.
 */
export function runMigrations(db: Database, migrations: readonly Migration[] = MIGRATIONS): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    applied_at INTEGER NOT NULL
  )`);
  const isApplied = db.prepare<[string], { name: string }>(
    'SELECT name FROM schema_migrations WHERE name = ?',
  );
  const record = db.prepare<[string, number]>(
    'INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)',
  );
  const applied: string[] = [];
  for (const step of migrations) {
    if (isApplied.get(step.name)) continue;
    db.transaction(() => {
      db.exec(step.sql);
      record.run(step.name, Math.floor(Date.now() / 1000));
    })();
    applied.push(step.name);
  }
  return applied;
}
