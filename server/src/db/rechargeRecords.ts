import type { Database } from 'better-sqlite3';
import type { RechargeTargetRecord } from '@topup/shared/contract';

/** One recipient of an upload, times already in unix seconds. */
export interface RecordMerge {
  toUid: number;
  fillTimes: number;
  lastFillTime: number;
}

export interface RechargeRecordStore {
  /** The owner's records, latest top-up first, joined with each recipient's current account. */
  list(ownerUid: number, offset: number, limit: number): RechargeTargetRecord[];
  /**
   * Merges records into the owner's: fill count and last time take the larger value, the first
   * time the smaller; the device is the one of the latest top-up. Recipients that are not
   * accounts are skipped. Returns how many distinct recipients were merged.
   */
  merge(ownerUid: number, deviceId: string, records: readonly RecordMerge[]): number;
  /**
   * A paid order: the recipient joins the owner's records, or its record counts one more top-up at
   * `atS` from this device. Runs inside the payment's transaction.
   */
  recordTopUp(ownerUid: number, toUid: number, deviceId: string, atS: number): void;
  /** spec 01 §6: a record of the recipient made on this device, or one of the logged-in owner's (0: none). */
  hasRecordFor(toUid: number, deviceId: string, ownerUid: number): boolean;
}

export function rechargeRecordStore(db: Database): RechargeRecordStore {
  const select = db.prepare<[number, number, number], RechargeTargetRecord>(
    `SELECT r.to_uid, u.display_uid AS to_display_uid, u.nickname AS to_nickname, u.icon AS to_icon,
            u.is_guest, r.owner_uid AS uid, r.h5_deviceid, r.fill_times, r.first_fill_time,
            r.last_fill_time, u.status AS status2
       FROM recharge_target_records r
       JOIN users u ON u.uid = r.to_uid
      WHERE r.owner_uid = ?
      ORDER BY r.last_fill_time DESC, r.to_uid
      LIMIT ? OFFSET ?`,
  );
  const accountExists = db.prepare<[number], { uid: number }>('SELECT uid FROM users WHERE uid = ?');
  // In an upsert's SET every column reads the old row, so the order of the assignments does not matter.
  const upsert = db.prepare<{ owner: number; to: number; device: string; fill: number; last: number }>(
    `INSERT INTO recharge_target_records
       (owner_uid, to_uid, h5_deviceid, fill_times, first_fill_time, last_fill_time)
     VALUES (@owner, @to, @device, @fill, @last, @last)
     ON CONFLICT (owner_uid, to_uid) DO UPDATE SET
       fill_times = max(fill_times, excluded.fill_times),
       first_fill_time = min(first_fill_time, excluded.first_fill_time),
       last_fill_time = max(last_fill_time, excluded.last_fill_time),
       h5_deviceid = CASE WHEN excluded.last_fill_time > last_fill_time
                          THEN excluded.h5_deviceid ELSE h5_deviceid END`,
  );
  const mergeAll = db.transaction((owner: number, device: string, records: readonly RecordMerge[]) => {
    const merged = new Set<number>();
    for (const r of records) {
      if (!accountExists.get(r.toUid)) continue;
      upsert.run({ owner, to: r.toUid, device, fill: r.fillTimes, last: r.lastFillTime });
      merged.add(r.toUid);
    }
    return merged.size;
  });
  const topUp = db.prepare<{ owner: number; to: number; device: string; at: number }>(
    `INSERT INTO recharge_target_records
       (owner_uid, to_uid, h5_deviceid, fill_times, first_fill_time, last_fill_time)
     VALUES (@owner, @to, @device, 1, @at, @at)
     ON CONFLICT (owner_uid, to_uid) DO UPDATE SET
       fill_times = fill_times + 1,
       first_fill_time = min(first_fill_time, excluded.first_fill_time),
       last_fill_time = max(last_fill_time, excluded.last_fill_time),
       h5_deviceid = excluded.h5_deviceid`,
  );
  const recordFor = db.prepare<{ to: number; device: string; owner: number }, { n: number }>(
    `SELECT 1 AS n FROM recharge_target_records
      WHERE to_uid = @to AND (h5_deviceid = @device OR (@owner <> 0 AND owner_uid = @owner))
      LIMIT 1`,
  );
  return {
    list: (ownerUid, offset, limit) => select.all(ownerUid, limit, offset),
    hasRecordFor: (to, device, owner) => recordFor.get({ to, device, owner }) !== undefined,
    recordTopUp: (owner, to, device, at) => {
      topUp.run({ owner, to, device, at });
    },
    merge: (ownerUid, deviceId, records) => mergeAll(ownerUid, deviceId, records),
  };
}
