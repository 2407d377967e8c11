import type { Database } from 'better-sqlite3';

// Test mode only (/__test/website-version): the site version one device's package info announces, so a
// browser test can meet a version update without every other test's page reloading too.

const overrides = new WeakMap<Database, Map<string, string>>();

export function overrideWebsiteVersion(db: Database, deviceId: string, version: string): void {
  const byDevice = overrides.get(db) ?? new Map<string, string>();
  if (version === '') byDevice.delete(deviceId);
  else byDevice.set(deviceId, version);
  overrides.set(db, byDevice);
}

export const websiteVersionFor = (db: Database, deviceId: string | undefined): string | undefined =>
  deviceId === undefined ? undefined : overrides.get(db)?.get(deviceId);
