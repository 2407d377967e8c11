import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { runMigrations } from './migrations';
import { seedDatabase } from './seed';

export type { Database } from 'better-sqlite3';

/** server/data/topup.db, found from this file so the working directory does not matter. */
export const DEFAULT_DB_FILE = path.resolve(__dirname, '../../data/topup.db');

const isInMemory = (file: string): boolean => file === ':memory:' || file === '';

/**
 * Opens (creating if needed) the contract server's database, migrates it and adds any missing
 * seed rows, so a restart keeps data. `':memory:'` gives a private database for tests.
 */
export function openDatabase(file: string = process.env.TOPUP_DB || DEFAULT_DB_FILE): Database {
  if (!isInMemory(file)) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new BetterSqlite3(file);
  try {
    // WAL lets the main and the backup server instances read while one writes.
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    runMigrations(db);
    seedDatabase(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
