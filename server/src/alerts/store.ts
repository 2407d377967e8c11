import type { Database } from 'better-sqlite3';
import { ALERT_LIMITS } from '@topup/shared/contract/alert';

// The alert relay's record (db/schemaAlerts.ts): what each device sent, and the relay's rate limits counted
// from it. A refused alert is not recorded, so a flood fills nothing.

/** recorded: no webhook configured (kept here only); sending, sent, failed: posted to the webhook. */
export type AlertDelivery = 'recorded' | 'sending' | 'sent' | 'failed';

export interface AlertRow {
  text: string;
  delivery: AlertDelivery;
  created_at_ms: number;
}

/** How long a row is kept: the limits need minutes, a test or an operator reading them back a few days. */
const KEPT_MS = 7 * 24 * 3_600_000;

export interface AlertStore {
  /**
   * Records the alert when the limits allow it (ALERT_LIMITS: this device's, then every device's): its row
   * id, or undefined when there are too many already.
   */
  admit(deviceId: string, text: string, delivery: AlertDelivery, now: number): number | undefined;
  /** What became of an alert being posted to the webhook. */
  settle(id: number, delivery: 'sent' | 'failed'): void;
  /** One device's alerts, oldest first. */
  ofDevice(deviceId: string): AlertRow[];
}

export function alertStore(db: Database): AlertStore {
  const ofDeviceSince = db
    .prepare<[string, number], number>(
      'SELECT COUNT(*) FROM alerts WHERE device_id = ? AND created_at_ms > ?',
    )
    .pluck();
  const allSince = db
    .prepare<[number], number>('SELECT COUNT(*) FROM alerts WHERE created_at_ms > ?')
    .pluck();
  const insert = db.prepare<[string, string, AlertDelivery, number]>(
    'INSERT INTO alerts (device_id, text, delivery, created_at_ms) VALUES (?, ?, ?, ?)',
  );
  const dropOld = db.prepare<[number]>('DELETE FROM alerts WHERE created_at_ms < ?');
  const update = db.prepare<[AlertDelivery, number]>('UPDATE alerts SET delivery = ? WHERE id = ?');
  const list = db.prepare<[string], AlertRow>(
    'SELECT text, delivery, created_at_ms FROM alerts WHERE device_id = ? ORDER BY id',
  );
  // counted and recorded in one transaction: two alerts at once cannot both take the last place
  const admit = db.transaction(
    (deviceId: string, text: string, delivery: AlertDelivery, now: number): number | undefined => {
      if ((ofDeviceSince.get(deviceId, now - ALERT_LIMITS.deviceWindowMs) ?? 0) >= ALERT_LIMITS.perDevice)
        return undefined;
      if ((allSince.get(now - ALERT_LIMITS.overallWindowMs) ?? 0) >= ALERT_LIMITS.overall) return undefined;
      dropOld.run(now - KEPT_MS);
      return Number(insert.run(deviceId, text, delivery, now).lastInsertRowid);
    },
  );
  return {
    admit: (deviceId, text, delivery, now) => admit(deviceId, text, delivery, now),
    settle: (id, delivery) => void update.run(delivery, id),
    ofDevice: (deviceId) => list.all(deviceId),
  };
}
