import BetterSqlite3 from 'better-sqlite3';
import { runMigrations, type Migration } from './migrations';

describe('runMigrations', () => {
  it('applies each step once, in order, and records it', () => {
    const db = new BetterSqlite3(':memory:');
    const steps: Migration[] = [
      { name: 'a', sql: 'CREATE TABLE t (x INTEGER)' },
      { name: 'b', sql: 'INSERT INTO t VALUES (1)' },
    ];
    expect(runMigrations(db, steps)).toEqual(['a', 'b']);
    expect(runMigrations(db, steps)).toEqual([]);
    expect(runMigrations(db, [...steps, { name: 'c', sql: 'INSERT INTO t VALUES (2)' }])).toEqual(['c']);
    expect(db.prepare('SELECT x FROM t ORDER BY x').pluck().all()).toEqual([1, 2]);
    db.close();
  });

  it('rolls a failing step back entirely and leaves it unrecorded', () => {
    const db = new BetterSqlite3(':memory:');
    const broken: Migration = {
      name: 'broken',
      sql: 'CREATE TABLE u (x INTEGER); INSERT INTO missing VALUES (1);',
    };
    expect(() => runMigrations(db, [broken])).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'u'").get()).toBeUndefined();
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
    db.close();
  });
});
