import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/**
 * A random secret of this database, made on first use and kept: every instance that opens the
 * same file (main and backup) reads the same value, and a new database gets a new one.
 */
export function serverSecret(db: Database, name: string): Buffer {
  db.prepare<[string, Buffer]>('INSERT OR IGNORE INTO server_secrets (name, value) VALUES (?, ?)').run(
    name,
    randomBytes(32),
  );
  const row = db
    .prepare<[string], { value: Buffer }>('SELECT value FROM server_secrets WHERE name = ?')
    .get(name);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
