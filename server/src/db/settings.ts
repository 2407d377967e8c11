import type { Database } from 'better-sqlite3';
import { Value } from '@sinclair/typebox/value';
import { PkgInfo } from '@topup/shared/contract';

/** Assembles pkgInfo (spec 02 §3) from the settings table; throws if the stored values break the contract. */
export function readPkgInfo(db: Database): PkgInfo {
  const rows = db.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings').all();
  const info: Record<string, unknown> = {};
  for (const row of rows) info[row.key] = JSON.parse(row.value);
  if (!Value.Check(PkgInfo, info)) throw new Error('settings table does not form a valid pkgInfo');
  return info;
}
