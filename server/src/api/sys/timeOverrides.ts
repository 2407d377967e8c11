import type { Database } from 'better-sqlite3';

// Test mode only (/__test/server-time): the fixed time GET /api/sys/ts/ answers one device, so a browser
// test that fixes its page's clock can tell the page the same time, without any other device's clock moving.

const overrides = new WeakMap<Database, Map<string, number>>();

/** `ts` in unix seconds; 0 stops it. */
export function overrideServerTime(db: Database, deviceId: string, ts: number): void {
  const byDevice = overrides.get(db) ?? new Map<string, number>();
  if (ts === 0) byDevice.delete(deviceId);
  else byDevice.set(deviceId, ts);
  overrides.set(db, byDevice);
}

export const serverTimeFor = (db: Database, deviceId: string | undefined): number | undefined =>
  deviceId === undefined ? undefined : overrides.get(db)?.get(deviceId);
